import { JOB_STATE_GROUPS, type JobState, type LabJob, isFinishedJobState } from '@oak/shared';

/** The exit codes of the CI commands (issue 32): a passed verdict, a failed one, a refusal or error. */
export const CLI_EXIT = { passed: 0, failed: 1, error: 2 } as const;
export type CliExitCode = (typeof CLI_EXIT)[keyof typeof CLI_EXIT];

/** What a finished run means to CI: its exit code and, in words, why. */
export interface RunOutcome {
  readonly code: CliExitCode;
  readonly summary: string;
}

/**
 * A finished run's exit code: its verdict when it played to its end (passed
 * 0, failed 1); a run that ended without one (failed before its end, or
 * canceled) is an error, 2, with the run's own reason.
 */
export function runOutcomeOf(job: Pick<LabJob, 'id' | 'state' | 'verdict' | 'error'>): RunOutcome {
  if (!isFinishedJobState(job.state)) throw new Error(`Run ${job.id} has not ended: it is ${job.state}`);
  if (job.verdict === 'passed') return { code: CLI_EXIT.passed, summary: `Run ${job.id} passed` };
  if (job.verdict === 'failed')
    return { code: CLI_EXIT.failed, summary: `Run ${job.id} failed${job.error ? `: ${job.error}` : ''}` };
  if (job.state === 'succeeded') return { code: CLI_EXIT.passed, summary: `Run ${job.id} succeeded` };
  if (job.state === 'canceled') return { code: CLI_EXIT.error, summary: `Run ${job.id} was canceled` };
  return {
    code: CLI_EXIT.error,
    summary: `Run ${job.id} ended ${job.state} without a verdict${job.error ? `: ${job.error}` : ''}`,
  };
}

/** One line of progress for a run, when something worth saying changed since `before`. */
export function progressLine(
  job: Pick<LabJob, 'id' | 'state' | 'progress'>,
  before: Pick<LabJob, 'state' | 'progress'> | undefined,
): string | undefined {
  if (before && before.state === job.state && before.progress === job.progress) return undefined;
  const progress = job.progress === undefined ? '' : `, ${Math.round(job.progress)}% played`;
  return `Run ${job.id}: ${describeState(job.state)}${progress}`;
}

function describeState(state: JobState): string {
  if ((JOB_STATE_GROUPS.queued as readonly JobState[]).includes(state))
    return `waiting for its lab (${state})`;
  if ((JOB_STATE_GROUPS.inProgress as readonly JobState[]).includes(state)) return `playing (${state})`;
  return state;
}
