import { type PlannedScore } from '../../family-kit';
import { type StabilityPlan, type StabilityScore, type StabilityStepOutcome } from '@oak/shared';
import { type ThingRecord } from '../../../labs/thing.entity';
import { type RunSessionContext } from '../../run-family.port';

/** A stability plan with what the lab gives it: the Pi that says the utterances and the resource it syncs. */
export type StabilityRunPlan = StabilityPlan & {
  readonly speechPi: ThingRecord;
  /** The catalogue resource holding the utterance set (synced to the speech Pi before the first step). */
  readonly resource: string;
};

/** The score folded step by step, with the plan it scores. */
export type StabilityFolded = PlannedScore<StabilityPlan, StabilityScore>;

export type StabilityContext = RunSessionContext<StabilityRunPlan, StabilityStepOutcome>;
