import { autoSyncPushDataFrom, autoSyncThingFrom, type PiResourceStatus } from './resource-sync-api.schema';

describe('the lab status push from Pi reports', () => {
  const figures = {
    status: 'inprogress' as const,
    overall_total: 10,
    overall_pending: 6,
    overall_failed: 1,
    overall_completed: 3,
    overall_completed_size: 300,
    overall_total_size: 1000,
  };

  it('takes the state and figures of a report, the whole transfer as the file in flight', () => {
    expect(autoSyncThingFrom({ state: 'sync_inprogress', sync_inprogress: figures }, true)).toEqual({
      state: 'sync_inprogress',
      syncData: { ...figures, status: undefined, total_size: 1000, size_remaining: 700 },
    });
    expect(autoSyncThingFrom({ state: 'queued' }, true)).toEqual({ state: 'queued' });
  });

  it('queues a Pi sent files that has not reported, and leaves out one with neither', () => {
    expect(autoSyncThingFrom(null, true)).toEqual({ state: 'queued' });
    expect(autoSyncThingFrom(undefined, false)).toBeUndefined();
  });

  it('keys the push by thing name', () => {
    const pi = (thingName: string, desired: boolean): PiResourceStatus => ({
      thingId: thingName,
      thingName,
      name: thingName,
      location: null,
      connected: true,
      desired: desired ? { syncId: 's', fileCount: 1, totalBytes: 1 } : null,
      resourceSync: null,
    });
    expect(autoSyncPushDataFrom([pi('a', true), pi('b', false)])).toEqual({ a: { state: 'queued' } });
  });
});
