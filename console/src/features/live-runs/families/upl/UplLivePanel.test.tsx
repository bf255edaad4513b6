import { waitFor, within } from '@testing-library/react';
import {
  LIVE_TAB_LABELS,
  UPL_HISTORY_COLUMNS,
  UPL_MESSAGES,
  UPL_RUN_MESSAGES,
  UPL_SUMMARY_COLUMNS,
  UPL_TABLE_TITLES,
  UPL_VIEW_TEXTS,
  type UplPayload,
} from '@oak/shared';
import { jobStub } from '../../../../testing/job-stubs';
import { headersOf } from '../../testing/functional-queries';
import { card, change, renderLiveRuns, resetLiveRuns, socketOf } from '../../testing/live-runs-harness';

vi.mock('socket.io-client', () => import('../../../../testing/fake-socket'));
vi.setConfig({ testTimeout: 20_000 });

const STARTED = '2026-11-20T10:00:00.000Z';
const WEATHER = "Alexa, what's the weather like today";
const TIME = 'Alexa, what time is it';

/** An attempt as the runner announces it, with its utterance's statistics so far. */
const attempt = (
  totalAttempts: number,
  uplMs: number | null,
  stats: Partial<Record<'avg' | 'tp50' | 'tp90', number>> = {},
) => ({
  totalAttempts,
  averageUPLValue: stats.avg ?? null,
  tp50: stats.tp50 ?? null,
  tp90: stats.tp90 ?? null,
  resultStatus:
    stats.tp90 === undefined ? null : stats.tp90 > 2000 ? ('FAILURE' as const) : ('SUCCESS' as const),
  finalUPLValue: uplMs,
  asrText: 'what is the weather like today',
  actualResponse: 'Sunny, 21 degrees.',
  domain: 'WEATHER',
  transcribeText: uplMs === null ? null : 'sunny twenty one degrees',
  deviceOnlineStatus: 'ONLINE' as const,
});

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('the UPL live view (doc 1 §2.11, issue 30)', () => {
  beforeEach(() => resetLiveRuns());

  it('fills Test Details with the summary and history, Running where a value is not in yet, and the chart of each utterance', async () => {
    const job = jobStub({ testName: 'Kitchen_UPL', scenarioType: 'UPL_QUICK' });
    expect(job.family).toBe('upl');
    renderLiveRuns([job]);
    const article = await card('Kitchen_UPL');
    expect(
      within(article)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([LIVE_TAB_LABELS.testDetails]);
    const socket = socketOf(job);
    socket.serverEmit('connect');
    const first: UplPayload = {
      testProgressPercent: 17,
      uplUtteranceResultMap: {
        [WEATHER]: [attempt(1, 1210, { avg: 1210, tp50: 1210, tp90: 1210 })],
        [TIME]: [],
      },
    };
    change(socket, 'commonFeeds', {
      startTime: STARTED,
      scenarioType: 'UPL_QUICK',
      percentage: 17,
      played: 1,
      count: 6,
      status: UPL_RUN_MESSAGES.playing(1, 3, TIME),
      payload: first,
    });
    change(socket, 'payload', first);

    const details = within(article).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testDetails });
    expect(within(details).getByRole('status')).toHaveTextContent(UPL_RUN_MESSAGES.playing(1, 3, TIME));
    const summary = within(details).getByRole('table', { name: UPL_TABLE_TITLES.summary });
    expect(headersOf(summary)).toEqual(Object.values(UPL_SUMMARY_COLUMNS));
    expect(rowsOf(summary)).toEqual([['1', WEATHER, '1', '1210', '1210', '1210', 'SUCCESS']]);
    const history = within(details).getByRole('table', { name: UPL_TABLE_TITLES.history });
    expect(headersOf(history)).toEqual(Object.values(UPL_HISTORY_COLUMNS));
    expect(rowsOf(history)).toEqual([
      ['1', 'WEATHER', WEATHER, 'Sunny, 21 degrees.', 'sunny twenty one degrees', '1210', 'Online'],
    ]);
    expect(
      await within(details).findByRole('figure', { name: UPL_VIEW_TEXTS.chartTitle }),
    ).toBeInTheDocument();

    // The second attempt is not measured yet: its cells say Running, animated.
    const second: UplPayload = {
      testProgressPercent: 33,
      uplUtteranceResultMap: {
        [WEATHER]: [attempt(1, 1210, { avg: 1210, tp50: 1210, tp90: 1210 }), attempt(2, null)],
        [TIME]: [attempt(1, 2480, { avg: 2480, tp50: 2480, tp90: 2480 })],
      },
    };
    change(socket, 'payload', second);
    await waitFor(() =>
      expect(rowsOf(summary)[0]).toEqual(['1', WEATHER, '2', 'Running', 'Running', 'Running', 'Running']),
    );
    expect(rowsOf(summary)[1]).toEqual(['2', TIME, '1', '2480', '2480', '2480', 'FAILURE']);
    expect(rowsOf(history).map((row) => row[5])).toEqual(['1210', 'Running', '2480']);
    expect(within(history).getAllByText(UPL_MESSAGES.running)).toHaveLength(1);

    // The chart's numbers: each utterance's attempts, as the chart draws them.
    const numbers = within(details).getByRole('table', { name: UPL_VIEW_TEXTS.chartTable });
    expect(headersOf(numbers)).toEqual([
      UPL_VIEW_TEXTS.utterance,
      UPL_VIEW_TEXTS.attemptOf(1),
      UPL_VIEW_TEXTS.attemptOf(2),
    ]);
    expect(rowsOf(numbers)).toEqual([
      [`#1 ${WEATHER}`, '1210', ''],
      [`#2 ${TIME}`, '2480', ''],
    ]);

    // Finished: the completion text, and the last live state still shown.
    change(socket, 'commonFeeds', {
      startTime: STARTED,
      scenarioType: 'UPL_QUICK',
      percentage: 100,
      played: 6,
      count: 6,
      status: UPL_RUN_MESSAGES.completed,
      payload: second,
    });
    change(socket, 'testStatus', { status: 'completed', state: 'failed' });
    await waitFor(() =>
      expect(within(details).getByRole('status')).toHaveTextContent(UPL_RUN_MESSAGES.completed),
    );
    expect(within(details).getByRole('figure', { name: UPL_VIEW_TEXTS.chartTitle })).toBeInTheDocument();
  });

  it('says no latency is measured yet before the first one', async () => {
    const job = jobStub({ testName: 'First_UPL', scenarioType: 'UPL_STANDARD' });
    renderLiveRuns([job]);
    const article = await card('First_UPL');
    const socket = socketOf(job);
    socket.serverEmit('connect');
    change(socket, 'payload', {
      testProgressPercent: 0,
      uplUtteranceResultMap: { [WEATHER]: [attempt(1, null)] },
    });
    const details = within(article).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testDetails });
    expect(within(details).getByText(UPL_VIEW_TEXTS.noLatencyYet)).toBeVisible();
    expect(within(details).queryByRole('figure')).toBeNull();
  });
});
