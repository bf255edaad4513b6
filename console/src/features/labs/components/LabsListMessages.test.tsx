import { screen, within } from '@testing-library/react';
import {
  API_MESSAGES,
  LAB_API_PATHS,
  LAB_MESSAGES,
  LAB_SETUP_MESSAGES,
  LABS_SCREEN,
  LABS_SCREEN_TEXTS,
} from '@oak/shared';
import { chooseMenuItem } from '../../../testing/choose-menu-item';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import { type MockRoutes, mockApi, storeSession, testSession } from '../../../testing/mock-api';
import { labRoutes, labStub, piCallFailure, piStub } from '../../../testing/lab-stubs';

vi.setConfig({ testTimeout: 30_000 });

const session = testSession();
const sessionRoute = { 'GET /api/auth/session': { body: session } };
const lab = labStub({ id: 'lab-m', name: 'Message Lab' });
const pi = piStub(lab.id, 'pi-m1');

function renderLabs(routes: MockRoutes) {
  const fetchMock = mockApi({ ...sessionRoute, ...labRoutes([{ lab, pis: [pi] }], routes) });
  renderWithProviders('/labs');
  return fetchMock;
}

describe('why the labs cannot load (doc 1 §7, §8; doc 3 §8)', () => {
  beforeEach(() => storeSession(session));
  afterEach(() => vi.restoreAllMocks());

  it("says 'No labs found' when the list answers without data", async () => {
    renderLabs({ [`GET ${LAB_API_PATHS.labs}`]: { status: 200 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LAB_MESSAGES.cannotRetrieveLabs);
    expect(alert).toHaveTextContent(LAB_MESSAGES.noLabsFound);
    expect(screen.queryByRole('navigation', { name: LABS_SCREEN.navigationTitle })).toBeNull();
  });

  it("says 'Service error retreiving labs for the account!' when the service fails", async () => {
    renderLabs({ [`GET ${LAB_API_PATHS.labs}`]: piCallFailure(500, 'Internal server error') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LAB_MESSAGES.cannotRetrieveLabs);
    expect(alert).toHaveTextContent('Service error retreiving labs for the account!');
  });

  it("logs 'Error encountered while fetching labs' and shows the network error when the call fails", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLabs({
      [`GET ${LAB_API_PATHS.labs}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(API_MESSAGES.networkError);
    expect(logged).toHaveBeenCalledWith(LAB_MESSAGES.errorFetchingLabs, expect.anything());
  });
});

describe('the setup command without a command line (doc 1 §7)', () => {
  beforeEach(() => storeSession(session));

  it("says 'no command line returned' under the dialog's error", async () => {
    const user = setupUser();
    renderLabs({ [`GET ${LAB_API_PATHS.setupCommand(pi.id, 'raspbian')}`]: { body: { version: '3.9.2' } } });
    await user.click(await screen.findByRole('radio', { name: pi.name }));
    await chooseMenuItem(user, LABS_SCREEN.buttons.setup, 'Raspbian');
    const dialog = await screen.findByRole('dialog', {
      name: LABS_SCREEN_TEXTS.setup.dialogTitle('Raspbian'),
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(LAB_SETUP_MESSAGES.commandLineUnavailable);
    expect(alert).toHaveTextContent('no command line returned');
  });
});
