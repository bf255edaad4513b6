import {
  type SyncSubmissionInput,
  syncSubmissionErrors,
  validateSyncSubmission,
} from './sync-validation.rule';

const valid: SyncSubmissionInput = {
  locales: ['en_US'],
  locations: ['0.9m-90deg', '1.8m-135deg'],
  manifests: ['m1'],
  labLock: 0,
  locationStatuses: { '0.9m-90deg': 'online', '1.8m-135deg': 'online' },
};

const OFFLINE =
  'Cannot initiate resource download since one or more selected locations are offline. Please re-connect the Pis, reload the page and try again.';

describe('sync submission (doc 1 §5, §8)', () => {
  it('accepts a complete selection of online locations on a free lab', () => {
    expect(validateSyncSubmission(valid)).toEqual({
      ok: true,
      value: { locales: ['en_US'], locations: ['0.9m-90deg', '1.8m-135deg'], manifests: ['m1'] },
    });
  });

  it.each([
    [{ locales: [] }, ['Please select at least one locale']],
    [{ locations: [] }, ['Please select at least one location']],
    [{ manifests: [] }, ['Please select at least one manifest file for download.']],
    [{ labLock: 1 }, ['Lab seems to be locked. Cannot submit resources for download.']],
    [{ locationStatuses: { '0.9m-90deg': 'online', '1.8m-135deg': 'offline' } }, [OFFLINE]],
    [{ locationStatuses: { '0.9m-90deg': 'online', '1.8m-135deg': 'unknown' } }, [OFFLINE]],
    [{ locationStatuses: { '0.9m-90deg': 'online' } }, [OFFLINE]],
    [
      { locations: ['0.9m-30deg'], locationStatuses: { '0.9m-30deg': 'error' } },
      [
        'Cannot initiate resource download since the selected location 0.9 m 30 deg is offline. Please re-connect the Pi, reload the page and try again.',
      ],
    ],
  ] as const)('with %j reports %j', (change, errors) => {
    const input = { ...valid, ...change } as SyncSubmissionInput;
    expect(syncSubmissionErrors(input)).toEqual(errors);
    expect(validateSyncSubmission(input)).toEqual({ ok: false, error: errors });
  });

  it.each([
    [5, []],
    [6, ['Please select at most 5 locations per sync.']],
  ])('with %i online locations reports %j', (n, errors) => {
    const locations = ['0.9m-90deg', '0.9m-30deg', '2.7m-90deg', '2.7m-30deg', '1.8m-135deg', 'hats'].slice(
      0,
      n,
    );
    const locationStatuses = Object.fromEntries(locations.map((l) => [l, 'online' as const]));
    expect(syncSubmissionErrors({ ...valid, locations, locationStatuses })).toEqual(errors);
  });

  it('reports every problem at once, in the spec order', () => {
    expect(
      syncSubmissionErrors({ locales: [], locations: [], manifests: [], labLock: 1, locationStatuses: {} }),
    ).toEqual([
      'Please select at least one locale',
      'Please select at least one location',
      'Please select at least one manifest file for download.',
      'Lab seems to be locked. Cannot submit resources for download.',
    ]);
  });

  it('refuses values the request cannot carry even when the rules pass', () => {
    const result = validateSyncSubmission({
      ...valid,
      locales: ['xx_XX'],
      locations: ['roof'],
      locationStatuses: { roof: 'online' },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toHaveLength(2);
  });
});
