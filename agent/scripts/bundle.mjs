#!/usr/bin/env node
// Bundles the agent into one JavaScript file that a Pi runs with plain node and
// no node_modules: what the cloud serves, `update` installs and the systemd
// unit runs. `node scripts/bundle.mjs [--outfile <file>]`; the default is
// dist/oak-agent.bundle.js (the agent's `build` script runs it after tsc).
import { build } from 'esbuild';
import { chmod, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const agentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flag = process.argv.indexOf('--outfile');
const outfile = path.resolve(
  flag > 0 ? process.argv[flag + 1] : path.join(agentDir, 'dist', 'oak-agent.bundle.js'),
);
const { version } = JSON.parse(await readFile(path.join(agentDir, 'package.json'), 'utf8'));

// node-record-lpcm16 loads its recorder with a computed require(), which a
// bundler cannot follow; this replaces its loader with the same map, spelled out.
const staticRecorders = {
  name: 'node-record-lpcm16-static-recorders',
  setup(esbuild) {
    esbuild.onLoad({ filter: /node-record-lpcm16[\\/]recorders[\\/]index\.js$/ }, () => ({
      contents: `const recorders = { arecord: require('./arecord'), rec: require('./rec'), sox: require('./sox') };
module.exports = {
  load(name) {
    if (!recorders[name]) throw new Error('No such recorder found: ' + name);
    return recorders[name];
  },
};`,
      loader: 'js',
    }));
  },
};

const entry = path.join(agentDir, 'src', 'cli', 'oak-agent.ts');

// The entry keeps its own `#!` line for the tsc build; the bundle's comes from the banner, and two would not parse.
const entryWithoutHashbang = {
  name: 'entry-without-hashbang',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]src[\\/]cli[\\/]oak-agent\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace(/^#!.*\n/, ''),
      loader: 'ts',
    }));
  },
};

// The download worker (src/resources/download-worker.ts) runs in a thread of its own, from text baked
// into the bundle. Its heap must stay small (that is why it exists), so it may load no package at all.
const workerEntry = path.join(agentDir, 'src', 'resources', 'download-worker.ts');
// The same options as the tests' build of it (src/testing/download-worker.build.ts).
const workerOptions = JSON.parse(
  await readFile(path.join(agentDir, 'scripts', 'download-worker.esbuild.json'), 'utf8'),
);
const worker = await build({
  ...workerOptions,
  entryPoints: [workerEntry],
  tsconfig: path.join(agentDir, 'tsconfig.json'),
});
const outside = Object.keys(worker.metafile.inputs).filter(
  (input) => !path.resolve(input).startsWith(path.dirname(workerEntry) + path.sep),
);
if (outside.length > 0)
  throw new Error(`The download worker must load no package, but bundles ${outside.join(', ')}`);

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  // Pis run the node of their distribution; Debian 12 ships 18.
  target: 'node18',
  format: 'cjs',
  // The agent's tsconfig maps @oak/shared to its sources, so the bundle never carries a stale build of it.
  tsconfig: path.join(agentDir, 'tsconfig.json'),
  banner: { js: '#!/usr/bin/env node' },
  define: {
    OAK_AGENT_BUNDLED_VERSION: JSON.stringify(version),
    OAK_AGENT_DOWNLOAD_WORKER: JSON.stringify(worker.outputFiles[0].text),
  },
  plugins: [staticRecorders, entryWithoutHashbang],
  legalComments: 'inline',
  logLevel: 'warning',
});
await chmod(outfile, 0o755);
