#!/usr/bin/env node
// Lints the cloud's OpenAPI document with Redocly's recommended rules
// (redocly.yaml). Part of `npm run lint`, so a route that breaks the document
// fails CI. The document is built from the cloud's TypeScript sources in Nest's
// preview mode (cloud/src/cli/openapi.command.ts): no build, database or server.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// typescript takes a while to load: only when a file is not in the cache.
let loaded;
const typescript = () => (loaded ??= require('typescript'));

// The cloud's sources load as CommonJS, transpiled file by file with the
// decorator metadata Nest and @nestjs/swagger read (as ts-jest does for the specs).
// The options that shape the output are cloud/tsconfig.json's (and its base's);
// a change to either, or to typescript, makes every file be transpiled anew.
const tsconfigs = ['cloud/tsconfig.json', 'tsconfig.base.json'].map((file) =>
  readFileSync(path.join(root, file), 'utf8'),
);
const tsVersion = JSON.parse(readFileSync(require.resolve('typescript/package.json'), 'utf8')).version;
const compilerOptions = () => {
  const ts = typescript();
  return {
    ...ts.getParsedCommandLineOfConfigFile(path.join(root, 'cloud/tsconfig.json'), {}, ts.sys).options,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    sourceMap: false,
    inlineSourceMap: true,
    declaration: false,
    noEmit: false,
  };
};
// Transpiling is most of the run's time: each output is kept, by its source's
// digest, so that a second run transpiles only the files that changed.
const cacheDir = path.join(root, 'node_modules/.cache/oak-lint-openapi');
mkdirSync(cacheDir, { recursive: true });
const salt = `${tsVersion}\0${tsconfigs.join('\0')}`;
const used = new Set();
let options;
Module._extensions['.ts'] = (module, file) => {
  const source = readFileSync(file, 'utf8');
  const name = `${createHash('sha256').update(salt).update(file).update(source).digest('hex')}.js`;
  used.add(name);
  let output;
  try {
    output = readFileSync(path.join(cacheDir, name), 'utf8');
  } catch {
    options ??= compilerOptions();
    output = typescript().transpileModule(source, { compilerOptions: options, fileName: file }).outputText;
    writeFileSync(path.join(cacheDir, name), output);
  }
  module._compile(output, file);
};
// As in the specs (jest.base.js): a sibling package from its sources, never a stale build.
const siblings = { '@oak/shared': path.join(root, 'shared/src/index.ts') };
// A domain's entry (`@oak/shared/runs`), as shared/package.json exports it from dist/.
const sibling = (request) =>
  siblings[request] ??
  (request.startsWith('@oak/shared/')
    ? path.join(root, 'shared/src', request.slice('@oak/shared/'.length), 'index.ts')
    : undefined);
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, sibling(request) ?? request, ...rest);
};

require('reflect-metadata');
const { buildOpenApiDocument } = require(path.join(root, 'cloud/src/cli/openapi.command.ts'));
const document = await buildOpenApiDocument();
// What this run did not read is stale: the cache keeps one app's worth of files.
for (const name of readdirSync(cacheDir)) if (!used.has(name)) rmSync(path.join(cacheDir, name));

// `--out FILE` keeps the document (to read it, or to lint it again by hand).
const outAt = process.argv.indexOf('--out');
const dir = mkdtempSync(path.join(tmpdir(), 'oak-openapi-lint-'));
try {
  const file = outAt > 0 ? path.resolve(process.argv[outAt + 1]) : path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  const redocly = require.resolve('@redocly/cli/bin/cli.js');
  const result = spawnSync(
    process.execPath,
    [redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'codeframe'],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
