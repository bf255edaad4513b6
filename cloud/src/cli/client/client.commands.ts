import { type Command, InvalidArgumentError, Option } from 'commander';
import {
  FINISHED_JOB_STATES,
  JOB_API_PATHS,
  JOB_STATE_GROUPS,
  JOBS_LIST_LIMIT,
  type JobState,
  type LabJob,
  describeIssues,
  isFinishedJobState,
  newRunPayloadSchema,
  parseJobOptions,
} from '@oak/shared';
import { readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLIENT_ENV, CliError, OakApiClient } from './oak-api.client';
import { CLI_EXIT, type CliExitCode, progressLine, runOutcomeOf } from './run-outcome';

/** Where the CI commands write and how they end: the process's, or a spec's. */
export interface ClientIo {
  readonly env: NodeJS.ProcessEnv;
  /** Results: a job id, a status, a report. */
  out(text: string): void;
  /** Progress and reasons. */
  err(text: string): void;
  /** The command's exit code, once it is done. */
  setExitCode(code: CliExitCode): void;
  /** Ends at once with `code`: a usage error (2) or help (0), as the parser decides. */
  exit(code: CliExitCode): never;
}

/** How often `--wait` asks for the run's state by default, in seconds (chosen). */
export const DEFAULT_POLL_SECONDS = 2;

const ENVIRONMENT_HELP = `
Environment:
  ${CLIENT_ENV.url}    the OAK cloud, e.g. https://oak.example.com
  ${CLIENT_ENV.token}  a personal API token (console: user menu, API tokens); read, or run to change runs

Exit codes: 0 done (a run passed), 1 the run failed its verdict, 2 a refusal or error, with the reason on stderr.`;

function secondsArg(value: string): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 600)
    throw new InvalidArgumentError('not a number of seconds from 0 to 600');
  return seconds;
}

/**
 * The CI commands of `oak` (issue 32), over the REST API with OAK_URL and
 * OAK_TOKEN: `run submit|status|cancel|report` and `lab queue`. Each ends
 * with exit code 0, 1 for a run that failed its verdict, or 2 for a refusal
 * or error with the reason on stderr; so does a command line it cannot parse.
 */
export function registerClientCommands(program: Command, io: ClientIo): void {
  const configure = (command: Command): Command =>
    command
      .exitOverride((error) => io.exit(error.exitCode === 0 ? CLI_EXIT.passed : CLI_EXIT.error))
      .configureOutput({ writeOut: (text) => io.out(text), writeErr: (text) => io.err(text) })
      .showHelpAfterError()
      .addHelpText('after', ENVIRONMENT_HELP);

  /** Runs a command's work; a CliError (or any error) ends it with 2 and the reason. */
  const act = async (work: (api: () => OakApiClient) => Promise<CliExitCode | void>): Promise<void> => {
    try {
      io.setExitCode((await work(() => OakApiClient.fromEnv(io.env))) ?? CLI_EXIT.passed);
    } catch (error) {
      io.err(`oak: ${error instanceof Error ? error.message : String(error)}\n`);
      io.setExitCode(CLI_EXIT.error);
    }
  };

  const run = configure(program.command('run').description('Runs, for CI: submit, status, cancel, report'));

  configure(run.command('submit'))
    .description(
      'Submit a run described in a JSON file (the body of POST /api/jobs, as the console submits it); prints its id',
    )
    .requiredOption('--file <path>', 'the run as JSON')
    .option('--wait', 'wait for the run to end, progress on stderr; exit 0 if it passed, 1 if it failed')
    .option('--junit <path>', "with --wait: write the run's JUnit XML report there once it ends")
    .option('--csv <path>', "with --wait: write the run's CSV report there once it ends")
    .addOption(
      new Option('--interval <seconds>', 'with --wait: how often to ask for its state')
        .default(DEFAULT_POLL_SECONDS)
        .argParser(secondsArg),
    )
    .action((options: { file: string; wait?: boolean; junit?: string; csv?: string; interval: number }) =>
      act(async (api) => {
        if ((options.junit || options.csv) && !options.wait)
          throw new CliError('--junit and --csv need --wait: the report is written once the run ends');
        const payload = await readRunFile(options.file);
        const client = api();
        const job = await client.json<LabJob>('POST', JOB_API_PATHS.jobs, payload);
        io.out(`${job.id}\n`);
        io.err(`Run ${job.id} '${runName(job)}' submitted to ${job.labName}\n`);
        if (!options.wait) return CLI_EXIT.passed;
        const ended = await waitForEnd(client, job, options.interval * 1000, io);
        const outcome = runOutcomeOf(ended);
        for (const [format, path] of [
          ['junit', options.junit],
          ['csv', options.csv],
        ] as const) {
          if (!path) continue;
          await writeFile(path, await client.text('GET', JOB_API_PATHS.report(ended.id, format)));
          io.err(`Wrote the ${format === 'junit' ? 'JUnit' : 'CSV'} report to ${path}\n`);
        }
        io.err(`${outcome.summary}\n`);
        return outcome.code;
      }),
    );

  configure(run.command('status'))
    .description("A run's state, verdict and progress; --json for the whole job")
    .argument('<id>', 'the run (job) id')
    .option('--json', 'print the job as the API answers it')
    .action((id: string, options: { json?: boolean }) =>
      act(async (api) => {
        const job = await api().json<LabJob>('GET', JOB_API_PATHS.job(id));
        io.out(options.json ? `${JSON.stringify(job, null, 2)}\n` : describeJob(job));
      }),
    );

  configure(run.command('cancel'))
    .description('Cancel a run, waiting or playing (needs a token of the run scope)')
    .argument('<id>', 'the run (job) id')
    .action((id: string) =>
      act(async (api) => {
        const job = await api().json<LabJob>('PUT', JOB_API_PATHS.job(id), { state: 'canceled' });
        io.out(`Run ${job.id} ${job.state}\n`);
      }),
    );

  configure(run.command('report'))
    .description("A run's report, CSV or JUnit XML, on stdout or to a file")
    .argument('<id>', 'the run (job) id')
    .addOption(new Option('--csv', 'one row per result').conflicts('junit'))
    .addOption(new Option('--junit', 'JUnit XML, a test case each').conflicts('csv'))
    .option('--out <path>', 'write it to this file instead of stdout')
    .action((id: string, options: { csv?: boolean; junit?: boolean; out?: string }) =>
      act(async (api) => {
        if (!options.csv && !options.junit) throw new CliError('Say which report: --csv or --junit');
        const body = await api().text('GET', JOB_API_PATHS.report(id, options.csv ? 'csv' : 'junit'));
        if (options.out) await writeFile(options.out, body);
        else io.out(body.endsWith('\n') ? body : `${body}\n`);
      }),
    );

  const lab =
    program.commands.find((command) => command.name() === 'lab') ??
    program.command('lab').description("Labs: a company's rooms of Pis around devices under test");
  configure(lab.command('queue'))
    .description("A lab's runs not ended: the one playing, then those waiting, next first (by the API)")
    .argument('<lab>', 'the lab name')
    .option('--json', 'print the jobs as the API answers them')
    .action((labName: string, options: { json?: boolean }) =>
      act(async (api) => {
        const q = JSON.stringify({ labName, state: { nin: [...FINISHED_JOB_STATES] } });
        const jobs = await api().json<LabJob[]>(
          'GET',
          `${JOB_API_PATHS.jobs}?q=${encodeURIComponent(q)}&limit=${JOBS_LIST_LIMIT}`,
        );
        const queue = labQueue(jobs);
        if (options.json) io.out(`${JSON.stringify(queue, null, 2)}\n`);
        else io.out(describeQueue(labName, queue));
      }),
    );
}

/** The run file, checked with the shared schema of a submission: nothing is sent when it fails. */
async function readRunFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path} is not JSON: ${(error as Error).message}`);
  }
  const checked = newRunPayloadSchema.safeParse(parsed);
  if (!checked.success) throw new CliError(`${path} is not a run: ${describeIssues(checked.error.issues)}`);
  // Sent as written: the cloud applies the schema's defaults itself.
  return parsed;
}

/** Asks for the run every `intervalMs` until it ends, saying on stderr each change of state or progress. */
async function waitForEnd(
  client: OakApiClient,
  submitted: LabJob,
  intervalMs: number,
  io: ClientIo,
): Promise<LabJob> {
  let job = submitted;
  let before: LabJob | undefined;
  for (;;) {
    const line = progressLine(job, before);
    if (line) io.err(`${line}\n`);
    if (isFinishedJobState(job.state)) return job;
    before = job;
    await sleep(intervalMs);
    job = await client.json<LabJob>('GET', JOB_API_PATHS.job(submitted.id));
  }
}

/** The run's name as its owner gave it (its options' testName), else its scenario type. */
function runName(job: LabJob): string {
  const options = parseJobOptions(job.options);
  return options.ok ? options.value.testName : job.scenarioName;
}

function describeJob(job: LabJob): string {
  const lines = [
    `Run:      ${job.id}`,
    `Name:     ${runName(job)}`,
    `Type:     ${job.scenarioName}`,
    `Lab:      ${job.labName}`,
    `Owner:    ${job.ownerEmail}`,
    `State:    ${job.state}`,
    ...(job.progress === undefined ? [] : [`Progress: ${Math.round(job.progress)}%`]),
    ...(job.verdict ? [`Verdict:  ${job.verdict}`] : []),
    ...(job.error ? [`Error:    ${job.error}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}

/** A lab's runs not ended: those playing, then those waiting, oldest (next) first. */
export interface LabQueue {
  readonly running: LabJob[];
  readonly waiting: LabJob[];
}

export function labQueue(jobs: readonly LabJob[]): LabQueue {
  const queued = JOB_STATE_GROUPS.queued as readonly JobState[];
  const oldestFirst = [...jobs].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return {
    running: oldestFirst.filter((job) => !queued.includes(job.state)),
    waiting: oldestFirst.filter((job) => queued.includes(job.state)),
  };
}

function describeQueue(labName: string, { running, waiting }: LabQueue): string {
  if (!running.length && !waiting.length) return `No runs on ${labName}: it is free.\n`;
  const row = (label: string, job: LabJob) =>
    `${label.padEnd(10)} ${job.id}  ${runName(job)}  ${job.ownerEmail}  ${job.state}${
      job.progress === undefined ? '' : ` ${Math.round(job.progress)}%`
    }`;
  return `${[
    ...running.map((job) => row('playing', job)),
    ...waiting.map((job, index) => row(`waiting ${index + 1}`, job)),
  ].join('\n')}\n`;
}
