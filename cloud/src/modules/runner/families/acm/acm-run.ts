import {
  ACM_ACCOUNT_CONTACT_NAMES,
  ACM_EVENTS,
  ACM_MANUAL_STEP_CANCELED,
  ACM_PHRASES,
  ACM_SCENARIO_STATES,
  ACM_STATEMENT_STATES,
  type AcmDeviceRef,
  type AcmScenarioScript,
  type AcmStep,
  type BddScenario,
  type JobDeviceMappingEntry,
  type JobMapping,
  type ResourceManifest,
  JOB_DUT_TAG,
  acmDeviceOfTag,
  acmDeviceWords,
  acmInitialPayload,
  acmManualActionKey,
  acmPhraseFileName,
  acmProgressPercent,
  acmScenarioScript,
  acmScriptDevices,
  isAcmEventIntent,
} from '@oak/shared';
import { type DeviceActivity } from '../../../device-cloud/device-cloud.port';
import { type ThingRecord } from '../../../labs/thing.entity';
import { type ActivityMark, type DeviceRef, deviceRefOf } from '../../tools/device-cloud-listener.tool';
import { type RunTools } from '../../tools/run-tools';
import { ANSWER_WINDOW_AUDIO_MS } from '../../tools/speech.tool';

/** One device of an ACM run: where it sits in the accounts, what the device cloud calls it, its Pi. */
export interface AcmRunDevice {
  readonly ref: AcmDeviceRef;
  readonly tag: string;
  readonly entry: JobDeviceMappingEntry;
  readonly pi: ThingRecord;
}

/** How often a phrase is said again when the device did not take it (chosen: a lab's retry policy). */
export const ACM_SAY_ATTEMPTS = 3;

/** The devices of an ACM job's mapping, by account and device, each with the Pi mapped beside it. */
export function acmRunDevices(mapping: JobMapping, things: readonly ThingRecord[]): AcmRunDevice[] | string {
  const devices: AcmRunDevice[] = [];
  for (const [tag, entry] of Object.entries(mapping.deviceMapping)) {
    const ref = acmDeviceOfTag(tag, JOB_DUT_TAG);
    if (!ref) continue;
    const thingId = mapping.actorMapping?.[tag]?.thingId;
    const pi = things.find((thing) => thing.id === thingId);
    if (!pi) return `No Pi of the lab is mapped to ${acmDeviceWords(ref)}`;
    devices.push({ ref, tag, entry, pi });
  }
  return devices;
}

/** The scripts of the scenario ids a job plays, or the id that has none. */
export function acmRunScripts(ids: readonly string[]): AcmScenarioScript[] | string {
  const scripts: AcmScenarioScript[] = [];
  for (const id of ids) {
    const script = acmScenarioScript(id);
    if (!script) return `ACM scenario ${id} has no script`;
    scripts.push(script);
  }
  return scripts;
}

class StepFailed extends Error {
  constructor(
    message: string,
    readonly report: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * Plays the scenarios of an ACM run statement by statement (doc 1 §2.14):
 * the Pi beside a device says a phrase and the device must take it (said up
 * to ACM_SAY_ATTEMPTS times); a device must, or must not, do something by
 * itself within the expect window, as its activity in the device cloud
 * shows. A failed statement fails its scenario and skips the rest of it; the
 * run goes on with the next one after hanging up and stopping media. Every
 * change is published before the next step.
 */
export class AcmRun {
  private readonly payload: BddScenario[];
  /** Where each device's activity stood as the scenario began, by device tag: it judges only what follows. */
  private readonly marks = new Map<string, ActivityMark>();
  /** Activity items of the scenario already judged, per device tag. */
  private readonly judged = new Map<string, Set<string>>();

  constructor(
    private readonly scripts: readonly AcmScenarioScript[],
    private readonly devices: readonly AcmRunDevice[],
    private readonly manifest: ResourceManifest,
    private readonly locale: string,
    wakeWord: string,
    private readonly tools: RunTools,
    /** The scenario list changed (doc 1 §3 BDD/ACM data). */
    private readonly publish: (payload: readonly BddScenario[]) => Promise<void>,
    /** Where a run taken again stands: the scenarios it played already as they ended. */
    payload?: readonly BddScenario[],
  ) {
    this.payload = payload ? structuredClone([...payload]) : acmInitialPayload(scripts, wakeWord);
  }

  /** Where the run is: the scenarios with their statements' states. */
  get scenarios(): readonly BddScenario[] {
    return this.payload;
  }

  get percent(): number {
    return acmProgressPercent(this.payload);
  }

  /** Plays the run's scenario at `index`; whether it passed. Its state is in `scenarios` then. */
  async playScenario(index: number): Promise<boolean> {
    const script = this.scripts[index]!;
    const scenario = this.payload[index]!;
    scenario.state = ACM_SCENARIO_STATES.inProgress;
    await this.publish(this.payload);
    await this.markSeen();
    let passed = true;
    for (const [stepIndex, step] of script.steps.entries()) {
      const statement = scenario.statements[stepIndex];
      if (!passed) {
        statement.state = ACM_STATEMENT_STATES.skipped;
        continue;
      }
      await this.tools.stopIfTerminated();
      statement.state = ACM_STATEMENT_STATES.inProgress;
      await this.publish(this.payload);
      try {
        statement.response = { report: await this.playStep(script, step, stepIndex) };
        statement.state = ACM_STATEMENT_STATES.success;
      } catch (error) {
        if (!(error instanceof StepFailed)) throw error;
        statement.response = { report: { ...error.report, failure: error.message } };
        statement.state = ACM_STATEMENT_STATES.failed;
        passed = false;
      }
      await this.publish(this.payload);
    }
    if (!passed) await this.tidyUp(script);
    scenario.state = passed ? ACM_SCENARIO_STATES.completed : ACM_SCENARIO_STATES.failed;
    await this.publish(this.payload);
    return passed;
  }

  private async playStep(
    script: AcmScenarioScript,
    step: AcmStep,
    stepIndex: number,
  ): Promise<Record<string, unknown>> {
    switch (step.kind) {
      case 'manual': {
        // The operator does it and says so: the run waits, the scenario fails on a cancel.
        const answer = await this.tools.operator.ask(
          acmManualActionKey(script.id, stepIndex),
          step.instruction,
        );
        if (answer === 'failed')
          throw new StepFailed(ACM_MANUAL_STEP_CANCELED, { instruction: step.instruction, answer: 'cancel' });
        return { instruction: step.instruction, answer: 'confirm' };
      }
      case 'contacts':
        return this.saveContacts(script);
      case 'say':
        return this.say(step.device, step.phrase, step.responseIncludes);
      case 'expect':
        return this.expectEvent(step.device, ACM_EVENTS[step.event]);
      case 'expectNone':
        return this.expectNoEvent(step.device, ACM_EVENTS[step.event]);
      case 'hold': {
        const devices = acmScriptDevices(script).map((ref) => this.device(ref));
        await this.tools.sleep(this.tools.pis.speech.realMs(step.seconds * 1000));
        for (const device of devices) {
          const ended = (await this.fresh(device)).find((item) => item.intent === ACM_EVENTS.callEnded);
          if (ended)
            throw new StepFailed(`The call ended on ${acmDeviceWords(device.ref)} before ${step.seconds} s`);
        }
        return { connectedFor: `${step.seconds} s` };
      }
    }
  }

  /** Each account of the scenario saved in the others' contacts, with the devices the scenario uses. */
  private async saveContacts(script: AcmScenarioScript): Promise<Record<string, unknown>> {
    const refs = acmScriptDevices(script);
    const accounts = [...new Set(refs.map((ref) => ref.account))];
    const customerOf = (account: number) => this.device(refs.find((ref) => ref.account === account)!).entry;
    const saved: Record<string, unknown> = {};
    for (const owner of accounts) {
      const contacts = accounts
        .filter((account) => account !== owner)
        .map((account) => ({
          name: ACM_ACCOUNT_CONTACT_NAMES[account] ?? `account ${account + 1}`,
          customerId: customerOf(account).customerId,
          devices: refs.filter((ref) => ref.account === account).map((ref) => this.device(ref).entry.dsn),
        }));
      if (!contacts.length) continue;
      await this.tools.deviceCloud.saveContacts(customerOf(owner).customerId, contacts);
      saved[customerOf(owner).customerId] = contacts.map((contact) => contact.name).join(', ');
    }
    return saved;
  }

  /** The Pi beside the device says the phrase; the device must take it with the phrase's intent. */
  private async say(
    ref: AcmDeviceRef,
    phrase: keyof typeof ACM_PHRASES,
    responseIncludes?: string,
  ): Promise<Record<string, unknown>> {
    const device = this.device(ref);
    const fileName = acmPhraseFileName(this.locale, phrase);
    const file = this.manifest.files.find((candidate) => candidate.fileName === fileName);
    if (!file) throw new StepFailed(`The recording ${fileName} is missing from the ACM resources`);
    const expected = ACM_PHRASES[phrase].intent;
    let last: DeviceActivity | undefined;
    for (let attempt = 1; attempt <= ACM_SAY_ATTEMPTS; attempt += 1) {
      await this.tools.stopIfTerminated();
      await this.talk(device, fileName, file.durationMs ?? 0);
      last = await this.waitFor(device, (item) => !isAcmEventIntent(item.intent) && Boolean(item.heardText));
      const answered =
        last?.intent === expected &&
        (!responseIncludes ||
          (last.responseText ?? '').toLowerCase().includes(responseIncludes.toLowerCase()));
      if (answered) {
        return {
          pi: device.pi.name,
          heard: last?.heardText ?? '',
          intent: last?.intent ?? '',
          response: last?.responseText ?? '',
          attempts: attempt,
        };
      }
    }
    const report = {
      pi: device.pi.name,
      heard: last?.heardText ?? '',
      intent: last?.intent ?? '',
      response: last?.responseText ?? '',
      attempts: ACM_SAY_ATTEMPTS,
    };
    if (!last) throw new StepFailed(`${acmDeviceWords(ref)} did not hear the phrase`, report);
    throw new StepFailed(
      responseIncludes && last.intent === expected
        ? `${acmDeviceWords(ref)} did not answer with "${responseIncludes}"`
        : `${acmDeviceWords(ref)} took ${last.intent ?? 'no intent'} instead of ${expected}`,
      report,
    );
  }

  private async expectEvent(ref: AcmDeviceRef, event: string): Promise<Record<string, unknown>> {
    const item = await this.waitFor(this.device(ref), (candidate) => candidate.intent === event);
    if (!item) throw new StepFailed(`${acmDeviceWords(ref)} showed no ${event}`);
    return { event, message: item.responseText ?? '' };
  }

  private async expectNoEvent(ref: AcmDeviceRef, event: string): Promise<Record<string, unknown>> {
    const device = this.device(ref);
    await this.tools.sleep(this.tools.pis.speech.answerWindowMs());
    const item = (await this.fresh(device)).find((candidate) => candidate.intent === event);
    if (item)
      throw new StepFailed(`${acmDeviceWords(ref)} showed ${event}`, { message: item.responseText ?? '' });
    return { watched: `${Math.round(ANSWER_WINDOW_AUDIO_MS / 1000)} s`, event: 'none' };
  }

  /** After a failed scenario: every call of its devices hung up and their media stopped (not statements). */
  private async tidyUp(script: AcmScenarioScript): Promise<void> {
    for (const ref of acmScriptDevices(script)) {
      for (const phrase of ['hangUp', 'stop'] as const) {
        const device = this.device(ref);
        const file = this.manifest.files.find((f) => f.fileName === acmPhraseFileName(this.locale, phrase));
        if (!file) continue;
        await this.tools.stopIfTerminated();
        await this.talk(device, file.fileName, file.durationMs ?? 0).catch(() => undefined);
      }
    }
    await this.markSeen();
  }

  /** The Pi beside the device says a file (the run's Speech, which learns the lab's pace from it). */
  private talk(device: AcmRunDevice, fileName: string, durationMs: number) {
    return this.tools.pis.speech.say(device.pi, fileName, { durationMs });
  }

  /**
   * The first activity item of a device since the scenario began, not judged
   * yet, that `matches`, waited for within the answer window at the lab's
   * pace; judged once; undefined after the window.
   */
  private async waitFor(
    device: AcmRunDevice,
    matches: (item: DeviceActivity) => boolean,
  ): Promise<DeviceActivity | undefined> {
    const judged = this.judgedOf(device);
    const found = await this.tools.deviceCloud.answerAfter(
      refOf(device),
      this.marks.get(device.tag) ?? {},
      this.tools.pis.speech.answerWindowMs(),
      this.tools.signal,
      (item) => !judged.has(item.utteranceId) && matches(item),
    );
    if (found) judged.add(found.utteranceId);
    return found;
  }

  /** A device's activity since the scenario began not judged yet, oldest first (no false wake). */
  private async fresh(device: AcmRunDevice): Promise<DeviceActivity[]> {
    const judged = this.judgedOf(device);
    const { answers } = await this.tools.deviceCloud.activityBetween(
      refOf(device),
      this.marks.get(device.tag) ?? {},
    );
    return answers.filter((item) => !judged.has(item.utteranceId));
  }

  /** Everything the devices did so far is the past: a scenario judges only what follows. */
  private async markSeen(): Promise<void> {
    for (const device of this.devices) {
      this.marks.set(device.tag, await this.tools.deviceCloud.mark(refOf(device)));
      this.judged.set(device.tag, new Set());
    }
  }

  private judgedOf(device: AcmRunDevice): Set<string> {
    const judged = this.judged.get(device.tag) ?? new Set<string>();
    this.judged.set(device.tag, judged);
    return judged;
  }

  private device(ref: AcmDeviceRef): AcmRunDevice {
    const device = this.devices.find(
      (candidate) => candidate.ref.account === ref.account && candidate.ref.device === ref.device,
    );
    if (!device) throw new StepFailed(`The run maps no device as ${acmDeviceWords(ref)}`);
    return device;
  }
}

/** How the device cloud names an ACM run's device. */
function refOf(device: AcmRunDevice): DeviceRef {
  return deviceRefOf(device.entry);
}
