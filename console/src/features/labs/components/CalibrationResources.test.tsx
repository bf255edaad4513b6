import { screen, waitFor, within } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';
import {
  LAB_API_PATHS,
  LAB_CONTROLLER_POLL_MS,
  LAB_CONTROLLER_STATE_LABELS,
  LABS_SCREEN,
  LABS_SCREEN_TEXTS,
  PI_STATUS_LABELS,
  type Pi,
} from '@oak/shared';
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

vi.setConfig({ testTimeout: 30_000 });

const session = testSession();
const lab = labStub({ id: 'lab-cal', name: 'Calibration Lab' });
const pi = piStub(lab.id, 'pi-cal1');
const syncRoute = `POST ${LAB_API_PATHS.calibrationResources(lab.id, pi.id)}`;
const texts = LABS_SCREEN_TEXTS.calibration;

function renderLabs(routes: MockRoutes, things: () => Pi[] = () => [pi]) {
  const fetchMock = mockApi({
    'GET /api/auth/session': { body: session },
    ...labRoutes([{ lab, pis: [pi] }], {
      [`GET ${LAB_API_PATHS.labThings(lab.id)}`]: () => ({ body: things() }),
      ...routes,
    }),
  });
  renderWithProviders('/labs');
  return fetchMock;
}

async function startCalibration(user: UserEvent, option: string) {
  const row = (await screen.findByRole('radio', { name: pi.name })).closest('tr') as HTMLElement;
  await within(row).findByText(PI_STATUS_LABELS.online);
  await user.click(screen.getByRole('radio', { name: pi.name }));
  await user.click(screen.getByRole('button', { name: LABS_SCREEN.buttons.calibrate }));
  const dialog = await screen.findByRole('dialog', { name: texts.dialogTitle(pi.name) });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: texts.optionLabel }), option);
  await user.click(within(dialog).getByRole('button', { name: texts.start }));
  return row;
}

describe('calibration syncs the resources it needs first (doc 2 §4)', () => {
  beforeEach(() => storeSession(session));

  it("shows the sync while the Pi gets a DUT calibration's prompts, then calibrates", async () => {
    const user = setupUser();
    const sync = deferredAnswer();
    let syncing = false;
    const fetchMock = renderLabs(
      {
        [syncRoute]: () => {
          syncing = true;
          return sync.route();
        },
        [piRoute(lab, pi, 'calibrate')]: {
          body: calibrationMeasurementStub({ option: 'dut_happy_song', rmsDbfs: -28, durationMs: 5000 }),
        },
      },
      // The Pi reports its resources syncing while the sync runs (doc 1 §4.8).
      () => [{ ...pi, controllerState: syncing ? 'lab_resources_syncing' : null }],
    );
    const row = await startCalibration(user, 'dut_happy_song');

    expect(await screen.findByText(`${texts.syncingResources}: ${pi.name}`)).toBeInTheDocument();
    expect(
      await within(row).findByText(
        LAB_CONTROLLER_STATE_LABELS.lab_resources_syncing,
        {},
        { timeout: LAB_CONTROLLER_POLL_MS * 2 },
      ),
    ).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'POST', LAB_API_PATHS.calibrationResources(lab.id, pi.id));
    expect(request!.body).toMatchObject({ option: 'dut_happy_song' });
    // It calibrates only once the Pi holds them.
    expect(requestsTo(fetchMock, 'POST', LAB_API_PATHS.thingAction(lab.id, pi.id, 'calibrate'))).toHaveLength(
      0,
    );

    sync.answer({ body: { synced: true } });
    expect(await screen.findByText(texts.complete)).toBeInTheDocument();
    const calibrations = requestsTo(fetchMock, 'POST', LAB_API_PATHS.thingAction(lab.id, pi.id, 'calibrate'));
    expect(calibrations).toHaveLength(1);
    // The sync is for the very calibration that follows.
    expect(calibrations[0]!.body).toEqual(request!.body);
    expect(screen.queryByText(`${texts.syncingResources}: ${pi.name}`)).toBeNull();
  });

  it('says why when the sync fails, and does not calibrate', async () => {
    const user = setupUser();
    const fetchMock = renderLabs({
      [syncRoute]: piCallFailure(502, `Resource auto-sync failed on ${pi.name}`),
    });
    await startCalibration(user, 'dut_skill');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.failed);
    expect(alert).toHaveTextContent(`Resource auto-sync failed on ${pi.name}`);
    expect(requestsTo(fetchMock, 'POST', LAB_API_PATHS.thingAction(lab.id, pi.id, 'calibrate'))).toHaveLength(
      0,
    );
  });

  it('syncs nothing for pink noise', async () => {
    const user = setupUser();
    const fetchMock = renderLabs({
      [piRoute(lab, pi, 'calibrate')]: { body: calibrationMeasurementStub() },
    });
    await startCalibration(user, 'pink_noise');
    expect(await screen.findByText(texts.complete)).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST', LAB_API_PATHS.calibrationResources(lab.id, pi.id))).toHaveLength(
        0,
      ),
    );
  });
});
