import { screen, waitFor, within } from '@testing-library/react';
import {
  LAB_API_PATHS,
  LIVE_LAB_STATUS_KEY,
  MANIFEST_STATE_PAYLOAD_TYPE,
  MANIFEST_STATUS_TEXTS,
  SYNC_RESOURCE_MESSAGES,
  RESOURCE_SYNC_TEXTS,
} from '@oak/shared';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import { type MockRoutes, mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import { latestSocket, resetFakeSockets } from '../../../testing/fake-socket';
import { deferredAnswer, piCallFailure } from '../../../testing/lab-stubs';
import { openResourceSync, pushEntry, syncLabStub, syncRoutes } from '../../../testing/sync-stubs';

vi.mock('socket.io-client', () => import('../../../testing/fake-socket'));
vi.setConfig({ testTimeout: 20_000 });

const session = testSession();
const texts = RESOURCE_SYNC_TEXTS.progress;
const fixture = syncLabStub([
  ['Alpha', '1.8m-135deg'],
  ['Bravo', '2.7m-30deg'],
  ['Charlie', '0.9m-30deg'],
]);
const { lab } = fixture;
const [alpha, bravo, charlie] = fixture.pis;

const manifestRoute = (piId: string) =>
  `POST ${LAB_API_PATHS.thingAction(lab.id, piId, 'get_manifest_state')}`;

function renderProgress(routes: MockRoutes) {
  const fetchMock = mockApi({ 'GET /api/auth/session': { body: session }, ...syncRoutes(fixture, routes) });
  renderWithProviders('/labs');
  return fetchMock;
}

const progressTable = () => screen.getByRole('table', { name: texts.title });
const rowOf = (piName: string) =>
  within(progressTable())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: new RegExp(`^${piName}`) }))!;

async function pushRows() {
  // The page opens its lab status socket once the labs are listed: waited for, as on a busy machine it comes later.
  const socket = await waitFor(latestSocket);
  socket.serverEmit('connect');
  socket.serverEmit('stateChange', {
    key: LIVE_LAB_STATUS_KEY,
    data: {
      [alpha!.thingName]: pushEntry('complete'),
      [bravo!.thingName]: pushEntry('complete'),
      [charlie!.thingName]: pushEntry('complete'),
    },
  });
  await waitFor(() => expect(within(progressTable()).getAllByRole('row')).toHaveLength(4));
}

describe("a location's manifest status (doc 1 §4.8, §8)", () => {
  beforeEach(() => {
    storeSession(session);
    resetFakeSockets();
  });

  it('reads retrieving while the Pi is asked, then whether it holds its prior sync selection', async () => {
    const user = setupUser();
    const charlieAnswer = deferredAnswer();
    const fetchMock = renderProgress({
      [manifestRoute(alpha!.id)]: { body: { status: 'in_sync' } },
      [manifestRoute(bravo!.id)]: { body: { status: 'out_of_sync' } },
      [manifestRoute(charlie!.id)]: charlieAnswer.route,
    });
    await openResourceSync(user);
    await pushRows();

    expect(await within(rowOf(alpha!.name)).findByText(MANIFEST_STATUS_TEXTS.in_sync)).toBeVisible();
    expect(await within(rowOf(bravo!.name)).findByText(MANIFEST_STATUS_TEXTS.out_of_sync)).toBeVisible();
    expect(within(rowOf(charlie!.name)).getByText(MANIFEST_STATUS_TEXTS.retrieving)).toBeVisible();
    charlieAnswer.answer({ body: { status: 'in_sync' } });
    expect(await within(rowOf(charlie!.name)).findByText(MANIFEST_STATUS_TEXTS.in_sync)).toBeVisible();

    // The Pi is asked over its action call with the spec's payload type.
    const [request] = requestsTo(
      fetchMock,
      'POST',
      LAB_API_PATHS.thingAction(lab.id, alpha!.id, 'get_manifest_state'),
    );
    expect(request!.body).toEqual({ type: MANIFEST_STATE_PAYLOAD_TYPE });
  });

  it('points the overview to Refresh in the Resources Status tab, where Refresh asks again', async () => {
    const user = setupUser();
    let bravoAnswers = 0;
    renderProgress({
      [manifestRoute(alpha!.id)]: { body: { status: 'in_sync' } },
      [manifestRoute(bravo!.id)]: () => {
        bravoAnswers += 1;
        return bravoAnswers === 1
          ? piCallFailure(503, `Raspberry Pi ${bravo!.name} is offline`)
          : { body: { status: 'out_of_sync' } };
      },
      [manifestRoute(charlie!.id)]: { body: { status: 'in_sync' } },
    });
    await openResourceSync(user);
    await pushRows();

    const bravoRow = rowOf(bravo!.name);
    expect(
      await within(bravoRow).findByText(SYNC_RESOURCE_MESSAGES.manifestUnavailableOverview),
    ).toBeVisible();

    await user.click(within(bravoRow).getByRole('button', { name: `${texts.details}: ${bravo!.name}` }));
    const dialog = await screen.findByRole('dialog', { name: texts.detailsTitle(bravo!.name) });
    await user.click(within(dialog).getByRole('tab', { name: texts.resourcesStatus }));
    expect(await within(dialog).findByText(SYNC_RESOURCE_MESSAGES.manifestUnavailable)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: texts.refresh }));
    expect(await within(dialog).findByText(MANIFEST_STATUS_TEXTS.out_of_sync)).toBeVisible();
    expect(within(dialog).queryByText(SYNC_RESOURCE_MESSAGES.manifestUnavailable)).toBeNull();
    // The overview reads the same answer.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(rowOf(bravo!.name)).findByText(MANIFEST_STATUS_TEXTS.out_of_sync),
    ).toBeInTheDocument();
    expect(bravoAnswers).toBe(2);
  });
});
