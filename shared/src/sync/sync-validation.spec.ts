import {
  type SyncSubmissionInput,
  syncLocationStatuses,
  syncSubmissionErrors,
  validateSyncSubmission,
} from './sync-validation.rule';
import { SYNC_MESSAGES } from './sync.messages';

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

describe('the state of a location with several Pis (issue 29: five booths at 0.9 m 90 deg)', () => {
  const booths = (pings: readonly ('online' | 'offline' | 'unknown')[]) =>
    pings.map((ping) => ({ location: '0.9m-90deg', ping }));

  it('is online only while every Pi standing there is', () => {
    expect(syncLocationStatuses(booths(['online', 'online', 'online']))).toEqual({ '0.9m-90deg': 'online' });
    expect(syncLocationStatuses(booths(['online', 'online', 'offline', 'unknown']))).toEqual({
      '0.9m-90deg': 'offline',
    });
    expect(syncLocationStatuses(booths(['unknown', 'offline']))).toEqual({ '0.9m-90deg': 'unknown' });
  });

  it('keeps locations apart and leaves out Pis that stand nowhere', () => {
    expect(
      syncLocationStatuses([
        { location: '0.9m-90deg', ping: 'online' },
        { location: '1.8m-135deg', ping: 'offline' },
        { location: null, ping: 'offline' },
      ]),
    ).toEqual({ '0.9m-90deg': 'online', '1.8m-135deg': 'offline' });
  });

  it('blocks a sync to a location where one booth of five is offline', () => {
    const locationStatuses = syncLocationStatuses(
      booths(['online', 'online', 'online', 'online', 'offline']),
    );
    expect(syncSubmissionErrors({ ...valid, locations: ['0.9m-90deg'], locationStatuses })).toEqual([
      SYNC_MESSAGES.locationOffline('0.9m-90deg'),
    ]);
  });
});
