import { screen, waitFor, within } from '@testing-library/react';
import {
  RESOURCE_DOWNLOAD_STATE_LABELS,
  RESOURCE_SYNC_API_PATHS,
  SYNC_PART_STATE_LABELS,
  SYNC_RESOURCE_MESSAGES,
  WIZARD_BUTTONS,
  formatResourceSize,
  locationLabel,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import { type MockRoutes, mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import { piCallFailure } from '../../../testing/lab-stubs';
import { resetFakeSockets } from '../../../testing/fake-socket';
import { openResourceSync, syncHistoryEntryStub, syncLabStub, syncRoutes } from '../../../testing/sync-stubs';

vi.mock('socket.io-client', () => import('../../../testing/fake-socket'));
// Each test clicks through the whole screen, tree and all.
vi.setConfig({ testTimeout: 20_000 });

const session = testSession();
const texts = RESOURCE_SYNC_TEXTS.history;
const fixture = syncLabStub();
const { lab } = fixture;
const [speech90, , noise] = fixture.pis;

function renderHistory(routes: MockRoutes = {}) {
  const fetchMock = mockApi({ 'GET /api/auth/session': { body: session }, ...syncRoutes(fixture, routes) });
  renderWithProviders('/labs');
  return fetchMock;
}

const historySection = () => screen.getByRole('region', { name: texts.title });

describe('the sync history', () => {
  beforeEach(() => {
    storeSession(session);
    resetFakeSockets();
  });

  it("says 'Sync History Unavailable' and why when the lab has none, and reads it again on Refresh", async () => {
    const user = setupUser();
    const fetchMock = renderHistory();
    await openResourceSync(user);
    expect(
      await within(historySection()).findByText(SYNC_RESOURCE_MESSAGES.syncHistoryUnavailable),
    ).toBeVisible();
    expect(within(historySection()).getByText(SYNC_RESOURCE_MESSAGES.syncHistoryExplanation)).toBeVisible();
    await user.click(within(historySection()).getByRole('button', { name: WIZARD_BUTTONS.refresh }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', RESOURCE_SYNC_API_PATHS.history(lab.id))).toHaveLength(2),
    );
  });

  it("says 'Resources Data Unavailable' when the history cannot be read", async () => {
    const user = setupUser();
    renderHistory({
      [`GET ${RESOURCE_SYNC_API_PATHS.history(lab.id)}`]: piCallFailure(500, 'Internal server error'),
    });
    await openResourceSync(user);
    const alert = await within(historySection()).findByRole('alert');
    expect(alert).toHaveTextContent(SYNC_RESOURCE_MESSAGES.resourcesDataUnavailable);
    expect(alert).toHaveTextContent('Internal server error');
  });

  it('lists past syncs newest first: who, when, what, and how each Pi ended', async () => {
    const user = setupUser();
    const newest = syncHistoryEntryStub({
      id: 'sync-2',
      createdAt: '2024-05-03T08:00:00.000Z',
      requestedBy: 'grace@oak.test',
      locales: ['en_US', 'de_DE'],
      locations: ['0.9m-90deg', '1.8m-135deg'],
      manifests: ['CT_WAKE_AND_RESPONSE', 'AC_WWDD_QUICK_TEST'],
      pis: [
        {
          thingId: speech90!.id,
          thingName: speech90!.thingName,
          location: '0.9m-90deg',
          fileCount: 14,
          totalBytes: 3_276_800,
          state: 'complete',
          completed: 14,
          failed: 0,
          completedBytes: 3_276_800,
          finishedAt: '2024-05-03T08:02:00.000Z',
        },
        {
          thingId: noise!.id,
          thingName: noise!.thingName,
          location: '1.8m-135deg',
          fileCount: 5,
          totalBytes: 5_000,
          state: 'failed',
          completed: 3,
          failed: 2,
          completedBytes: 3_000,
          finishedAt: '2024-05-03T08:03:00.000Z',
        },
      ],
    });
    const older = syncHistoryEntryStub({ id: 'sync-1', createdAt: '2024-05-02T10:30:00.000Z' });
    renderHistory({ [`GET ${RESOURCE_SYNC_API_PATHS.history(lab.id)}`]: { body: [newest, older] } });
    await openResourceSync(user);

    const syncs = await within(historySection()).findAllByRole('article');
    expect(syncs).toHaveLength(2);
    const [first] = syncs;
    expect(first).toHaveTextContent('grace@oak.test');
    expect(within(first!).getByText('CT_WAKE_AND_RESPONSE')).toBeInTheDocument();
    expect(within(first!).getByText('AC_WWDD_QUICK_TEST')).toBeInTheDocument();
    expect(within(first!).getByText('de_DE')).toBeInTheDocument();
    expect(within(first!).getAllByText(locationLabel('1.8m-135deg')).length).toBeGreaterThan(0);
    expect(first!.querySelector('time')).toHaveAttribute('dateTime', newest.createdAt);
    expect(syncs[1]!.querySelector('time')).toHaveAttribute('dateTime', older.createdAt);

    const rows = within(first!).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      speech90!.name,
      noise!.name,
    ]);
    const [done, failed] = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(done!.slice(1, 5)).toEqual([
      locationLabel('0.9m-90deg'),
      RESOURCE_DOWNLOAD_STATE_LABELS.complete,
      texts.fileCounts(14, 0, 14),
      `${formatResourceSize(3_276_800)} / ${formatResourceSize(3_276_800)}`,
    ]);
    expect(failed!.slice(2, 4)).toEqual([RESOURCE_DOWNLOAD_STATE_LABELS.failed, texts.fileCounts(3, 2, 5)]);
  });

  it('shows a Pi’s part that a newer sync replaced as Canceled, with when it ended (issue 29)', async () => {
    const user = setupUser();
    const replaced = syncHistoryEntryStub({
      pis: [
        {
          thingId: speech90!.id,
          thingName: speech90!.thingName,
          location: '0.9m-90deg',
          fileCount: 14,
          totalBytes: 14_000,
          state: 'canceled',
          completed: 5,
          failed: 0,
          completedBytes: 5_000,
          finishedAt: '2024-05-02T10:31:00.000Z',
        },
      ],
    });
    renderHistory({ [`GET ${RESOURCE_SYNC_API_PATHS.history(lab.id)}`]: { body: [replaced] } });
    await openResourceSync(user);
    const [sync] = await within(historySection()).findAllByRole('article');
    const [row] = within(sync!).getAllByRole('row').slice(1);
    expect(within(row!).getAllByRole('cell')[2]).toHaveTextContent(SYNC_PART_STATE_LABELS.canceled);
    expect(row).toHaveAttribute('data-state', 'canceled');
  });
});
