import { rmSync } from 'node:fs';
import { type Lab, type Pi, judgeAnswer } from '@oak/shared';
import { type OakInstance, freePorts, makeHome, startOak, stopLeftoverOaks } from './support/oak-process';
import {
  type DeviceRef,
  VIRTUAL_GOOD_DUT,
  VIRTUAL_POOR_DUT,
  VirtualLabApi,
  placeLongNoise,
  placeUtterance,
} from './support/virtual-lab-api';

/** 48 h of simulated time pass in 35 s; a 1.5 s command plays in 0.3 ms. */
const TIME_SCALE = 0.0002;
const ADMIN = { email: 'acoustics@e2e.test', password: 'E2e-Acoustics-Passw0rd' };

/**
 * False rejection by the device model (simulator/src/lab/devices/device-profiles.constant.ts):
 * in silence the lapse rate; in 70 dBC pink noise 1 − (1 − lapse) / (1 + e^(−k·(SNR − snr50)))
 * at +5.7 dB (0.9 m 30°) and −5.1 dB (2.7 m 90°).
 */
const MODEL_FRR = {
  silenceNear: { good: 0.02, poor: 0.15 },
  noiseNear: { good: 0.022, poor: 0.314 },
  noiseFar: { good: 0.101, poor: 0.815 },
} as const;
/** The share of understood commands each profile answers with a slot wrong (slotErrorRate). */
const MODEL_SLOT_ERRORS = { good: 0.01, poor: 0.1 } as const;
const WAKE_ME_UP = { transcript: 'Alexa, wake me up at 6 30 tomorrow', expectedIntent: 'SetAlarmIntent' };
const SLOT_TRIALS = 200;
const TRIALS = 100;
const NOISE_HOURS = 48;

/** Within 4.5 standard deviations of a binomial proportion (one spurious failure in ~150 000 runs). */
function expectNearProportion(observed: number, expected: number, trials: number): void {
  const bound = 4.5 * Math.sqrt((expected * (1 - expected)) / trials) + 1 / trials;
  expect(Math.abs(observed - expected)).toBeLessThanOrEqual(bound);
}

/**
 * The virtual lab's acoustics measured through the cloud's public API only,
 * on an OAK of its own whose virtual lab runs 5000 times faster than real time:
 * commands played at several signal-to-noise ratios are rejected as often as
 * the device model says. (False wakes in noise alone: the virtual room's own spec
 * measures their rate, and the FAR walk in live-runs counts them through the cloud.)
 */
describe('the virtual lab acoustics, measured through the cloud', () => {
  let home: string;
  let oak: OakInstance;
  let api: VirtualLabApi;
  let lab: Lab;
  let pis: Pi[];
  const pi = (thingName: string) => pis.find((candidate) => candidate.thingName === thingName)!;

  /** Answers each device's real (not falsely woken) activity items so far. */
  const heard = async (device: DeviceRef) =>
    (await api.activity(device)).filter((item) => !item.ActivityItemData.falseWake).length;

  /** Plays the command TRIALS times from a Pi; answers each device's false-rejection rate. */
  const measureFrr = async (thingName: string) => {
    const before = { good: await heard(VIRTUAL_GOOD_DUT), poor: await heard(VIRTUAL_POOR_DUT) };
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const talk = await api.talk(lab, pi(thingName), 'command.wav');
      if (talk.status !== 200) throw new Error(`talk answered ${talk.status}: ${JSON.stringify(talk.body)}`);
    }
    return {
      good: 1 - ((await heard(VIRTUAL_GOOD_DUT)) - before.good) / TRIALS,
      poor: 1 - ((await heard(VIRTUAL_POOR_DUT)) - before.poor) / TRIALS,
    };
  };

  beforeAll(async () => {
    home = makeHome();
    oak = await startOak(home, await freePorts(), {
      OAK_SIM_TIME_SCALE: String(TIME_SCALE),
      OAK_SIM_SEED: '2026',
      // Its Pis play files the spec places itself: no resource pack to make.
      RESOURCE_PACK: 'off',
      OAK_ADMIN_EMAIL: ADMIN.email,
      OAK_ADMIN_PASSWORD: ADMIN.password,
    });
    api = await VirtualLabApi.signIn(oak.url, ADMIN.email, ADMIN.password);
    ({ lab, pis } = await api.connectedLab('Virtual Lab', 5));
    for (const thingName of ['virtual-lab-near-30', 'virtual-lab-far-90']) {
      await placeUtterance(home, thingName, 'command.wav', 'Alexa, what time is it');
    }
    await placeUtterance(home, 'virtual-lab-near-30', 'wake-me-up.wav', WAKE_ME_UP.transcript);
    await placeLongNoise(home, 'virtual-lab-noise', 'pink-48h.wav', NOISE_HOURS);
  }, 240_000);

  afterAll(async () => {
    await oak?.stop('SIGINT');
    await stopLeftoverOaks();
    if (home) rmSync(home, { recursive: true, force: true });
  }, 60_000);

  it('rejects commands at the rates of the device model, in silence and in noise', async () => {
    const silence = await measureFrr('virtual-lab-near-30');
    expectNearProportion(silence.good, MODEL_FRR.silenceNear.good, TRIALS);
    expectNearProportion(silence.poor, MODEL_FRR.silenceNear.poor, TRIALS);

    // Noise first, as a run plays it: the noise Pi plays 48 h of pink noise while the commands play.
    const noise = api.talk(lab, pi('virtual-lab-noise'), 'pink-48h.wav', 100, 120_000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const near = await measureFrr('virtual-lab-near-30');
      const far = await measureFrr('virtual-lab-far-90');
      expectNearProportion(near.good, MODEL_FRR.noiseNear.good, TRIALS);
      expectNearProportion(near.poor, MODEL_FRR.noiseNear.poor, TRIALS);
      expectNearProportion(far.good, MODEL_FRR.noiseFar.good, TRIALS);
      expectNearProportion(far.poor, MODEL_FRR.noiseFar.poor, TRIALS);
      // The poor device misses the public target of at most 20% in noise; the good one meets it.
      expect(far.poor).toBeGreaterThan(0.2);
    } finally {
      expect((await api.stop(lab, pi('virtual-lab-noise'))).status).toBe(200);
      await noise;
    }
  }, 240_000);

  it("answers with a wrong slot at each profile's rate, and the judge blames each such answer", async () => {
    const before = new Map<string, Set<string>>();
    for (const device of [VIRTUAL_GOOD_DUT, VIRTUAL_POOR_DUT])
      before.set(device.deviceserial, new Set((await api.activity(device)).map((item) => item.UtteranceId)));
    for (let trial = 0; trial < SLOT_TRIALS; trial += 1) {
      const talk = await api.talk(lab, pi('virtual-lab-near-30'), 'wake-me-up.wav');
      if (talk.status !== 200) throw new Error(`talk answered ${talk.status}: ${JSON.stringify(talk.body)}`);
    }
    const measured = async (device: DeviceRef) => {
      const items = (await api.activity(device)).filter(
        (item) => !item.ActivityItemData.falseWake && !before.get(device.deviceserial)!.has(item.UtteranceId),
      );
      const judged = items.map((item) => ({
        heardRight: item.HeardText === 'alexa wake me up at 6 30 tomorrow',
        ...judgeAnswer(WAKE_ME_UP, {
          intent: item.ActivityItemData.intentType,
          responseText: item.ResponseText,
        }),
      }));
      const understood = judged.filter((one) => one.heardRight);
      return {
        // Heard right, an answer is either right in full or blamed on the slot it got wrong.
        unexplained: understood.filter((one) => !one.correct && !one.wrongSlot).length,
        slotErrors: understood.filter((one) => one.wrongSlot).length / understood.length,
        rar: judged.filter((one) => one.correct).length / judged.length,
      };
    };
    const good = await measured(VIRTUAL_GOOD_DUT);
    const poor = await measured(VIRTUAL_POOR_DUT);
    expect([good.unexplained, poor.unexplained]).toEqual([0, 0]);
    expectNearProportion(good.slotErrors, MODEL_SLOT_ERRORS.good, SLOT_TRIALS * 0.9);
    expectNearProportion(poor.slotErrors, MODEL_SLOT_ERRORS.poor, SLOT_TRIALS * 0.7);
    expect(poor.slotErrors).toBeGreaterThan(0);
    expect(good.rar).toBeGreaterThan(0.9);
    expect(poor.rar).toBeLessThan(good.rar);
  }, 240_000);
});
