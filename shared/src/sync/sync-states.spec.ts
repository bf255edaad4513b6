import { DOWNLOAD_STATES } from '../lab/pi-status.constant';
import { MANIFEST_STATUS_TEXTS } from './sync.messages';
import {
  RESOURCE_DOWNLOAD_STATE_LABELS,
  RESOURCE_DOWNLOAD_STATES,
  SYNC_OVERALL_STATES,
  SYNC_PART_STATE_LABELS,
  isFinalResourceDownloadState,
  isFinalSyncPartState,
} from './sync-states.constant';
import { compareResourceDownloadStates, overallSyncState } from './sync-states.rule';

describe('sync states (doc 1 §4.8, doc 3 §4)', () => {
  it('names every state as the spec does', () => {
    expect(DOWNLOAD_STATES).toEqual([
      'initial',
      'start',
      'inprogress',
      'complete',
      'Timeout',
      'error',
      'failed',
    ]);
    expect(RESOURCE_DOWNLOAD_STATES).toEqual(['queued', 'sync_inprogress', 'failed', 'complete']);
    expect(SYNC_OVERALL_STATES).toEqual(['inprogress', 'failed', 'complete', 'loading', 'failed_loading']);
    expect(MANIFEST_STATUS_TEXTS).toEqual({
      in_sync: 'Up-to-Date w/ Prior Sync Selection',
      out_of_sync: 'Out of Sync w/ Prior Sync Selection',
      retrieving: 'Retrieving information ...',
    });
  });

  it('sorts In Progress, Completed, Failed, Queued, then anything unknown', () => {
    const sorted = ['queued', 'mystery', 'failed', 'complete', 'sync_inprogress'].sort(
      compareResourceDownloadStates,
    );
    expect(sorted).toEqual(['sync_inprogress', 'complete', 'failed', 'queued', 'mystery']);
    expect(sorted.slice(0, 4).map((s) => RESOURCE_DOWNLOAD_STATE_LABELS[s as 'queued'])).toEqual([
      'In Progress',
      'Completed',
      'Failed',
      'Queued',
    ]);
    expect(compareResourceDownloadStates('failed', 'failed')).toBe(0);
  });

  it.each([
    [{ loadFailed: true, states: ['complete'] }, 'failed_loading'],
    [{}, 'loading'],
    [{ states: ['complete', 'sync_inprogress', 'failed'] }, 'inprogress'],
    [{ states: ['complete', 'queued'] }, 'inprogress'],
    [{ states: ['complete', 'failed'] }, 'failed'],
    [{ states: ['complete', 'complete'] }, 'complete'],
    [{ states: [] }, 'complete'],
  ] as const)('%j is overall %s', (input, expected) => {
    expect(overallSyncState(input)).toBe(expected);
  });
});

describe('isFinalResourceDownloadState', () => {
  it('ends a download at complete or failed only', () => {
    expect(
      ['queued', 'sync_inprogress', 'failed', 'complete', undefined].map((s) =>
        isFinalResourceDownloadState(s as never),
      ),
    ).toEqual([false, false, true, true, false]);
  });
});

describe("a Pi's part of a sync in the history (issue 29)", () => {
  it('ends canceled when a newer sync replaces it, a state of its own beside the download states', () => {
    expect(SYNC_PART_STATE_LABELS.canceled).toBe('Canceled');
    expect(isFinalSyncPartState('canceled')).toBe(true);
    expect(isFinalSyncPartState('complete')).toBe(true);
    expect(isFinalSyncPartState('sync_inprogress')).toBe(false);
    expect(isFinalSyncPartState('queued')).toBe(false);
    expect(RESOURCE_DOWNLOAD_STATES).not.toContain('canceled');
  });
});
