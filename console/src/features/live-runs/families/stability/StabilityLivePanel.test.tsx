import { waitFor, within } from '@testing-library/react';
import {
  LIVE_TAB_LABELS,
  STABILITY_LIVE_COLUMNS,
  STABILITY_MESSAGES,
  STABILITY_SUMMARY_COLUMNS,
  STABILITY_TABLE_TITLES,
  STABILITY_VIEW_TEXTS,
  type StabilityPayload,
} from '@oak/shared';
import { setupUser } from '../../../../testing/setup-user';
import { jobStub } from '../../../../testing/job-stubs';
import { headersOf } from '../../testing/functional-queries';
import { card, change, renderLiveRuns, resetLiveRuns, socketOf } from '../../testing/live-runs-harness';

vi.mock('socket.io-client', () => import('../../../../testing/fake-socket'));
vi.setConfig({ testTimeout: 20_000 });

const STARTED = '2026-11-20T10:00:00.000Z';
const GOOD = 'G0VIRTUALGOOD001';
const POOR = 'G0VIRTUALPOOR001';
const TIME = "Alexa, what's the time";
const TIMER = 'Alexa, set a timer for 5 minutes';

type Result = StabilityPayload['dsnToAdminUtteranceResultMap'][string][string];
const result = (overrides: Partial<Result> = {}): Result => ({
  asrText: 'alexa what time is it',
  actualResponse: "It's 10:00 AM.",
  actualIntent: 'GetTimeIntent',
  resultStatus: 'SUCCESS',
  deviceOnlineStatus: 'ONLINE',
  totalCountSoFar: 2,
  passedCount: 2,
  failedCount: 0,
  errorCount: 0,
  passRate: 100,
  deviceOfflineCount: 0,
  elapsedTime: 40,
  ...overrides,
});

/** After two rounds: the poor Echo failed its timer once and went offline at the last time it was asked. */
const TWO_ROUNDS: StabilityPayload = {
  timeBoundUtterance: false,
  dsnToTimeBasedUtteranceResultMap: {},
  dsnToAdminUtteranceResultMap: {
    [GOOD]: { [TIME]: result(), [TIMER]: result({ actualResponse: '5 minutes, starting now.' }) },
    [POOR]: {
      [TIME]: result({
        deviceOnlineStatus: 'OFFLINE',
        resultStatus: null,
        actualResponse: null,
        actualIntent: null,
        passedCount: 1,
        passRate: 100,
        deviceOfflineCount: 1,
      }),
      [TIMER]: result({
        resultStatus: 'FAILURE',
        actualResponse: "Sorry, I don't know that.",
        actualIntent: 'FallbackIntent',
        passedCount: 1,
        failedCount: 1,
        passRate: 50,
      }),
    },
  },
  passRateByRound: [
    { round: 1, elapsedSeconds: 10, passRate: { [GOOD]: 100, [POOR]: 100 } },
    { round: 2, elapsedSeconds: 30, passRate: { [GOOD]: 100, [POOR]: 66.7 } },
  ],
};

/** A device's table of the view, by its title and serial number. */
const tableOf = (details: HTMLElement, title: string, serial: string) =>
  within(details).getByRole('table', { name: STABILITY_VIEW_TEXTS.tableOf(title, serial) });
const rowOf = (table: HTMLElement, utterance: string) =>
  within(table).getByRole('cell', { name: utterance }).closest('tr')!;

describe('the stability live view (doc 1 §2.10, issue 30)', () => {
  beforeEach(() => resetLiveRuns());

  it("fills Test Details with each device's live results, its summary and the pass-rate chart, with the offline and pass-rate tooltips", async () => {
    const user = setupUser();
    const job = jobStub({ testName: 'Kitchen_Stability', scenarioType: 'STABILITY_STRESS' });
    expect(job.family).toBe('stability');
    renderLiveRuns([job]);
    const article = await card('Kitchen_Stability');
    expect(
      within(article)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([LIVE_TAB_LABELS.testDetails]);
    const socket = socketOf(job);
    socket.serverEmit('connect');
    change(socket, 'commonFeeds', { startTime: STARTED, scenarioType: 'STABILITY_STRESS', percentage: 0 });
    change(socket, 'payload', {
      ...TWO_ROUNDS,
      dsnToAdminUtteranceResultMap: {
        [GOOD]: { [TIME]: result({ totalCountSoFar: 0, resultStatus: null, actualResponse: null }) },
      },
      passRateByRound: [],
    });
    const details = within(article).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testDetails });
    expect(within(details).getByText(STABILITY_VIEW_TEXTS.noRoundsYet)).toBeVisible();
    // A count-bound run: no Elapsed Time.
    expect(within(details).queryByLabelText(STABILITY_MESSAGES.elapsedTime)).toBeNull();

    change(socket, 'commonFeeds', { startTime: STARTED, scenarioType: 'STABILITY_STRESS', percentage: 40 });
    change(socket, 'payload', TWO_ROUNDS);
    const live = tableOf(details, STABILITY_TABLE_TITLES.liveUtteranceResult, POOR);
    expect(headersOf(live)).toEqual(Object.values(STABILITY_LIVE_COLUMNS));
    expect(rowOf(live, TIMER)).toHaveTextContent(
      `${TIMER}Sorry, I don't know that.FallbackIntent${STABILITY_VIEW_TEXTS.results.FAILURE}Online`,
    );
    const offlineRow = rowOf(live, TIME);
    expect(offlineRow).toHaveTextContent('Offline');
    const offline = within(offlineRow).getByLabelText(STABILITY_VIEW_TEXTS.offline(1));
    await user.hover(offline);
    expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      STABILITY_VIEW_TEXTS.offline(1),
    );
    await user.unhover(offline);

    const summary = tableOf(details, STABILITY_TABLE_TITLES.summary, POOR);
    expect(headersOf(summary)).toEqual(Object.values(STABILITY_SUMMARY_COLUMNS));
    expect(rowOf(summary, TIMER)).toHaveTextContent(`${TIMER}211050%`);
    const warning = within(rowOf(summary, TIMER)).getByLabelText(STABILITY_MESSAGES.likelyToFail(90));
    await user.hover(warning);
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent(
        STABILITY_MESSAGES.likelyToFail(90),
      ),
    );
    // The good Echo passes: no warning.
    const good = tableOf(details, STABILITY_TABLE_TITLES.summary, GOOD);
    expect(within(good).queryByLabelText(STABILITY_MESSAGES.likelyToFail(90))).toBeNull();

    // The chart, from its own chunk, and its numbers as a table.
    expect(
      await within(details).findByRole('figure', { name: STABILITY_VIEW_TEXTS.chartTitle }),
    ).toBeInTheDocument();
    const rounds = within(details).getByRole('table', { name: STABILITY_VIEW_TEXTS.chartTable });
    expect(headersOf(rounds)).toEqual([STABILITY_VIEW_TEXTS.round, GOOD, POOR]);
    expect(
      within(rounds)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([`${STABILITY_VIEW_TEXTS.roundOf(1)}100%100%`, `${STABILITY_VIEW_TEXTS.roundOf(2)}100%66.7%`]);
  });

  it('shows Elapsed Time for a time-bound run, from the time-based map', async () => {
    const job = jobStub({ testName: 'Timed_Stability', scenarioType: 'STABILITY_STRESS' });
    renderLiveRuns([job]);
    const article = await card('Timed_Stability');
    const socket = socketOf(job);
    socket.serverEmit('connect');
    change(socket, 'commonFeeds', { startTime: STARTED, scenarioType: 'STABILITY_STRESS', percentage: 10 });
    change(socket, 'payload', {
      ...TWO_ROUNDS,
      timeBoundUtterance: true,
      dsnToTimeBasedUtteranceResultMap: TWO_ROUNDS.dsnToAdminUtteranceResultMap,
      dsnToAdminUtteranceResultMap: {},
    });
    const details = within(article).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testDetails });
    expect(within(details).getByLabelText(STABILITY_MESSAGES.elapsedTime)).toHaveTextContent('00:00:40');
    expect(tableOf(details, STABILITY_TABLE_TITLES.summary, GOOD)).toBeInTheDocument();
  });
});
