import { type PlannedScore } from '../../family-kit';
import { type FarChunkOutcome, type FarPlan, type FarScore } from '@oak/shared';
import { type ThingRecord } from '../../../labs/thing.entity';
import { type RunSessionContext } from '../../run-family.port';

/** A FAR plan with what the lab gives it: the Pi at the noise position and the track it plays. */
export interface FarRunPlan extends FarPlan {
  readonly noisePi: ThingRecord;
  /** The catalogue resource holding the track (synced to the noise Pi before the first chunk). */
  readonly resource: string;
  /** The track as its manifest gives it: played again and again for each chunk's length. */
  readonly track: { readonly fileName: string; readonly durationMs: number };
}

/** The score folded step by step, with the plan it scores. */
export type FarFolded = PlannedScore<FarPlan, FarScore>;

export type FarContext = RunSessionContext<FarRunPlan, FarChunkOutcome>;
