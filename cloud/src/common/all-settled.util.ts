/**
 * Waits for every one of `work`, begun at once, then fails with the first in
 * order that failed, or answers every value in order. Unlike Promise.all,
 * nothing is left running behind a failure (no write of a run outlives its
 * end), and the failure is the one the same work done one after the other
 * would give, whichever came back first.
 */
export async function allSettledInOrder<T extends readonly unknown[]>(
  ...work: { readonly [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
