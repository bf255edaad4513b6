import { type StabilityStep, type StabilityStepOutcome, dutAnswerWindow } from '@oak/shared';
import { type RunSession, type StepControl } from '../../run-family.port';
import { type ActivityMark, type DeviceRef, deviceRefOf } from '../../tools/device-cloud-listener.tool';
import { type StabilityContext } from './stability-context';

/** A device the run asks: its serial number, and its reference in the device cloud. */
interface Asked {
  readonly serial: string;
  readonly device: DeviceRef;
}

/** Why something failed, in its own words. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Attempt = StabilityStepOutcome['devices'][number];

/**
 * One stability run: each step says one utterance of one round from the Pi
 * at the speech position, to every device of the run at once, and reads each
 * device's answer from the device cloud's activity after a mark taken before
 * it played (so a step played again after a restart reads only its own
 * answer), the next utterance waiting for their spoken replies to end. A
 * device offline or muted as the utterance starts or ends is counted
 * offline, never fatal; one the device cloud cannot tell about is an error of
 * that attempt. Time is the lab's: a
 * step's elapsed time is reckoned at the lab's pace, which Speech learns
 * from each utterance.
 */
export class StabilitySession implements RunSession<StabilityStep, StabilityStepOutcome> {
  private readonly asked: readonly Asked[];

  constructor(private readonly context: StabilityContext) {
    const { deviceMapping } = context.job.mapping;
    this.asked = context.plan.devices.map((device) => ({
      serial: device.deviceSerialNumber,
      device: deviceRefOf(
        (deviceMapping as Readonly<Record<string, { dsn: string; deviceType?: string }>>)[device.tag]!,
      ),
    }));
  }

  async execute(step: StabilityStep, control: StepControl): Promise<StabilityStepOutcome> {
    const { tools, plan, job } = this.context;
    const { speech } = tools.pis;
    // Where each device stands before the utterance: whether it can hear, and where its activity is.
    const before = await Promise.all(this.asked.map((one) => this.look(one)));
    const startedAt = tools.clock.now();
    const startedMs = tools.clock.monotonicMs();
    await speech.say(plan.speechPi, step.utterance.fileName, { durationMs: step.utterance.durationMs });
    const answers = await Promise.all(
      this.asked.map((one, index) => this.answerOf(one, before[index]!, control.signal)),
    );
    // The next utterance waits for the devices' spoken replies to end (from the utterance's start, audio time).
    const quietAtMs = Math.max(0, ...answers.map((answer) => answer.replyEndsMs ?? 0));
    const leftMs = quietAtMs - speech.audioMsSince(startedMs);
    if (leftMs > 0) await tools.clock.sleep(speech.realMs(leftMs), control.signal);
    const devices = answers.map((answer) => answer.attempt);
    // The run's time at the lab's pace (real time per second of audio, as the utterance just showed).
    const elapsedMs = (startedAt.getTime() - job.startedAt.getTime()) / Math.max(speech.pace, 1e-6);
    return {
      round: step.round,
      index: step.index,
      transcript: step.utterance.transcript,
      expectedIntent: step.utterance.expectedIntent,
      playedAt: startedAt.toISOString(),
      elapsedSeconds: Math.max(0, Math.round(elapsedMs / 100) / 10),
      devices,
    };
  }

  /** A device as the utterance starts: online with a mark of its activity, offline or muted, or unreadable. */
  private async look(
    one: Asked,
  ): Promise<{ readonly online: boolean; readonly mark: ActivityMark } | { readonly error: string }> {
    const { deviceCloud } = this.context.tools;
    try {
      const [status, mark] = await Promise.all([
        deviceCloud.status(one.device),
        deviceCloud.mark(one.device),
      ]);
      return { online: status === 'online', mark };
    } catch (error) {
      return { error: reasonOf(error) };
    }
  }

  /** What the device made of the utterance: its answer, offline (counted apart) or the reason it is unread. */
  private async answerOf(
    one: Asked,
    before: Awaited<ReturnType<StabilitySession['look']>>,
    signal: AbortSignal,
  ): Promise<{ readonly attempt: Attempt; readonly replyEndsMs?: number }> {
    const { deviceCloud } = this.context.tools;
    const { speech } = this.context.tools.pis;
    const none = { deviceSerialNumber: one.serial, heardText: null, responseText: null, intent: null };
    if ('error' in before) return { attempt: { ...none, online: true, error: before.error } };
    if (!before.online) return { attempt: { ...none, online: false } };
    try {
      // Offline or muted as the utterance ended: it did not hear it all, counted offline, not failed.
      if ((await deviceCloud.status(one.device)) !== 'online') return { attempt: { ...none, online: false } };
      const answer = await deviceCloud.answerAfter(one.device, before.mark, speech.answerWindowMs(), signal);
      if (!answer) return { attempt: { ...none, online: true } };
      const reply = dutAnswerWindow(answer);
      return {
        attempt: {
          deviceSerialNumber: one.serial,
          online: true,
          heardText: answer.heardText ?? null,
          responseText: answer.responseText ?? null,
          intent: answer.intent ?? null,
        },
        ...(reply ? { replyEndsMs: reply.toMs } : {}),
      };
    } catch (error) {
      if (signal.aborted) throw error;
      return { attempt: { ...none, online: true, error: reasonOf(error) } };
    }
  }
}
