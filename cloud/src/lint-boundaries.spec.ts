import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The boundaries eslint.config.mjs draws (issue 20), shown on small probe
 * sources: an adapter-only library imported outside its adapter, the time read
 * or a timer set without the Clock, and a console feature importing another.
 * Each probe is linted under a path of the tree without being written there,
 * and beside it the same code where the rule allows it, so a rule that stopped
 * matching, or one that matched everything, fails here.
 *
 * The flat config is an ES module, which Jest's module sandbox cannot import,
 * so one child Node process runs ESLint's own API with the repository's config
 * and prints what it found.
 */

const REPOSITORY_ROOT = path.resolve(__dirname, '../..');

/** The child loads ESLint and the TypeScript parser in two or three seconds; a busy machine takes longer. */
const LINT_TIMEOUT_MS = 25_000;

interface Probe {
  readonly filePath: string;
  readonly code: string;
}

const LINT_PROBES_SCRIPT = `
import { ESLint } from 'eslint';
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const outcomes = [];
for (const { filePath, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath });
  outcomes.push(result.messages.map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(outcomes));
`;

/**
 * What ESLint reports on each probe, in order: the rules that reported, or
 * the text of a problem without a rule (a parse error, a file the config ignores).
 */
async function lintProbes(probes: readonly Probe[]): Promise<string[][]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', LINT_PROBES_SCRIPT, JSON.stringify(probes)],
    { cwd: REPOSITORY_ROOT, timeout: LINT_TIMEOUT_MS, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout) as string[][];
}

const BULLMQ_IMPORT = "import { Queue } from 'bullmq';\n\nexport const queue = Queue;\n";
const SOCKET_IO_IMPORT = "import { Server } from 'socket.io';\n\nexport const server = new Server();\n";
const TIME_READ = 'export const startedAt = Date.now();\n';
const TIMER = 'export const tick = setInterval(() => undefined, 1000);\n';
const GLOBAL_TIMER = 'export const later = globalThis.setTimeout(() => undefined, 1000);\n';
const TIMERS_IMPORT =
  "import { setTimeout } from 'node:timers/promises';\n\nexport const wait = setTimeout;\n";
const CROSS_FEATURE_IMPORT =
  "import { LiveRunsScreen } from '../live-runs/components/LiveRunsScreen';\n\nexport const screen = LiveRunsScreen;\n";
const SHARED_COMPONENT_IMPORT =
  "import { JobsQueryFallback } from '../../components/feedback/JobsQueryFallback';\n\nexport const fallback = JobsQueryFallback;\n";

/** Each probe with the only rule that must report on it, or none where the code is allowed. */
const CASES: readonly (Probe & { readonly expected: readonly string[] })[] = [
  {
    filePath: 'cloud/src/modules/labs/probe.ts',
    code: BULLMQ_IMPORT,
    expected: ['@typescript-eslint/no-restricted-imports'],
  },
  { filePath: 'cloud/src/modules/jobs/lab-job-queue.service.ts', code: BULLMQ_IMPORT, expected: [] },
  {
    filePath: 'cloud/src/modules/live/live.gateway.ts',
    code: SOCKET_IO_IMPORT,
    expected: ['@typescript-eslint/no-restricted-imports'],
  },
  { filePath: 'cloud/src/modules/live/live-io.adapter.ts', code: SOCKET_IO_IMPORT, expected: [] },
  {
    filePath: 'cloud/src/modules/labs/probe.service.ts',
    code: TIME_READ,
    expected: ['no-restricted-syntax'],
  },
  { filePath: 'cloud/src/modules/clock/clock.ts', code: TIME_READ, expected: [] },
  {
    filePath: 'cloud/src/modules/labs/probe.service.ts',
    code: TIMER,
    expected: ['no-restricted-syntax'],
  },
  {
    filePath: 'cloud/src/modules/labs/probe.service.ts',
    code: GLOBAL_TIMER,
    expected: ['no-restricted-syntax'],
  },
  {
    filePath: 'cloud/src/modules/labs/probe.service.ts',
    code: TIMERS_IMPORT,
    expected: ['no-restricted-imports'],
  },
  // The helpers services share wait on the Clock they are handed.
  { filePath: 'cloud/src/common/probe.util.ts', code: TIMER, expected: ['no-restricted-syntax'] },
  { filePath: 'cloud/src/modules/clock/clock.ts', code: TIMER, expected: [] },
  { filePath: 'cloud/src/modules/labs/probe.adapter.ts', code: GLOBAL_TIMER, expected: [] },
  // The live module sets its timers on the Clock like every service: no exception for it.
  {
    filePath: 'cloud/src/modules/live/lab-status.handler.ts',
    code: TIMER,
    expected: ['no-restricted-syntax'],
  },
  {
    filePath: 'cloud/src/modules/live/live-sessions.ts',
    code: GLOBAL_TIMER,
    expected: ['no-restricted-syntax'],
  },
  {
    filePath: 'console/src/features/labs/probe.ts',
    code: CROSS_FEATURE_IMPORT,
    expected: ['oak/no-cross-feature-imports'],
  },
  { filePath: 'console/src/features/labs/probe.ts', code: SHARED_COMPONENT_IMPORT, expected: [] },
];

describe('the lint boundaries of eslint.config.mjs', () => {
  let outcomes: string[][];

  beforeAll(async () => {
    outcomes = await lintProbes(
      CASES.map(({ filePath, code }) => ({ filePath: path.join(REPOSITORY_ROOT, filePath), code })),
    );
  }, LINT_TIMEOUT_MS);

  it.each(
    CASES.map(
      ({ filePath, expected }, index) => [filePath, expected.join(', ') || 'nothing', index] as const,
    ),
  )('%s: reports %s', (_filePath, _expected, index) => {
    expect(outcomes[index]).toEqual(CASES[index].expected);
  });
});
