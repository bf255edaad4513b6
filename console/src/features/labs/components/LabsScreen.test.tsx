import { screen, waitFor, within } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';
import {
  LAB_API_PATHS,
  LAB_LOCK,
  LAB_MESSAGES,
  LAB_SETUP_MESSAGES,
  LAB_STATUS_TIMEOUT_MS,
  LABS_SCREEN,
  LABS_SCREEN_TEXTS,
  PI_HEALTH_CHECK_STEPS,
  PI_MESSAGES,
  PI_STATUS_LABELS,
  SETUP_COMMAND_TEXT_AREA_ROWS,
  WIZARD_LIST_MESSAGES,
  buildSetupCommandRequest,
  healthCheckRequest,
  labLockText,
  setupCommandQueryParams,
  setupCommandText,
} from '@oak/shared';
import { chooseMenuItem } from '../../../testing/choose-menu-item';
import { cascadedStyle } from '../../../testing/css-cascade';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import { type MockRoutes, mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import {
  agentStateStub,
  labRoutes,
  labStub,
  piCallFailure,
  piRoute,
  piStub,
} from '../../../testing/lab-stubs';

const session = testSession();
const sessionRoute = { 'GET /api/auth/session': { body: session } };

const labA = labStub({ id: 'lab-a', name: 'Living Room Lab' });
const labB = labStub({ id: 'lab-b', name: 'Kitchen Lab', lock: LAB_LOCK.locked });
const pisA = [piStub(labA.id, 'pi-a1'), piStub(labA.id, 'pi-a2'), piStub(labA.id, 'pi-a3')];
const pisB = [piStub(labB.id, 'pi-b1')];

const rowOf = (piName: string) => screen.getByRole('radio', { name: piName }).closest('tr') as HTMLElement;

const pi = pisA[0]!;
const CMD_LINE = 'curl -sSL http://oak.test/api/things/pi-a1-id/install.sh | sudo bash -s -- --version 3.9.2';

function renderLab(routes: MockRoutes = {}) {
  const fetchMock = mockApi({ ...sessionRoute, ...labRoutes([{ lab: labA, pis: pisA }], routes) });
  renderWithProviders('/labs');
  return fetchMock;
}

const chooseSetup = (user: UserEvent, label: string) =>
  chooseMenuItem(user, LABS_SCREEN.buttons.setup, label);

const stepRow = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label).closest('li') as HTMLElement;

describe('the Labs and Pis screen', () => {
  beforeEach(() => storeSession(session));

  it('lists the labs with their lock, shows the first one and switches to another', async () => {
    mockApi({
      ...sessionRoute,
      ...labRoutes([
        { lab: labA, pis: pisA },
        { lab: labB, pis: pisB },
      ]),
    });
    renderWithProviders('/labs');
    const nav = await screen.findByRole('navigation', { name: LABS_SCREEN.navigationTitle });
    expect(within(nav).getByRole('heading', { name: LABS_SCREEN.navigationTitle })).toBeInTheDocument();
    const first = within(nav).getByRole('button', { name: labA.name });
    const second = within(nav).getByRole('button', { name: labB.name });
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(first).toHaveAccessibleDescription(labLockText(LAB_LOCK.available));
    expect(second).toHaveAccessibleDescription(labLockText(LAB_LOCK.locked));

    expect(await screen.findByRole('tab', { name: LABS_SCREEN.overviewTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await screen.findByRole('table', { name: LABS_SCREEN_TEXTS.pisTable(labA.name) });
    expect(within(table).getByRole('columnheader', { name: LABS_SCREEN.columns.piName })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: LABS_SCREEN.columns.status })).toBeInTheDocument();
    expect(within(table).getAllByRole('radio')).toHaveLength(3);

    await setupUser().click(second);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    const tableB = await screen.findByRole('table', { name: LABS_SCREEN_TEXTS.pisTable(labB.name) });
    expect(within(tableB).getByRole('radio', { name: 'pi-b1' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'pi-a1' })).not.toBeInTheDocument();
  });

  it('shows a long lab name whole on hover, ends it in an ellipsis, and lets the list widen', async () => {
    const long = labStub({
      id: 'lab-long',
      name: 'Acoustics Lab – Building 7, Second Floor, Room 214 (north)',
    });
    mockApi({ ...sessionRoute, ...labRoutes([{ lab: long, pis: [] }]) });
    renderWithProviders('/labs');
    const nav = await screen.findByRole('navigation', { name: LABS_SCREEN.navigationTitle });
    const button = within(nav).getByRole('button', { name: long.name });
    expect(button).toHaveAttribute('title', long.name);
    // The name may shrink below its length inside the row, or no ellipsis shows.
    const name = within(button).getByText(long.name);
    expect(cascadedStyle(name, 'text-overflow')).toBe('ellipsis');
    expect(cascadedStyle(name, 'min-width')).toMatch(/^0(px)?$/);
    // Beside the lab, the list's column fits its longest name, up to a limit.
    expect(cascadedStyle(nav.parentElement!, 'grid-template-columns')).toMatch(/^fit-content\(/);
  });

  it('pings every Pi of every lab on load and shows Online, Offline or Error', async () => {
    const fetchMock = mockApi({
      ...sessionRoute,
      ...labRoutes(
        [
          { lab: labA, pis: pisA },
          { lab: labB, pis: pisB },
        ],
        {
          [piRoute(labA, pisA[1]!, 'state')]: { body: agentStateStub('OFFLINE') },
          [piRoute(labA, pisA[2]!, 'state')]: piCallFailure(504, PI_MESSAGES.noAnswer('pi-a3', 3000)),
        },
      ),
    });
    renderWithProviders('/labs');
    expect(await within(await findRow('pi-a1')).findByText(PI_STATUS_LABELS.online)).toBeInTheDocument();
    expect(await within(rowOf('pi-a2')).findByText(PI_STATUS_LABELS.offline)).toBeInTheDocument();
    const error = await within(rowOf('pi-a3')).findByText(PI_STATUS_LABELS.error);
    // An Error says why: the failed call's message, below it and on hover.
    expect(within(rowOf('pi-a3')).getByText(PI_MESSAGES.noAnswer('pi-a3', 3000))).toBeInTheDocument();
    expect(error).toHaveAttribute('title', PI_MESSAGES.noAnswer('pi-a3', 3000));
    expect(within(rowOf('pi-a2')).queryByText(PI_MESSAGES.noAnswer('pi-a3', 3000))).not.toBeInTheDocument();

    // The other lab's Pi was pinged too, with the status time-out.
    const [ping] = requestsTo(fetchMock, 'GET', LAB_API_PATHS.thingAction(labB.id, pisB[0]!.id, 'state'));
    expect(ping?.url.searchParams.get('ackTimeout')).toBe(String(LAB_STATUS_TIMEOUT_MS));
    expect(
      requestsTo(fetchMock, 'GET', LAB_API_PATHS.thingAction(labA.id, pisA[0]!.id, 'state')),
    ).toHaveLength(1);
  });

  it('shows a spinner while a Pi has not answered its ping', async () => {
    mockApi({
      ...sessionRoute,
      ...labRoutes([{ lab: labA, pis: [pisA[0]!] }], {
        [piRoute(labA, pisA[0]!, 'state')]: () => new Promise(() => undefined),
      }),
    });
    renderWithProviders('/labs');
    const row = await findRow('pi-a1');
    expect(within(row).getByLabelText(LABS_SCREEN_TEXTS.checkingStatus)).toBeInTheDocument();
  });

  it('says when the labs cannot load', async () => {
    mockApi({
      ...sessionRoute,
      [`GET ${LAB_API_PATHS.labs}`]: piCallFailure(500, 'Internal server error'),
    });
    renderWithProviders('/labs');
    expect(await screen.findByRole('alert')).toHaveTextContent(LAB_MESSAGES.cannotRetrieveLabs);
    expect(screen.queryByRole('navigation', { name: LABS_SCREEN.navigationTitle })).not.toBeInTheDocument();
  });

  it('warns when the account has no lab', async () => {
    mockApi({ ...sessionRoute, ...labRoutes([]) });
    renderWithProviders('/labs');
    expect(await screen.findByText(LAB_MESSAGES.noLabsSetup)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: LABS_SCREEN.navigationTitle })).not.toBeInTheDocument();
  });

  it("says when a lab's Pis cannot load, retries, and says when a lab has none", async () => {
    let calls = 0;
    const fetchMock = mockApi({
      ...sessionRoute,
      ...labRoutes(
        [
          { lab: labA, pis: [] },
          { lab: labB, pis: pisB },
        ],
        {
          [`GET ${LAB_API_PATHS.labThings(labB.id)}`]: () =>
            ++calls === 1 ? piCallFailure(500, 'Internal server error') : { body: pisB },
        },
      ),
    });
    renderWithProviders('/labs');
    expect(await screen.findByText(LAB_MESSAGES.noPisInLab)).toBeInTheDocument();

    await setupUser().click(screen.getByRole('button', { name: labB.name }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WIZARD_LIST_MESSAGES.pis);
    await setupUser().click(screen.getByRole('button', { name: LABS_SCREEN_TEXTS.retry }));
    expect(await within(await findRow('pi-b1')).findByText(PI_STATUS_LABELS.online)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', LAB_API_PATHS.thingAction(labB.id, pisB[0]!.id, 'state')),
      ).toHaveLength(1),
    );
  });
});

describe('the setup command dialog', () => {
  beforeEach(() => storeSession(session));

  it("fetches the selected Pi's command for the OS and copies it", async () => {
    const user = setupUser();
    const path = LAB_API_PATHS.setupCommand(pi.id, 'ubuntu');
    const fetchMock = renderLab({ [`GET ${path}`]: { body: { cmdLine: CMD_LINE } } });
    await user.click(await screen.findByRole('radio', { name: pi.name }));
    await chooseSetup(user, 'Ubuntu');

    const dialog = await screen.findByRole('dialog', { name: LABS_SCREEN_TEXTS.setup.dialogTitle('Ubuntu') });
    const command = await within(dialog).findByRole('textbox', {
      name: LABS_SCREEN_TEXTS.setup.commandLabel,
    });
    const shown = setupCommandText(CMD_LINE, 'ubuntu');
    expect(command).toHaveValue(shown);
    expect(command).toHaveAttribute('readonly');
    expect(command).toHaveAttribute('rows', String(SETUP_COMMAND_TEXT_AREA_ROWS));
    const request = buildSetupCommandRequest(pi.id, 'ubuntu', labA);
    if (!request.ok) throw new Error(request.error);
    const [call] = requestsTo(fetchMock, 'GET', path);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual(setupCommandQueryParams(request.value));

    await user.click(within(dialog).getByRole('button', { name: LABS_SCREEN_TEXTS.setup.copy }));
    expect(await within(dialog).findByText(LAB_SETUP_MESSAGES.copiedToClipboard)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(shown);

    await user.click(within(dialog).getByRole('button', { name: LABS_SCREEN_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Missing Raspberry Id!' without a selected Pi", async () => {
    const user = setupUser();
    const fetchMock = renderLab();
    await screen.findByRole('radio', { name: pi.name });
    await chooseSetup(user, 'Raspbian');
    const dialog = await screen.findByRole('dialog', {
      name: LABS_SCREEN_TEXTS.setup.dialogTitle('Raspbian'),
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PI_MESSAGES.missingRaspberryId);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/setup/'))).toBe(false);
  });

  it('says the command line cannot be retrieved when the call fails', async () => {
    const user = setupUser();
    renderLab({
      [`GET ${LAB_API_PATHS.setupCommand(pi.id, 'debian')}`]: piCallFailure(500, 'Internal server error'),
    });
    await user.click(await screen.findByRole('radio', { name: pi.name }));
    await chooseSetup(user, 'Others');
    const dialog = await screen.findByRole('dialog', { name: LABS_SCREEN_TEXTS.setup.dialogTitle('Others') });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      LAB_SETUP_MESSAGES.commandLineUnavailable,
    );
  });
});

describe('the health check', () => {
  beforeEach(() => storeSession(session));

  it('is disabled until a Pi is selected, then runs the three steps in order', async () => {
    const user = setupUser();
    const order: string[] = [];
    const fetchMock = renderLab({
      [piRoute(labA, pi, 'healthcheck')]: (request) => {
        order.push((request.body as { step: string }).step);
        return { body: ['Check complete'] };
      },
    });
    const radio = await screen.findByRole('radio', { name: pi.name });
    const button = screen.getByRole('button', { name: LABS_SCREEN.buttons.healthCheck });
    expect(button).toBeDisabled();
    await user.click(radio);
    expect(radio).toBeChecked();
    expect(button).toBeEnabled();
    await user.click(button);

    const dialog = await screen.findByRole('dialog', {
      name: LABS_SCREEN_TEXTS.healthCheck.dialogTitle(pi.name),
    });
    for (const step of PI_HEALTH_CHECK_STEPS) {
      await waitFor(() =>
        expect(stepRow(dialog, step.label)).toHaveTextContent(
          LABS_SCREEN_TEXTS.healthCheck.stepStates.success,
        ),
      );
    }
    expect(order).toEqual(PI_HEALTH_CHECK_STEPS.map((step) => step.id));
    const calls = requestsTo(fetchMock, 'POST', LAB_API_PATHS.thingAction(labA.id, pi.id, 'healthcheck'));
    expect(calls.map((call) => call.body)).toEqual(
      PI_HEALTH_CHECK_STEPS.map((step) => healthCheckRequest(step.id)),
    );
    expect(calls.map((call) => call.url.searchParams.get('ackTimeout'))).toEqual(
      PI_HEALTH_CHECK_STEPS.map((step) => String(step.waitMs)),
    );
  });

  it('marks a failing step as an error with its message, and closing clears the results', async () => {
    const user = setupUser();
    const [connectivity, camera, gui] = PI_HEALTH_CHECK_STEPS;
    renderLab({
      [piRoute(labA, pi, 'healthcheck')]: (request) => {
        const { step } = request.body as { step: string };
        if (step === camera.id) return piCallFailure(502, 'No camera attached');
        return { body: step === gui.id ? ['GUI automation not ready'] : ['complete'] };
      },
    });
    await user.click(await screen.findByRole('radio', { name: pi.name }));
    await user.click(screen.getByRole('button', { name: LABS_SCREEN.buttons.healthCheck }));
    const dialog = await screen.findByRole('dialog', {
      name: LABS_SCREEN_TEXTS.healthCheck.dialogTitle(pi.name),
    });
    const states = LABS_SCREEN_TEXTS.healthCheck.stepStates;
    await waitFor(() => expect(stepRow(dialog, gui.label)).toHaveTextContent(states.error));
    expect(stepRow(dialog, gui.label)).toHaveTextContent('GUI automation not ready');
    expect(stepRow(dialog, camera.label)).toHaveTextContent(states.error);
    expect(stepRow(dialog, camera.label)).toHaveTextContent('No camera attached');
    expect(stepRow(dialog, connectivity.label)).toHaveTextContent(states.success);

    await user.click(within(dialog).getByRole('button', { name: LABS_SCREEN_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Reopening starts afresh: no earlier outcome shows while the steps run again.
    holdHealthCheckSteps();
    await user.click(screen.getByRole('button', { name: LABS_SCREEN.buttons.healthCheck }));
    const reopened = await screen.findByRole('dialog', {
      name: LABS_SCREEN_TEXTS.healthCheck.dialogTitle(pi.name),
    });
    expect(stepRow(reopened, connectivity.label)).toHaveTextContent(states.loading);
    expect(stepRow(reopened, camera.label)).toHaveTextContent(states.idle);
    expect(within(reopened).queryByText('No camera attached')).not.toBeInTheDocument();
  });
});

/** From now on every health-check step waits for ever. */
function holdHealthCheckSteps() {
  mockApi({
    ...sessionRoute,
    ...labRoutes([{ lab: labA, pis: pisA }], {
      [piRoute(labA, pi, 'healthcheck')]: () => new Promise(() => undefined),
    }),
  });
}

async function findRow(piName: string): Promise<HTMLElement> {
  return (await screen.findByRole('radio', { name: piName })).closest('tr') as HTMLElement;
}
