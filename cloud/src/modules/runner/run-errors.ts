import { RUN_END_MESSAGES } from '@oak/shared';
/**
 * Why a run stops before its end: the person terminated it, or the worker is
 * going away. The clock's Stopped, so a wait the run's signal ends stops the run.
 */
export { Stopped as RunStopped } from '../clock/clock';

/** A run that cannot go on, with the words its owner reads. */
export class RunFailed extends Error {}

/** Another runner holds the job: it is tried again later. */
export class RunBusy extends Error {}

/** A step still playing at its deadline (RunStep.budgetMs): the run fails, the step not stored. */
export class StepTimedOut extends RunFailed {
  constructor(step: string, budgetMs: number) {
    super(RUN_END_MESSAGES.stepTimedOut(step, budgetMs));
  }
}
