import {
  LIVE_ELAPSED_TICK_MS,
  LIVE_FAR_TEST_DURATION_SECONDS,
  LIVE_PROGRESS_BAR_COMPLETED_PERCENT,
  LIVE_PROGRESS_BAR_IN_PROGRESS_BASE_PERCENT,
  LIVE_PROGRESS_BAR_QUEUED_PERCENT,
  liveTestStatusOf,
} from './live.constant';
import { LIVE_PROGRESS_TEXTS } from './live.messages';

describe('live constants', () => {
  it('uses the spec values', () => {
    expect(LIVE_ELAPSED_TICK_MS).toBe(1000);
    expect(LIVE_FAR_TEST_DURATION_SECONDS).toBe(86_400);
    expect([
      LIVE_PROGRESS_BAR_QUEUED_PERCENT,
      LIVE_PROGRESS_BAR_IN_PROGRESS_BASE_PERCENT,
      LIVE_PROGRESS_BAR_COMPLETED_PERCENT,
    ]).toEqual([5, 10, 100]);
    expect(LIVE_PROGRESS_TEXTS.inProgressPercent(7)).toBe('In Progress (7%)');
  });

  it.each([
    ['queued', 'queued'],
    [' Auto-sync of  resources in progress ', 'auto-sync of resources in progress'],
    ['COMPLETED', 'completed'],
    ['canceled', 'canceled'],
    ['Processing', 'processing'],
    ['retrieving', 'retrieving'],
    ['running', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads test status %p as %p', (raw, status) => {
    expect(liveTestStatusOf(raw)).toBe(status);
  });
});
