import {
  ACM_PHRASES,
  ACM_SCENARIO_NAME,
  type AcmPhraseId,
  type AcmStepOutcome,
  type BddActionState,
  type BddScenario,
  type JobMapping,
  type ResourceManifest,
  acmPhraseFileName,
  acmPhraseTranscript,
} from '@oak/shared';
import { DutRegistry, GOOD_DEVICE_PROFILE, Random, VirtualDut, VirtualRoom } from '@oak/simulator';
import { type ThingRecord } from '../modules/labs/thing.entity';
import { AcmFamily } from '../modules/runner/families/acm/acm.family';
import { type AnyRunFamily } from '../modules/runner/run-family.port';
import { type RunTools } from '../modules/runner/tools/run-tools';
import { ExecutorHarness } from './run-executor-harness';
import { VirtualLab } from './virtual-lab-tools';

/** Devices that never miss in a quiet booth, so a run's outcome is the script's, not chance's. */
const SURE = {
  ...GOOD_DEVICE_PROFILE,
  wake: { ...GOOD_DEVICE_PROFILE.wake, lapseRate: 0 },
  asr: { ...GOOD_DEVICE_PROFILE.asr, lapseRate: 0 },
};
const PHRASE_MS = 1500;

const manifest: ResourceManifest = {
  id: 'ACM/en_US',
  files: (Object.keys(ACM_PHRASES) as AcmPhraseId[]).map((phrase) => ({
    id: phrase,
    fileName: acmPhraseFileName('en_US', phrase),
    md5: '0'.repeat(32),
    size: 1,
    url: `/files/${phrase}`,
    kind: 'utterance',
    durationMs: PHRASE_MS,
    transcript: acmPhraseTranscript(phrase, 'Alexa'),
  })),
};

const pi = (name: string) =>
  ({ id: `thing-${name}`, name, location: '0.9m-90deg', connected: true }) as ThingRecord;

/**
 * Four isolation booths of the virtual lab: a Pi and a virtual device in
 * each, the devices on the device cloud's comms service, so a Pi's talk is
 * heard by its booth's device alone. `run(ids)` plays an ACM job of those
 * scenarios through the runner's executor and the ACM family, on the booths'
 * tools and a TestClock, and answers what it stored and announced.
 */
export function acmBooths(
  options: {
    /** A device that hears nothing (its mics muted). */
    deafDsn?: string;
    /** Each time the run waits, e.g. for a device to do something by itself (`nowMs`: the lab's time). */
    onSleep?: (duts: readonly VirtualDut[], nowMs: number) => void;
    /** The operator's answer to a manual step (confirm unless told). */
    answer?: BddActionState;
    /** Asks the operator instead (e.g. through the runner's real tool). */
    askOperator?: (stepKey: string, message: string) => Promise<BddActionState>;
  } = {},
) {
  const make = (customerId: string, dsn: string) =>
    new VirtualDut({
      customerId,
      email: `${customerId.toLowerCase()}@example.com`,
      dsn,
      name: `Echo ${dsn}`,
      deviceType: 'ECHO_DOT',
      buildInfo: '1',
      profile: SURE,
      random: new Random(dsn),
      muted: dsn === options.deafDsn,
    });
  const duts = [make('C1', 'D11'), make('C1', 'D12'), make('C2', 'D21'), make('C2', 'D22')];
  const things = duts.map((dut) => pi(`Booth ${dut.dsn}`));
  const entry = (dut: VirtualDut) => ({ customerId: dut.customerId, dsn: dut.dsn, deviceType: 'ECHO_DOT' });
  const mapping: JobMapping = {
    deviceMapping: { DUT: entry(duts[0]), A1D2: entry(duts[1]), A2D1: entry(duts[2]), A2D2: entry(duts[3]) },
    actorMapping: {
      DUT: { thingId: things[0].id },
      A1D2: { thingId: things[1].id },
      A2D1: { thingId: things[2].id },
      A2D2: { thingId: things[3].id },
    },
  };

  /**
   * Starts an ACM job of the scenarios `ids`: `playing` ends with the run (a
   * worker that goes away, `signal`, rejects it with RunStopped), `scenarios()`
   * tells where it stands as announced. A run that waits on real services
   * too (the operator's answer over HTTP) lets `realMsPerStep` of real time
   * pass between two moves of its clock.
   */
  const start = (ids: readonly string[], run: { signal?: AbortSignal; realMsPerStep?: number } = {}) => {
    const executor: ExecutorHarness = new ExecutorHarness({
      family: new AcmFamily() as unknown as AnyRunFamily,
      options: {
        testSuite: ACM_SCENARIO_NAME,
        testName: 'ACM booths',
        marketPlace: 'en_US',
        executionOrder: [...ids],
        testOptions: { testSuite: ACM_SCENARIO_NAME, scenarioType: ACM_SCENARIO_NAME },
      },
      mapping,
      tools: (signal): RunTools => {
        const tools = lab.toolsFor(signal);
        return {
          ...tools,
          sleep: (ms) => {
            options.onSleep?.(duts, executor.clock.now().getTime());
            return tools.sleep(ms);
          },
        };
      },
    });
    const sim = { now: () => executor.clock.now().getTime() };
    // Each booth its own room: a Pi's talk reaches its booth's device alone.
    const rooms = duts.map((dut) => {
      const room = new VirtualRoom({ clock: sim });
      room.addDut(dut);
      return room;
    });
    const registry = new DutRegistry({ rooms });
    for (const dut of duts) dut.connectComms(registry.comms);
    const lab: VirtualLab = new VirtualLab({
      clock: executor.clock,
      registry,
      pis: things.map((thing, index) => ({ thing, room: rooms[index] })),
      manifests: [manifest],
      operator: options.askOperator ?? (() => Promise.resolve(options.answer ?? 'complete')),
    });
    const published = () =>
      lab.announced
        .filter((change) => change.key === 'payload')
        .map((change) => change.data as BddScenario[]);
    const playing = executor.run(100, run.realMsPerStep ? 24 * 3600 * 1000 : undefined, run).then(() => ({
      executor,
      lab,
      registry,
      published: published(),
      // The scenarios as the run stored them.
      scenarios: executor.stored.map((step) => (step.outcome as AcmStepOutcome).scenario),
    }));
    return { executor, lab, playing, scenarios: () => published().at(-1) ?? [] };
  };
  /** Plays an ACM job of the scenarios `ids` to its end. */
  const run = (ids: readonly string[]) => start(ids).playing;
  return { duts, mapping, things, run, start };
}
