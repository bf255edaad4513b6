import { holdsAlready } from './resource-sync-held.util';

const file = (fileName: string, md5 = 'a'.repeat(32)) => ({ fileName, md5 });
const pi = (
  syncId: string,
  reportedSyncId: string | undefined,
  state: string,
  files = [file('one.wav')],
) => ({
  desiredResources: {
    syncId,
    files: files.map((one) => ({ ...one, size: 1, url: `/files/${one.fileName}` })),
  },
  shadow: { resource_sync: { state, ...(reportedSyncId ? { syncId: reportedSyncId } : {}) } } as never,
});

describe('whether a Pi holds a run’s files already (its auto-sync is skipped)', () => {
  it('holds them once it reported the sync of exactly these files complete', () => {
    expect(holdsAlready(pi('s1', 's1', 'complete'), [file('one.wav')])).toBe(true);
  });

  it('does not while that sync runs or failed, or was another', () => {
    expect(holdsAlready(pi('s1', 's1', 'sync_inprogress'), [file('one.wav')])).toBe(false);
    expect(holdsAlready(pi('s1', 's1', 'failed'), [file('one.wav')])).toBe(false);
    expect(holdsAlready(pi('s2', 's1', 'complete'), [file('one.wav')])).toBe(false);
    expect(holdsAlready({ desiredResources: null, shadow: null }, [file('one.wav')])).toBe(false);
  });

  it('does not when a file is missing or changed; holding more is holding them', () => {
    expect(holdsAlready(pi('s1', 's1', 'complete'), [file('two.wav')])).toBe(false);
    expect(holdsAlready(pi('s1', 's1', 'complete'), [file('one.wav', 'b'.repeat(32))])).toBe(false);
    expect(holdsAlready(pi('s1', 's1', 'complete'), [file('one.wav'), file('two.wav')])).toBe(false);
    expect(
      holdsAlready(pi('s1', 's1', 'complete', [file('one.wav'), file('two.wav')]), [file('one.wav')]),
    ).toBe(true);
  });
});
