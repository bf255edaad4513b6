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
 * Pi mapped to the Speaker stands), else from its own positions (those it
 * plays from with no Speaker; see acousticSpeakerFallbacks). Or the first
 * type this runner cannot play.
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
    const served = speakerAt !== undefined && speechPositions(type, options.marketPlace).includes(speakerAt);
    const own = acousticSegments(
      type,
      options.marketPlace,
      options.testOptions.customOptions,
      chosen.length || !served ? chosen : [speakerAt],
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
 * position it chose that the type cannot play from (`placement`), or, in a
 * run of one type that chose none, the mapped Speaker's position when the
 * type does not offer it (`speakerAt`, with the positions the type plays
 * from): the Speaker is all that says where it plays. None for a run of
 * another family.
 */
export function acousticPlacementProblems(
  options: JobOptions,
  speakerAt?: LocationId,
): AcousticPlacementProblem[] {
  if (!acousticRunSegments(options).ok) return [];
  const types = [...new Set(runScenarioTypesOf(options))];
  return types.flatMap((scenarioType): AcousticPlacementProblem[] => {
    const chosen = options.testOptions.placements?.[scenarioType] ?? [];
    const positions = speechPositions(scenarioType, options.marketPlace);
    if (chosen.length)
      return unplayablePlacements(scenarioType, options.marketPlace, chosen).map((placement) => ({
        scenarioType,
        placement,
        positions,
      }));
    return types.length === 1 && speakerAt && !positions.includes(speakerAt)
      ? [{ scenarioType, speakerAt, positions }]
      : [];
  });
}

/** A scenario type that plays from its own positions rather than the Speaker's, where it cannot play. */
export interface AcousticSpeakerFallback {
  readonly scenarioType: string;
  readonly speakerAt: LocationId;
  /** Where its speech plays instead, in play order. */
  readonly positions: LocationId[];
}

/**
 * The scenario types of a run of several, chosen no positions for, that do
 * not play where the mapped Speaker stands (`speakerAt`): each plays from its
 * own positions, those it plays from with no Speaker (issue 29: a STANDARD
 * acoustic run with its Speaker at 0.9 m 90 deg plays near field there and
 * far field from 2.7 m). The run is accepted, and the wizard warns of each.
 */
export function acousticSpeakerFallbacks(
  options: JobOptions,
  speakerAt?: LocationId,
): AcousticSpeakerFallback[] {
  const types = [...new Set(runScenarioTypesOf(options))];
  const planned = acousticRunSegments(options, speakerAt);
  if (!speakerAt || types.length < 2 || !planned.ok) return [];
  return types.flatMap((scenarioType) =>
    options.testOptions.placements?.[scenarioType]?.length ||
    speechPositions(scenarioType, options.marketPlace).includes(speakerAt)
      ? []
      : [{ scenarioType, speakerAt, positions: speechLocationsOf(planned.segments, scenarioType) }],
  );
}

/**
 * A job's options with the positions each scenario type of an acoustic run
 * plays its speech from recorded as its placements (issue 29), for a type the
 * run chose none for: the Speaker's (`speakerAt`) where the type plays there,
 * else its own. Stored at submit, so the run plays exactly there whichever Pi
 * stands where later, and Live Runs and the report show them. The options as
 * given for a run of another family.
 */
export function acousticPlacementsRecorded(options: JobOptions, speakerAt?: LocationId): JobOptions {
  const planned = acousticRunSegments(options, speakerAt);
  if (!planned.ok) return options;
  const placements = { ...options.testOptions.placements };
  for (const type of runScenarioTypesOf(options))
    if (!placements[type]?.length) placements[type] = speechLocationsOf(planned.segments, type);
  return { ...options, testOptions: { ...options.testOptions, placements } };
}

/** Where a scenario type's segments play speech from, each once, in play order. */
function speechLocationsOf(segments: readonly AcousticSegment[], scenarioType: string): LocationId[] {
  return [
    ...new Set(
      segments.filter((segment) => segment.scenarioType === scenarioType).map((s) => s.speechLocation),
    ),
  ];
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
