import { type JobMapping } from '@oak/shared';

/** A Pi as a run places it. */
interface PlacedPi {
  readonly id: string;
  readonly location: string | null;
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
    const pi = ordered.find((thing) => thing.location === position);
    if (pi) piAt.set(position, pi);
    else missing.push(position);
  }
  return { piAt, missing };
}
