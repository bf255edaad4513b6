import { MAX_REPORTED_FAILED_FILES, resourceSyncShadowSchema } from '@oak/shared';
import {
  type FileSyncProgress,
  finalReport,
  progressReport,
  queuedReport,
  syncFigures,
} from './sync-progress.util';

const file = (fileName: string, patch: Partial<FileSyncProgress> = {}): FileSyncProgress => ({
  fileName,
  state: 'pending',
  size: 100,
  downloaded: 0,
  ...patch,
});

describe('syncFigures', () => {
  it('counts files and bytes, in-flight bytes included', () => {
    expect(
      syncFigures(
        [
          file('done', { state: 'completed', downloaded: 100 }),
          file('flying', { downloaded: 40 }),
          file('waiting'),
          file('lost', { state: 'failed' }),
        ],
        'inprogress',
      ),
    ).toEqual({
      status: 'inprogress',
      overall_total: 4,
      overall_pending: 2,
      overall_failed: 1,
      overall_completed: 1,
      overall_completed_size: 140,
      overall_total_size: 400,
    });
  });

  it('never reports more completed bytes than the total', () => {
    const figures = syncFigures([file('unknown size', { size: 0, downloaded: 50 })], 'inprogress');
    expect(figures.overall_completed_size).toBe(50);
    expect(figures.overall_total_size).toBe(50);
  });
});

describe('reports', () => {
  it('are valid resource_sync shadows with the syncId', () => {
    const files = [file('a', { state: 'completed' }), file('b')];
    for (const report of [
      queuedReport('s1'),
      progressReport(files, 'start', 's1'),
      progressReport(files, 'inprogress', 's1'),
      finalReport(files, 's1'),
    ]) {
      expect(resourceSyncShadowSchema.parse(report)).toEqual(report);
      expect(report.syncId).toBe('s1');
    }
    expect(queuedReport(undefined)).toEqual({ state: 'queued' });
  });

  it('end complete when every file is there', () => {
    expect(finalReport([file('a', { state: 'completed' })], undefined)).toEqual({
      state: 'complete',
      sync_inprogress: expect.objectContaining({ status: 'complete', overall_completed: 1 }),
    });
  });

  it('end failed otherwise, naming at most 20 failed files', () => {
    const files = Array.from({ length: 25 }, (_, i) => file(`f${i}`, { state: 'failed' }));
    const report = finalReport([file('ok', { state: 'completed' }), ...files], 's');
    expect(report).toMatchObject({
      state: 'failed',
      sync_inprogress: { status: 'error', overall_failed: 25 },
    });
    expect(report.failed_files).toHaveLength(MAX_REPORTED_FAILED_FILES);
    expect(report.failed_files![0]).toBe('f0');
  });
});
