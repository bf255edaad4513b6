import { type FunctionalCaseOutcome, type FunctionalPlan, type ResourceManifest } from '@oak/shared';
import { type ThingRecord } from '../../../labs/thing.entity';
import { type RunSessionContext } from '../../run-family.port';

/** A functional plan with the Pi at each position it plays from, and each recording's length. */
export interface FunctionalRunPlan extends FunctionalPlan {
  readonly piAt: ReadonlyMap<string, ThingRecord>;
  /** The manifests of the resources the plan plays, by id. */
  readonly manifests: ReadonlyMap<string, ResourceManifest>;
}

export type FunctionalContext = RunSessionContext<FunctionalRunPlan, FunctionalCaseOutcome>;
