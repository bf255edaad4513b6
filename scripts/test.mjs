#!/usr/bin/env node
// `npm test`: every test of every package. Builds first (the end-to-end tests run
// the built stack), type-checks the tests too, then runs the console's vitest
// suite, then jest: shared, agent, simulator and cloud beside the e2e browser specs.
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
if (jestArgs.length === 0) {
  // Alone on the machine, so on every core (vitest leaves one free by default: half of two).
  const vitest = await step(
    'Console tests',
    bin('vitest'),
    ['run', '--reporter=dot', '--silent', `--maxWorkers=${availableParallelism()}`],
    {
      cwd: path.join(root, 'console'),
    },
  );
  failed ||= !vitest.ok;
}
if (jestArgs.length > 0) {
  const jest = await step('Jest', bin('jest'), jestArgs, {});
  failed ||= !jest.ok;
} else {
  // The whole suite: the package projects and the browser specs at once, each on one
  // core. The browser specs share one running OAK, so they run one after another;
  // the package specs each have their own database, Redis prefix and broker. Each
  // run's output is held and printed whole, packages first, so the two do not mix.
  const [packages, browsers] = await Promise.all([
    run(bin('jest'), ['--selectProjects', 'shared', 'agent', 'simulator', 'cloud', '--maxWorkers=1'], {
      quiet: true,
      env: { JEST_FULL_RUN: '1' },
    }),
    // --forceExit: a handle a browser spec left open (still to be found) must not hold the run.
    run(bin('jest'), ['--selectProjects', 'e2e', '--runInBand', '--forceExit'], { quiet: true }),
  ]);
  for (const result of [packages, browsers]) {
    process.stdout.write(result.output);
    failed ||= !result.ok;
  }
}
process.exit(failed ? 1 : 0);
