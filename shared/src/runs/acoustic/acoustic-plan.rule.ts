import { runScenarioTypesOf } from '../../families/families.rule';
import { type JobOptions } from '../../jobs/lab-job.schema';
import { type LocationId } from '../../locations/locations.constant';
import { type ResourceManifest } from '../../sync/resource-manifest.schema';
import {
  type AcousticSegment,
  type AcousticTrial,
  acousticResourcesByLocation,
  acousticSegments,
  acousticTrials,
} from '../acoustic-run-plan.rule';
import { acousticStepKey } from './acoustic-outcome.schema';

/** A trial as a step of the runner's plan: keyed by its index. */
export interface AcousticStep extends AcousticTrial {
  readonly key: string;
}

/** What an acoustic run plays: its segments, and the utterances of their resources, in order. */
export interface AcousticPlan {
  readonly segments: readonly AcousticSegment[];
  readonly steps: readonly AcousticStep[];
}

/**
 * The segments of every scenario type of a job in order, each kept to the
 * positions a custom run chose; or the first type this runner cannot play.
 */
export function acousticRunSegments(
  options: JobOptions,
):
  | { readonly ok: true; readonly segments: AcousticSegment[] }
  | { readonly ok: false; readonly unplayable: string } {
  const segments: AcousticSegment[] = [];
  for (const type of runScenarioTypesOf(options)) {
    const own = acousticSegments(
      type,
      options.marketPlace,
      options.testOptions.customOptions,
      options.testOptions.placements?.[type] ?? [],
    );
    if (!own) return { ok: false, unplayable: type };
    segments.push(...own);
  }
  return { ok: true, segments };
}

/** The positions an acoustic run plays from (speech and noise), each with the resources played there. */
export function acousticPositions(segments: readonly AcousticSegment[]): Map<LocationId, string[]> {
  return acousticResourcesByLocation(segments);
}

/**
 * The plan of an acoustic run: every utterance of its segments, from the
 * manifests of their resources, each a step keyed by its index.
 */
export function acousticPlan(
  segments: readonly AcousticSegment[],
  manifests: ReadonlyMap<string, ResourceManifest>,
): AcousticPlan {
  return {
    segments,
    steps: acousticTrials(segments, manifests).map((trial) => ({
      ...trial,
      key: acousticStepKey(trial.index),
    })),
  };
}
