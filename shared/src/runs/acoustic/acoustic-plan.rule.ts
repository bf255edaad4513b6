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
  speechPositions,
  unplayablePlacements,
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
 * The segments of every scenario type of a job in order, each played from the
 * positions the run chose for it; a type it chose none for plays from the
 * mapped Speaker's position when the type offers it (`speakerAt`, where the
 * Pi mapped to the Speaker stands), else from all of the type's positions.
 * Or the first type this runner cannot play.
 */
export function acousticRunSegments(
  options: JobOptions,
  speakerAt?: LocationId,
):
  | { readonly ok: true; readonly segments: AcousticSegment[] }
  | { readonly ok: false; readonly unplayable: string } {
  const segments: AcousticSegment[] = [];
  for (const type of runScenarioTypesOf(options)) {
    const chosen = options.testOptions.placements?.[type] ?? [];
    const own = acousticSegments(
      type,
      options.marketPlace,
      options.testOptions.customOptions,
      chosen.length || !speakerAt ? chosen : [speakerAt],
    );
    if (!own) return { ok: false, unplayable: type };
    segments.push(...own);
  }
  return { ok: true, segments };
}

/** Where a scenario type would not play as its run says, and the positions it plays from. */
export type AcousticPlacementProblem =
  | { readonly scenarioType: string; readonly placement: string; readonly positions: LocationId[] }
  | { readonly scenarioType: string; readonly speakerAt: LocationId; readonly positions: LocationId[] };

/**
 * Where an acoustic run would not play as it says, by scenario type: a
 * position it chose that the type cannot play from (`placement`), or, for a
 * type it chose none for, the mapped Speaker's position when the type does
 * not offer it (`speakerAt`, with the positions the type plays from). None
 * for a run of another family.
 */
export function acousticPlacementProblems(
  options: JobOptions,
  speakerAt?: LocationId,
): AcousticPlacementProblem[] {
  if (!acousticRunSegments(options).ok) return [];
  return runScenarioTypesOf(options).flatMap((scenarioType): AcousticPlacementProblem[] => {
    const chosen = options.testOptions.placements?.[scenarioType] ?? [];
    const positions = speechPositions(scenarioType, options.marketPlace);
    if (chosen.length)
      return unplayablePlacements(scenarioType, options.marketPlace, chosen).map((placement) => ({
        scenarioType,
        placement,
        positions,
      }));
    return speakerAt && !positions.includes(speakerAt) ? [{ scenarioType, speakerAt, positions }] : [];
  });
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
