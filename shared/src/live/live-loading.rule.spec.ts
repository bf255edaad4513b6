import { LIVE_LOADING_SPINNER_MAX_MS } from './live.constant';
import { LIVE_END_MESSAGES, LIVE_LOADING_MESSAGES } from './live.messages';
import { liveEndMessage } from './live-end-message.rule';
import { type LiveLoadingInput, liveLoadingView } from './live-loading.rule';

describe('liveLoadingView', () => {
  it.each<[LiveLoadingInput, unknown]>([
    [{ hasData: true, waitedMs: 60_000 }, { kind: 'ready' }],
    [{ hasData: false, waitedMs: 0 }, { kind: 'spinner' }],
    [{ hasData: false, waitedMs: 9_999, jobState: 'requested' }, { kind: 'spinner' }],
    [
      { hasData: false, waitedMs: 10_000 },
      { kind: 'message', message: LIVE_LOADING_MESSAGES.retrievingData },
    ],
    [
      { hasData: false, waitedMs: 10_000, jobState: 'requested' },
      { kind: 'message', message: LIVE_LOADING_MESSAGES.jobQueued },
    ],
    [
      { hasData: false, waitedMs: 12_000, jobState: 'started', testStatus: 'Queued' },
      { kind: 'message', message: LIVE_LOADING_MESSAGES.jobQueued },
    ],
    [
      {
        hasData: false,
        waitedMs: 12_000,
        jobState: 'requested',
        testStatus: 'auto-sync of resources in progress',
      },
      { kind: 'message', message: LIVE_LOADING_MESSAGES.autoSyncInProgress },
    ],
    [
      { hasData: false, waitedMs: 12_000, jobState: 'inprogress', testStatus: 'processing' },
      { kind: 'message', message: LIVE_LOADING_MESSAGES.retrievingData },
    ],
  ])('%j shows %j', (input, view) => {
    expect(liveLoadingView(input)).toEqual(view);
  });

  it('spins for 10 seconds', () => {
    expect(LIVE_LOADING_SPINNER_MAX_MS).toBe(10_000);
  });
});

describe('liveEndMessage', () => {
  it.each([
    ['canceled', undefined, LIVE_END_MESSAGES.canceled],
    ['inprogress', 'canceled', LIVE_END_MESSAGES.canceled],
    ['succeeded', undefined, LIVE_END_MESSAGES.completed],
    ['failed', undefined, LIVE_END_MESSAGES.completed],
    ['completed', undefined, LIVE_END_MESSAGES.completed],
    [undefined, 'completed', LIVE_END_MESSAGES.completed],
    ['inprogress', 'processing', undefined],
    [undefined, undefined, undefined],
  ] as const)('%s with status %s ends with %p', (state, status, message) => {
    expect(liveEndMessage(state, status)).toBe(message);
  });
});
