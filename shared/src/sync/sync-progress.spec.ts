import {
  autoSyncPingLabel,
  autoSyncProgressRows,
  formatResourceSize,
  syncPartFigures,
  syncProgressFigures,
  thingNameToPiName,
} from './sync-progress.rule';
import { autoSyncPushDataSchema, resourceSyncShadowSchema } from './resource-sync.schema';

const data = (overrides = {}) => ({
  overall_completed: 3,
  overall_total: 10,
  overall_failed: 1,
  overall_pending: 6,
  overall_completed_size: 512 * 1024,
  overall_total_size: 2 * 1024 * 1024,
  total_size: 4096,
  size_remaining: 1024,
  ...overrides,
});

describe('formatResourceSize (doc 1 §9)', () => {
  it.each([
    [0, '0 bytes'],
    [-5, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1024 bytes'],
    [1025, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 * 1024, '1024.00 KB'],
    [1024 * 1024 + 1, '1.00 MB'],
    [5.5 * 1024 * 1024, '5.50 MB'],
  ])('%d bytes read %j', (bytes, text) => {
    expect(formatResourceSize(bytes)).toBe(text);
  });
});

describe('syncProgressFigures (doc 1 §2.16)', () => {
  it('gives the percent by size, the sizes, the counts and the current file', () => {
    expect(syncProgressFigures(data())).toEqual({
      percent: 25,
      completedSize: 524288,
      totalSize: 2097152,
      sizeText: '512.00 KB / 2.00 MB',
      completed: 3,
      failed: 1,
      pending: 6,
      total: 10,
      currentFile: { downloaded: 3072, total: 4096, percent: 75 },
    });
  });

  it('counts files when sizes are unknown, and never passes 100 %', () => {
    expect(syncProgressFigures(data({ overall_total_size: 0, overall_completed_size: 0 })).percent).toBe(40);
    expect(syncProgressFigures(data({ overall_completed_size: 3 * 1024 * 1024 })).percent).toBe(100);
    expect(syncProgressFigures(data({ overall_total: 0, overall_total_size: 0 })).percent).toBe(0);
  });

  it('reads a shadow, which has no current file', () => {
    const shadow = resourceSyncShadowSchema.parse({
      state: 'sync_inprogress',
      sync_inprogress: {
        status: 'inprogress',
        overall_total: 4,
        overall_pending: 2,
        overall_failed: 0,
        overall_completed: 2,
        overall_completed_size: 1000,
        overall_total_size: 2000,
      },
    });
    const figures = syncProgressFigures(shadow.sync_inprogress!);
    expect(figures.percent).toBe(50);
    expect(figures.currentFile).toBeUndefined();
  });

  it('does not count past the end of the current file', () => {
    expect(syncProgressFigures(data({ size_remaining: 9999 })).currentFile).toEqual({
      downloaded: 0,
      total: 4096,
      percent: 0,
    });
  });
});

describe('auto-sync rows (doc 1 §2.16, §3)', () => {
  const names = thingNameToPiName([
    { thingName: 'lab1-pi-1', name: 'Speaker 0.9m' },
    { thingName: 'lab1-pi-2', name: 'Noise' },
    { thingName: 'lab1-pi-3', name: '' },
  ]);

  it('maps thing names to Pi names from lab data', () => {
    expect(names).toEqual({ 'lab1-pi-1': 'Speaker 0.9m', 'lab1-pi-2': 'Noise', 'lab1-pi-3': 'lab1-pi-3' });
  });

  it('makes one row per Pi in the sync sort order', () => {
    const push = autoSyncPushDataSchema.parse({
      'lab1-pi-1': { state: 'complete', syncData: data({ overall_completed: 10, overall_pending: 0 }) },
      'lab1-pi-2': { state: 'sync_inprogress', syncData: data() },
      'lab1-pi-9': { state: 'queued' },
      'lab1-pi-3': { state: 'complete', syncData: data() },
    });
    const rows = autoSyncProgressRows(push, names);
    expect(rows.map((row) => [row.piName, row.stateLabel])).toEqual([
      ['Noise', 'In Progress'],
      ['lab1-pi-3', 'Completed'],
      ['Speaker 0.9m', 'Completed'],
      ['lab1-pi-9', 'Queued'],
    ]);
    expect(rows[0]!.figures?.percent).toBe(25);
    expect(rows[3]!.figures).toBeUndefined();
  });

  it('refuses a push with an unknown state', () => {
    expect(autoSyncPushDataSchema.safeParse({ pi: { state: 'downloading' } }).success).toBe(false);
  });

  it.each([
    ['online', 'Online'],
    ['offline', 'Offline'],
    ['error', 'Offline'],
    ['unknown', undefined],
    ['busy', undefined],
  ] as const)('ping %s shows %j', (ping, label) => {
    expect(autoSyncPingLabel(ping)).toBe(label);
  });
});

describe("syncPartFigures: a Pi's part of a sync as stored (doc 1 §2.16)", () => {
  it('counts what is neither completed nor failed as pending', () => {
    expect(
      syncPartFigures({ fileCount: 10, totalBytes: 4096, completed: 6, failed: 1, completedBytes: 2048 }),
    ).toMatchObject({ percent: 50, completed: 6, failed: 1, pending: 3, total: 10 });
  });
});
