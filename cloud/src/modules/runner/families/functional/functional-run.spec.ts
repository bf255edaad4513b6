import {
  type FunctionalCaseOutcome,
  type FunctionalPlan,
  type JobMapping,
  type JobOptions,
  functionalPlan,
} from '@oak/shared';
import { DutRegistry, GOOD_DEVICE_PROFILE, Random, VirtualDut, VirtualRoom } from '@oak/simulator';
import { ExecutorHarness } from '../../../../testing/run-executor-harness';
import { VirtualLab } from '../../../../testing/virtual-lab-tools';
import { type ThingRecord } from '../../../labs/thing.entity';
import { type AnyRunFamily } from '../../run-family.port';
import { FunctionalFamily } from './functional.family';
import { functionalManifestsOf } from '../../../../testing/functional-manifests';

/** A device that never lapses, so what a run reads is the script's, not chance's. */
const SURE = {
  ...GOOD_DEVICE_PROFILE,
  wake: { ...GOOD_DEVICE_PROFILE.wake, lapseRate: 0 },
  asr: { ...GOOD_DEVICE_PROFILE.asr, lapseRate: 0 },
};

const OPTIONS: JobOptions = {
  testSuite: 'AQTFunctional',
  testName: 'FUNC_CUSTOM run',
  testType: 'STANDARD',
  marketPlace: 'en_US',
  executionOrder: ['FUNC_CUSTOM'],
  testOptions: {
    testSuite: 'FUNCTIONAL',
    scenarioType: 'FUNC_CUSTOM',
    placements: { FUNC_CUSTOM: ['TIMER'] },
  },
};
const MAPPING: JobMapping = {
  deviceMapping: { DUT: { customerId: 'A1ACME', dsn: 'G0KITCHEN001', deviceType: 'ECHO_DOT' } },
  actorMapping: { Speaker: { thingId: 'pi-speech' } },
};

/** A standard run: the whole device catalogue, every category in turn. */
const STANDARD_OPTIONS: JobOptions = {
  ...OPTIONS,
  testName: 'FUNC_ALL run',
  executionOrder: ['FUNC_ALL'],
  testOptions: {
    testSuite: 'FUNCTIONAL',
    scenarioType: 'FUNC_ALL',
    placements: { FUNC_ALL: ['0.9m-90deg'] },
  },
};

/** A functional job (the timer cases unless told) on a virtual room with one device, through the executor. */
function functionalRoom(options: JobOptions = OPTIONS) {
  const plan = functionalPlan(options) as FunctionalPlan;
  const executor: ExecutorHarness = new ExecutorHarness({
    family: new FunctionalFamily() as unknown as AnyRunFamily,
    options,
    mapping: MAPPING,
    tools: (signal) => lab.toolsFor(signal),
  });
  const room = new VirtualRoom({ clock: { now: () => executor.clock.now().getTime() } });
  const dut = new VirtualDut({
    customerId: 'A1ACME',
    email: 'ana@acme.test',
    dsn: 'G0KITCHEN001',
    name: 'Kitchen',
    deviceType: 'ECHO_DOT',
    buildInfo: '1',
    profile: SURE,
    random: new Random('kitchen'),
  });
  room.addDut(dut);
  const speaker = {
    id: 'pi-speech',
    name: 'pi-speech',
    location: '0.9m-90deg',
    connected: true,
  } as ThingRecord;
  const lab: VirtualLab = new VirtualLab({
    clock: executor.clock,
    registry: new DutRegistry({ rooms: [room] }),
    pis: [{ thing: speaker, room }],
    manifests: functionalManifestsOf(plan),
  });
  return { executor, lab, plan, dut, room, speaker };
}

describe('a functional run on a virtual room, through the executor', () => {
  it("plays each case's utterances, reads the DUT's answers and transcribes the recorded replies", async () => {
    const { executor, lab, plan } = functionalRoom();

    await executor.run();

    expect(executor.finished).toEqual({ kind: 'finish', state: 'succeeded', verdict: 'passed' });
    expect(executor.stored.map((step) => step.key)).toEqual(plan.steps.map((step) => step.key));
    const outcomes = executor.stored.map((step) => step.outcome as FunctionalCaseOutcome);
    const set = outcomes.find((outcome) => outcome.key === 'FUNC_CUSTOM/TIMER_SET')!;
    expect(set.actions).toEqual([
      {
        index: 0,
        playedAt: expect.any(String),
        cloud: {
          heardText: 'alexa set a timer for five minutes',
          responseText: expect.stringContaining('starting now'),
          intent: 'SetTimerIntent',
          latencyMs: expect.any(Number),
        },
        // The reference mic heard the DUT say its answer aloud.
        recording: { transcript: expect.stringContaining('starting now'), fileName: expect.any(String) },
      },
    ]);
    // Every utterance of the plan was said by the Pi at its position, and its answer read.
    const said = plan.steps.flatMap((step) => step.actions.filter((action) => action.type === 'utterance'));
    expect(lab.played).toHaveLength(said.length);
    for (const outcome of outcomes)
      for (const action of outcome.actions)
        if ('playedAt' in action) expect(action.cloud).toMatchObject({ intent: expect.any(String) });
    expect(lab.latest('commonFeeds')).toBeDefined();
  });

  it('plays a standard run of the whole catalogue, every case of every category stored in order', async () => {
    const { executor, plan } = functionalRoom(STANDARD_OPTIONS);
    expect(new Set(plan.steps.map((step) => step.categoryLabel)).size).toBe(12);

    await executor.run();

    expect(executor.finished).toEqual({ kind: 'finish', state: 'succeeded', verdict: 'passed' });
    expect(executor.stored.map((step) => step.key)).toEqual(plan.steps.map((step) => step.key));
    for (const step of executor.stored)
      expect((step.outcome as FunctionalCaseOutcome).actions.length).toBeGreaterThan(0);
  });

  it('records no answer of a muted device, and the run ends failed as a test failure', async () => {
    const { executor, dut } = functionalRoom();
    dut.setMuted(true);

    await executor.run();

    expect(executor.finished).toEqual({
      kind: 'finish',
      state: 'failed',
      verdict: 'failed',
      failureClass: 'test',
      error:
        '3 of 3 test cases failed: Set a timer; Set then cancel a timer; Ask for the time left on a timer',
    });
    for (const step of executor.stored)
      for (const action of (step.outcome as FunctionalCaseOutcome).actions)
        if ('playedAt' in action) expect(action.cloud).toBeNull();
  });

  it("reports the reference mic offline while the speech Pi's mic is unplugged: its recordings fail (issue 29)", async () => {
    const { executor, lab, room, speaker } = functionalRoom();
    room.setMicPlugged(speaker.id, false);

    await executor.run();

    const outcomes = executor.stored.map((step) => step.outcome as FunctionalCaseOutcome);
    const recorded = outcomes.flatMap((outcome) =>
      outcome.actions.flatMap((action) => action.recording ?? []),
    );
    expect(recorded.length).toBeGreaterThan(0);
    for (const recording of recorded)
      expect(recording).toEqual({ error: 'No capture device: the reference mic of pi-speech is unplugged' });
    expect(lab.latest('commonFeeds')).toMatchObject({ refMicStatus: 'offline' });
  });

  it("announces the DUT key from the device cloud's status: hearing each utterance while online, then muted once it is muted mid-run (issue 29)", async () => {
    const { executor, lab, dut } = functionalRoom();
    const announcedDut = () =>
      lab.announced.filter((change) => change.key === 'DUT').map((change) => change.data);
    const run = executor.run();
    while (executor.stored.length < 1) await new Promise((resolve) => setImmediate(resolve));
    expect(announcedDut()).toContainEqual({ state: 'HEARING', online: true, status: 'online' });
    expect(announcedDut()).toContainEqual({ state: 'IDLE', online: true, status: 'online' });
    dut.setMuted(true);
    await run;

    expect(announcedDut()).toContainEqual({ state: 'IDLE', online: true, status: 'muted' });
    expect(lab.latest('DUT')).toEqual({ state: 'IDLE', online: true, status: 'muted' });
  });
});
