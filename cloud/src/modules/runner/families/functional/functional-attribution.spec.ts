import {
  FUNCTIONAL_RUN_MESSAGES as M,
  type FunctionalCaseOutcome,
  type FunctionalPlan,
  type JobMapping,
  type JobOptions,
  functionalPlan,
} from '@oak/shared';
import {
  type DeviceProfile,
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
import { FunctionalFamily } from './functional.family';
import { functionalManifestsOf } from '../../../../testing/functional-manifests';

/** The good Echo never lapses: it answers every utterance aloud, as in the issue. */
const GOOD: DeviceProfile = {
  ...GOOD_DEVICE_PROFILE,
  wake: { ...GOOD_DEVICE_PROFILE.wake, lapseRate: 0 },
  asr: { ...GOOD_DEVICE_PROFILE.asr, lapseRate: 0 },
};
/** The poor Echo always wakes and always mishears. */
const MISHEARING: DeviceProfile = {
  ...POOR_DEVICE_PROFILE,
  wake: { ...POOR_DEVICE_PROFILE.wake, lapseRate: 0 },
  asr: { ...POOR_DEVICE_PROFILE.asr, lapseRate: 1 },
};

const GOOD_DSN = 'G0VIRTUALGOOD001';
const POOR_DSN = 'G0VIRTUALPOOR001';
const CUSTOMER = 'A1VIRTUALLAB01';

/** The run: FUNC_CUSTOM with the volume case, its 'what is the volume' recorded. */
const OPTIONS: JobOptions = {
  testSuite: 'AQTFunctional',
  testName: 'FUNC_CUSTOM volume',
  testType: 'STANDARD',
  marketPlace: 'en_US',
  executionOrder: ['FUNC_CUSTOM'],
  testOptions: {
    testSuite: 'FUNCTIONAL',
    scenarioType: 'FUNC_CUSTOM',
    placements: { FUNC_CUSTOM: ['VOLUME_UP'] },
  },
};
const mappingOf = (dsn: string): JobMapping => ({
  deviceMapping: { DUT: { customerId: CUSTOMER, dsn, deviceType: 'ECHO_DOT' } },
  actorMapping: { Speaker: { thingId: 'pi-speech' } },
});

/** How the poor Echo is made for a spec: its profile, its mics muted, its loudspeaker broken. */
interface PoorEcho {
  readonly profile?: DeviceProfile;
  readonly muted?: boolean;
  readonly speechless?: boolean;
}

/**
 * The virtual lab's open room as the issue found it: the good and the poor
 * Echo side by side, the speech Pi at 0.9 m 90 deg with its reference mic,
 * a run on `dut`.
 */
function twoEchos(dut: string, poor: PoorEcho = {}, goodProfile: DeviceProfile = GOOD) {
  const plan = functionalPlan(OPTIONS) as FunctionalPlan;
  const family = new FunctionalFamily();
  const executor: ExecutorHarness = new ExecutorHarness({
    family: family as unknown as AnyRunFamily,
    options: OPTIONS,
    mapping: mappingOf(dut),
    tools: (signal) => lab.toolsFor(signal),
  });
  const room = new VirtualRoom({ clock: { now: () => executor.clock.now().getTime() } });
  const echo = (dsn: string, profile: DeviceProfile) =>
    new VirtualDut({
      customerId: CUSTOMER,
      email: 'virtual.lab@oak.example',
      dsn,
      name: dsn,
      deviceType: 'ECHO_DOT',
      buildInfo: 'virtual-1.0.0',
      profile,
      random: new Random(dsn),
    });
  const good = echo(GOOD_DSN, goodProfile);
  const poorEcho = echo(POOR_DSN, poor.profile ?? MISHEARING);
  if (poor.muted) poorEcho.setMuted(true);
  room.addDut(good);
  room.addDut(poorEcho);
  // It answers in the device cloud, but nothing of it is heard in the room.
  if (poor.speechless) poorEcho.connectLoudspeaker(undefined);
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
  const judged = () => {
    const outcomes = executor.stored.map((step) => step.outcome as FunctionalCaseOutcome);
    const [volume] = family.results({ options: OPTIONS, mapping: mappingOf(dut) } as never, outcomes);
    const audio = volume?.testCaseData.find((v) => v.validationType === 'REFERENCE_MIC_SPEECH_AUDIO');
    return { volume, audio, outcomes };
  };
  return { executor, judged };
}

const QUESTION = 'Alexa, what is the volume';

describe('a functional run in a room of two Echos: an answer counts only for the device that gave it (issue 29)', () => {
  it("fails the poor Echo's volume case though the reference mic heard the good Echo say 'volume is six'", async () => {
    const { executor, judged } = twoEchos(POOR_DSN);

    await executor.run();

    const { volume, audio, outcomes } = judged();
    // The reference mic did hear the good Echo's answer beside the poor one's.
    const asked = outcomes[0]!.actions.find((action) => action.index === 2)!;
    expect(asked.recording).toMatchObject({ transcript: expect.stringMatching(/volume is 6/i) });
    expect(asked.cloud).toMatchObject({ responseText: expect.not.stringMatching(/volume is 6/i) });
    expect(audio?.status).toBe('FAILED');
    // (and, where the poor Echo also missed 'volume up', that the recording cannot vouch for it)
    expect(audio?.failureLogs).toContainEqual(expect.stringContaining('Heard another device'));
    expect(volume?.status).toBe('FAILED');
    // The run's verdict fails with it.
    expect(executor.finished).toMatchObject({ kind: 'finish', verdict: 'failed' });
  });

  it('fails it with no answer of the DUT to attribute when the poor Echo stays silent', async () => {
    const { executor, judged } = twoEchos(POOR_DSN, { muted: true });

    await executor.run();

    const { volume, audio, outcomes } = judged();
    const asked = outcomes[0]!.actions.find((action) => action.index === 2)!;
    expect(asked.cloud).toBeNull();
    expect(audio?.status).toBe('FAILED');
    const transcript = (asked.recording as { transcript: string }).transcript;
    expect(audio?.failureLogs).toContain(M.noAnswerToAttribute(QUESTION, transcript));
    expect(volume?.status).toBe('FAILED');
  });

  it("passes the good Echo's own answer in the same room", async () => {
    const { executor, judged } = twoEchos(GOOD_DSN);

    await executor.run();

    const { volume, audio } = judged();
    expect(audio?.status).toBe('SUCCEEDED');
    expect(volume?.status).toBe('SUCCEEDED');
    expect(executor.finished).toMatchObject({ kind: 'finish', verdict: 'passed' });
  });

  it("fails the audio validation of a DUT that said nothing aloud, the good Echo saying its phrase after the DUT's window", async () => {
    // The DUT understands and answers 'The volume is 6' in the device cloud, at once, but its
    // loudspeaker is silent; the good Echo says the same some seconds later, still recorded.
    const prompt: DeviceProfile = { ...GOOD, latency: { medianMs: 1000, sigma: 0 } };
    const slow: DeviceProfile = { ...GOOD, latency: { medianMs: 7000, sigma: 0 } };
    const { executor, judged } = twoEchos(POOR_DSN, { profile: prompt, speechless: true }, slow);

    await executor.run();

    const { volume, audio, outcomes } = judged();
    const asked = outcomes[0]!.actions.find((action) => action.index === 2)!;
    expect(asked.cloud).toMatchObject({ responseText: expect.stringMatching(/volume is 6/i) });
    // Heard whole, the recording held the good Echo's answer; cut to the DUT's window, nothing.
    expect(asked.recording).toMatchObject({ transcript: '' });
    expect(audio?.status).toBe('FAILED');
    expect(audio?.failureLogs).toEqual([
      expect.stringMatching(
        new RegExp(`^Nothing of .+ was recognised in the DUT's spoken answer to '${QUESTION}'$`),
      ),
    ]);
    // The case stands on the DUT's answer in the device cloud alone.
    expect(volume?.status).toBe('SUCCEEDED');
  });
});
