import {
  ACM_PHRASES,
  type AcmPhraseId,
  type BddScenario,
  type JobMapping,
  type ResourceManifest,
  acmPhraseFileName,
  acmPhraseTranscript,
} from '@oak/shared';
import { DutRegistry, GOOD_DEVICE_PROFILE, Random, VirtualDut } from '@oak/simulator';
import { type ThingRecord } from '../modules/labs/thing.entity';
import {
  AcmRun,
  type AcmRunDevice,
  type AcmRunTools,
  acmRunDevices,
  acmRunScripts,
} from '../modules/runner/families/acm/acm-run';
import { Speech } from '../modules/runner/tools/speech.tool';

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

const pi = (name: string) => ({ id: `thing-${name}`, name, location: '0.9m-90deg' }) as ThingRecord;

/**
 * Four booths: a Pi and a virtual device in each, the devices on the device
 * cloud's comms service. A Pi's talk is heard by its booth's device alone.
 */
export function acmBooths(
  options: {
    deafDsn?: string;
    onSleep?: (duts: readonly VirtualDut[]) => void;
    /** The operator's answer to a manual step (confirm unless told). */
    answer?: 'complete' | 'failed';
    /** Asks the operator instead (e.g. through the runner's real tool). */
    askOperator?: AcmRunTools['askOperator'];
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
    });
  const duts = [make('C1', 'D11'), make('C1', 'D12'), make('C2', 'D21'), make('C2', 'D22')];
  const registry = new DutRegistry({ duts });
  for (const dut of duts) dut.connectComms(registry.comms);
  const things = duts.map((dut) => pi(`Booth ${dut.dsn}`));
  let clock = Date.UTC(2026, 10, 1, 9);
  const saved: string[] = [];
  const asked: string[] = [];
  const published: BddScenario[][] = [];
  // The run's own speaking tool, on Pis that play at once: the booths' pace is what it learns of them.
  const speech = new Speech(
    {
      talk: (thing: ThingRecord, fileName: string) => {
        const dut = duts[things.indexOf(thing)];
        const transcript = manifest.files.find((file) => file.fileName === fileName)!.transcript!;
        clock += 4000;
        if (dut.dsn !== options.deafDsn) {
          dut.hear({
            utteranceId: `u-${clock}`,
            transcript,
            startMs: clock,
            endMs: clock + PHRASE_MS,
            snrDb: 45,
          });
        }
        return Promise.resolve({ durationMs: PHRASE_MS });
      },
    },
    { monotonicMs: () => performance.now() },
  );
  const tools: AcmRunTools = {
    stopIfTerminated: () => Promise.resolve(),
    monotonicMs: () => performance.now(),
    sleep: () => {
      options.onSleep?.(duts);
      return Promise.resolve();
    },
    talk: (thing, fileName, durationMs) => speech.say(thing, fileName, { durationMs }),
    activity: (entry: { dsn: string }, limit: number) =>
      Promise.resolve(
        registry
          .dut(entry.dsn)!
          .activity.all()
          .slice()
          .reverse()
          .slice(0, limit)
          .map((item) => ({
            utteranceId: item.utteranceId,
            heardText: item.heardText,
            intent: item.intent,
            responseText: item.response,
            falseWake: item.falseWake ?? false,
          })),
      ),
    saveContacts: (owner: string, contacts: readonly { name: string; customerId: string }[]) => {
      registry.comms.saveContacts(owner, contacts);
      saved.push(`${owner}: ${contacts.map((contact) => contact.name).join(', ')}`);
      return Promise.resolve();
    },
    publish: (payload: readonly BddScenario[]) => {
      published.push(structuredClone([...payload]));
      return Promise.resolve();
    },
    askOperator: (key: string, message: string) => {
      asked.push(`${key}: ${message}`);
      return options.askOperator?.(key, message) ?? Promise.resolve(options.answer ?? 'complete');
    },
  };
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
  const devices = acmRunDevices(mapping, things) as AcmRunDevice[];
  const run = (ids: readonly string[]) =>
    new AcmRun(acmRunScripts(ids) as never, devices, manifest, 'en_US', 'Alexa', tools);
  return { duts, registry, saved, asked, published, run, mapping, things };
}
