import {
  type JobMapping,
  type JobOptions,
  LIVE_PROGRESS_REFRESH_INTERVAL_MS,
  NON_ACOUSTIC_LOCATION,
  type ResourceManifest,
  STABILITY_MIN_PASS_RATE,
  type StabilityPayload,
  type StabilityResult,
  type StabilityStepOutcome,
  judgeAnswer,
  stabilityResourceId,
  stabilityTranscripts,
} from '@oak/shared';
import {
  DutRegistry,
  GOOD_DEVICE_PROFILE,
  POOR_DEVICE_PROFILE,
  Random,
  VirtualDut,
  VirtualRoom,
  normaliseUtterance,
} from '@oak/simulator';
import { ExecutorHarness } from '../../../../testing/run-executor-harness';
import { VirtualLab } from '../../../../testing/virtual-lab-tools';
import { type ThingRecord } from '../../../labs/thing.entity';
import { type AnyRunFamily } from '../../run-family.port';
import { StabilityFamily } from './stability.family';

const GOOD = 'G0VIRTUALGOOD001';
const POOR = 'G0VIRTUALPOOR001';
/** The seed of the devices' draws: each run of the spec hears the same answers. */
const SEED = 'stability';
const ITERATIONS = 10;
const SAID = stabilityTranscripts('en_US');

/** The locale's stability set as the pack holds it: each command of the set, two seconds long. */
const SET: ResourceManifest = {
  id: stabilityResourceId('en_US'),
  files: SAID.map(({ transcript, expectedIntent }, index) => ({
    id: `en_US-stability-${index + 1}`,
    fileName: `en_US-stability-${index + 1}.wav`,
    md5: '0'.repeat(32),
    size: 64_044,
    url: `/api/resources/files/en_US-stability-${index + 1}.wav`,
    kind: 'utterance' as const,
    durationMs: 2000,
    transcript,
    expectedResponse: expectedIntent,
  })),
};

const options = (customOptions: Record<string, unknown>): JobOptions => ({
  testSuite: 'AQTStability',
  testName: 'Stability',
  testType: 'STANDARD',
  marketPlace: 'en_US',
  executionOrder: ['STABILITY_STRESS'],
  testOptions: { testSuite: 'STABILITY', scenarioType: 'STABILITY_STRESS', customOptions },
});
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

/** A stability job in a virtual room with the good and the poor Echo and a speech Pi, through the executor. */
function stabilityRoom(customOptions: Record<string, unknown> = { stabilityIterations: ITERATIONS }) {
  const family = new StabilityFamily() as unknown as AnyRunFamily;
  const jobOptions = options(customOptions);
  const executor: ExecutorHarness = new ExecutorHarness({
    family,
    options: jobOptions,
    mapping: MAPPING,
    tools: (signal) => lab.toolsFor(signal),
  });
  const room = new VirtualRoom({ clock: { now: () => executor.clock.now().getTime() } });
  const random = new Random(SEED);
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
  const speechPi = {
    id: 'pi-speech',
    name: 'pi-speech',
    location: NON_ACOUSTIC_LOCATION,
    connected: true,
  } as ThingRecord;
  const lab: VirtualLab = new VirtualLab({
    clock: executor.clock,
    registry: new DutRegistry({ rooms: [room] }),
    pis: [{ thing: speechPi, room }],
    manifests: [SET],
  });
  const results = () =>
    family.results(
      { options: jobOptions, mapping: MAPPING },
      executor.stored.map((step) => step.outcome),
    ) as StabilityResult[];
  return { executor, lab, room, family, results };
}

const outcomesOf = (executor: ExecutorHarness) =>
  executor.stored.map((step) => step.outcome as StabilityStepOutcome);

/**
 * What the device's journal says it did with each command of the set: the
 * attempts it was addressed with (heard or not) and the answers right in
 * full by the shared judge, from `fromSeq` on.
 */
function journalOf(room: VirtualRoom, dsn: string, fromSeq = 0) {
  const entries = room.dut(dsn)!.journal.after(fromSeq);
  return SAID.map(({ transcript, expectedIntent }) => {
    const mine = entries.filter((entry) => entry.said === normaliseUtterance(transcript));
    const passed = mine.filter(
      (entry) =>
        judgeAnswer(
          { transcript, expectedIntent, locale: 'en_US' },
          { intent: entry.intent ?? null, responseText: entry.response ?? null },
        ).correct,
    );
    return { transcript, attempts: mine.length, passed: passed.length };
  });
}

const rowsOf = (results: readonly StabilityResult[], dsn: string) =>
  results.filter((row) => row.deviceSerialNumber === dsn);

describe('a stability run on a virtual room, through the executor', () => {
  it("says the set round after round to both Echos, each device's pass rates those its journal shows: the poor one fails, the good one passes", async () => {
    const { executor, lab, room, results } = stabilityRoom();

    await executor.run(100);

    expect(executor.stored).toHaveLength(ITERATIONS * SAID.length);
    expect(new Set(executor.stored.map((step) => step.key)).size).toBe(ITERATIONS * SAID.length);
    // Every utterance said by the Pi at the speech position, each round.
    expect(lab.played).toHaveLength(ITERATIONS * SAID.length);
    expect(lab.played.every((played) => played.startsWith('pi-speech: en_US-stability-'))).toBe(true);
    for (const dsn of [GOOD, POOR]) {
      const rows = rowsOf(results(), dsn);
      const journal = journalOf(room, dsn);
      expect(rows.map((row) => [row.utterance, row.totalAttempts, row.passCount, row.offlineCount])).toEqual(
        journal.map((said) => [said.transcript, ITERATIONS, said.passed, 0]),
      );
      // Addressed once a round: no attempt the device made is missing, none is counted twice.
      expect(journal.map((said) => said.attempts)).toEqual(SAID.map(() => ITERATIONS));
    }
    // The seeded profiles: the good Echo at or above the minimum everywhere, the poor one below it somewhere.
    const good = rowsOf(results(), GOOD);
    const poor = rowsOf(results(), POOR);
    expect(good.every((row) => row.passRate >= STABILITY_MIN_PASS_RATE && row.passed)).toBe(true);
    expect(poor.some((row) => row.passRate < STABILITY_MIN_PASS_RATE && !row.passed)).toBe(true);
    const overall = (rows: readonly StabilityResult[]) =>
      rows.reduce((sum, row) => sum + row.passCount, 0) /
      rows.reduce((sum, row) => sum + row.totalAttempts, 0);
    expect(overall(good)).toBeGreaterThanOrEqual(STABILITY_MIN_PASS_RATE / 100);
    expect(overall(poor)).toBeLessThan(STABILITY_MIN_PASS_RATE / 100);
    // The verdict names the poor Echo alone.
    expect(executor.finished).toMatchObject({ kind: 'finish', state: 'failed', failureClass: 'test' });
    const { error } = executor.finished as { error: string };
    expect(error).toContain('Virtual Echo Pop (poor)');
    expect(error).not.toContain('Virtual Echo Dot (good)');
    // The live payload says the same, in the admin map of a count-bound run, with a point per round for the chart.
    const payload = lab.latest('payload') as StabilityPayload;
    expect(payload.timeBoundUtterance).toBe(false);
    expect(payload.dsnToAdminUtteranceResultMap[POOR]).toEqual(
      Object.fromEntries(
        poor.map((row) => [
          row.utterance,
          expect.objectContaining({ passRate: row.passRate, totalCountSoFar: 10 }),
        ]),
      ),
    );
    expect(payload.passRateByRound?.map((point) => point.round)).toEqual(
      Array.from({ length: ITERATIONS }, (_, index) => index + 1),
    );
    expect(lab.latest('commonFeeds')).toMatchObject({ percentage: 100, played: ITERATIONS * SAID.length });
  });

  it('announces its live changes at the refresh interval, not at each utterance nor each answer', async () => {
    const { executor, lab } = stabilityRoom();

    await executor.run(100);

    const payloads = lab.announced.filter((change) => change.key === 'payload');
    const runMs = executor.clock.monotonicMs();
    // Thirty utterances of about ten seconds: a change every five seconds, and the last as the run ends.
    expect(payloads.length).toBeLessThanOrEqual(runMs / LIVE_PROGRESS_REFRESH_INTERVAL_MS + 3);
    expect(payloads.length).toBeGreaterThanOrEqual(runMs / LIVE_PROGRESS_REFRESH_INTERVAL_MS - 3);
    expect((payloads.at(-1)!.data as StabilityPayload).passRateByRound).toHaveLength(ITERATIONS);
  });

  it('counts a device the lab takes offline mid-run as offline from then on, and plays on to the end', async () => {
    const { executor, lab, room, results } = stabilityRoom();
    // The poor Echo goes offline during the fourth round (about 10 s a step).
    executor.clock.after(3 * SAID.length * 10_000, () => room.dut(POOR)!.setOnline(false));

    await executor.run(100);

    expect(executor.stored).toHaveLength(ITERATIONS * SAID.length);
    const poor = rowsOf(results(), POOR);
    const offline = poor.reduce((sum, row) => sum + row.offlineCount, 0);
    expect(offline).toBeGreaterThan(0);
    // Each attempt is counted once: judged while it was online, offline after.
    for (const row of poor) expect(row.totalAttempts).toBe(ITERATIONS);
    const journal = journalOf(room, POOR);
    expect(poor.map((row) => row.totalAttempts - row.offlineCount)).toEqual(
      journal.map((said) => said.attempts),
    );
    // The good Echo went on being judged at every attempt.
    for (const row of rowsOf(results(), GOOD)) expect(row.offlineCount).toBe(0);
    expect(outcomesOf(executor).at(-1)!.devices).toEqual([
      expect.objectContaining({ deviceSerialNumber: GOOD, online: true }),
      expect.objectContaining({ deviceSerialNumber: POOR, online: false }),
    ]);
    // The live view shows it offline, its attempts counted.
    const payload = lab.latest('payload') as StabilityPayload;
    for (const result of Object.values(payload.dsnToAdminUtteranceResultMap[POOR]!))
      expect(result).toMatchObject({ deviceOnlineStatus: 'OFFLINE', deviceOfflineCount: expect.any(Number) });
  });

  it('resumes at the step its dead worker was playing, counting no attempt twice', async () => {
    const { executor, room, results } = stabilityRoom();
    const worker = new AbortController();
    // The worker dies in the middle of the fifth round.
    executor.clock.after(4 * SAID.length * 10_000 + 5_000, () => worker.abort());

    await expect(executor.run(100, 60 * 60_000, { signal: worker.signal })).rejects.toThrow();
    const before = executor.stored.length;
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(ITERATIONS * SAID.length);
    await executor.run(100);

    expect(executor.stored).toHaveLength(ITERATIONS * SAID.length);
    expect(new Set(executor.stored.map((step) => step.key)).size).toBe(ITERATIONS * SAID.length);
    // Each device's utterance counted once a round, though the step its worker died in was said twice.
    for (const dsn of [GOOD, POOR]) {
      for (const row of rowsOf(results(), dsn)) expect(row.totalAttempts).toBe(ITERATIONS);
      const addressed = journalOf(room, dsn).reduce((sum, said) => sum + said.attempts, 0);
      expect(addressed).toBe(ITERATIONS * SAID.length + 1);
    }
    expect(executor.finished).toMatchObject({ kind: 'finish', state: 'failed', failureClass: 'test' });
  });

  it('plays a time-bound run round after round until its time is up, reporting its elapsed time', async () => {
    const { executor, lab } = stabilityRoom({ stabilityDurationMinutes: 1 });

    await executor.run(100);

    const outcomes = outcomesOf(executor);
    const rounds = Math.max(...outcomes.map((outcome) => outcome.round));
    expect(outcomes).toHaveLength(rounds * SAID.length);
    // Rounds while the minute lasted: the one before the last ended within it, the last past it.
    expect(rounds).toBeGreaterThan(1);
    expect(outcomes.at(-1 - SAID.length)!.elapsedSeconds).toBeLessThan(60);
    expect(outcomes.at(-1)!.elapsedSeconds).toBeGreaterThanOrEqual(60);
    const payload = lab.latest('payload') as StabilityPayload;
    expect(payload.timeBoundUtterance).toBe(true);
    expect(Object.keys(payload.dsnToTimeBasedUtteranceResultMap)).toEqual([GOOD, POOR]);
    expect(Object.values(payload.dsnToTimeBasedUtteranceResultMap[GOOD]!)[0]).toMatchObject({
      totalCountSoFar: rounds,
      elapsedTime: outcomes.at(-1)!.elapsedSeconds,
    });
  });
});
