import {
  type AcousticStepOutcome,
  JOB_TERMINATION_MESSAGES,
  type JobMapping,
  type JobOptions,
  NOISE_LOCATION,
  type ResourceManifest,
} from '@oak/shared';
import { DutRegistry, GOOD_DEVICE_PROFILE, Random, VirtualDut, VirtualRoom } from '@oak/simulator';
import { ExecutorHarness } from '../../../../testing/run-executor-harness';
import { VirtualLab } from '../../../../testing/virtual-lab-tools';
import { type ThingRecord } from '../../../labs/thing.entity';
import { type AnyRunFamily } from '../../run-family.port';
import { AcousticFamily } from './acoustic.family';

/** Devices that never lapse, so what a run reads is the room's, not chance's. */
const SURE = {
  ...GOOD_DEVICE_PROFILE,
  wake: { ...GOOD_DEVICE_PROFILE.wake, lapseRate: 0 },
  asr: { ...GOOD_DEVICE_PROFILE.asr, lapseRate: 0 },
};

const file = (name: string, transcript: string, expectedResponse: string, durationMs: number) => ({
  id: name,
  fileName: name,
  md5: '0'.repeat(32),
  size: 48_000,
  url: `/api/resources/files/${name}`,
  kind: 'utterance' as const,
  durationMs,
  transcript,
  expectedResponse,
});
const SPEECH: ResourceManifest = {
  id: 'AC_WWDD_QUICK_TEST/en_US',
  files: [
    file('en_US-weather-01-f2.wav', "Alexa, what's the weather like today", 'GetWeatherIntent', 1500),
    file('en_US-time-02-f2.wav', 'Alexa, what time is it', 'GetTimeIntent', 1600),
    file('en_US-alarm-03-f2.wav', 'Alexa, set an alarm for 7 am', 'SetAlarmIntent', 1700),
    file('en_US-timer-04-f2.wav', 'Alexa, set a timer for 5 minutes', 'SetTimerIntent', 1800),
  ],
};

const OPTIONS: JobOptions = {
  testSuite: 'AVSCertSimulation',
  testName: 'Near_1',
  testType: 'CUSTOM',
  marketPlace: 'en_US',
  executionOrder: ['AC_NEAR_FIELD'],
  testOptions: {
    testSuite: 'ACOUSTIC',
    scenarioType: 'AC_NEAR_FIELD',
    placements: { AC_NEAR_FIELD: ['0.9m-30deg'] },
    customOptions: { utteranceCount: 4 },
  },
};
const MAPPING: JobMapping = {
  deviceMapping: {
    DUT: { customerId: 'A1ACME', dsn: 'G0KITCHEN001', deviceType: 'ECHO_DOT' },
    OPTIONAL_DUT1: { customerId: 'A1ACME', dsn: 'G0LIVING0001', deviceType: 'ECHO_DOT' },
  },
  actorMapping: { Speaker: { thingId: 'pi-speech' } },
};

/** A trained mobile run whose phone (the DUT) trains itself, at 0.9 m 90 deg. */
const TRAINED_MOBILE: JobOptions = {
  testSuite: 'AVSCertMobile',
  testName: 'Mobile_1',
  testType: 'CUSTOM',
  marketPlace: 'en_US',
  executionOrder: ['AC_TRAINED_MOBILE'],
  testOptions: {
    testSuite: 'MOBILE',
    scenarioType: 'AC_TRAINED_MOBILE',
    placements: { AC_TRAINED_MOBILE: ['0.9m-30deg'] },
    customOptions: { utteranceCount: 4 },
  },
};

/** An acoustic job on a virtual room: a speech Pi, a noise Pi and two devices, through the executor. */
function acousticRoom(options: JobOptions = OPTIONS, fan?: { on: boolean }) {
  const family = new AcousticFamily() as unknown as AnyRunFamily;
  const executor: ExecutorHarness = new ExecutorHarness({
    family,
    options,
    mapping: MAPPING,
    tools: (signal) => lab.toolsFor(signal),
  });
  const room = new VirtualRoom({
    clock: { now: () => executor.clock.now().getTime() },
    // A lab's fan stands beside its noise Pi.
    ...(fan ? { fan: { position: { distanceM: 1.8, angleDeg: 135 }, on: fan.on } } : {}),
  });
  for (const [name, dsn] of [
    ['Kitchen', 'G0KITCHEN001'],
    ['Living room', 'G0LIVING0001'],
  ])
    room.addDut(
      new VirtualDut({
        customerId: 'A1ACME',
        email: 'ana@acme.test',
        dsn,
        name,
        deviceType: 'ECHO_DOT',
        buildInfo: '1',
        profile: SURE,
        random: new Random(dsn),
      }),
    );
  const pi = (id: string, location: string) => ({ id, name: id, location, connected: true }) as ThingRecord;
  const lab: VirtualLab = new VirtualLab({
    clock: executor.clock,
    registry: new DutRegistry({ rooms: [room] }),
    pis: [
      { thing: pi('pi-speech', '0.9m-30deg'), room },
      { thing: pi('pi-noise', NOISE_LOCATION), room },
    ],
    manifests: [SPEECH, { ...SPEECH, id: 'AC_TRAINED_MOBILE/en_US' }],
  });
  return { executor, lab, room, family };
}

describe('an acoustic run on a virtual room, through the executor', () => {
  it('plays each utterance under its noise and judges what the DUT and the optional DUT made of it', async () => {
    const { executor, lab, family } = acousticRoom();

    await executor.run();

    expect(executor.finished).toEqual({ kind: 'finish', state: 'succeeded', verdict: 'passed' });
    const outcomes = executor.stored.map((step) => step.outcome as AcousticStepOutcome);
    expect(executor.stored.map((step) => step.key)).toEqual(['trial-0', 'trial-1', 'trial-2', 'trial-3']);
    expect(outcomes.map((outcome) => outcome.trial.noise)).toEqual([null, null, 'Pink noise', 'Pink noise']);
    // Both devices took the quiet utterances, each answer read from the device cloud, after the utterance.
    for (const outcome of outcomes.slice(0, 2)) {
      expect(outcome.answer).toMatchObject({
        heard: true,
        responded: true,
        intent: outcome.trial.expectedResponse,
      });
      expect(outcome.answer.latencyMs).toBeGreaterThanOrEqual(0);
      expect(outcome.optionalDuts).toEqual([
        { tag: 'OPTIONAL_DUT1', answer: expect.objectContaining({ heard: true, responded: true }) },
      ]);
    }
    // The noise Pi played the pink noise under the last two, and the run left the room quiet.
    expect(lab.played.filter((played) => played.startsWith('pi-noise'))).not.toHaveLength(0);
    expect(lab.played.filter((played) => played.startsWith('pi-speech'))).toHaveLength(4);
    expect(executor.synced).toHaveLength(1);
    // Its results and report are the family's, of what it stored.
    // One row a device and utterance: the optional DUT scored beside the DUT.
    const results = family.results({ options: OPTIONS, mapping: MAPPING }, outcomes) as { dut: string }[];
    expect(results.map((row) => row.dut)).toEqual(outcomes.flatMap(() => ['DUT', 'OPTIONAL_DUT1']));
    expect(lab.latest('commonFeeds')).toMatchObject({ labJobId: executor.jobId });
    // Each speaker's state, as its Pi played (issue 29): speech at 0.9 m 30 deg, the noise at 1.8 m 135 deg.
    const speech = lab.announced.filter((change) => change.key === 'speaker:0.9m-30deg');
    expect(speech[0]).toEqual({
      key: 'speaker:0.9m-30deg',
      data: { playing: true, fileName: 'en_US-weather-01-f2.wav', volume: 100 },
    });
    expect(speech.filter((change) => (change.data as { playing: boolean }).playing)).toHaveLength(4);
    expect(lab.latest('speaker:0.9m-30deg')).toMatchObject({ playing: false });
    expect(lab.announced.some((change) => change.key === `speaker:${NOISE_LOCATION}`)).toBe(true);
    expect(lab.latest(`speaker:${NOISE_LOCATION}`)).toMatchObject({ playing: false });
  });

  it('reads no answer of a device that is offline, and the run still ends, passed with its rates', async () => {
    const { executor, room, lab } = acousticRoom();
    room.dut('G0KITCHEN001')!.setOnline(false);

    await executor.run();

    expect(executor.finished).toEqual({ kind: 'finish', state: 'succeeded', verdict: 'passed' });
    for (const step of executor.stored) {
      const outcome = step.outcome as AcousticStepOutcome;
      expect(outcome.answer).toMatchObject({ heard: false, responded: false, heardText: null });
      expect(outcome.optionalDuts[0].answer.heard).toBe(true);
      expect(outcome.dutStatus).toBe('offline');
    }
    // The live view's DUT, as the device cloud said it (issue 29).
    expect(lab.latest('DUT')).toEqual({ state: 'IDLE', online: false, status: 'offline' });
  });

  it('announces the DUT hearing while it is online, and muted once it is muted mid-run (issue 29)', async () => {
    const { executor, room, lab } = acousticRoom();
    const announcedDut = () =>
      lab.announced.filter((change) => change.key === 'DUT').map((change) => change.data);
    let muted = false;
    const dut = room.dut('G0KITCHEN001')!;
    const run = executor.run();
    // Muted once the second utterance is stored.
    while (!muted) {
      await new Promise((resolve) => setImmediate(resolve));
      if (executor.stored.length >= 2) {
        dut.setMuted(true);
        muted = true;
      }
    }
    await run;

    const outcomes = executor.stored.map((step) => (step.outcome as AcousticStepOutcome).dutStatus);
    expect(outcomes.slice(0, 2)).toEqual(['online', 'online']);
    expect(outcomes.at(-1)).toBe('muted');
    expect(announcedDut()).toContainEqual({ state: 'HEARING', online: true, status: 'online' });
    expect(lab.latest('DUT')).toEqual({ state: 'IDLE', online: true, status: 'muted' });
  });

  it('ends a trained mobile run whose phone is disconnected, saying so, and reports it not connected (doc 1 §4.2)', async () => {
    const { executor, room, lab } = acousticRoom(TRAINED_MOBILE);
    room.dut('G0KITCHEN001')!.setOnline(false);

    await executor.run();

    expect(executor.finished).toEqual({
      kind: 'finish',
      state: 'failed',
      error: JOB_TERMINATION_MESSAGES.androidNotConnected,
      failureClass: 'device',
    });
    expect(executor.stored).toEqual([]);
    expect(lab.latest('commonFeeds')).toMatchObject({ androidDeviceIsConnected: false });
  });

  it('ends a trained mobile run whose phone goes away mid-run, after the utterance that found it gone', async () => {
    const { executor, room, lab } = acousticRoom(TRAINED_MOBILE);
    const phone = room.dut('G0KITCHEN001')!;
    const run = executor.run();
    while (executor.stored.length < 1) await new Promise((resolve) => setImmediate(resolve));
    expect(lab.latest('commonFeeds')).toMatchObject({ androidDeviceIsConnected: true });
    phone.setOnline(false);
    await run;

    expect(executor.finished).toMatchObject({
      state: 'failed',
      error: JOB_TERMINATION_MESSAGES.androidNotConnected,
      failureClass: 'device',
    });
    expect(executor.stored.length).toBeLessThan(4);
    expect((executor.stored.at(-1)!.outcome as AcousticStepOutcome).dutStatus).toBe('offline');
    expect(lab.latest('commonFeeds')).toMatchObject({ androidDeviceIsConnected: false });
  });

  it("announces the lab's fan on as the run starts, and off once the lab's control stops it mid-run (issue 29)", async () => {
    const { executor, room, lab } = acousticRoom(OPTIONS, { on: true });
    const announcedFan = () =>
      lab.announced.filter((change) => change.key === 'fan').map((change) => change.data);
    const run = executor.run();
    while (executor.stored.length < 2) await new Promise((resolve) => setImmediate(resolve));
    expect(announcedFan()).toEqual([{ on: true }]);
    room.setFanOn(false);
    await run;

    // Once each way: a fan that did not change is not announced again.
    expect(announcedFan()).toEqual([{ on: true }, { on: false }]);
    expect(lab.latest('fan')).toEqual({ on: false });
    const firstUtterance = lab.announced.findIndex((change) => change.key === 'utteranceFeeds');
    expect(lab.announced.findIndex((change) => change.key === 'fan')).toBeLessThan(firstUtterance);
  });

  it('announces no fan in a lab whose Pis report none', async () => {
    const { executor, lab } = acousticRoom();
    await executor.run();
    expect(lab.announced.filter((change) => change.key === 'fan')).toEqual([]);
  });
});
