import { type PlannedScore } from '../../family-kit';
import { type UplPlan, type UplScore, type UplStepOutcome } from '@oak/shared';
import { type ThingRecord } from '../../../labs/thing.entity';
import { type RunSessionContext } from '../../run-family.port';

/** A UPL plan with what the lab gives it: the Pi that speaks and records, and the resource it plays. */
export interface UplRunPlan extends UplPlan {
  readonly pi: ThingRecord;
  /** The catalogue resource of the utterance set (synced to the Pi before the first attempt). */
  readonly resource: string;
}

/** The score folded step by step, with the plan it scores. */
export type UplFolded = PlannedScore<UplPlan, UplScore>;

export type UplContext = RunSessionContext<UplRunPlan, UplStepOutcome>;
