import { screen, waitFor, within } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';
import {
  AUTOMOTIVE_LAB_NAME,
  AUTOMOTIVE_UPDATE_REQUEST,
  CALIBRATION_ACK_TIMEOUT_MS,
  LAB_API_PATHS,
  LAB_CONTROLS,
  type Lab,
  LABS_SCREEN,
  LABS_SCREEN_TEXTS,
  PI_ACK_TIMEOUT_MS,
  PI_ACTION_WITH_RETURN_TIMEOUT_MS,
  PI_STATUS_LABELS,
  type Pi,
  PI_MESSAGES,
} from '@oak/shared';
import { chooseMenuItem } from '../../../testing/choose-menu-item';
import { cascadedStyle } from '../../../testing/css-cascade';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setupUser } from '../../../testing/setup-user';
import { type MockRoutes, mockApi, requestsTo, storeSession, testSession } from '../../../testing/mock-api';
import {
  calibrationMeasurementStub,
  deferredAnswer,
  labRoutes,
  labStub,
  piCallFailure,
  piRoute,
  piStub,
} from '../../../testing/lab-stubs';
import { LABS_TOAST_ROOM } from '../utils/labs-toaster';

// Whole screens on a busy 2-core machine, as the other screen tests allow.
vi.setConfig({ testTimeout: 30_000 });

const session = testSession();
const lab = labStub({ id: 'lab-a', name: 'Living Room Lab' });
const pis = [piStub(lab.id, 'pi-a1'), piStub(lab.id, 'pi-a2')];
const [pi1, pi2] = pis as [Pi, Pi];

const labelOf = (id: (typeof LAB_CONTROLS)[number]['id']) =>
  LAB_CONTROLS.find((control) => control.id === id)!.label;
const progress = (id: 'stop' | 'update', state: 'busy' | 'success' | 'error') =>
  `${labelOf(id)}: ${LABS_SCREEN_TEXTS.labControls.states[state]}`;

function renderLabs(labs: readonly { lab: Lab; pis: readonly Pi[] }[], routes: MockRoutes = {}) {
  const fetchMock = mockApi({ 'GET /api/auth/session': { body: session }, ...labRoutes(labs, routes) });
  renderWithProviders('/labs');
  return fetchMock;
}

async function findRow(piName: string): Promise<HTMLElement> {
  return (await screen.findByRole('radio', { name: piName })).closest('tr') as HTMLElement;
}

async function waitForPings(...names: string[]) {
  for (const name of names) await within(await findRow(name)).findByText(PI_STATUS_LABELS.online);
}

const runControl = (user: UserEvent, id: (typeof LAB_CONTROLS)[number]['id']) =>
  chooseMenuItem(user, LABS_SCREEN.buttons.labControls, labelOf(id));

describe('the Lab Controls', () => {
  beforeEach(() => storeSession(session));

  it('pings all Pis again and sums up who answered', async () => {
    const user = setupUser();
    let pi2Pings = 0;
    const fetchMock = renderLabs([{ lab, pis }], {
      [piRoute(lab, pi2, 'state')]: () =>
        ++pi2Pings === 1
          ? { body: { thingStatus: 'ONLINE' } }
          : piCallFailure(503, `Raspberry Pi ${pi2.name} is offline`),
    });
    await waitForPings(pi1.name, pi2.name);
    const workspace = screen.getByRole('navigation', { name: LABS_SCREEN.navigationTitle }).parentElement!;
    expect(cascadedStyle(workspace, 'padding-bottom')).not.toBe(LABS_TOAST_ROOM);
    await runControl(user, 'ping');
    expect(
      await screen.findByText(LABS_SCREEN_TEXTS.labControls.summary(labelOf('ping'), 1, 1)),
    ).toBeInTheDocument();
    // While the toast shows, the workspace leaves room below the Pi table so no row stays under it.
    await waitFor(() => expect(cascadedStyle(workspace, 'padding-bottom')).toBe(LABS_TOAST_ROOM));
    expect(within(await findRow(pi2.name)).getByText(PI_STATUS_LABELS.error)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', LAB_API_PATHS.thingAction(lab.id, pi1.id, 'state'))).toHaveLength(2);
  });

  it("stops the audio of every Pi, showing each Pi's progress and a failure's message", async () => {
    const user = setupUser();
    const pending = deferredAnswer();
    const fetchMock = renderLabs([{ lab, pis }], {
      [piRoute(lab, pi1, 'stop')]: pending.route,
      [piRoute(lab, pi2, 'stop')]: piCallFailure(502, 'aplay: audio device is busy'),
    });
    await waitForPings(pi1.name, pi2.name);
    await runControl(user, 'stop');
    expect(await within(await findRow(pi1.name)).findByText(progress('stop', 'busy'))).toBeInTheDocument();
    const row2 = await findRow(pi2.name);
    expect(await within(row2).findByText(progress('stop', 'error'))).toBeInTheDocument();
    expect(within(row2).getByText('aplay: audio device is busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABS_SCREEN.buttons.labControls })).toBeDisabled();

    pending.answer({ body: { stopped: true } });
    expect(await within(await findRow(pi1.name)).findByText(progress('stop', 'success'))).toBeInTheDocument();
    expect(
      await screen.findByText(LABS_SCREEN_TEXTS.labControls.summary(labelOf('stop'), 1, 1)),
    ).toBeInTheDocument();
    const [call] = requestsTo(fetchMock, 'POST', LAB_API_PATHS.thingAction(lab.id, pi1.id, 'stop'));
    expect(call?.body).toEqual({});
    expect(call?.url.searchParams.get('ackTimeout')).toBe(String(PI_ACK_TIMEOUT_MS));
  });

  it('updates the software of every Pi', async () => {
    const user = setupUser();
    const updated = { body: { previousVersion: '1.3.0', version: '1.4.0', restarting: true } };
    const fetchMock = renderLabs([{ lab, pis }], {
      [piRoute(lab, pi1, 'update')]: updated,
      [piRoute(lab, pi2, 'update')]: updated,
    });
    await waitForPings(pi1.name, pi2.name);
    await runControl(user, 'update');
    expect(
      await screen.findByText(LABS_SCREEN_TEXTS.labControls.summary(labelOf('update'), 2, 0)),
    ).toBeInTheDocument();
    expect(within(await findRow(pi2.name)).getByText(progress('update', 'success'))).toBeInTheDocument();
    for (const pi of pis) {
      const [call] = requestsTo(fetchMock, 'POST', LAB_API_PATHS.thingAction(lab.id, pi.id, 'update'));
      expect(call?.body).toEqual({});
      expect(call?.url.searchParams.get('ackTimeout')).toBe(String(PI_ACTION_WITH_RETURN_TIMEOUT_MS));
    }
  });

  it('acts on the companion Pi only in the automotive lab, updating it through v2', async () => {
    const user = setupUser();
    const driver = piStub('lab-auto', 'pi-auto-1');
    const companion = piStub('lab-auto', 'pi-auto-2');
    // The lab's preference places the companion; the names do not say which is which.
    const automotive = labStub({
      id: 'lab-auto',
      name: AUTOMOTIVE_LAB_NAME,
      preference: {
        actor_mapping_preference: { [companion.id]: { name: 'Companion', location: 'automotive-companion' } },
      },
    });
    const v2 = LAB_API_PATHS.thingActionV2(automotive.id, companion.id, 'update');
    const fetchMock = renderLabs([{ lab: automotive, pis: [driver, companion] }], {
      [`POST ${v2}`]: { body: { thingStatus: 'ONLINE' } },
      [piRoute(automotive, companion, 'stop')]: { body: { stopped: false } },
    });
    await waitForPings(driver.name, companion.name);

    await runControl(user, 'update');
    expect(
      await screen.findByText(LABS_SCREEN_TEXTS.labControls.summary(labelOf('update'), 1, 0)),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', v2).map((call) => call.body)).toEqual([AUTOMOTIVE_UPDATE_REQUEST]);

    await runControl(user, 'stop');
    expect(
      await screen.findByText(LABS_SCREEN_TEXTS.labControls.summary(labelOf('stop'), 1, 0)),
    ).toBeInTheDocument();
    expect(
      within(await findRow(driver.name)).queryByText(progress('stop', 'success')),
    ).not.toBeInTheDocument();
    expect(within(await findRow(companion.name)).getByText(progress('stop', 'success'))).toBeInTheDocument();

    const calls = fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
    expect(calls.filter((call) => call.startsWith('POST') && call.includes(driver.id))).toEqual([]);
  });
});

describe('calibration', () => {
  beforeEach(() => storeSession(session));

  async function openCalibrate(user: UserEvent, pi: Pi) {
    await user.click(await screen.findByRole('radio', { name: pi.name }));
    await user.click(screen.getByRole('button', { name: LABS_SCREEN.buttons.calibrate }));
    return screen.findByRole('dialog', { name: LABS_SCREEN_TEXTS.calibration.dialogTitle(pi.name) });
  }

  it('calibrates from the selected Pi, disables the others, and stops on request', async () => {
    const user = setupUser();
    const calibrating = deferredAnswer();
    const fetchMock = renderLabs([{ lab, pis }], {
      [piRoute(lab, pi1, 'calibrate')]: calibrating.route,
      [piRoute(lab, pi1, 'stop')]: { body: { stopped: true } },
    });
    await waitForPings(pi1.name, pi2.name);
    expect(screen.getByRole('button', { name: LABS_SCREEN.buttons.calibrate })).toBeDisabled();

    const dialog = await openCalibrate(user, pi1);
    await user.click(within(dialog).getByRole('button', { name: LABS_SCREEN_TEXTS.calibration.start }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: LABS_SCREEN.buttons.stopCalibration })).toBeEnabled();
    expect(
      within(await findRow(pi1.name)).getByText(LABS_SCREEN_TEXTS.calibration.calibrating),
    ).toBeInTheDocument();
    const [call] = requestsTo(fetchMock, 'POST', LAB_API_PATHS.thingAction(lab.id, pi1.id, 'calibrate'));
    expect(call?.body).toEqual({ option: 'pink_noise' });
    expect(call?.url.searchParams.get('ackTimeout')).toBe(String(CALIBRATION_ACK_TIMEOUT_MS));

    // Another Pi of the lab cannot calibrate meanwhile.
    await user.click(screen.getByRole('radio', { name: pi2.name }));
    expect(screen.getByRole('button', { name: LABS_SCREEN.buttons.calibrate })).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: LABS_SCREEN.buttons.stopCalibration }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: pi1.name }));
    await user.click(screen.getByRole('button', { name: LABS_SCREEN.buttons.stopCalibration }));
    expect(await screen.findByText(LABS_SCREEN_TEXTS.calibration.stopped)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', LAB_API_PATHS.thingAction(lab.id, pi1.id, 'stop'))).toHaveLength(1);
    // The flags reset: any Pi may calibrate again.
    await user.click(screen.getByRole('radio', { name: pi2.name }));
    expect(screen.getByRole('button', { name: LABS_SCREEN.buttons.calibrate })).toBeEnabled();
    // The stopped call's late answer changes nothing.
    calibrating.answer(piCallFailure(502, 'Calibration interrupted'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText(LABS_SCREEN_TEXTS.calibration.stopped)).toBeInTheDocument();
    expect(screen.queryByText('Calibration interrupted')).not.toBeInTheDocument();
  });

  it('runs a DUT calibration in the chosen locale and shows the measured level', async () => {
    const user = setupUser();
    const measurement = calibrationMeasurementStub({
      option: 'dut_skill',
      rmsDbfs: -31.26,
      durationMs: 4200,
    });
    const fetchMock = renderLabs([{ lab, pis }], {
      [piRoute(lab, pi2, 'calibrate')]: { body: measurement },
      [`POST ${LAB_API_PATHS.calibrationResources(lab.id, pi2.id)}`]: { body: { synced: false } },
    });
    await waitForPings(pi1.name, pi2.name);
    const dialog = await openCalibrate(user, pi2);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: LABS_SCREEN_TEXTS.calibration.optionLabel }),
      'dut_skill',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: LABS_SCREEN_TEXTS.calibration.localeLabel }),
      'de_DE',
    );
    await user.click(within(dialog).getByRole('button', { name: LABS_SCREEN_TEXTS.calibration.start }));

    expect(await screen.findByText(LABS_SCREEN_TEXTS.calibration.complete)).toBeInTheDocument();
    expect(
      screen.getByText(
        LABS_SCREEN_TEXTS.calibration.measurement(pi2.name, 'DUT Calibration with Skill', -31.26, 4200),
      ),
    ).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, 'POST', LAB_API_PATHS.thingAction(lab.id, pi2.id, 'calibrate'))[0]?.body,
    ).toEqual({
      option: 'dut_skill',
      locale: 'de_DE',
    });
    expect(screen.getByRole('button', { name: LABS_SCREEN.buttons.calibrate })).toBeEnabled();
  });

  it("shows the Pi call's message when calibration fails, and offers no pink noise in the automotive lab", async () => {
    const user = setupUser();
    const automotive = labStub({ id: 'lab-auto', name: AUTOMOTIVE_LAB_NAME });
    const companion = piStub(automotive.id, 'companion-pi');
    renderLabs([{ lab: automotive, pis: [companion] }], {
      [`POST ${LAB_API_PATHS.calibrationResources(automotive.id, companion.id)}`]: {
        body: { synced: false },
      },
      [piRoute(automotive, companion, 'calibrate')]: piCallFailure(
        504,
        PI_MESSAGES.noAnswer(companion.name, CALIBRATION_ACK_TIMEOUT_MS),
      ),
    });
    await waitForPings(companion.name);
    const dialog = await openCalibrate(user, companion);
    const options = within(
      within(dialog).getByRole('combobox', { name: LABS_SCREEN_TEXTS.calibration.optionLabel }),
    ).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['dut_skill', 'dut_happy_song']);
    await user.click(within(dialog).getByRole('button', { name: LABS_SCREEN_TEXTS.calibration.start }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LABS_SCREEN_TEXTS.calibration.failed);
    expect(alert).toHaveTextContent(PI_MESSAGES.noAnswer(companion.name, CALIBRATION_ACK_TIMEOUT_MS));
    expect(screen.getByRole('button', { name: LABS_SCREEN.buttons.calibrate })).toBeEnabled();
  });
});
