import {
  type JobMapping,
  type JobOptions,
  NON_ACOUSTIC_LOCATION,
  type ResourceManifest,
  UPL_LATENCY_LIMIT_MS,
  type UplPayload,
  type UplStepOutcome,
  type UplUtteranceSummary,
  uplPercentile,
} from '@oak/shared';
import {
  type DeviceProfile,
  DutRegistry,
  EspeakVoice,
  GOOD_DEVICE_PROFILE,
  POOR_DEVICE_PROFILE,
  Random,
  RoomVoices,
  VirtualDut,
  VirtualRoom,
} from '@oak/simulator';
import { pino } from 'pino';
import { ExecutorHarness } from '../../../../testing/run-executor-harness';
import { VirtualLab } from '../../../../testing/virtual-lab-tools';
import { type ThingRecord } from '../../../labs/thing.entity';
import { type AnyRunFamily } from '../../run-family.port';
import { UplFamily } from './upl.family';

const GOOD = 'G0VIRTUALGOOD001';
const POOR = 'G0VIRTUALPOOR001';
/** The seed of the devices' draws: each run of a spec hears the same latencies. */
const SEED = 'upl-run';
/** How near the measured TP50 must be to the TP50 of the latencies the device drew (issue 30, done when). */
const TP50_TOLERANCE_MS = 20;

/** The quick UPL set of the pack: questions answered aloud, by one speaker. */
const UTTERANCES = [
  ["Alexa, what's the weather like today", 'WEATHER', 2100],
  ['Alexa, will it rain tomorrow', 'WEATHER', 1700],
  ['Alexa, what time is it', 'TIME', 1400],
] as const;
const QUICK: ResourceManifest = {
  id: 'UPL_QUICK/en_US',
  files: UTTERANCES.map(([transcript, category, durationMs], index) => ({
    id: `en_US-upl-${index}`,
    fileName: `en_US-${category.toLowerCase()}-${index + 1}-f2.wav`,
    md5: '0'.repeat(32),
    size: 32 * durationMs + 44,
    url: `/api/resources/files/en_US-upl-${index}.wav`,
    kind: 'utterance' as const,
    category,
    durationMs,
    transcript,
  })),
};

const OPTIONS: JobOptions = {
  testSuite: 'AQTUPL',
  testName: 'UPL quick',
  testType: 'CUSTOM',
  marketPlace: 'en_US',
  executionOrder: ['UPL_QUICK'],
  testOptions: { testSuite: 'UPL', scenarioType: 'UPL_QUICK' },
};
const mappingOf = (dsn: string, deviceType: string): JobMapping => ({
  deviceMapping: { DUT: { customerId: 'A1ACME', dsn, deviceType, deviceName: dsn } },
});

/** The synthesiser of the DUTs' voices, shared by the specs: espeak-ng, each answer's text said once. */
const SYNTHESISER = new EspeakVoice();

/** A UPL_QUICK job on one Echo in a virtual room with the speech Pi, through the executor. */
function uplRoom(dsn: string, profile: DeviceProfile, deviceType: 'ECHO_DOT' | 'ECHO_POP') {
  const family = new UplFamily() as unknown as AnyRunFamily;
  const mapping = mappingOf(dsn, deviceType);
  const executor: ExecutorHarness = new ExecutorHarness({
    family,
    options: OPTIONS,
    mapping,
    tools: (signal) => lab.toolsFor(signal),
  });
  const room = new VirtualRoom({ clock: { now: () => executor.clock.now().getTime() } });
  const random = new Random(SEED);
  const voices = new RoomVoices({ synthesiser: SYNTHESISER, random, logger: pino({ level: 'silent' }) });
  voices.watch(room);
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
    manifests: [QUICK],
    voices,
  });
  return { executor, lab, room, family, mapping };
}

/** Plays the run to its end, the lab's time held while espeak-ng gives an answer its voice. */
const playRun = (executor: ExecutorHarness, lab: VirtualLab) =>
  executor.run(100, 10 * 60_000, { settled: () => lab.settled() });

const outcomesOf = (executor: ExecutorHarness) =>
  executor.stored.map((step) => step.outcome as UplStepOutcome);

/** The latencies the device drew for the utterance, from its own log: what its profile made it do. */
function drawnLatencies(room: VirtualRoom, dsn: string, transcript: string): number[] {
  const said = transcript.replace(/^Alexa, /, '').toLowerCase();
  return room
    .dut(dsn)!
    .activity.all()
    .filter((item) => item.responseTime !== undefined && item.heardText.endsWith(said))
    .map((item) => item.responseTime! - item.endTime);
}

describe('a UPL run on a virtual room, through the executor', () => {
  it("measures each utterance's latency in the recordings, its TP50 within 20 ms of what the good Echo's profile drew, and passes it", async () => {
    const { executor, lab, room, family, mapping } = uplRoom(GOOD, GOOD_DEVICE_PROFILE, 'ECHO_DOT');

    await playRun(executor, lab);

    const outcomes = outcomesOf(executor);
    // Three attempts of each utterance, through the set attempt after attempt, each recorded by the speech Pi.
    expect(outcomes.map((outcome) => [outcome.attempt, outcome.index])).toEqual(
      [1, 2, 3].flatMap((attempt) => [0, 1, 2].map((index) => [attempt, index])),
    );
    expect(lab.played).toEqual(
      [1, 2, 3].flatMap(() => QUICK.files.map((file) => `pi-speech: ${file.fileName}`)),
    );
    expect(outcomes.every((outcome) => outcome.timing && outcome.recordingId)).toBe(true);
    const results = family.results({ options: OPTIONS, mapping }, outcomes) as UplUtteranceSummary[];
    expect(results.map((row) => row.utterance)).toEqual(UTTERANCES.map(([transcript]) => transcript));
    for (const row of results) {
      const drawn = drawnLatencies(room, GOOD, row.utterance);
      expect(drawn).toHaveLength(3);
      expect(Math.abs(row.tp50! - uplPercentile(drawn, 50)!)).toBeLessThanOrEqual(TP50_TOLERANCE_MS);
      expect(row).toMatchObject({ totalAttempts: 3, limitMs: UPL_LATENCY_LIMIT_MS, resultStatus: 'SUCCESS' });
      // What the device answered, as the device cloud says, and its spoken answer transcribed from the recording.
      expect(row.attempts.every((attempt) => attempt.actualResponse && attempt.transcribeText)).toBe(true);
    }
    // The device's TP50 over the whole run, as its profile drew it.
    const measured = outcomes.map((outcome) => outcome.timing!.latencyMs);
    const drawn = UTTERANCES.flatMap(([transcript]) => drawnLatencies(room, GOOD, transcript));
    expect(Math.abs(uplPercentile(measured, 50)! - uplPercentile(drawn, 50)!)).toBeLessThanOrEqual(
      TP50_TOLERANCE_MS,
    );
    expect(executor.finished).toMatchObject({ kind: 'finish', state: 'succeeded' });
    // The live view: every attempt in the history, the summary's statistics, the run complete.
    const payload = lab.latest('payload') as UplPayload;
    expect(payload.testProgressPercent).toBe(100);
    for (const [transcript] of UTTERANCES) expect(payload.uplUtteranceResultMap[transcript]).toHaveLength(3);
    expect(lab.latest('commonFeeds')).toMatchObject({ percentage: 100, played: 9, count: 9 });
  }, 60_000);

  it('fails the poor Echo, whose profile answers slower than the limit allows', async () => {
    const { executor, lab, room, family, mapping } = uplRoom(POOR, POOR_DEVICE_PROFILE, 'ECHO_POP');

    await playRun(executor, lab);

    const outcomes = outcomesOf(executor);
    const results = family.results({ options: OPTIONS, mapping }, outcomes) as UplUtteranceSummary[];
    for (const row of results) {
      const drawn = drawnLatencies(room, POOR, row.utterance);
      if (drawn.length === 3)
        expect(Math.abs(row.tp50! - uplPercentile(drawn, 50)!)).toBeLessThanOrEqual(TP50_TOLERANCE_MS);
      expect(row.resultStatus).toBe('FAILURE');
    }
    expect(POOR_DEVICE_PROFILE.latency.medianMs).toBeGreaterThan(UPL_LATENCY_LIMIT_MS);
    expect(executor.finished).toMatchObject({ kind: 'finish', state: 'failed', failureClass: 'test' });
  }, 60_000);

  it('makes an attempt whose recording cannot be read an error with the reason, and goes on', async () => {
    const { executor, lab, family, mapping } = uplRoom(GOOD, GOOD_DEVICE_PROFILE, 'ECHO_DOT');
    // The second recording arrives damaged: the weather's second utterance of the first attempt.
    lab.unreadable.add('recording-2');

    await playRun(executor, lab);

    const outcomes = outcomesOf(executor);
    expect(outcomes).toHaveLength(9);
    expect(outcomes[1]).toMatchObject({
      attempt: 1,
      index: 1,
      recordingId: 'recording-2',
      error: 'The recording could not be read: not a WAV file (no RIFF/WAVE header)',
    });
    expect(outcomes[1]!.timing).toBeUndefined();
    expect(outcomes.filter((outcome) => outcome.timing)).toHaveLength(8);
    const results = family.results({ options: OPTIONS, mapping }, outcomes) as UplUtteranceSummary[];
    expect(results[1]!.attempts[0]).toMatchObject({ uplMs: null, problem: outcomes[1]!.error });
    expect(results[1]!.totalAttempts).toBe(3);
    expect(results[1]!.tp50).not.toBeNull();
  }, 60_000);
});
