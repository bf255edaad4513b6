import { type JobMapping, type JobOptions } from '../jobs/lab-job.schema';
import { NEW_JOB_MESSAGES } from '../jobs/job.messages';
import { toLocationId } from '../lab/lab.rule';
import { locationLabel } from '../locations/locations.constant';
import { jobFamilyOf } from '../families/families.rule';
import { acousticPositions, acousticRunSegments } from './acoustic/acoustic-plan.rule';
import { functionalPlan, functionalResourceIds } from './functional/functional-plan.rule';

/** A Pi as a run places it: where it stands, as a location id or its label (doc 2 §3 preference). */
export interface PlacedPi {
  readonly id: string;
  readonly location: string | null | undefined;
}

/**
 * The positions a job plays from (speech and noise), by its family; none for
 * a job that places its Pis itself (ACM maps a Pi beside each device).
 */
export function runPositions(options: JobOptions): string[] {
  const acoustic = acousticRunSegments(options);
  if (acoustic.ok) return [...acousticPositions(acoustic.segments).keys()];
  const family = jobFamilyOf(options);
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

/**
 * Why a lab cannot play a job as it stands: each position the run plays from
 * where it has no Pi, named as people read it. Checked when the run is
 * submitted, and shown by the wizard before.
 */
export function labPlayabilityProblems(
  job: { readonly options: JobOptions; readonly mapping: Pick<JobMapping, 'actorMapping'> },
  lab: { readonly name: string; readonly pis: readonly PlacedPi[] },
): string[] {
  const { missing } = pisByPosition(lab.pis, job.mapping, runPositions(job.options));
  return missing.map((position) => NEW_JOB_MESSAGES.noPiAt(lab.name, locationLabel(position)));
}
