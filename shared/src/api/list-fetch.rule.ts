/** The states of every list the screens fetch: labs, customers, devices, Pis, scenarios (doc 2 §4). */
export const LIST_FETCH_STATES = ['init', 'pending', 'success', 'error'] as const;
export type ListFetchState = (typeof LIST_FETCH_STATES)[number];

/** A fetched list and where its fetch stands; `error` holds the failed request's error (doc 3 §8). */
export interface ListFetch<T, E = string> {
  readonly state: ListFetchState;
  readonly data: readonly T[];
  readonly error: E | null;
}

export type ListFetchAction<T, E = string> =
  | { readonly type: 'started' }
  | { readonly type: 'succeeded'; readonly data: readonly T[] }
  | { readonly type: 'failed'; readonly error: E }
  | { readonly type: 'reset' };

export function initialListFetch<T, E = string>(): ListFetch<T, E> {
  return { state: 'init', data: [], error: null };
}

/**
 * init -> pending -> success | error. A refetch keeps the data it had while
 * pending, so a list does not blank out on refresh; a failure clears it, since
 * the screens show the error alert instead of a stale list.
 */
export function listFetchReducer<T, E = string>(
  current: ListFetch<T, E>,
  action: ListFetchAction<T, E>,
): ListFetch<T, E> {
  switch (action.type) {
    case 'started':
      return { state: 'pending', data: current.data, error: null };
    case 'succeeded':
      return { state: 'success', data: action.data, error: null };
    case 'failed':
      return { state: 'error', data: [], error: action.error };
    case 'reset':
      return initialListFetch();
  }
}
