import { screen, waitFor, within } from '@testing-library/react';
import {
  AUTO_SYNC_PUSH_INTERVAL_MS,
  LABS_SCREEN,
  LAB_MESSAGES,
  LIVE_LAB_STATUS_KEY,
  LIVE_LAB_STATUS_REQUEST,
  LIVE_SOCKET_NAMESPACE,
  LIVE_SOCKET_PATH,
  PI_SYNC_SOCKET_EVENT,
  RESOURCE_DOWNLOAD_STATE_LABELS,
  RESOURCE_SYNC_API_PATHS,
  SYNC_PROGRESS_LABELS,
  SYNC_PROGRESS_MESSAGES,
  SYNC_RESOURCE_MESSAGES,
  formatResourceSize,
  locationLabel,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import { type MockRoutes, mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import { deferredAnswer, piCallFailure } from '../../../testing/lab-stubs';
import { latestSocket, openedSockets, resetFakeSockets } from '../../../testing/fake-socket';
import {
  openResourceSync,
  piResourceStatusStub,
  pushEntry,
  syncLabStub,
  syncRoutes,
} from '../../../testing/sync-stubs';

vi.mock('socket.io-client', () => import('../../../testing/fake-socket'));
// Each test clicks through the whole screen, tree and all.
vi.setConfig({ testTimeout: 20_000 });

const session = testSession();
const texts = RESOURCE_SYNC_TEXTS.progress;

/** Four Pis, one per download state, named so that their name order differs from the state order. */
const fixture = syncLabStub([
  ['Alpha', '1.8m-135deg'],
  ['Bravo', '2.7m-30deg'],
  ['Charlie', '0.9m-30deg'],
  ['Delta', '0.9m-90deg'],
]);
const { lab } = fixture;
const [alpha, bravo, charlie, delta] = fixture.pis;

function renderProgress(routes: MockRoutes = {}) {
  const fetchMock = mockApi({ 'GET /api/auth/session': { body: session }, ...syncRoutes(fixture, routes) });
  renderWithProviders('/labs');
  return fetchMock;
}

const progressSection = () => screen.getByRole('region', { name: texts.title });
const progressTable = () => within(progressSection()).getByRole('table', { name: texts.title });
const bodyRows = () => within(progressTable()).getAllByRole('row').slice(1);
/** The text of a row's Resource Sync column. */
const stateOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1]!.textContent;
const rowOf = (piName: string) =>
  bodyRows().find((row) => within(row).queryByRole('rowheader', { name: new RegExp(`^${piName}`) }))!;

describe('the sync progress', () => {
  beforeEach(() => {
    storeSession(session);
    resetFakeSockets();
  });

  it("opens the lab status socket with the session's token and shows the pushed rows in the spec's order", async () => {
    const user = setupUser();
    const status = deferredAnswer();
    renderProgress({ [`GET ${RESOURCE_SYNC_API_PATHS.status(lab.id)}`]: status.route });
    await openResourceSync(user);

    // Nothing has arrived yet.
    expect(
      await within(progressSection()).findByText(SYNC_PROGRESS_MESSAGES.retrievingResources),
    ).toBeVisible();
    const socket = latestSocket();
    expect(socket.url).toBe(`http://oak.test${LIVE_SOCKET_NAMESPACE}`);
    expect(socket.options).toEqual({
      path: LIVE_SOCKET_PATH,
      transports: ['websocket'],
      query: {
        token: session.idToken.jwtToken,
        request: LIVE_LAB_STATUS_REQUEST,
        labID: lab.id,
        pushIntervalMilliseconds: String(AUTO_SYNC_PUSH_INTERVAL_MS),
      },
    });

    socket.serverEmit('connect');
    socket.serverEmit('stateChange', {
      key: LIVE_LAB_STATUS_KEY,
      data: {
        [alpha!.thingName]: pushEntry('queued'),
        [bravo!.thingName]: pushEntry('complete', {
          completed: 12,
          failed: 0,
          total: 12,
          completedBytes: 2_097_152,
          totalBytes: 2_097_152,
        }),
        [charlie!.thingName]: pushEntry('failed', {
          completed: 3,
          failed: 2,
          total: 5,
          completedBytes: 700,
          totalBytes: 1_000,
        }),
        [delta!.thingName]: pushEntry('sync_inprogress', {
          completed: 4,
          failed: 1,
          total: 10,
          completedBytes: 1_536,
          totalBytes: 6_144,
        }),
      },
    });

    // In Progress, Completed, Failed, Queued (doc 1 §4.8), whatever the names' order.
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(bodyRows().map((row) => row.getAttribute('data-state'))).toEqual([
      'sync_inprogress',
      'complete',
      'failed',
      'queued',
    ]);
    expect(bodyRows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      `${delta!.name}${locationLabel('0.9m-90deg')}`,
      `${bravo!.name}${locationLabel('2.7m-30deg')}`,
      `${charlie!.name}${locationLabel('0.9m-30deg')}`,
      `${alpha!.name}${locationLabel('1.8m-135deg')}`,
    ]);

    const running = rowOf(delta!.name);
    expect(stateOf(running)).toBe(RESOURCE_DOWNLOAD_STATE_LABELS.sync_inprogress);
    // Its ping answers on the screen's load.
    expect(await within(running).findByText(SYNC_PROGRESS_LABELS.online)).toBeInTheDocument();
    const size = within(running).getByRole('progressbar', {
      name: texts.barOf(SYNC_PROGRESS_LABELS.resourcesDownloaded, delta!.name),
    });
    expect(size).toHaveAttribute('aria-valuenow', '25');
    expect(
      within(running).getByText(`${formatResourceSize(1_536)} / ${formatResourceSize(6_144)}`),
    ).toBeVisible();
    const count = within(running).getByRole('progressbar', {
      name: texts.barOf(SYNC_PROGRESS_LABELS.resourcesCount, delta!.name),
    });
    expect(count).toHaveAttribute('aria-valuenow', '5');
    expect(count).toHaveAttribute('aria-valuemax', '10');
    expect(count).toHaveAttribute(
      'aria-valuetext',
      `${SYNC_PROGRESS_LABELS.completed} 4, ${SYNC_PROGRESS_LABELS.failed} 1, ${SYNC_PROGRESS_LABELS.pending} 5`,
    );

    expect(stateOf(rowOf(bravo!.name))).toBe(RESOURCE_DOWNLOAD_STATE_LABELS.complete);
    expect(stateOf(rowOf(charlie!.name))).toBe(RESOURCE_DOWNLOAD_STATE_LABELS.failed);
    // A queued Pi has no figures yet.
    const queued = rowOf(alpha!.name);
    expect(stateOf(queued)).toBe(RESOURCE_DOWNLOAD_STATE_LABELS.queued);
    expect(within(queued).getByText(SYNC_PROGRESS_MESSAGES.retrievingResources)).toBeInTheDocument();
    expect(within(queued).queryByRole('progressbar')).not.toBeInTheDocument();

    // Leaving the tab closes the socket.
    await user.click(screen.getByRole('tab', { name: LABS_SCREEN.overviewTab }));
    await waitFor(() => expect(socket.closed).toBe(true));
  });

  it('shows the status call’s progress on opening, and a Pi’s new state the moment it changes', async () => {
    const user = setupUser();
    const fetchMock = renderProgress({
      [`GET ${RESOURCE_SYNC_API_PATHS.status(lab.id)}`]: {
        body: [
          piResourceStatusStub(alpha!),
          piResourceStatusStub(delta!, {
            location: '0.9m-90deg',
            desired: { syncId: 'sync-1', fileCount: 4, totalBytes: 4_096 },
            resourceSync: {
              state: 'sync_inprogress',
              syncId: 'sync-1',
              sync_inprogress: {
                status: 'inprogress',
                overall_total: 4,
                overall_pending: 2,
                overall_failed: 0,
                overall_completed: 2,
                overall_completed_size: 2_048,
                overall_total_size: 4_096,
              },
            },
          }),
          piResourceStatusStub(bravo!, { desired: { syncId: 'sync-1', fileCount: 2, totalBytes: 10 } }),
        ],
      },
    });
    await openResourceSync(user);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows().map((row) => row.getAttribute('data-state'))).toEqual(['sync_inprogress', 'queued']);
    expect(
      within(rowOf(delta!.name)).getByRole('progressbar', {
        name: texts.barOf(SYNC_PROGRESS_LABELS.resourcesDownloaded, delta!.name),
      }),
    ).toHaveAttribute('aria-valuenow', '50');

    const historyReads = requestsTo(fetchMock, 'GET', RESOURCE_SYNC_API_PATHS.history(lab.id)).length;
    latestSocket().serverEmit(PI_SYNC_SOCKET_EVENT, {
      thingName: delta!.thingName,
      resource_sync: { state: 'complete', status: 'complete' },
    });
    await waitFor(() => expect(stateOf(rowOf(delta!.name))).toBe(RESOURCE_DOWNLOAD_STATE_LABELS.complete));
    // Its sync has ended: the history is read again.
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', RESOURCE_SYNC_API_PATHS.history(lab.id)).length).toBeGreaterThan(
        historyReads,
      ),
    );
  });

  it('says when no Pi of the lab has synced, and while the socket is refused', async () => {
    const user = setupUser();
    renderProgress();
    await openResourceSync(user);
    expect(await within(progressSection()).findByText(texts.noDownloads)).toBeInTheDocument();
    latestSocket().serverEmit('connect_error', new Error('Your session has expired. Please log in again.'));
    const warning = await within(progressSection()).findByText(texts.liveUnavailable);
    expect(warning.closest('[role=status]')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
    latestSocket().serverEmit('connect');
    await waitFor(() =>
      expect(within(progressSection()).queryByText(texts.liveUnavailable)).not.toBeInTheDocument(),
    );
  });

  it('says when the progress cannot be read', async () => {
    const user = setupUser();
    renderProgress({
      [`GET ${RESOURCE_SYNC_API_PATHS.status(lab.id)}`]: piCallFailure(500, 'Internal server error'),
    });
    await openResourceSync(user);
    const alert = await within(progressSection()).findByRole('alert');
    expect(alert).toHaveTextContent(LAB_MESSAGES.failedToRetrieveLabData);
    expect(alert).toHaveTextContent('Internal server error');
    expect(openedSockets).toHaveLength(1);
  });

  it('logs a push it cannot read for the test team, and keeps showing what it had (doc 1 §8)', async () => {
    const user = setupUser();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderProgress();
      await openResourceSync(user);
      expect(await within(progressSection()).findByText(texts.noDownloads)).toBeInTheDocument();
      latestSocket().serverEmit('connect');
      latestSocket().serverEmit('stateChange', {
        key: LIVE_LAB_STATUS_KEY,
        data: { [alpha!.thingName]: { state: 42 } },
      });
      latestSocket().serverEmit(PI_SYNC_SOCKET_EVENT, { thingName: alpha!.thingName });
      await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
      for (const [message] of warn.mock.calls)
        expect(message).toBe(SYNC_RESOURCE_MESSAGES.resourceSyncFormatChanged);
      expect(within(progressSection()).getByText(texts.noDownloads)).toBeInTheDocument();
    } finally {
      warn.mockRestore();
    }
  });

  it("shows a location's download in progress, or that there is none", async () => {
    const user = setupUser();
    renderProgress({
      [`GET ${RESOURCE_SYNC_API_PATHS.locationStatus(lab.id, '0.9m-90deg')}`]: piCallFailure(
        404,
        SYNC_RESOURCE_MESSAGES.noDownloadInProgress,
      ),
    });
    await openResourceSync(user);
    latestSocket().serverEmit('stateChange', {
      key: LIVE_LAB_STATUS_KEY,
      data: {
        [delta!.thingName]: pushEntry('complete', {
          completed: 1,
          failed: 0,
          total: 1,
          completedBytes: 1,
          totalBytes: 1,
        }),
      },
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(
      within(rowOf(delta!.name)).getByRole('button', { name: `${texts.details}: ${delta!.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: texts.detailsTitle(delta!.name) });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      SYNC_RESOURCE_MESSAGES.noDownloadInProgress,
    );
  });

  it('shows the download of the booth opened where several stand at one location, not the first one’s (issue 29)', async () => {
    const user = setupUser();
    const booths = syncLabStub([
      ['Booth 1', '0.9m-90deg'],
      ['Booth 2', '0.9m-90deg'],
    ]);
    const inProgress = (index: number) =>
      piResourceStatusStub(booths.pis[index]!, {
        location: '0.9m-90deg',
        desired: { syncId: `sync-of-booth-${index + 1}`, fileCount: index + 1, totalBytes: 4_096 },
        resourceSync: { state: 'sync_inprogress', syncId: `sync-of-booth-${index + 1}` },
      });
    const fetchMock = mockApi({
      'GET /api/auth/session': { body: session },
      ...syncRoutes(booths, {
        [`GET ${RESOURCE_SYNC_API_PATHS.status(booths.lab.id)}`]: { body: [inProgress(0), inProgress(1)] },
        // The cloud answers the Pi asked for, else the first at the location.
        [`GET ${RESOURCE_SYNC_API_PATHS.locationStatus(booths.lab.id, '0.9m-90deg')}`]: ({ url }) => ({
          body: inProgress(url.searchParams.get('thingId') === booths.pis[1]!.id ? 1 : 0),
        }),
      }),
    });
    renderWithProviders('/labs');
    await openResourceSync(user);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const second = booths.pis[1]!;
    await user.click(
      within(rowOf(second.name)).getByRole('button', { name: `${texts.details}: ${second.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: texts.detailsTitle(second.name) });
    expect(await within(dialog).findByText('sync-of-booth-2')).toBeInTheDocument();
    expect(within(dialog).queryByText('sync-of-booth-1')).not.toBeInTheDocument();
    const [asked] = requestsTo(fetchMock, 'GET', `/api/labs/${booths.lab.id}/resources/status/0.9m-90deg`);
    expect(asked!.url.searchParams.get('thingId')).toBe(second.id);
  });
});
