import { screen, waitFor, within } from '@testing-library/react';
import {
  FUNCTIONAL_MESSAGES,
  FUNCTIONAL_METRICS_LABELS,
  FUNCTIONAL_RUN_MESSAGES,
  FUNCTIONAL_RESULT_REASONS,
  FUNCTIONAL_TABLE_COLUMNS,
  FUNCTIONAL_UTTERANCE_COLUMNS,
  FUNCTIONAL_VALIDATION_TYPE_LABELS,
  LIVE_PROGRESS_TEXTS,
  LIVE_RUNS_TEXTS,
  LIVE_TAB_LABELS,
  TEST_STATUS_TEXTS,
  evaluateFunctionalCase,
  functionalPlan,
} from '@oak/shared';
import { setupUser } from '../../../../testing/setup-user';
import {
  FAILURE_LOGS,
  functionalCasesStub,
  functionalJobStub,
  functionalStatsStub,
  testCaseStub,
  utteranceResultStub,
  validationStub,
} from '../../testing/functional-stubs';
import { cellOf, headersOf, sectionButton, selectedTab } from '../../testing/functional-queries';
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

describe('functional live run', () => {
  it('shows the summary, the case in progress and each category with its cases', async () => {
    const user = setupUser();
    const job = functionalJobStub({ testName: 'Func_Kitchen' });
    renderLiveRuns([job]);
    const article = await card('Func_Kitchen');
    expect(
      within(article)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      LIVE_TAB_LABELS.testDetails,
      LIVE_TAB_LABELS.testMetrics,
      LIVE_TAB_LABELS.utteranceDetailsCloud,
    ]);
    expect(selectedTab(article)).toBe(LIVE_TAB_LABELS.testMetrics);

    const socket = socketOf(job);
    socket.serverEmit('connect');
    change(socket, 'testStatus', { status: 'processing', state: 'inprogress' });
    // Every case still queued: the run reads as queued, whatever the job's state (doc 1 §4.1).
    const queued = functionalCasesStub().map((testCase) => ({ ...testCase, status: 'QUEUED' }));
    change(socket, 'commonFeeds', functionalStatsStub(queued));
    const header = within(article).getByRole('group', { name: LIVE_PROGRESS_TEXTS.queued });
    expect(within(header).getByText(LIVE_PROGRESS_TEXTS.queued)).toBeVisible();

    // Two of four cases have their outcome: 50%, whatever the runner's percentage says.
    change(socket, 'commonFeeds', functionalStatsStub());
    expect(within(article).getByRole('group', { name: 'In Progress (50%)' })).toBeInTheDocument();
    expect(within(article).getByLabelText(LIVE_RUNS_TEXTS.progressOf('Func_Kitchen'))).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    const panel = within(article).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testMetrics });
    const summary = within(panel).getByLabelText(LIVE_TAB_LABELS.testMetrics);
    const { testCaseInProgress, ...gridLabels } = FUNCTIONAL_METRICS_LABELS;
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(Object.values(gridLabels));
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([
      '2/4',
      'Set a timer',
      '2026-11-20 10:00:00 UTC',
      'Alexa, how much time is left',
      '00:10:00',
      'how much time is left',
      // Ten minutes for two cases: ten more for the other two.
      '00:10:00',
      'About four minutes left.',
    ]);
    const inProgress = within(panel).getByText(testCaseInProgress).closest('[role="status"]');
    expect(inProgress).toHaveTextContent(`${testCaseInProgress}Set a timerTimer`);

    // The categories, closed, each with its status from the status map.
    const alarm = sectionButton(panel, 'Alarm');
    const timer = sectionButton(panel, 'Timer');
    expect(alarm).toHaveAttribute('aria-expanded', 'false');
    expect(within(alarm).getByText(TEST_STATUS_TEXTS.FAILED)).toHaveAttribute('data-status', 'FAILED');
    expect(within(timer).getByText(TEST_STATUS_TEXTS.IN_PROGRESS)).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).queryByRole('table')).toBeNull();

    await user.click(alarm);
    const alarms = await within(panel).findByRole('table', { name: 'Alarm' });
    expect(alarm).toHaveAttribute('aria-expanded', 'true');
    expect(headersOf(alarms)).toEqual([
      FUNCTIONAL_TABLE_COLUMNS.testCaseName,
      FUNCTIONAL_TABLE_COLUMNS.cloudValidation,
      FUNCTIONAL_TABLE_COLUMNS.audioRecordingValidation,
      FUNCTIONAL_TABLE_COLUMNS.overallResult,
      FUNCTIONAL_TABLE_COLUMNS.comments,
      FUNCTIONAL_TABLE_COLUMNS.utterances,
    ]);
    const C = FUNCTIONAL_TABLE_COLUMNS;
    expect(cellOf(alarms, 'Set an alarm', C.cloudValidation)).toHaveTextContent(TEST_STATUS_TEXTS.SUCCEEDED);
    expect(cellOf(alarms, 'Set an alarm', C.overallResult)).toHaveTextContent('Passed');
    expect(cellOf(alarms, 'Set an alarm', C.comments)).toHaveTextContent(
      FUNCTIONAL_RESULT_REASONS.passedByCloud,
    );
    expect(cellOf(alarms, 'Cancel the alarm', C.audioRecordingValidation)).toHaveTextContent('Failed');
    expect(cellOf(alarms, 'Cancel the alarm', C.comments)).toHaveTextContent(
      FUNCTIONAL_RESULT_REASONS.failedByBoth,
    );
    expect(within(cellOf(alarms, 'Set an alarm', C.utterances)).getByRole('button')).toHaveTextContent(
      FUNCTIONAL_MESSAGES.utterancesButton,
    );

    // A failed result shows every failure log of its case on hover; a failed validation its own.
    const overall = within(cellOf(alarms, 'Cancel the alarm', C.overallResult)).getByText('Failed');
    await user.hover(overall);
    const tip = await screen.findByRole('tooltip');
    expect(
      within(tip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([FAILURE_LOGS.case, FAILURE_LOGS.cloud, FAILURE_LOGS.audio]);
    await user.unhover(overall);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.hover(within(cellOf(alarms, 'Cancel the alarm', C.cloudValidation)).getByText('Failed'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(FAILURE_LOGS.cloud);
    expect(screen.getByRole('tooltip')).not.toHaveTextContent(FAILURE_LOGS.audio);
    // A passed status has no tooltip to show.
    expect(cellOf(alarms, 'Set an alarm', C.overallResult).querySelector('[tabindex]')).toBeNull();

    await user.click(timer);
    const timers = await within(panel).findByRole('table', { name: 'Timer' });
    const running = within(cellOf(timers, 'Set a timer', C.overallResult)).getByText('Running');
    expect(running).toHaveAttribute('aria-busy', 'true');
    expect(cellOf(timers, 'Set a timer', C.cloudValidation)).toHaveTextContent('Running');
    expect(cellOf(timers, 'Set a timer', C.audioRecordingValidation)).toHaveTextContent(
      FUNCTIONAL_MESSAGES.noValue,
    );
    expect(cellOf(timers, 'Pause the timer', C.overallResult)).toHaveTextContent(TEST_STATUS_TEXTS.QUEUED);
    // Both sections stay open together.
    expect(alarm).toHaveAttribute('aria-expanded', 'true');

    // A category the status map does not name yet is queued (doc 1 §4.3).
    change(socket, 'commonFeeds', { testCaseCategoryStatusMap: { ALARM: 'FAILED' } });
    expect(within(timer).getByText(TEST_STATUS_TEXTS.QUEUED)).toBeInTheDocument();
  });

  it("opens a case's utterances from its Utterances button, and goes back to Test Metrics", async () => {
    const user = setupUser();
    const job = functionalJobStub({ testName: 'Func_Utterances' });
    renderLiveRuns([job]);
    const article = await card('Func_Utterances');
    change(socketOf(job), 'commonFeeds', functionalStatsStub());
    const metrics = within(article).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testMetrics });
    await user.click(sectionButton(metrics, 'Alarm'));
    const alarms = await within(metrics).findByRole('table', { name: 'Alarm' });
    await user.click(
      within(cellOf(alarms, 'Cancel the alarm', FUNCTIONAL_TABLE_COLUMNS.utterances)).getByRole('button'),
    );

    const details = await within(article).findByRole('tabpanel', {
      name: LIVE_TAB_LABELS.utteranceDetailsCloud,
    });
    expect(selectedTab(article)).toBe(LIVE_TAB_LABELS.utteranceDetailsCloud);
    // That case's section is open and focused; the others are closed.
    const cancel = sectionButton(details, 'Cancel the alarm');
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(sectionButton(details, 'Set an alarm')).toHaveAttribute('aria-expanded', 'false');
    const cancelTable = within(details).getByRole('table', { name: 'Cancel the alarm' });
    // aria-controls is a list of ids split on spaces: the open section names its content, whole.
    const controls = cancel.getAttribute('aria-controls') ?? '';
    expect(controls).not.toMatch(/\s/);
    expect(document.getElementById(controls)).toContainElement(cancelTable);
    const U = FUNCTIONAL_UTTERANCE_COLUMNS;
    expect(headersOf(cancelTable)).toEqual([U.questionPlayed, U.dutHeard, U.response, U.comments]);
    expect(
      within(within(cancelTable).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Alexa, cancel my alarm',
      FUNCTIONAL_MESSAGES.noValue,
      FUNCTIONAL_MESSAGES.noValue,
      FUNCTIONAL_MESSAGES.dutFailedToInvoke('Alexa'),
    ]);

    // Another case's section, its utterances in play order.
    await user.click(sectionButton(details, 'Set an alarm'));
    const setTable = await within(details).findByRole('table', { name: 'Set an alarm' });
    expect(
      within(setTable)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['Alexa, set an alarm for 7 am', 'Alexa, what alarms do I have']);
    // An utterance still running shows the running animation where its answer will be.
    await user.click(sectionButton(details, 'Set a timer'));
    const timerTable = await within(details).findByRole('table', { name: 'Set a timer' });
    expect(cellOf(timerTable, 'Alexa, how much time is left', U.response)).toHaveTextContent('Running');
    expect(
      within(cellOf(timerTable, 'Alexa, how much time is left', U.dutHeard)).getByText('Running'),
    ).toHaveAttribute('aria-busy', 'true');
    await user.click(sectionButton(details, 'Pause the timer'));
    expect(await within(details).findByText(LIVE_RUNS_TEXTS.noUtterancesYet)).toBeInTheDocument();

    // Back: the Test Metrics tab, with the category left open.
    await user.click(within(details).getByRole('button', { name: FUNCTIONAL_MESSAGES.backToTestMetrics }));
    const back = await within(article).findByRole('tabpanel', { name: LIVE_TAB_LABELS.testMetrics });
    expect(selectedTab(article)).toBe(LIVE_TAB_LABELS.testMetrics);
    expect(within(back).getByRole('table', { name: 'Alarm' })).toBeInTheDocument();

    // The tab opened by its own name focuses no case, and keeps the sections as they were.
    await user.click(within(article).getByRole('tab', { name: LIVE_TAB_LABELS.utteranceDetailsCloud }));
    const again = await within(article).findByRole('tabpanel', {
      name: LIVE_TAB_LABELS.utteranceDetailsCloud,
    });
    expect(sectionButton(again, 'Set an alarm')).toHaveAttribute('aria-expanded', 'true');
    expect(sectionButton(again, 'Cancel the alarm')).not.toHaveFocus();
  });

  it("shows the poor Echo's volume case failed on audio, the reference mic having heard another device (issue 29)", async () => {
    const user = setupUser();
    const job = functionalJobStub({ testName: 'Func_Poor' });
    renderLiveRuns([job]);
    const article = await card('Func_Poor');
    const plan = functionalPlan({
      testSuite: 'AQTFunctional',
      testName: 'Func_Poor',
      marketPlace: 'en_US',
      testOptions: {
        testSuite: 'FUNCTIONAL',
        scenarioType: 'FUNC_CUSTOM',
        placements: { FUNC_CUSTOM: ['VOLUME_UP'] },
      },
    });
    if (typeof plan === 'string') throw new Error(plan);
    const [volumeUp] = plan.steps;
    const at = '2026-11-20T10:00:08.000Z';
    const answered = (responseText: string, intent: string) => ({
      heardText: 'alexa ...',
      responseText,
      intent,
    });
    // The poor Echo misheard; the reference mic beside it heard the good Echo say 'volume is six'.
    const testCase = evaluateFunctionalCase(volumeUp!, {
      key: volumeUp!.key,
      startedAt: '2026-11-20T10:00:00.000Z',
      finishedAt: '2026-11-20T10:00:30.000Z',
      actions: [
        { index: 0, playedAt: at, cloud: answered('Volume five.', 'SetVolumeIntent') },
        { index: 1, playedAt: at, cloud: answered('OK.', 'VolumeUpIntent') },
        {
          index: 2,
          playedAt: at,
          cloud: answered("Sorry, I don't know that.", 'Unknown'),
          recording: { transcript: 'The volume is six.' },
        },
      ],
    });
    change(socketOf(job), 'commonFeeds', functionalStatsStub([testCase], { testCaseCategoryStatusMap: {} }));
    const metrics = within(article).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testMetrics });
    await user.click(sectionButton(metrics, 'Volume'));
    const table = await within(metrics).findByRole('table', { name: 'Volume' });
    const C = FUNCTIONAL_TABLE_COLUMNS;
    const audio = cellOf(table, volumeUp!.name, C.audioRecordingValidation);
    expect(audio).toHaveTextContent('Failed');
    expect(cellOf(table, volumeUp!.name, C.overallResult)).toHaveTextContent('Failed');
    await user.hover(within(audio).getByText('Failed'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      FUNCTIONAL_RUN_MESSAGES.heardAnotherDevice(
        'Alexa, what is the volume',
        'volume is six',
        "Sorry, I don't know that.",
      ),
    );
  });

  it('adds the device validation and validation type columns to a mobile functional run', async () => {
    const user = setupUser();
    const job = functionalJobStub({ testName: 'Mobile_Func', mobile: true });
    renderLiveRuns([job]);
    const article = await card('Mobile_Func');
    expect(
      within(article)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([LIVE_TAB_LABELS.testDetails, LIVE_TAB_LABELS.testMetrics, LIVE_TAB_LABELS.utteranceDetails]);
    const cases = [
      testCaseStub({
        testCaseName: 'Call a contact',
        testCaseCategory: 'CALLING',
        status: 'ERROR',
        testCaseData: [
          validationStub('CLOUD', 'ERROR', {
            failureLogs: ['Cloud history unavailable'],
            utteranceResults: [
              utteranceResultStub({
                questionPlayed: 'Alexa, call Mom',
                dutHeard: 'call mom',
                dutResponded: 'Calling Mom.',
                status: 'ERROR',
                actionSequenceNum: 1,
              }),
            ],
          }),
          validationStub('CUSTOM_MOBILE', 'SUCCEEDED', {
            utteranceResults: [
              utteranceResultStub({
                questionPlayed: 'Alexa, hang up',
                dutHeard: 'hang up',
                dutResponded: '',
                actionSequenceNum: 2,
              }),
            ],
          }),
        ],
      }),
      // The cloud passed, the app did not show the timer: the case failed, and its row says why.
      testCaseStub({
        testCaseName: 'The app shows a timer set by voice',
        testCaseCategory: 'MOBILE_APP_VERIFICATION',
        status: 'FAILED',
        testCaseData: [
          validationStub('CLOUD', 'SUCCEEDED'),
          validationStub('DEVICE', 'FAILED', { failureLogs: ["The app's timers screen shows 'No timers'"] }),
        ],
      }),
    ];
    change(socketOf(job), 'commonFeeds', functionalStatsStub(cases, { testCaseCategoryStatusMap: {} }));
    const metrics = within(article).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testMetrics });
    await user.click(sectionButton(metrics, 'App verification'));
    const app = await within(metrics).findByRole('table', { name: 'App verification' });
    const timer = 'The app shows a timer set by voice';
    expect(cellOf(app, timer, FUNCTIONAL_TABLE_COLUMNS.cloudValidation)).toHaveTextContent('Passed');
    expect(cellOf(app, timer, FUNCTIONAL_TABLE_COLUMNS.deviceValidation)).toHaveTextContent('Failed');
    expect(cellOf(app, timer, FUNCTIONAL_TABLE_COLUMNS.overallResult)).toHaveTextContent('Failed');
    expect(cellOf(app, timer, FUNCTIONAL_TABLE_COLUMNS.comments)).toHaveTextContent(
      FUNCTIONAL_RESULT_REASONS.failedByDevice,
    );
    // A category outside the catalogue reads as its id.
    await user.click(sectionButton(metrics, 'CALLING'));
    const table = await within(metrics).findByRole('table', { name: 'CALLING' });
    const C = FUNCTIONAL_TABLE_COLUMNS;
    expect(headersOf(table)).toEqual([
      C.testCaseName,
      C.cloudValidation,
      C.audioRecordingValidation,
      C.deviceValidation,
      C.overallResult,
      C.comments,
      C.utterances,
    ]);
    expect(cellOf(table, 'Call a contact', C.deviceValidation)).toHaveTextContent('Passed');
    expect(cellOf(table, 'Call a contact', C.overallResult)).toHaveTextContent('Error');
    expect(cellOf(table, 'Call a contact', C.comments)).toHaveTextContent(
      FUNCTIONAL_RESULT_REASONS.errorInCloud,
    );

    await user.click(within(cellOf(table, 'Call a contact', C.utterances)).getByRole('button'));
    const details = await within(article).findByRole('tabpanel', { name: LIVE_TAB_LABELS.utteranceDetails });
    const utterances = within(details).getByRole('table', { name: 'Call a contact' });
    const U = FUNCTIONAL_UTTERANCE_COLUMNS;
    expect(headersOf(utterances)).toEqual([
      U.questionPlayed,
      U.dutHeard,
      U.response,
      U.validationType,
      U.comments,
    ]);
    expect(cellOf(utterances, 'Alexa, call Mom', U.validationType)).toHaveTextContent(
      FUNCTIONAL_VALIDATION_TYPE_LABELS.CLOUD,
    );
    expect(cellOf(utterances, 'Alexa, hang up', U.validationType)).toHaveTextContent(
      FUNCTIONAL_VALIDATION_TYPE_LABELS.CUSTOM_MOBILE,
    );
  });
});
