#!/usr/bin/env node
// `npm test`: every test of every package. Builds first (the end-to-end tests run
// the built stack), type-checks the tests too, then runs the e2e browser specs
// beside the console's vitest suite followed by jest's shared, agent, simulator
// and cloud projects.
// Quiet on success; extra arguments go to jest (e.g. `npm test -- cloud/src/config`).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(command, args, { cwd = root, quiet = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('exit', (code, signal) => resolve({ ok: code === 0, code: code ?? (signal ? 128 : 1), output }));
  });
}

async function step(name, command, args, options) {
  const result = await run(command, args, options);
  if (!result.ok && options?.quiet) process.stderr.write(`\n${name} failed:\n${result.output}\n`);
  return result;
}

const jestArgs = process.argv.slice(2);

const build = await step('Build', bin('lerna'), ['run', 'build', '--loglevel=warn', '--no-progress'], {
  quiet: true,
});
if (!build.ok) process.exit(build.code);
const typecheck = await step(
  'Type check',
  bin('lerna'),
  ['run', 'typecheck', '--loglevel=warn', '--no-progress'],
  { quiet: true },
);
if (!typecheck.ok) process.exit(typecheck.code);
// The end-to-end specs are no workspace of their own: type-check them here.
const e2eTypecheck = await step('Type check (e2e)', bin('tsc'), ['-p', 'e2e/tsconfig.json', '--noEmit'], {
  quiet: true,
});
if (!e2eTypecheck.ok) process.exit(e2eTypecheck.code);

let failed = false;
if (jestArgs.length > 0) {
  const jest = await step('Jest', bin('jest'), jestArgs, {});
  failed ||= !jest.ok;
} else {
  // The whole suite in two lanes at once. The browser specs are the longest part and spend much of
  // their time waiting on the virtual lab's clock, so they start first and run alone in theirs (one
  // running OAK, the specs one after another). The other lane runs the console's vitest suite, then the
  // package projects (shared, agent, simulator, cloud, each spec with its own database, Redis prefix
  // and broker) on one core. Each lane's output is held and printed whole, so the two do not mix:
  // the console's first, then the packages', then the browser specs'.
  const consoleAndPackages = (async () => {
    const vitest = await run(
      bin('vitest'),
      ['run', '--reporter=dot', '--silent', `--maxWorkers=${availableParallelism()}`],
      { cwd: path.join(root, 'console'), quiet: true },
    );
    const packages = await run(
      bin('jest'),
      ['--selectProjects', 'shared', 'agent', 'simulator', 'cloud', '--maxWorkers=1'],
      { quiet: true, env: { JEST_FULL_RUN: '1' } },
    );
    return [vitest, packages];
  })();
  // --forceExit: a handle a browser spec left open (still to be found) must not hold the run.
  const browsers = run(bin('jest'), ['--selectProjects', 'e2e', '--runInBand', '--forceExit'], {
    quiet: true,
  });
  const [vitest, packages] = await consoleAndPackages;
  process.stdout.write(vitest.output);
  process.stdout.write(packages.output);
  const browserRun = await browsers;
  process.stdout.write(browserRun.output);
  for (const result of [vitest, packages, browserRun]) failed ||= !result.ok;
}
process.exit(failed ? 1 : 0);
