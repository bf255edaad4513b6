import { type JobFailureClass, RUN_END_MESSAGES, isJobFailureClass } from '@oak/shared';

/**
 * Why a run stops before its end: the person terminated it, or the worker is
 * going away. The clock's Stopped, so a wait the run's signal ends stops the run.
 */
export { Stopped as RunStopped } from '../clock/clock';

/**
 * A run that cannot go on, with the words its owner reads and whose fault it
 * is (issue 28): the lab's, the device's, the test's or OAK's own.
 */
export class RunFailed extends Error {
  constructor(
    message: string,
    readonly failureClass: JobFailureClass,
  ) {
    super(message);
  }
}

/** Another runner holds the job: it is tried again later. */
export class RunBusy extends Error {}

/**
 * A step still playing at its deadline (RunStep.budgetMs): the run fails, the
 * step not stored; the lab's fault, as a Pi or the lab's link stopped answering.
 */
export class StepTimedOut extends RunFailed {
  constructor(step: string, budgetMs: number) {
    super(RUN_END_MESSAGES.stepTimedOut(step, budgetMs), 'lab');
  }
}

/**
 * Whose fault an error that ended a run is: the class it carries (RunFailed,
 * PiActionFailed, DeviceCloudFailed), else OAK's own, since an error nobody
 * classed is a bug or something OAK did not expect.
 */
export function failureClassOf(error: unknown): JobFailureClass {
  const carried = error instanceof Error ? (error as { failureClass?: unknown }).failureClass : undefined;
  return isJobFailureClass(carried) ? carried : 'oak';
}
