import {
  FAR_MESSAGES,
  FAR_TRACK_CATEGORY,
  type FarChunkOutcome,
  type FarDeviceResult,
  type FarPayload,
  type JobMapping,
  type JobOptions,
  NOISE_LOCATION,
  type ResourceManifest,
} from '@oak/shared';
import {
  DutRegistry,
  GOOD_DEVICE_PROFILE,
  POOR_DEVICE_PROFILE,
  Random,
  VirtualDut,
  VirtualRoom,
} from '@oak/simulator';
import { ExecutorHarness } from '../../../../testing/run-executor-harness';
import { VirtualLab } from '../../../../testing/virtual-lab-tools';
import { type ThingRecord } from '../../../labs/thing.entity';
import { type AnyRunFamily } from '../../run-family.port';
import { FarFamily } from './far.family';

const HOUR = 3_600_000;
const GOOD = 'G0VIRTUALGOOD001';
const POOR = 'G0VIRTUALPOOR001';
/** The seed of the devices' draws: each run of a spec sees the same false wakes. */
const SEED = 'far-run';
/** A seed whose poor Echo false-wakes in the chunk its worker dies in (its first attempt's wakes not counted). */
const RESUME_SEED = 'far-resume';

/** The FAR track of the pack: five minutes of babble and programme, played again for each chunk. */
const TRACK: ResourceManifest = {
  id: 'AC_FAR_CUSTOM/en_US',
  files: [
    {
      id: 'en_US-far-track',
      fileName: 'en_US-far-track.wav',
      md5: '0'.repeat(32),
      size: 9_600_044,
      url: '/api/resources/files/en_US-far-track.wav',
      kind: 'noise',
      category: FAR_TRACK_CATEGORY,
      durationMs: 5 * 60_000,
    },
  ],
};

/** A day of the track in twelve chunks of two hours: a day at the FAR level, as AC_FAR plays it. */
const OPTIONS: JobOptions = {
  testSuite: 'AVSCertSimulation',
  testName: 'FAR day',
  testType: 'CUSTOM',
  marketPlace: 'en_US',
  executionOrder: ['AC_FAR_CUSTOM'],
  testOptions: {
    testSuite: 'ACOUSTIC',
    scenarioType: 'AC_FAR_CUSTOM',
    customOptions: { farDurationMinutes: 24 * 60, farChunkMinutes: 120 },
  },
};
const MAPPING: JobMapping = {
  deviceMapping: {
    DUT: { customerId: 'A1ACME', dsn: GOOD, deviceType: 'ECHO_DOT', deviceName: 'Virtual Echo Dot (good)' },
    OPTIONAL_DUT1: {
      customerId: 'A1ACME',
      dsn: POOR,
      deviceType: 'ECHO_POP',
      deviceName: 'Virtual Echo Pop (poor)',
    },
  },
};

/** A FAR job in a virtual room with the good and the poor Echo and a noise Pi, through the executor. */
function farRoom(seed = SEED) {
  const family = new FarFamily() as unknown as AnyRunFamily;
  const executor: ExecutorHarness = new ExecutorHarness({
    family,
    options: OPTIONS,
    mapping: MAPPING,
    tools: (signal) => lab.toolsFor(signal),
  });
  const room = new VirtualRoom({ clock: { now: () => executor.clock.now().getTime() } });
  const random = new Random(seed);
  for (const [dsn, profile, deviceType] of [
    [GOOD, GOOD_DEVICE_PROFILE, 'ECHO_DOT'],
    [POOR, POOR_DEVICE_PROFILE, 'ECHO_POP'],
  ] as const)
    room.addDut(
      new VirtualDut({
        customerId: 'A1ACME',
        email: 'ana@acme.test',
        dsn,
        name: dsn,
        deviceType,
        buildInfo: '1',
        profile,
        random: random.fork(dsn),
      }),
    );
  const noisePi = {
    id: 'pi-noise',
    name: 'pi-noise',
    location: NOISE_LOCATION,
    connected: true,
  } as ThingRecord;
  const lab: VirtualLab = new VirtualLab({
    clock: executor.clock,
    registry: new DutRegistry({ rooms: [room] }),
    pis: [{ thing: noisePi, room }],
    manifests: [TRACK],
  });
  return { executor, lab, room, family };
}

const outcomesOf = (executor: ExecutorHarness) =>
  executor.stored.map((step) => step.outcome as FarChunkOutcome);

/** A device's false wakes in the room, as times on the lab's clock. */
const wakesOf = (room: VirtualRoom, dsn: string) =>
  room
    .dut(dsn)!
    .activity.all()
    .filter((item) => item.falseWake)
    .map((item) => item.startTime);

/** Plays the run to its end: a day of the lab's time, its clock moved a minute at a time. */
const playDay = (executor: ExecutorHarness) => executor.run(60_000, 2 * 24 * HOUR);

describe('a FAR run on a virtual room, through the executor', () => {
  it('plays a day of the track in its chunks and fails the poor Echo above 3 false wakes, the good one passing', async () => {
    const { executor, lab, room, family } = farRoom();

    await playDay(executor);

    const outcomes = outcomesOf(executor);
    expect(executor.stored.map((step) => step.key)).toEqual(
      Array.from({ length: 12 }, (_, index) => `chunk-${String(index + 1).padStart(3, '0')}`),
    );
    // The track played from the noise Pi for the whole day, checks every ten minutes, every device online.
    expect(lab.played.every((played) => played === 'pi-noise: en_US-far-track.wav')).toBe(true);
    expect(lab.played).toHaveLength(24 * 12);
    expect(outcomes.flatMap((outcome) => outcome.checks)).toHaveLength(24 * 6);
    expect(outcomes.every((outcome) => outcome.checks.every((check) => check.offline.length === 0))).toBe(
      true,
    );
    // Each false wake the devices had in the noise counted once, in the chunk it fell in.
    const counted = (dsn: string) => outcomes.reduce((sum, outcome) => sum + outcome.falseWakes[dsn]!, 0);
    expect(counted(GOOD)).toBe(wakesOf(room, GOOD).length);
    expect(counted(POOR)).toBe(wakesOf(room, POOR).length);
    expect(counted(GOOD)).toBeLessThanOrEqual(3);
    expect(counted(POOR)).toBeGreaterThan(3);
    // The verdict, the results and the live view say the same.
    expect(executor.finished).toMatchObject({ kind: 'finish', state: 'failed', failureClass: 'test' });
    expect((executor.finished as { error: string }).error).toContain('Virtual Echo Pop (poor)');
    expect((executor.finished as { error: string }).error).not.toContain('Virtual Echo Dot (good)');
    const results = family.results({ options: OPTIONS, mapping: MAPPING }, outcomes) as FarDeviceResult[];
    expect(results.map((row) => [row.deviceSerialNumber, row.failed])).toEqual([
      [GOOD, false],
      [POOR, true],
    ]);
    expect(lab.latest('payload')).toMatchObject({
      chunkId: 12,
      totalChunks: 12,
      deviceTotalWakeCountsForUI: { [GOOD]: counted(GOOD), [POOR]: counted(POOR) },
      offlineDevicesSet: [],
    });
    // The chart's rows: the day's 24 hours, each false wake in the hour its chunk started in.
    const hours = (lab.latest('payload') as FarPayload).wakesByHour!;
    expect(hours.map((row) => row.hour)).toEqual(Array.from({ length: 24 }, (_, index) => index + 1));
    const charted = (dsn: string) => hours.reduce((sum, row) => sum + row.falseWakes[dsn]!, 0);
    expect([charted(GOOD), charted(POOR)]).toEqual([counted(GOOD), counted(POOR)]);
    expect(lab.latest('commonFeeds')).toMatchObject({ status: FAR_MESSAGES.completed, percentage: 100 });
  });

  it('announces its live changes at the refresh interval while a chunk plays, not at each play of the track', async () => {
    const { executor, lab } = farRoom();

    await playDay(executor);

    // Two hours a chunk: a change every five seconds, and at each chunk's start and end.
    const payloads = lab.announced.filter((change) => change.key === 'payload');
    expect(payloads.length).toBeGreaterThan((24 * HOUR) / 5_000 - 1);
    expect(payloads.length).toBeLessThan((24 * HOUR) / 5_000 + 3 * 12 + 2);
  });

  it('ends the run at the first device check once both devices are muted, with the offline text', async () => {
    const { executor, lab, room } = farRoom();
    room.dut(GOOD)!.setMuted(true);
    room.dut(POOR)!.setOnline(false);

    await playDay(executor);

    expect(executor.finished).toEqual({
      kind: 'finish',
      state: 'failed',
      error: FAR_MESSAGES.allDevicesOffline,
      failureClass: 'device',
    });
    const outcomes = outcomesOf(executor);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]!.checks).toEqual([{ at: expect.any(String), offline: [GOOD, POOR] }]);
    // Ten minutes of the track, then the run stopped: a muted or offline device never woke.
    expect(executor.clock.monotonicMs()).toBeLessThan(HOUR);
    expect(outcomes[0]!.falseWakes).toEqual({ [GOOD]: 0, [POOR]: 0 });
    expect(wakesOf(room, GOOD)).toEqual([]);
    expect(wakesOf(room, POOR)).toEqual([]);
    expect(lab.latest('commonFeeds')).toMatchObject({ status: FAR_MESSAGES.allDevicesOffline });
    expect(lab.latest('payload')).toMatchObject({ offlineDevicesSet: [GOOD, POOR] });
  });

  it('resumes at the chunk its dead worker was playing, counting no chunk twice', async () => {
    const { executor, room, lab } = farRoom(RESUME_SEED);
    const worker = new AbortController();
    // The worker dies near the end of the fourth chunk (hours 6 to 8).
    const diedAtMs = 7 * HOUR + 52 * 60_000;
    executor.clock.after(diedAtMs, () => worker.abort());

    await expect(executor.run(60_000, 2 * 24 * HOUR, { signal: worker.signal })).rejects.toThrow();
    expect(executor.stored.map((step) => step.key)).toEqual(['chunk-001', 'chunk-002', 'chunk-003']);
    // Three chunks, and 23 plays of the fourth's track before the worker died.
    expect(lab.played).toHaveLength(3 * 24 + 23);
    lab.played.length = 0;
    await playDay(executor);

    // Taken again, it played the fourth chunk again from its start, and the rest: 18 hours of the track.
    expect(lab.played).toHaveLength(24 * 9);
    const outcomes = outcomesOf(executor);
    expect(new Set(outcomes.map((outcome) => outcome.chunk)).size).toBe(12);
    // The fourth chunk was played again from its start: what its first attempt heard is not counted.
    const fourth = outcomes.find((outcome) => outcome.chunk === 4)!;
    expect(Date.parse(fourth.startedAt)).toBeGreaterThanOrEqual(executor.clock.now().getTime() - 24 * HOUR);
    const within = (time: number) =>
      outcomes.some(
        (outcome) => time >= Date.parse(outcome.startedAt) && time <= Date.parse(outcome.endedAt),
      );
    for (const dsn of [GOOD, POOR]) {
      const counted = outcomes.reduce((sum, outcome) => sum + outcome.falseWakes[dsn]!, 0);
      expect(counted).toBe(wakesOf(room, dsn).filter(within).length);
    }
    const lost = wakesOf(room, POOR).filter((time) => !within(time));
    expect(lost.length).toBeGreaterThan(0);
  });
});
