import { JOB_SPEAKER_ROLE, type JobMapping, type JobOptions } from '../jobs/lab-job.schema';
import { NEW_JOB_MESSAGES, NEW_JOB_WARNINGS } from '../jobs/job.messages';
import { toLocationId } from '../lab/lab.rule';
import {
  type LocationId,
  NOISE_LOCATION,
  NON_ACOUSTIC_LOCATION,
  locationLabel,
} from '../locations/locations.constant';
import { jobFamilyOf } from '../families/families.rule';
import {
  acousticPlacementProblems,
  acousticPositions,
  acousticRunSegments,
  acousticSpeakerFallbacks,
} from './acoustic/acoustic-plan.rule';
import { functionalPlan, functionalResourceIds } from './functional/functional-plan.rule';

/** A Pi as a run places it: where it stands, as a location id or its label (doc 2 §3 preference). */
export interface PlacedPi {
  readonly id: string;
  readonly location: string | null | undefined;
}

/**
 * The positions a job plays from (speech and noise), by its family; none for
 * a job that places its Pis itself (ACM maps a Pi beside each device). An
 * acoustic type the run chose no positions for plays from `speakerAt` (where
 * the Speaker's Pi stands) when it offers it.
 */
export function runPositions(options: JobOptions, speakerAt?: LocationId): string[] {
  const acoustic = acousticRunSegments(options, speakerAt);
  if (acoustic.ok) return [...acousticPositions(acoustic.segments).keys()];
  const family = jobFamilyOf(options);
  // A FAR run plays its track from the noise position only (doc 3 §3: far-field tests use 1.8 m 135 deg).
  if (family.ok && family.family === 'far') return [NOISE_LOCATION];
  // A stability run says its utterances from the non-acoustic suites' one location (doc 1 §5).
  if (family.ok && family.family === 'stability') return [NON_ACOUSTIC_LOCATION];
  // A UPL run speaks from where the non-acoustic suites do (doc 1 §5), and records the answer there.
  if (family.ok && family.family === 'upl') return [NON_ACOUSTIC_LOCATION];
  if (family.ok && family.family === 'functional') {
    const plan = functionalPlan(options);
    if (typeof plan !== 'string') return Object.keys(functionalResourceIds(plan));
  }
  return [];
}

/**
 * The Pi at each position a run plays from: a Pi mapped to one of the run's
 * actors first, else the lab's Pi there; and the positions no Pi stands at.
 */
export function pisByPosition<T extends PlacedPi>(
  things: readonly T[],
  mapping: Pick<JobMapping, 'actorMapping'>,
  positions: Iterable<string>,
): { readonly piAt: Map<string, T>; readonly missing: string[] } {
  const mapped = new Set(Object.values(mapping.actorMapping ?? {}).map((actor) => actor.thingId));
  const ordered = [...things].sort((a, b) => Number(mapped.has(b.id)) - Number(mapped.has(a.id)));
  const piAt = new Map<string, T>();
  const missing: string[] = [];
  for (const position of positions) {
    const pi = ordered.find((thing) => thing.location && toLocationId(thing.location) === position);
    if (pi) piAt.set(position, pi);
    else missing.push(position);
  }
  return { piAt, missing };
}

/** Where the Pi mapped to the Speaker role stands, if it is one of the lab's and its position is set. */
export function speakerPosition(
  things: readonly PlacedPi[],
  mapping: Pick<JobMapping, 'actorMapping'>,
): LocationId | undefined {
  const id = mapping.actorMapping?.[JOB_SPEAKER_ROLE]?.thingId;
  const location = things.find((thing) => thing.id === id)?.location;
  return location ? toLocationId(location) : undefined;
}

/**
 * Why a lab cannot play a job as it stands, named as people read it: each
 * position the run chose that its scenario type is not played from; in a run
 * of one type that chose none, the type when it is not played from where the
 * Speaker's Pi stands; and each position the run plays from where the lab has
 * no Pi. Checked when the run is submitted, and shown by the wizard before.
 */
export function labPlayabilityProblems(
  job: { readonly options: JobOptions; readonly mapping: Pick<JobMapping, 'actorMapping'> },
  lab: { readonly name: string; readonly pis: readonly PlacedPi[] },
): string[] {
  const speakerAt = speakerPosition(lab.pis, job.mapping);
  const labels = (positions: readonly string[]) => positions.map(locationLabel).join(' or ');
  const placements = acousticPlacementProblems(job.options, speakerAt).map((problem) =>
    'placement' in problem
      ? NEW_JOB_MESSAGES.placementNotPlayed(
          problem.scenarioType,
          locationLabel(toLocationId(problem.placement) ?? problem.placement),
          labels(problem.positions),
        )
      : NEW_JOB_MESSAGES.speakerNotThere(
          problem.scenarioType,
          locationLabel(problem.speakerAt),
          labels(problem.positions),
        ),
  );
  const { missing } = pisByPosition(lab.pis, job.mapping, runPositions(job.options, speakerAt));
  return [
    ...placements,
    ...missing.map((position) => NEW_JOB_MESSAGES.noPiAt(lab.name, locationLabel(position))),
  ];
}

/**
 * What a lab plays of a job otherwise than its Speaker says, named as people
 * read it (issue 29): each scenario type of a run of several, chosen no
 * positions for, that does not play where the Speaker's Pi stands, with the
 * positions it plays from instead. The run is accepted; the wizard shows them
 * before the submit.
 */
export function labPlayabilityWarnings(
  job: { readonly options: JobOptions; readonly mapping: Pick<JobMapping, 'actorMapping'> },
  lab: { readonly pis: readonly PlacedPi[] },
): string[] {
  return acousticSpeakerFallbacks(job.options, speakerPosition(lab.pis, job.mapping)).map((fallback) =>
    NEW_JOB_WARNINGS.playsElsewhere(
      fallback.scenarioType,
      locationLabel(fallback.speakerAt),
      fallback.positions.map(locationLabel).join(' and '),
    ),
  );
}
