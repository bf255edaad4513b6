import {
  type UplMeasurement,
  type UplStep,
  type UplStepOutcome,
  UPL_RUN_MESSAGES,
  measureUplRecording,
} from '@oak/shared';
import { type DeviceActivity } from '../../../device-cloud/device-cloud.port';
import { type RunSession } from '../../run-family.port';
import { type DeviceRef, deviceRefOf } from '../../tools/device-cloud-listener.tool';
import { PiActionFailed } from '../../tools/pi-player.tool';
import { type UplContext } from './upl-context';

/** Why something failed, in its own words. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One UPL run: each attempt plays an utterance from the Pi at the speech
 * position while that Pi's reference mic records the room, from the
 * utterance's start until the answer has had time to be said. The latency is
 * measured in that recording alone (measureUplRecording: the end of the played
 * speech to the onset of the DUT's spoken answer), never read from the device
 * cloud, which only says what the DUT heard and answered; the answer is then
 * transcribed where it lies in the recording. A recording that cannot be made
 * or read makes that attempt an error with the reason, and the run goes on.
 */
export class UplSession implements RunSession<UplStep, UplStepOutcome> {
  private readonly dut: DeviceRef;

  constructor(private readonly context: UplContext) {
    this.dut = deviceRefOf(context.job.mapping.deviceMapping.DUT);
  }

  async execute(step: UplStep): Promise<UplStepOutcome> {
    const { tools, plan } = this.context;
    const { utterance } = step;
    const base = {
      attempt: step.attempt,
      index: step.index,
      transcript: utterance.transcript,
      domain: utterance.domain,
      playedAt: tools.clock.now().toISOString(),
    };
    const silent = { heardText: null, responseText: null, intent: null, transcribeText: null };
    const status = await tools.deviceCloud.status(this.dut).catch(() => undefined);
    // An offline or muted DUT cannot answer: the attempt is not measured, and not the device's latency.
    if (status && status !== 'online') return { ...base, ...silent, online: false, problem: 'offline' };
    const before = await tools.deviceCloud.mark(this.dut).catch(() => undefined);
    // The Pi records the room while it speaks: the recording starts with the utterance.
    const recording = tools.pis.player
      .record(plan.pi, step.recordMs)
      .catch((error: unknown) => ({ error: reasonOf(error) }));
    try {
      await tools.pis.speech.say(plan.pi, utterance.fileName, { durationMs: utterance.durationMs });
    } catch (error) {
      if (!(error instanceof PiActionFailed)) throw error;
      await recording;
      return { ...base, ...silent, online: true, error: error.message };
    }
    const answer = before ? await this.answerAfter(before) : undefined;
    const heard = {
      heardText: answer?.heardText ?? null,
      responseText: answer?.responseText ?? null,
      intent: answer?.intent ?? null,
    };
    const recorded = await recording;
    if ('error' in recorded)
      return {
        ...base,
        ...heard,
        transcribeText: null,
        online: true,
        error: UPL_RUN_MESSAGES.noRecording(recorded.error),
      };
    const measured = await this.measure(recorded.recordingId, utterance.durationMs);
    const outcome = { ...base, ...heard, online: true, recordingId: recorded.recordingId };
    if ('error' in measured) return { ...outcome, transcribeText: null, error: measured.error };
    if ('problem' in measured) return { ...outcome, transcribeText: null, problem: measured.problem };
    return {
      ...outcome,
      transcribeText: await this.transcribe(
        recorded.recordingId,
        measured.timing.answerOnsetMs,
        step.recordMs,
        heard.responseText,
      ),
      timing: measured.timing,
    };
  }

  /** What the DUT answered after the mark, as the device cloud says; none when it cannot be read. */
  private async answerAfter(before: Awaited<ReturnType<UplContext['tools']['deviceCloud']['mark']>>) {
    const { tools } = this.context;
    return tools.deviceCloud
      .answerAfter(this.dut, before, tools.pis.speech.answerWindowMs(), tools.signal)
      .catch((): DeviceActivity | undefined => undefined);
  }

  /** The attempt's latency in its recording, or why there is none. */
  private async measure(recordingId: string, utteranceMs: number): Promise<UplMeasurement> {
    let wav: Uint8Array;
    try {
      wav = await this.context.tools.resources.recording(recordingId);
    } catch (error) {
      return { error: UPL_RUN_MESSAGES.unreadable(reasonOf(error)) };
    }
    return measureUplRecording(wav, utteranceMs);
  }

  /** The spoken answer transcribed from its onset to the recording's end; none when it cannot be. */
  private async transcribe(
    recordingId: string,
    fromMs: number,
    toMs: number,
    response: string | null,
  ): Promise<string | null> {
    const { tools, plan } = this.context;
    try {
      const { text } = await tools.resources.transcribeRecording(
        recordingId,
        { locale: plan.marketPlace, phrases: response ? [response] : [] },
        { fromMs, toMs },
      );
      return text;
    } catch {
      return null;
    }
  }
}
