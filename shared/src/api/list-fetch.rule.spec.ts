import { LIST_FETCH_STATES, initialListFetch, listFetchReducer } from './list-fetch.rule';

describe('listFetchReducer', () => {
  it('knows the four states of doc 2 §4', () => {
    expect(LIST_FETCH_STATES).toEqual(['init', 'pending', 'success', 'error']);
    expect(initialListFetch()).toEqual({ state: 'init', data: [], error: null });
  });

  it('goes init -> pending -> success, keeping data while refetching', () => {
    const pending = listFetchReducer<string>(initialListFetch(), { type: 'started' });
    expect(pending).toEqual({ state: 'pending', data: [], error: null });
    const loaded = listFetchReducer(pending, { type: 'succeeded', data: ['lab-1'] });
    expect(loaded).toEqual({ state: 'success', data: ['lab-1'], error: null });
    expect(listFetchReducer(loaded, { type: 'started' })).toEqual({
      state: 'pending',
      data: ['lab-1'],
      error: null,
    });
  });

  it('stores the error on failure and resets to init', () => {
    const failed = listFetchReducer<string>(
      { state: 'pending', data: ['old'], error: null },
      { type: 'failed', error: 'Failed to fetch lab information' },
    );
    expect(failed).toEqual({ state: 'error', data: [], error: 'Failed to fetch lab information' });
    expect(listFetchReducer(failed, { type: 'reset' })).toEqual(initialListFetch());
  });
});
