import { type JobMapping, labPlayabilityProblems, pisByPosition } from '@oak/shared';
import { type ThingRecord } from '../labs/thing.entity';
import { pinRegisteredDevices } from './admission/registered-devices';
import { RunFailed } from './run-errors';
import {
  type Admission,
  type AdmissionContext,
  type RunFold,
  type RunJob,
  type RunJobSpec,
} from './run-family.port';
import { type AutoSyncRequest } from './tools/auto-sync.tool';

/**
 * A lab run's admission as every family has it: the family's own problems
 * with the run's options first (each naming its field), then each device
 * pinned under its customer id (pinRegisteredDevices) and what the lab cannot
 * play (its Pis' positions and locales).
 */
export async function admitLabRun(
  job: RunJobSpec,
  context: AdmissionContext,
  optionProblems: readonly string[] = [],
): Promise<Admission> {
  const pinned = await pinRegisteredDevices(job.mapping, context);
  return {
    ...pinned,
    problems: [...optionProblems, ...pinned.problems, ...labPlayabilityProblems(job, context.lab)],
  };
}

/** The fold's score with the plan it scores beside it: a fold's add sees no plan of its own. */
export interface PlannedScore<TPlan, TScore> {
  readonly plan: TPlan;
  readonly score: TScore;
}

/**
 * A family's fold from its pure score rules (shared/src/runs/<family>): the
 * score before any outcome, and with one more, each given the plan.
 */
export function plannedFold<TRunPlan extends TPlan, TPlan, TOutcome, TScore>(
  start: (plan: TPlan) => TScore,
  add: (plan: TPlan, score: TScore, outcome: TOutcome) => TScore,
): RunFold<TRunPlan, TOutcome, PlannedScore<TPlan, TScore>> {
  return {
    start: (plan) => ({ plan, score: start(plan) }),
    add: ({ plan, score }, outcome) => ({ plan, score: add(plan, score, outcome) }),
  };
}

/**
 * The lab's Pi at each of the positions, the job's own actors first; the run
 * fails, as the lab's fault, when a position has none.
 */
export function pisAtPositions(
  things: readonly ThingRecord[],
  mapping: JobMapping,
  positions: Iterable<string>,
): Map<string, ThingRecord> {
  const { piAt, missing } = pisByPosition(things, mapping, positions);
  if (missing.length) throw new RunFailed(`The lab has no Pi at ${missing[0]}`, 'lab');
  return piAt;
}

/**
 * The auto-sync of a run that plays one resource from one Pi (FAR's noise
 * track, stability's and UPL's utterance sets): that resource of the run's
 * locale, to the Pi at its position.
 */
export function onePiAutoSync(
  job: RunJob,
  plan: { readonly scenarioType: string; readonly resource: string },
  location: string,
  thing: ThingRecord,
): AutoSyncRequest {
  return {
    selection: { locales: [job.options.marketPlace], locations: [location], manifests: [plan.scenarioType] },
    parts: [{ thing, resources: [plan.resource] }],
  };
}
