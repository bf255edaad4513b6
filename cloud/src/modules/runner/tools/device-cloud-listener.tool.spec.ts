import { type ActivityItem, DutRegistry, GOOD_DEVICE_PROFILE, Random, VirtualDut } from '@oak/simulator';
import { TestClock } from '../../../testing/test-clock';
import { VirtualDeviceCloud } from '../../../testing/virtual-device-cloud';
import { ACTIVITY_PAGE, DeviceCloudListener } from './device-cloud-listener.tool';

const T0 = Date.UTC(2026, 10, 1, 9);
const DUT = { deviceserial: 'G0KITCHEN001', devicetype: 'ECHO_DOT' };

/** The listener over the device cloud of one virtual device, whose activity a spec writes. */
function listener() {
  const clock = new TestClock();
  const dut = new VirtualDut({
    customerId: 'A1ACME',
    email: 'ana@acme.test',
    dsn: DUT.deviceserial,
    name: 'Kitchen',
    deviceType: 'ECHO_DOT',
    buildInfo: '1',
    profile: GOOD_DEVICE_PROFILE,
    random: new Random('kitchen'),
  });
  const cloud = new VirtualDeviceCloud(new DutRegistry({ duts: [dut] }), {
    now: () => clock.now().getTime(),
  });
  const reads: (number | undefined)[] = [];
  const latest = cloud.latestActivity.bind(cloud);
  cloud.latestActivity = (device, limit, untilMs) => {
    reads.push(untilMs);
    return latest(device, limit, untilMs);
  };
  /** An item the device logged, `atS` seconds after T0: an answer, or a false wake. */
  const log = (id: string, atS: number, falseWake = false): ActivityItem => {
    const item = {
      utteranceId: id,
      startTime: T0 + atS * 1000,
      endTime: T0 + atS * 1000 + 500,
      heardText: falseWake ? '' : `alexa ${id}`,
      ...(falseWake ? {} : { intent: 'GetWeatherIntent' }),
      wakeWord: 'alexa',
      falseWake,
    };
    dut.activity.add(item);
    return item;
  };
  return { clock, dut, sut: new DeviceCloudListener(cloud, clock), log, reads };
}

const ids = (items: readonly { readonly utteranceId: string }[]) => items.map((item) => item.utteranceId);

describe('DeviceCloudListener, the one listener of the device cloud', () => {
  it('reads a window of many events page by page until it reaches its start, false wakes apart', async () => {
    const { sut, log, reads } = listener();
    log('before', 0);
    const from = await sut.mark(DUT);
    expect(from).toEqual({ utteranceId: 'before', startedMs: T0 });
    // Three pages' worth, two to a second, every fifth a false wake.
    const logged = Array.from({ length: 2 * ACTIVITY_PAGE + 5 }, (_, index) =>
      log(`u${index}`, 1 + index / 2, index % 5 === 4),
    );
    reads.length = 0;

    const window = await sut.activityBetween(DUT, from);

    expect(ids(window.answers)).toEqual(ids(logged.filter((item) => !item.falseWake)));
    expect(ids(window.falseWakes)).toEqual(ids(logged.filter((item) => item.falseWake)));
    expect(window.falseWakes).toHaveLength(9);
    // Newest page first, each next one ending where the one before it reached.
    expect(reads).toHaveLength(3);
    expect(reads[0]).toBeUndefined();
  });

  it('ends a window at a later mark, and starts it after an item the device cloud no longer lists first', async () => {
    const { sut, log } = listener();
    const from = await sut.mark(DUT);
    expect(from).toEqual({});
    log('a', 1);
    log('b', 2, true);
    const to = await sut.mark(DUT);
    log('c', 3);
    expect(ids((await sut.activityBetween(DUT, from, to)).answers)).toEqual(['a']);
    expect(ids((await sut.activityBetween(DUT, from, to)).falseWakes)).toEqual(['b']);
    expect(ids((await sut.activityBetween(DUT, to)).answers)).toEqual(['c']);
  });

  it('waits for the first answer after a mark, looking a twentieth of the window apart, and never takes a false wake', async () => {
    const { clock, sut, log } = listener();
    log('old', 0);
    const from = await sut.mark(DUT);
    const looks: number[] = [];
    const found = sut.answerAfter(DUT, from, 2000, new AbortController().signal, (item) => {
      looks.push(clock.monotonicMs());
      return item.utteranceId === 'answer';
    });
    await clock.advance(150);
    log('noise', 1, true);
    log('other', 2);
    await clock.advance(150);
    log('answer', 3);
    await clock.advance(1000);
    expect((await found)?.utteranceId).toBe('answer');
    // Looks at 0 and 100 ms found nothing; 'other' was judged from 200 ms on, never the false wake;
    // 'answer', logged just after the look at 300 ms, was taken at the next.
    expect(looks).toEqual([200, 300, 400, 400]);
  });

  it('answers nothing once the window has passed, having looked at least 50 ms', async () => {
    const { clock, sut } = listener();
    const looked: number[] = [];
    const cloudLooks = sut.activityBetween.bind(sut);
    sut.activityBetween = (...args) => {
      looked.push(clock.monotonicMs());
      return cloudLooks(...args);
    };
    const found = sut.answerAfter(DUT, {}, 0, new AbortController().signal);
    await clock.advance(1000);
    await expect(found).resolves.toBeUndefined();
    expect(looked).toEqual([0, 20, 40, 60]);
  });

  it("tells a device's status: online, muted, offline before muted", async () => {
    const { sut, dut } = listener();
    expect(await sut.status(DUT)).toBe('online');
    dut.setMuted(true);
    expect(await sut.status(DUT)).toBe('muted');
    dut.setOnline(false);
    expect(await sut.status(DUT)).toBe('offline');
  });
});
