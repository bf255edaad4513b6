import { within } from '@testing-library/react';
import {
  FUNCTIONAL_METRICS_LABELS,
  LIVE_METRICS_LABELS,
  LIVE_REF_MIC_TEXTS,
  LIVE_TAB_LABELS,
} from '@oak/shared';
import { setupUser } from '../../../../testing/setup-user';
import { functionalJobStub, functionalStatsStub, testCaseStub } from '../../testing/functional-stubs';
import { sectionButton } from '../../testing/functional-queries';
import {
  card,
  change,
  renderLiveRuns,
  socketOf,
  setUpFunctionalRunClock,
} from '../../testing/live-runs-harness';

vi.mock('socket.io-client', () => import('../../../../testing/fake-socket'));
vi.setConfig({ testTimeout: 20_000 });

setUpFunctionalRunClock();

/** The functional live view's figures beyond the summary grid, and how it names categories. */
describe('functional live run: latency, reference mic and category labels', () => {
  it("adds the latest answer's latency and the reference mic's status to the summary (doc 1 §2.4)", async () => {
    const job = functionalJobStub({ testName: 'Func_Rec' });
    renderLiveRuns([job]);
    const article = await card('Func_Rec');
    const socket = socketOf(job);
    change(socket, 'commonFeeds', functionalStatsStub());
    const summary = () =>
      within(within(article).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testMetrics })).getByLabelText(
        LIVE_TAB_LABELS.testMetrics,
      );
    const valueOf = (label: string) => within(summary()).queryByText(label)?.nextSibling?.textContent;
    // A run that reports neither shows neither.
    expect(valueOf(LIVE_METRICS_LABELS.currentLatency)).toBeUndefined();
    expect(valueOf(LIVE_METRICS_LABELS.referenceMic)).toBeUndefined();

    change(
      socket,
      'commonFeeds',
      functionalStatsStub(undefined, { latencyValue: 1320, refMicStatus: 'online' }),
    );
    const terms = within(summary())
      .getAllByRole('term')
      .map((term) => term.textContent);
    // After the summary grid's own figures, in two columns.
    expect(terms.slice(-2)).toEqual([LIVE_METRICS_LABELS.currentLatency, LIVE_METRICS_LABELS.referenceMic]);
    expect(valueOf(LIVE_METRICS_LABELS.currentLatency)).toBe('1320');
    expect(valueOf(LIVE_METRICS_LABELS.referenceMic)).toBe(LIVE_REF_MIC_TEXTS.online);
    expect(within(summary()).getByTestId('recording-indicator')).toBeInTheDocument();

    // Not known yet ten minutes into the run: past the maximum wait, offline, without the indicator.
    change(socket, 'commonFeeds', { refMicStatus: 'unknown' });
    expect(valueOf(LIVE_METRICS_LABELS.referenceMic)).toBe(LIVE_REF_MIC_TEXTS.offline);
    expect(within(summary()).queryByTestId('recording-indicator')).toBeNull();
  });

  it('labels the sections and badges of navigation and mobile categories as their runs name them', async () => {
    const user = setupUser();
    const job = functionalJobStub({ testName: 'Func_Nav' });
    renderLiveRuns([job]);
    const article = await card('Func_Nav');
    const cases = [
      testCaseStub({
        testCaseName: 'Navigate to a place',
        testCaseCategory: 'NAVIGATION',
        status: 'IN_PROGRESS',
      }),
      testCaseStub({
        testCaseName: 'The app shows a timer set by voice',
        testCaseCategory: 'MOBILE_APP_VERIFICATION',
      }),
      testCaseStub({ testCaseName: 'Ask the time hands-free', testCaseCategory: 'MOBILE_HANDS_FREE' }),
    ];
    change(socketOf(job), 'commonFeeds', functionalStatsStub(cases, { testCaseCategoryStatusMap: {} }));
    const metrics = within(article).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testMetrics });
    for (const label of ['Navigation', 'App verification', 'Hands-free'])
      expect(sectionButton(metrics, label)).toBeInTheDocument();
    expect(within(metrics).queryByText('NAVIGATION')).toBeNull();
    const inProgress = within(metrics)
      .getByText(FUNCTIONAL_METRICS_LABELS.testCaseInProgress)
      .closest('[role="status"]');
    expect(inProgress).toHaveTextContent('Navigate to a placeNavigation');
    await user.click(sectionButton(metrics, 'Navigation'));
    expect(await within(metrics).findByRole('table', { name: 'Navigation' })).toBeInTheDocument();

    await user.click(within(article).getByRole('tab', { name: LIVE_TAB_LABELS.utteranceDetailsCloud }));
    const details = await within(article).findByRole('tabpanel', {
      name: LIVE_TAB_LABELS.utteranceDetailsCloud,
    });
    expect(sectionButton(details, 'The app shows a timer set by voice')).toHaveTextContent(
      'App verification',
    );
    expect(within(details).queryByText('MOBILE_APP_VERIFICATION')).toBeNull();
  });
});
