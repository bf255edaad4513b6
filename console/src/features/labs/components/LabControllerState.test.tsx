import { screen, waitFor, within } from '@testing-library/react';
import {
  LAB_API_PATHS,
  LAB_CONTROLLER_POLL_MS,
  LAB_CONTROLLER_STATE_LABELS,
  LAB_CONTROLS,
  type LabControllerState,
  LABS_SCREEN,
  LABS_SCREEN_TEXTS,
  PI_STATUS_LABELS,
  type Pi,
} from '@oak/shared';
import { chooseMenuItem } from '../../../testing/choose-menu-item';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import { type MockRoutes, mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import { labRoutes, labStub, piRoute, piStub } from '../../../testing/lab-stubs';

vi.setConfig({ testTimeout: 30_000 });

const session = testSession();
const lab = labStub({ id: 'lab-c', name: 'Controller Lab' });
const pi1 = piStub(lab.id, 'pi-c1');
const pi2 = piStub(lab.id, 'pi-c2');

/** The lab's Pis as the cloud lists them, each with the lab controller state its shadow reports. */
const withStates = (first: LabControllerState | null, second: LabControllerState | null): Pi[] => [
  { ...pi1, controllerState: first },
  { ...pi2, controllerState: second },
];

function renderLabs(thingsAnswers: () => Pi[], routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: session },
    ...labRoutes([{ lab, pis: [pi1, pi2] }], {
      [`GET ${LAB_API_PATHS.labThings(lab.id)}`]: () => ({ body: thingsAnswers() }),
      ...routes,
    }),
  });
  renderWithProviders('/labs');
  return fetchMock;
}

async function findRow(piName: string): Promise<HTMLElement> {
  return (await screen.findByRole('radio', { name: piName })).closest('tr') as HTMLElement;
}

describe("the lab controller's states on the Labs screen (doc 1 §4.8)", () => {
  beforeEach(() => storeSession(session));

  it('shows what each Pi reports and follows work under way until it ends', async () => {
    let reads = 0;
    const fetchMock = renderLabs(() => {
      reads += 1;
      return reads === 1
        ? withStates('lab_resources_syncing', 'lab_code_updated')
        : withStates('lab_resources_synced', 'lab_code_updated');
    });
    const row1 = await findRow(pi1.name);
    expect(
      await within(row1).findByText(LAB_CONTROLLER_STATE_LABELS.lab_resources_syncing),
    ).toBeInTheDocument();
    expect(
      within(await findRow(pi2.name)).getByText(LAB_CONTROLLER_STATE_LABELS.lab_code_updated),
    ).toBeInTheDocument();
    // A sync under way: the Pis are read again until it ends, then no more.
    await waitFor(
      () =>
        expect(within(row1).getByText(LAB_CONTROLLER_STATE_LABELS.lab_resources_synced)).toBeInTheDocument(),
      { timeout: LAB_CONTROLLER_POLL_MS * 2 },
    );
    expect(within(row1).queryByText(LAB_CONTROLLER_STATE_LABELS.lab_resources_syncing)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, LAB_CONTROLLER_POLL_MS + 500));
    expect(requestsTo(fetchMock, 'GET', LAB_API_PATHS.labThings(lab.id))).toHaveLength(2);
  });

  it('shows the code updated once Update Software has run', async () => {
    const user = setupUser();
    let updated = false;
    const answer = { body: { previousVersion: '1.3.0', version: '1.4.0', restarting: true } };
    renderLabs(
      () => (updated ? withStates('lab_code_updated', 'lab_code_updated') : withStates(null, null)),
      {
        [piRoute(lab, pi1, 'update')]: () => {
          updated = true;
          return answer;
        },
        [piRoute(lab, pi2, 'update')]: answer,
      },
    );
    const row1 = await findRow(pi1.name);
    await within(row1).findByText(PI_STATUS_LABELS.online);
    expect(within(row1).queryByText(LAB_CONTROLLER_STATE_LABELS.lab_code_updated)).toBeNull();
    const update = LAB_CONTROLS.find((control) => control.id === 'update')!.label;
    await chooseMenuItem(user, LABS_SCREEN.buttons.labControls, update);
    expect(await screen.findByText(LABS_SCREEN_TEXTS.labControls.summary(update, 2, 0))).toBeInTheDocument();
    expect(await within(row1).findByText(LAB_CONTROLLER_STATE_LABELS.lab_code_updated)).toBeInTheDocument();
  });
});
