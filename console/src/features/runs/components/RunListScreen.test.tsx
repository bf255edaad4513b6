import { screen, within } from '@testing-library/react';
import {
  JOB_API_PATHS,
  JOB_FAILURE_CLASS_TEXTS,
  JOB_MESSAGES,
  LIVE_RUNS_TEXTS,
  type LabJob,
  ROUTES,
  RUN_LIST_TEXTS,
  jobVerdictTitle,
} from '@oak/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import { type MockRoutes, mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import { resetFakeSockets } from '../../../testing/fake-socket';
import { jobStub } from '../../../testing/job-stubs';

vi.mock('socket.io-client', () => import('../../../testing/fake-socket'));
vi.setConfig({ testTimeout: 20_000 });

const session = testSession();

function renderRuns(jobs: LabJob[] | MockRoutes[string], routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: session },
    'GET /api/jobs': Array.isArray(jobs) ? { body: jobs } : jobs,
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(ROUTES.runList) };
}

/** The report route's path; the format is its query. */
const reportPath = (job: LabJob) => new URL(JOB_API_PATHS.report(job.id, 'csv'), 'http://oak.test').pathname;
const table = () => screen.findByRole('table', { name: RUN_LIST_TEXTS.title });
const rowOf = async (testName: string) =>
  within(await table())
    .getAllByRole('row')
    .find((row) => within(row).queryByText(testName))!;

beforeEach(() => {
  resetFakeSockets();
  storeSession(session);
});

describe('the run list', () => {
  it('lists the runs newest first with suite, lab, state and progress, and links a running one to Live Runs', async () => {
    const user = setupUser();
    const running = jobStub({ testName: 'Kitchen_Near', progress: 40 });
    const done = jobStub({ testName: 'Den_Quick', state: 'succeeded', scenarioType: 'AC_WWDD_QUICK_TEST' });
    const { fetchMock, router } = renderRuns([running, done]);

    const first = await rowOf('Kitchen_Near');
    expect(within(first).getByText('Acoustic')).toBeInTheDocument();
    expect(within(first).getByText('AC_NEAR_FIELD')).toBeInTheDocument();
    expect(within(first).getByText('inprogress')).toBeInTheDocument();
    expect(within(first).getByText('40%')).toBeInTheDocument();
    // 10 + 0.8 x 40, the live views' bar.
    expect(within(first).getByLabelText(RUN_LIST_TEXTS.progressOf('Kitchen_Near'))).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    const second = await rowOf('Den_Quick');
    expect(within(second).getByLabelText(RUN_LIST_TEXTS.progressOf('Den_Quick'))).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(second).queryByRole('link', { name: RUN_LIST_TEXTS.watchLive })).toBeNull();
    expect(requestsTo(fetchMock, 'GET', JOB_API_PATHS.jobs)[0]!.url.searchParams.get('limit')).toBe('50');

    await user.click(within(first).getByRole('link', { name: RUN_LIST_TEXTS.watchLive }));
    expect(router.state.location.pathname).toBe(ROUTES.liveRuns);
    expect(await screen.findByRole('textbox', { name: LIVE_RUNS_TEXTS.filterLabel })).toHaveValue(running.id);
  });

  it('names whose fault a failed run is beside its state, and nothing for a run that did not fail', async () => {
    const failed = jobStub({
      testName: 'Pi_Gone',
      state: 'failed',
      failureClass: 'lab',
      error: 'Raspberry Pi pi-1 is offline',
    });
    const done = jobStub({ testName: 'All_Good', state: 'succeeded' });
    renderRuns([failed, done]);

    const row = await rowOf('Pi_Gone');
    expect(within(row).getByText('failed')).toBeInTheDocument();
    const fault = within(row).getByText(`${JOB_FAILURE_CLASS_TEXTS.lab.title}: Raspberry Pi pi-1 is offline`);
    expect(fault).toHaveAttribute('title', JOB_FAILURE_CLASS_TEXTS.lab.whomToCall);
    for (const { title } of Object.values(JOB_FAILURE_CLASS_TEXTS))
      expect(within(await rowOf('All_Good')).queryByText(new RegExp(`^${title}`))).toBeNull();
  });

  it('shows each ended run its verdict beside its state, a failed one as a test failure (issue 29)', async () => {
    const failed = jobStub({
      testName: 'Drop_In',
      state: 'failed',
      failureClass: 'test',
      verdict: 'failed',
      error: '1 of 1 ACM scenarios failed: 310 Drop in on a contact',
    });
    const passed = jobStub({ testName: 'Call_Ok', state: 'succeeded', verdict: 'passed' });
    const early = jobStub({ testName: 'Pi_Gone_Early', state: 'failed', failureClass: 'lab' });
    renderRuns([failed, passed, early]);

    const row = await rowOf('Drop_In');
    expect(within(row).getByText(jobVerdictTitle('failed'))).toBeInTheDocument();
    expect(
      within(row).getByText(
        `${JOB_FAILURE_CLASS_TEXTS.test.title}: 1 of 1 ACM scenarios failed: 310 Drop in on a contact`,
      ),
    ).toBeInTheDocument();
    expect(within(await rowOf('Call_Ok')).getByText(jobVerdictTitle('passed'))).toBeInTheDocument();
    expect(within(await rowOf('Pi_Gone_Early')).queryByText(/^Verdict/)).toBeNull();
  });

  it('downloads a report with the session, and says so when it cannot', async () => {
    const user = setupUser();
    const job = jobStub({ testName: 'Report_Me', state: 'succeeded' });
    const other = jobStub({ testName: 'No_Report', state: 'failed' });
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { fetchMock } = renderRuns([job, other], {
      [`GET ${reportPath(job)}`]: { body: 'trialIndex,status' },
      [`GET ${reportPath(other)}`]: {
        status: 500,
        body: { statusCode: 500, message: 'Internal server error' },
      },
    });
    await user.click(
      within(await rowOf('Report_Me')).getByRole('button', {
        name: RUN_LIST_TEXTS.downloadOf(RUN_LIST_TEXTS.downloadCsv, 'Report_Me'),
      }),
    );
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [call] = requestsTo(fetchMock, 'GET', reportPath(job));
    expect(call!.url.searchParams.get('format')).toBe('csv');
    expect(call!.headers.get('Authorization')).toBe(`Bearer ${session.idToken.jwtToken}`);
    expect((click.mock.instances[0] as HTMLAnchorElement).download).toBe(`oak-job-${job.id}.csv`);
    expect(screen.queryByText(JOB_MESSAGES.reportDownloadFailed)).toBeNull();

    await user.click(
      within(await rowOf('No_Report')).getByRole('button', {
        name: RUN_LIST_TEXTS.downloadOf(RUN_LIST_TEXTS.downloadJunit, 'No_Report'),
      }),
    );
    expect(await screen.findByText(JOB_MESSAGES.reportDownloadFailed)).toBeInTheDocument();
  });

  it('pages back to older runs by their creation time', async () => {
    const user = setupUser();
    const newest = Array.from({ length: 50 }, (_, index) =>
      jobStub({
        testName: `Run_${String(index).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2026, 10, 20, 12, 0, 0) - index * 60_000).toISOString(),
      }),
    );
    const older = jobStub({ testName: 'Older_One', createdAt: '2026-11-01T08:00:00.000Z' });
    const { fetchMock } = renderRuns((request) => ({
      body: request.url.searchParams.get('q') ? [older] : newest,
    }));
    await rowOf('Run_49');
    await user.click(screen.getByRole('button', { name: RUN_LIST_TEXTS.olderRuns }));
    await rowOf('Older_One');
    const calls = requestsTo(fetchMock, 'GET', JOB_API_PATHS.jobs);
    expect(JSON.parse(calls.at(-1)!.url.searchParams.get('q')!)).toEqual({
      createdAt: { lte: new Date(new Date(newest[49]!.createdAt).getTime() - 1).toISOString() },
    });
    await user.click(screen.getByRole('button', { name: RUN_LIST_TEXTS.newestRuns }));
    await rowOf('Run_00');
  });

  it('explains a list that cannot load, and an empty one', async () => {
    const failing = renderRuns({ status: 503, body: { statusCode: 503, message: 'Service Unavailable' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Cannot retrieve jobs at this time/);
    failing.unmount();
    renderRuns([]);
    expect(await screen.findByText(RUN_LIST_TEXTS.empty)).toBeInTheDocument();
  });

  it('narrows to the run a link names (?job=, as a completion mail links it), with its reports, and back to all runs', async () => {
    const user = setupUser();
    const done = jobStub({ testName: 'Den_Quick', state: 'succeeded', scenarioType: 'AC_WWDD_QUICK_TEST' });
    const other = jobStub({ testName: 'Kitchen_Near', progress: 40 });
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: session },
      'GET /api/jobs': { body: [other, done] },
      [`GET ${JOB_API_PATHS.job(done.id)}`]: { body: done },
    });
    renderWithProviders(`${ROUTES.runList}?job=${encodeURIComponent(done.id)}`);

    await screen.findByText(RUN_LIST_TEXTS.oneRun);
    const row = await rowOf('Den_Quick');
    expect(within(row).getByText('succeeded')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
    expect(
      within(row).getByRole('button', {
        name: RUN_LIST_TEXTS.downloadOf(RUN_LIST_TEXTS.downloadCsv, 'Den_Quick'),
      }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', JOB_API_PATHS.jobs)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: RUN_LIST_TEXTS.allRuns }));
    await rowOf('Kitchen_Near');
    expect(screen.queryByText(RUN_LIST_TEXTS.oneRun)).not.toBeInTheDocument();
  });

  it("says so when the linked run is not found (unknown, or another company's)", async () => {
    mockApi({
      'GET /api/auth/session': { body: session },
      [`GET ${JOB_API_PATHS.job('no-such-run')}`]: {
        status: 404,
        body: { statusCode: 404, message: 'Job not found' },
      },
    });
    renderWithProviders(`${ROUTES.runList}?job=no-such-run`);
    expect(await screen.findByText(RUN_LIST_TEXTS.runNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: RUN_LIST_TEXTS.allRuns })).toBeInTheDocument();
  });
});
