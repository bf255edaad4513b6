import { act, screen, waitFor, within } from '@testing-library/react';
import {
  ANSWER_MESSAGES,
  JOB_API_PATHS,
  JOB_FAILURE_CLASS_TEXTS,
  JOB_MESSAGES,
  JOB_RESUME_MESSAGES,
  JOB_TERMINATION_MESSAGES,
  LIVE_END_MESSAGES,
  LIVE_LOADING_MESSAGES,
  LIVE_METRICS_LABELS,
  LIVE_OPTIONAL_DUT_LABELS,
  LIVE_PROGRESS_TEXTS,
  LIVE_RUNS_TEXTS,
  LIVE_SOCKET_FEED_ERRORS,
  LIVE_SOCKET_MESSAGES,
  LIVE_SOCKET_NAMESPACE,
  LIVE_TAB_LABELS,
  LIVE_TEST_DETAILS_LABELS,
  RESOURCE_SYNC_API_PATHS,
  RESOURCE_SYNC_TEXTS,
  ROUTES,
  SYNC_PROGRESS_LABELS,
  jobVerdictTitle,
} from '@oak/shared';
import { paintedColors } from '../../../testing/css-cascade';
import { setupUser } from '../../../testing/setup-user';
import { requestsTo } from '../../../testing/mock-api';
import { openedSockets } from '../../../testing/fake-socket';
import {
  piResourceStatusStub,
  syncHistoryEntryStub,
  syncLabStub,
  syncRoutes,
} from '../../../testing/sync-stubs';
import { jobStub, statsStub } from '../../../testing/job-stubs';
import {
  card,
  change,
  openTab,
  renderLiveRuns,
  resetLiveRuns,
  session,
  socketOf,
} from '../testing/live-runs-harness';

vi.mock('socket.io-client', () => import('../../../testing/fake-socket'));
vi.setConfig({ testTimeout: 20_000 });

/** The names of the run cards shown, in order. */
const cardNames = () => screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

beforeEach(resetLiveRuns);

describe('Live Runs', () => {
  it('lists the running jobs of the last month and shows each one live from its feed', async () => {
    const job = jobStub({ testName: 'Kitchen_Near' });
    const { fetchMock } = renderLiveRuns([job]);
    const article = await card('Kitchen_Near');
    expect(screen.getByRole('heading', { name: LIVE_RUNS_TEXTS.runningTestsTitle })).toBeInTheDocument();

    const [listCall] = requestsTo(fetchMock, 'GET', JOB_API_PATHS.jobs);
    expect(listCall!.url.searchParams.get('limit')).toBe('50');
    expect(JSON.parse(listCall!.url.searchParams.get('q')!)).toMatchObject({
      state: { nin: ['succeeded', 'failed', 'canceled'] },
      createdAt: { gte: expect.any(String), lte: expect.any(String) },
    });

    const socket = socketOf(job);
    expect(socket.url).toBe(`http://oak.test${LIVE_SOCKET_NAMESPACE}`);
    expect(socket.options.query).toEqual({ token: session.idToken.jwtToken, jobId: job.id });
    socket.serverEmit('connect');
    change(socket, 'testStatus', { status: 'processing', state: 'inprogress' });
    change(socket, 'commonFeeds', statsStub);
    change(socket, 'utteranceFeeds', [
      {
        questionPlayed: 'Alexa, what time is it',
        dutHeard: 'what time is it',
        dutResponded: 'It is noon',
        status: 'SUCCESS',
        location: '0.9m-90deg',
      },
      {
        questionPlayed: 'Alexa, wake me up at 6 30 tomorrow',
        dutHeard: 'wake me up at 6 30 tomorrow',
        dutResponded: 'Alarm set for 6:30 PM today.',
        status: 'FAILURE',
        wrongSlot: ANSWER_MESSAGES.wrongSlot('meridiem', '6:30 PM', '6:30 AM'),
        location: '0.9m-90deg',
      },
      {
        questionPlayed: 'Alexa, play jazz',
        dutHeard: '',
        dutResponded: '',
        status: 'FAILURE',
        location: '0.9m-90deg',
      },
    ]);

    expect(within(article).getByRole('group', { name: 'In Progress (25%)' })).toBeInTheDocument();
    const bar = within(article).getByLabelText(LIVE_RUNS_TEXTS.progressOf('Kitchen_Near'));
    // 10 + 0.8 x 25 (doc 1 §4.1).
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    const metrics = within(article).getByRole('tabpanel');
    expect(
      within(metrics.querySelector('dl')!).getByText(LIVE_METRICS_LABELS.questionPlayed).nextSibling,
    ).toHaveTextContent('10/40');
    expect(within(metrics).getByText('FRR 10%')).toBeInTheDocument();
    expect(within(metrics).getByText('RAR 80%')).toBeInTheDocument();
    expect(within(metrics).getByText('0.9 m 90° · Pink noise')).toBeInTheDocument();
    const rows = within(
      within(metrics).getByRole('table', { name: LIVE_RUNS_TEXTS.recentUtterances }),
    ).getAllByRole('row');
    // Newest first.
    expect(rows[1]).toHaveTextContent('Alexa, play jazz');
    // An answer with the right intent and a wrong slot says which slot, and what it said for what.
    expect(within(rows[2]).getByText('wrong time: 6:30 PM for 6:30 AM')).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('It is noon');
    expect(within(metrics).queryByRole('table', { name: LIVE_OPTIONAL_DUT_LABELS.title })).toBeNull();

    // An optional DUT's own figures show beside the DUT's.
    change(socket, 'commonFeeds', {
      ...statsStub,
      optionalDuts: [
        {
          tag: 'OPTIONAL_DUT1',
          dsn: 'G0POP',
          deviceName: 'Den Pop',
          played: 10,
          heard: 7,
          responded: 5,
          frr: 30,
          rar: 50,
        },
      ],
    });
    const optional = within(metrics).getByRole('table', { name: LIVE_OPTIONAL_DUT_LABELS.title });
    expect(within(optional).getAllByRole('row')[1]).toHaveTextContent('OPTIONAL_DUT1Den Pop (G0POP)1030%50%');

    // Once the DUT's answers are timed, the latency variant: its latest latency and the round's count (doc 1 §2.4).
    const grid = metrics.querySelector('dl')!;
    expect(within(grid).queryByText(LIVE_METRICS_LABELS.currentLatency)).toBeNull();
    change(socket, 'commonFeeds', { ...statsStub, latencyValue: 1180, currentUtteranceCount: 3 });
    expect(within(grid).getByText(LIVE_METRICS_LABELS.currentLatency).nextSibling).toHaveTextContent('1180');
    expect(within(grid).getByText(LIVE_METRICS_LABELS.roundUtteranceCount).nextSibling).toHaveTextContent(
      '3',
    );

    change(socket, 'commonFeeds', { ...statsStub, played: 40, percentage: 100 });
    change(socket, 'testStatus', { status: 'completed', state: 'succeeded' });
    expect(within(article).getByRole('group', { name: 'In Progress (100%)' })).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(within(article).getByText(LIVE_END_MESSAGES.completed)).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: LIVE_RUNS_TEXTS.terminate })).toBeNull();
  });

  it('shows whose fault a failed run is, and whom to call, from its feed', async () => {
    const job = jobStub({ testName: 'Kitchen_Failed' });
    renderLiveRuns([job]);
    const article = await card('Kitchen_Failed');
    const socket = socketOf(job);
    socket.serverEmit('connect');
    change(socket, 'testStatus', { status: 'processing', state: 'inprogress' });
    expect(within(article).queryByRole('alert')).toBeNull();

    change(socket, 'testStatus', {
      status: 'completed',
      state: 'failed',
      message: 'Raspberry Pi pi-1 is offline',
      failureClass: 'lab',
    });
    const alert = await within(article).findByRole('alert');
    expect(alert).toHaveTextContent(`${JOB_FAILURE_CLASS_TEXTS.lab.title}: Raspberry Pi pi-1 is offline`);
    expect(alert).toHaveTextContent(JOB_FAILURE_CLASS_TEXTS.lab.whomToCall);
    expect(within(article).queryByRole('button', { name: LIVE_RUNS_TEXTS.terminate })).toBeNull();
  });

  it('shows a run that played to its end and failed its test as failed, with its verdict, never green (issue 29)', async () => {
    const job = jobStub({ testName: 'Drop_In_Failed' });
    renderLiveRuns([job]);
    const article = await card('Drop_In_Failed');
    const socket = socketOf(job);
    socket.serverEmit('connect');
    change(socket, 'testStatus', { status: 'processing', state: 'inprogress' });
    change(socket, 'commonFeeds', statsStub);
    const bar = within(article).getByLabelText(LIVE_RUNS_TEXTS.progressOf('Drop_In_Failed'));
    const range = () => bar.querySelector('[data-part="range"]')!;

    change(socket, 'testStatus', {
      status: 'completed',
      state: 'failed',
      message: '1 of 1 ACM scenarios failed: 310 Drop in on a contact',
      failureClass: 'test',
      verdict: 'failed',
    });
    const alert = await within(article).findByRole('alert');
    expect(alert).toHaveTextContent(
      `${JOB_FAILURE_CLASS_TEXTS.test.title}: 1 of 1 ACM scenarios failed: 310 Drop in on a contact`,
    );
    expect(within(article).getByText(jobVerdictTitle('failed'))).toBeInTheDocument();
    expect(within(article).queryByText(jobVerdictTitle('passed'))).toBeNull();
    expect(within(article).queryByText(LIVE_END_MESSAGES.completed)).toBeNull();
    // Its full bar is red, not the green of a run that passed.
    const { r, g } = paintedColors(range()).background;
    expect(r).toBeGreaterThan(g);
  });

  it('shows the verdict of a run that passed beside its end', async () => {
    const job = jobStub({ testName: 'Drop_In_Passed' });
    renderLiveRuns([job]);
    const article = await card('Drop_In_Passed');
    const socket = socketOf(job);
    socket.serverEmit('connect');
    change(socket, 'testStatus', { status: 'SUCCEEDED', state: 'succeeded', verdict: 'passed' });
    expect(await within(article).findByText(jobVerdictTitle('passed'))).toBeInTheDocument();
    expect(within(article).queryByRole('alert')).toBeNull();
  });

  it('shows a canceled run as Canceled in its own colour, not In Progress (100%) in green', async () => {
    const job = jobStub({ testName: 'Kitchen_Canceled' });
    renderLiveRuns([job]);
    const article = await card('Kitchen_Canceled');
    const socket = socketOf(job);
    socket.serverEmit('connect');
    change(socket, 'testStatus', { status: 'processing', state: 'inprogress' });
    change(socket, 'commonFeeds', statsStub);
    const bar = within(article).getByLabelText(LIVE_RUNS_TEXTS.progressOf('Kitchen_Canceled'));
    const range = () => bar.querySelector('[data-part="range"]')!;
    const running = paintedColors(range()).background;

    change(socket, 'testStatus', { status: 'canceled', state: 'canceled' });
    const header = within(article).getByRole('group', { name: LIVE_PROGRESS_TEXTS.canceled });
    expect(header).toHaveTextContent(
      `${LIVE_PROGRESS_TEXTS.started}>In Progress (25%)>${LIVE_PROGRESS_TEXTS.canceled}`,
    );
    expect(within(article).queryByText('In Progress (100%)')).toBeNull();
    expect(within(article).getByText(LIVE_END_MESSAGES.canceled)).toBeInTheDocument();
    // The bar fills as every ended run's does (doc 1 §4.1), in grey, neither green nor the running colour.
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    const { r, g, b } = paintedColors(range()).background;
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(24);
    expect({ r, g, b }).not.toEqual({ r: running.r, g: running.g, b: running.b });
  });

  it('shows the test details tab', async () => {
    const user = setupUser();
    const job = jobStub({ testName: 'Details_Run' });
    renderLiveRuns([job]);
    const article = await card('Details_Run');
    const panel = await openTab(user, article, LIVE_TAB_LABELS.testDetails);
    const details = panel.querySelector('dl')!;
    expect(
      within(details).getByText(LIVE_TEST_DETAILS_LABELS.deviceSerialNumber).nextSibling,
    ).toHaveTextContent('G0VIRTUALGOOD001');
    expect(within(details).getByText('Acoustic / AC_NEAR_FIELD')).toBeInTheDocument();
  });

  it('tells when the job feed cannot connect or fails, and closes the sockets on leaving', async () => {
    const first = jobStub({ testName: 'Broken_Feed' });
    const second = jobStub({ testName: 'Erring_Feed' });
    const { router } = renderLiveRuns([first, second]);
    const one = await card('Broken_Feed');
    const two = await card('Erring_Feed');
    socketOf(first).serverEmit('connect_error', new Error('refused'));
    socketOf(second).serverEmit('connect');
    // What the cloud sends when the job's feed cannot be read.
    socketOf(second).serverEmit('error', { message: LIVE_SOCKET_FEED_ERRORS.snapshotUnreadable });
    expect(within(one).getByRole('alert')).toHaveTextContent(LIVE_SOCKET_MESSAGES.connectFailed);
    expect(within(two).getByRole('alert')).toHaveTextContent(LIVE_SOCKET_MESSAGES.error);

    await act(() => router.navigate(ROUTES.labs));
    expect(openedSockets.every((socket) => socket.closed)).toBe(true);
  });

  it('terminates a run after the confirmation, then reloads the list', async () => {
    const user = setupUser();
    const job = jobStub({ testName: 'To_Terminate' });
    let listed = [job];
    let release: () => void = () => undefined;
    const { fetchMock } = renderLiveRuns(() => ({ body: listed }), {
      [`PUT ${JOB_API_PATHS.job(job.id)}`]: () =>
        new Promise((resolve) => {
          release = () => {
            listed = [];
            resolve({ body: { ...job, state: 'canceled' } });
          };
        }),
    });
    const article = await card('To_Terminate');
    await user.click(within(article).getByRole('button', { name: LIVE_RUNS_TEXTS.terminate }));
    const dialog = await screen.findByRole('alertdialog', { name: LIVE_RUNS_TEXTS.terminateConfirmTitle });
    expect(dialog).toHaveTextContent(JOB_TERMINATION_MESSAGES.confirm);
    await user.click(within(dialog).getByRole('button', { name: LIVE_RUNS_TEXTS.ok }));

    expect(await screen.findByText(JOB_TERMINATION_MESSAGES.submitting)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', JOB_API_PATHS.job(job.id))[0]!.body).toEqual({ state: 'canceled' });
    release();
    expect(await screen.findByText(JOB_TERMINATION_MESSAGES.submitted)).toBeInTheDocument();
    expect(await screen.findByText(JOB_MESSAGES.noJobs)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', JOB_API_PATHS.jobs)).toHaveLength(2);
  });

  it('keeps the run when the confirmation is cancelled, and explains a failed termination', async () => {
    const user = setupUser();
    const job = jobStub({ testName: 'Stays' });
    const { fetchMock } = renderLiveRuns([job], {
      [`PUT ${JOB_API_PATHS.job(job.id)}`]: {
        status: 409,
        body: { statusCode: 409, message: 'The job has already ended (succeeded)' },
      },
    });
    const article = await card('Stays');
    await user.click(within(article).getByRole('button', { name: LIVE_RUNS_TEXTS.terminate }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: LIVE_RUNS_TEXTS.cancel }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo(fetchMock, 'PUT', JOB_API_PATHS.job(job.id))).toHaveLength(0);

    await user.click(within(article).getByRole('button', { name: LIVE_RUNS_TEXTS.terminate }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: LIVE_RUNS_TEXTS.ok }),
    );
    const alert = await screen.findByText(JOB_TERMINATION_MESSAGES.statusTitle);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      JOB_TERMINATION_MESSAGES.failed('The job has already ended (succeeded)'),
    );
  });

  it('offers Resume to a paused manual training run, and explains a failed resume', async () => {
    const user = setupUser();
    const job = jobStub({ testName: 'Trained', scenarioType: 'AC_TRAINED_MOBILE', state: 'paused' });
    const options = JSON.parse(job.options);
    options.testOptions.customOptions = { mobileVoiceTrainingIsManual: true };
    const paused = { ...job, options: JSON.stringify(options) };
    renderLiveRuns([paused], {
      [`PUT ${JOB_API_PATHS.job(job.id)}`]: {
        status: 500,
        body: { statusCode: 500, message: 'Internal server error' },
      },
    });
    const article = await card('Trained');
    expect(within(article).getByText(JOB_RESUME_MESSAGES.pausedForManualTraining)).toBeInTheDocument();
    await user.click(within(article).getByRole('button', { name: LIVE_RUNS_TEXTS.resume }));
    const dialog = await screen.findByRole('alertdialog', { name: LIVE_RUNS_TEXTS.resumeConfirmTitle });
    expect(dialog).toHaveTextContent(JOB_RESUME_MESSAGES.confirm);
    await user.click(within(dialog).getByRole('button', { name: LIVE_RUNS_TEXTS.ok }));
    const alert = (await screen.findByText(JOB_RESUME_MESSAGES.statusTitle)).closest('[role="alert"]');
    expect(alert?.textContent).toMatch(/^Resume StatusResuming test case failed\. /);
  });

  it("shows the progress of each of the run's Pis while it auto-syncs, and no other Pi of the lab (issue 29)", async () => {
    const fixture = syncLabStub([
      ['Alpha', '0.9m-90deg'],
      ['Bravo', '1.8m-135deg'],
    ]);
    const [alpha, bravo] = fixture.pis;
    const job = jobStub({ testName: 'Syncing', state: 'started' });
    const part = {
      thingId: alpha!.id,
      thingName: alpha!.thingName,
      location: '0.9m-90deg',
      fileCount: 10,
      totalBytes: 10240,
      state: 'sync_inprogress' as const,
      completed: 3,
      failed: 0,
      completedBytes: 3072,
      finishedAt: null,
    };
    renderLiveRuns([job], {
      ...syncRoutes(fixture, {
        // Bravo synced for the lab before; its sync is not the run's.
        [`GET ${RESOURCE_SYNC_API_PATHS.status(fixture.lab.id)}`]: {
          body: [
            piResourceStatusStub(bravo!, { desired: { syncId: 'lab-sync', fileCount: 2, totalBytes: 2 } }),
          ],
        },
      }),
      [`GET ${JOB_API_PATHS.lab(job.id)}`]: { body: fixture.lab },
      [`GET ${RESOURCE_SYNC_API_PATHS.run(job.id)}`]: {
        body: [syncHistoryEntryStub({ id: 'run-sync', pis: [part] })],
      },
    });
    const article = await card('Syncing');
    change(socketOf(job), 'testStatus', { status: 'auto-sync of resources in progress', state: 'started' });
    // The header says so in words, not only to a screen reader.
    const header = within(article).getByRole('group', { name: LIVE_PROGRESS_TEXTS.autoSync });
    expect(within(header).getByText(LIVE_PROGRESS_TEXTS.autoSync)).toBeVisible();
    expect(within(article).getByText(LIVE_LOADING_MESSAGES.autoSyncInProgress)).toBeInTheDocument();
    const panel = await within(article).findByRole('region', { name: LIVE_RUNS_TEXTS.resourceSync });
    expect(await within(panel).findByText('Alpha')).toBeInTheDocument();
    expect(within(panel).queryByText('Bravo')).toBeNull();
    expect(
      within(panel).getByRole('progressbar', {
        name: RESOURCE_SYNC_TEXTS.progress.barOf(SYNC_PROGRESS_LABELS.resourcesDownloaded, 'Alpha'),
      }),
    ).toHaveAttribute('aria-valuenow', '30');
    expect(within(panel).getByRole('link', { name: LIVE_RUNS_TEXTS.syncDetailsOnLabs })).toHaveAttribute(
      'href',
      `${ROUTES.labs}?lab=${fixture.lab.id}`,
    );

    // The run moves on: the figures replace the sync view.
    change(socketOf(job), 'testStatus', { status: 'processing', state: 'inprogress' });
    change(socketOf(job), 'commonFeeds', statsStub);
    expect(within(article).queryByRole('region', { name: LIVE_RUNS_TEXTS.resourceSync })).toBeNull();
  });

  it('reads a trained mobile run whose phone went away as terminated, without Terminate', async () => {
    const job = jobStub({ testName: 'Phone_Gone', scenarioType: 'AC_TRAINED_MOBILE' });
    renderLiveRuns([job]);
    const article = await card('Phone_Gone');
    expect(within(article).getByRole('button', { name: LIVE_RUNS_TEXTS.terminate })).toBeInTheDocument();
    change(socketOf(job), 'commonFeeds', {
      ...statsStub,
      measureType: 'IAR',
      androidDeviceIsConnected: false,
    });
    expect(within(article).getByText(JOB_TERMINATION_MESSAGES.terminatedTitle)).toBeInTheDocument();
    expect(within(article).getByText(JOB_TERMINATION_MESSAGES.androidNotConnected)).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: LIVE_RUNS_TEXTS.terminate })).toBeNull();
    // Trained mobile with measure type IAR counts wake-ups.
    expect(
      within(article.querySelector('dl')!).getByText(LIVE_METRICS_LABELS.dutWakeUpIar),
    ).toBeInTheDocument();
  });

  it('shows the queued message after 10 seconds without figures', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const job = jobStub({ testName: 'Waiting', state: 'requested' });
      renderLiveRuns([job]);
      const article = await card('Waiting');
      const header = within(article).getByRole('group', { name: LIVE_PROGRESS_TEXTS.queued });
      expect(within(header).getByText(LIVE_PROGRESS_TEXTS.queued)).toBeVisible();
      expect(within(article).queryByText(LIVE_LOADING_MESSAGES.jobQueued)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(11_000));
      expect(within(article).getByText(LIVE_LOADING_MESSAGES.jobQueued)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters and pages the running tests', async () => {
    const user = setupUser();
    const jobs = Array.from({ length: 12 }, (_, index) =>
      jobStub({
        testName: `Paged_${String(index + 1).padStart(2, '0')}`,
        labName: index === 11 ? 'Attic Lab' : 'Virtual Lab',
      }),
    );
    // A run whose name (its options' test name) is not its scenario's.
    jobs[10] = jobStub({ testName: 'Kitchen_Regression', scenarioName: 'AC_NEAR_FIELD' });
    renderLiveRuns(jobs);
    await card('Paged_01');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: LIVE_RUNS_TEXTS.nextPage }));
    await waitFor(() => expect(cardNames()).toEqual(['Kitchen_Regression', 'Paged_12']));
    const filter = screen.getByRole('textbox', { name: LIVE_RUNS_TEXTS.filterLabel });
    await user.type(filter, 'attic');
    await waitFor(() => expect(cardNames()).toEqual(['Paged_12']));
    await user.clear(filter);
    // One change, as a paste: typing re-renders every card per key.
    await user.click(filter);
    await user.paste('KITCHEN_reg');
    await waitFor(() => expect(cardNames()).toEqual(['Kitchen_Regression']));
    await user.clear(filter);
    await user.type(screen.getByRole('textbox', { name: LIVE_RUNS_TEXTS.filterLabel }), 'nothing like it');
    expect(await screen.findByText(LIVE_RUNS_TEXTS.noMatch)).toBeInTheDocument();
  });

  it('explains a list that cannot load, and an account without labs', async () => {
    renderLiveRuns({ status: 503, body: { statusCode: 503, message: 'Service Unavailable' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Cannot retrieve jobs at this time/);
  });

  it('says when the account has no labs to run on', async () => {
    renderLiveRuns([], { 'GET /api/labs': { body: [] } });
    expect(await screen.findByText(JOB_MESSAGES.noLabsForAccount)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.noLabsForAccountWarning)).toBeInTheDocument();
  });
});
