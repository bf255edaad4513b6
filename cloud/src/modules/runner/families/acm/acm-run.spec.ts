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
import { type ThingRecord } from '../../../labs/thing.entity';
import { ACM_SAY_ATTEMPTS, AcmRun, type AcmRunDevice, acmRunDevices, acmRunScripts } from './acm-run';

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
function booths(options: { deafDsn?: string; onSleep?: (duts: readonly VirtualDut[]) => void } = {}) {
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
  const published: BddScenario[][] = [];
  const tools = {
    checkpoint: () => Promise.resolve(),
    monotonicMs: () => performance.now(),
    sleep: () => {
      options.onSleep?.(duts);
      return Promise.resolve();
    },
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
  return { duts, registry, saved, published, run, mapping, things };
}

describe('an ACM run on virtual devices', () => {
  it('plays every scenario of the library to the end, each statement passed with its report', async () => {
    const lab = booths();
    const run = lab.run([
      '302',
      '304',
      '305',
      '306',
      '310',
      '701',
      '702',
      '703',
      '706',
      '708',
      '801',
      '903',
      '1501',
      '1714',
    ]);
    expect(await run.play()).toBe(0);
    expect(run.percent).toBe(100);
    for (const scenario of run.scenarios) {
      expect({ id: scenario.id, state: scenario.state }).toEqual({ id: scenario.id, state: 'COMPLETED' });
      for (const statement of scenario.statements) {
        expect({ statement: statement.statement, state: statement.state }).toEqual({
          statement: statement.statement,
          state: 'SUCCESS',
        });
      }
    }
    const call = run.scenarios[0].statements[1];
    expect(call.response?.report).toMatchObject({
      pi: 'Booth D11',
      heard: 'alexa call account two',
      intent: 'CallIntent',
      response: 'Calling Account Two.',
      attempts: 1,
    });
    expect(run.scenarios[0].statements[2].response?.report).toEqual({
      event: 'Comms.IncomingCall',
      message: 'Incoming call from Account One.',
    });
    const readBack = run.scenarios.find((scenario) => scenario.id === '1714')!.statements.at(-1)!;
    expect(readBack.response?.report).toMatchObject({
      response: expect.stringContaining('hello from the lab'),
    });
    expect(lab.saved).toContain('C1: account two');
    expect(lab.saved).toContain('C2: account one');
    // Announced as it went: pending first, in progress, then the outcome.
    expect(lab.published[0][0].state).toBe('PENDING');
    expect(lab.published.some((payload) => payload[0].state === 'INPROGRESS')).toBe(true);
  });

  it('fails a scenario whose device does not hear, skips the rest of it, and goes on with the next', async () => {
    const lab = booths({ deafDsn: 'D21' });
    const run = lab.run(['302', '306']);
    expect(await run.play()).toBe(1);
    const [call, dropIn] = run.scenarios;
    expect(call.state).toBe('FAILED');
    expect(call.statements.map((statement) => statement.state)).toEqual([
      'SUCCESS',
      'SUCCESS',
      'SUCCESS',
      'FAILED',
      'SKIPPED',
      'SKIPPED',
      'SKIPPED',
    ]);
    expect(call.statements[3].response?.report).toMatchObject({
      failure: 'account two device one did not hear the phrase',
      attempts: ACM_SAY_ATTEMPTS,
    });
    // Tidied up: the call that rang was hung up before the next scenario.
    expect(dropIn.state).toBe('COMPLETED');
  });

  it('fails a statement whose device does something it must not', async () => {
    // While the run watches that the contact on do not disturb does not ring, it rings.
    const lab = booths({
      onSleep: (duts) => duts[2].notify('Comms.IncomingCall', 'Incoming call from Account One.', 0),
    });
    const run = lab.run(['903']);
    expect(await run.play()).toBe(1);
    const statements = run.scenarios[0].statements;
    expect(statements.map((statement) => statement.state)).toEqual([
      'SUCCESS',
      'SUCCESS',
      'SUCCESS',
      'SUCCESS',
      'FAILED',
      'SKIPPED',
    ]);
    expect(statements[4].statement).toBe('Then account two device one does not ring');
    expect(statements[4].response?.report).toEqual({
      failure: 'account two device one showed Comms.IncomingCall',
      message: 'Incoming call from Account One.',
    });
  });

  it('names what a job lacks: a Pi for a device, a script for a scenario', () => {
    const lab = booths();
    const unmapped = { ...lab.mapping, actorMapping: { DUT: lab.mapping.actorMapping!.DUT } };
    expect(acmRunDevices(unmapped, lab.things)).toBe('No Pi of the lab is mapped to account one device two');
    expect(acmRunScripts(['302', '999'])).toBe('ACM scenario 999 has no script');
  });
});
