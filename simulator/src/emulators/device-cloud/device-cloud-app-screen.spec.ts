import { deviceCloudAppScreenPath, deviceCloudAppScreenResponseSchema } from '@oak/shared';
import { VirtualRoom } from '../../lab/room/virtual-room';
import { stubVirtualDut } from '../../testing/virtual-dut.stub';
import { ManualClock } from '../../time/clock';
import { type RunningDeviceCloudEmulator, startDeviceCloudEmulator } from './device-cloud-server';
import { DutRegistry } from '../../lab/devices/dut-registry';

const T0 = Date.UTC(2025, 0, 1, 9, 0);
const KITCHEN = { dsn: 'G0911234567890AB', deviceType: 'ECHO_DOT' } as const;
const LOUNGE = { dsn: 'G0911234567890CD', deviceType: 'ECHO_DOT' } as const;

function lab() {
  const clock = new ManualClock(T0);
  const kitchen = stubVirtualDut({ dsn: KITCHEN.dsn, name: 'Kitchen' });
  const lounge = stubVirtualDut({ dsn: LOUNGE.dsn, name: 'Lounge', online: false });
  const room = new VirtualRoom({ clock });
  room.addDut(kitchen);
  room.addDut(lounge);
  return { clock, kitchen, registry: new DutRegistry({ rooms: [room] }) };
}

type Device = { readonly dsn: string; readonly deviceType: string };

describe('startDeviceCloudEmulator: the companion app screen (GET devices/{dsn}/appscreen)', () => {
  let sut: RunningDeviceCloudEmulator;
  let model: ReturnType<typeof lab>;

  const read = (device: Device, params: Record<string, string>, init?: RequestInit) =>
    fetch(
      `${sut.url}${deviceCloudAppScreenPath(device.dsn)}?${new URLSearchParams({ devicetype: device.deviceType, ...params })}`,
      init,
    );
  /** The screen's text, after checking the answer is a 200 of the shared wire shape. */
  const screenText = async (device: Device, screen: string) => {
    const response = await read(device, { screen });
    expect(response.status).toBe(200);
    return deviceCloudAppScreenResponseSchema.parse(await response.json()).text;
  };
  const expectError = async (response: Response, statusCode: number, message: RegExp) => {
    expect(response.status).toBe(statusCode);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ statusCode, message: expect.stringMatching(message) });
  };
  /** Speech injected through the emulator's own injectspeech, as the playground does. */
  const inject = async (text: string) => {
    const query = new URLSearchParams({ deviceserial: KITCHEN.dsn, devicetype: KITCHEN.deviceType, text });
    const response = await fetch(`${sut.url}/injectspeech?${query}`);
    expect(response.status).toBe(200);
    const { utteranceId } = (await response.json()) as { utteranceId: string };
    return model.kitchen.activity.all().find((item) => item.utteranceId === utteranceId)!;
  };

  beforeEach(async () => {
    model = lab();
    sut = await startDeviceCloudEmulator({ registry: model.registry, clock: model.clock });
  });

  afterEach(async () => {
    await sut.close();
  });

  it("shows each empty screen of a new device's app", async () => {
    expect(await screenText(KITCHEN, 'alarms')).toBe('No alarms');
    expect(await screenText(KITCHEN, 'timers')).toBe('No timers');
    expect(await screenText(KITCHEN, 'reminders')).toBe('No reminders');
    expect(await screenText(KITCHEN, 'shopping-list')).toBe('Your shopping list is empty');
  });

  it('shows what the device was asked to keep, as of the simulated time now', async () => {
    const timer = await inject('set a timer for 5 minutes');
    expect(timer.intent).toBe('SetTimerIntent');
    expect((await inject('add milk to my shopping list')).intent).toBe('AddToShoppingListIntent');
    model.clock.set(timer.endTime + 60_000);
    expect(await screenText(KITCHEN, 'timers')).toBe('Timer for 5 minutes: 4 minutes left');
    expect(await screenText(KITCHEN, 'shopping-list')).toBe('milk');
    model.clock.set(timer.endTime + 300_000);
    expect(await screenText(KITCHEN, 'timers')).toBe('No timers');
    expect(await screenText(KITCHEN, 'shopping-list')).toBe('milk');
  });

  it('still answers for an offline or muted device: the app reads the account, not the speaker', async () => {
    expect(await screenText(LOUNGE, 'timers')).toBe('No timers');
    const timer = await inject('set a timer for 5 minutes');
    model.kitchen.setOnline(false);
    model.kitchen.setMuted(true);
    model.clock.set(timer.endTime + 120_000);
    expect(await screenText(KITCHEN, 'timers')).toBe('Timer for 5 minutes: 3 minutes left');
  });

  it('refuses an unknown device, or one of another type, with 404', async () => {
    await expectError(await read({ dsn: 'NOPE', deviceType: 'ECHO' }, { screen: 'timers' }), 404, /NOPE/);
    await expectError(
      await read({ ...KITCHEN, deviceType: 'ECHO' }, { screen: 'timers' }),
      404,
      /ECHO_DOT, not a ECHO/,
    );
  });

  it('refuses an unknown or missing screen, a missing type and a malformed serial with 400', async () => {
    await expectError(await read(KITCHEN, { screen: 'contacts' }), 400, /^Invalid appscreen query: screen:/);
    await expectError(await read(KITCHEN, {}), 400, /^Invalid appscreen query: screen:/);
    await expectError(
      await fetch(`${sut.url}${deviceCloudAppScreenPath(KITCHEN.dsn)}?screen=timers`),
      400,
      /^Invalid device query: devicetype:/,
    );
    await expectError(
      await fetch(`${sut.url}/devices/G0%E0%A4/appscreen?devicetype=ECHO_DOT&screen=timers`),
      400,
      /not valid percent-encoding/,
    );
  });

  it('is read only', async () => {
    const response = await read(KITCHEN, { screen: 'timers' }, { method: 'PUT' });
    expect(response.headers.get('allow')).toBe('GET');
    await expectError(response, 405, /does not take PUT/);
  });
});
