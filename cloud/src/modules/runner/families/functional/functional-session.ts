import {
  type FunctionalActionOutcome,
  type FunctionalCaseOutcome,
  type FunctionalCurrentAction,
  type FunctionalPlannedAction,
  type FunctionalPlannedUtterance,
  type FunctionalRecordingObservation,
  type FunctionalRefMicState,
  type FunctionalStep,
  type RecordingWindow,
  dutAnswerWindow,
  functionalRefMicStateOf,
  liveDutStateOf,
} from '@oak/shared';
import { type ThingRecord } from '../../../labs/thing.entity';
import { type DeviceActivity } from '../../../device-cloud/device-cloud.port';
import { type RunSession } from '../../run-family.port';
import { type ActivityMark, type DeviceRef, deviceRefOf } from '../../tools/device-cloud-listener.tool';
import { type LiveChange } from '../../tools/live-publisher.tool';
import { PiActionFailed } from '../../tools/pi-player.tool';
import { type FunctionalContext } from './functional-context';

/** Audio time a recording goes on after the utterance: the DUT's answer and its spoken reply (chosen). */
const RECORD_ANSWER_AUDIO_MS = 9000;

/** Why something failed, in its own words. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One functional run: plays each test case action by action on the Pi at its
 * speech position. An utterance's answer is read from the device cloud; a
 * recorded one is also recorded by that Pi's reference mic (started with the
 * utterance, so it holds the DUT's spoken reply) and transcribed where the
 * DUT's own answer lies in it (dutAnswerWindow: another device answering
 * before or after is cut off; the whole of it where the DUT gave none), while the
 * next barge-in utterance already plays over the reply. A validation that
 * cannot be made (the device cloud or the transcriber failing) is an error of
 * that validation, never of the run.
 */
export class FunctionalSession implements RunSession<FunctionalStep, FunctionalCaseOutcome> {
  private readonly dut: DeviceRef;
  /** The latest answer's latency (ms of audio time), for the live view. */
  private latencyMs?: number;
  /** The reference mic as the latest recording back found it, for the live view. */
  private refMic?: FunctionalRefMicState;

  constructor(
    private readonly context: FunctionalContext,
    private readonly statsNow: (current: FunctionalCurrentAction) => LiveChange,
  ) {
    this.dut = deviceRefOf(context.job.mapping.deviceMapping.DUT);
  }

  async execute(step: FunctionalStep): Promise<FunctionalCaseOutcome> {
    const { tools } = this.context;
    const startedAt = tools.clock.now().toISOString();
    const pi = this.context.plan.piAt.get(step.speechLocation)!;
    const done: FunctionalActionOutcome[] = [];
    const recordings: Promise<void>[] = [];
    for (const action of step.actions) {
      // A barge-in utterance plays over the reply still being recorded; any other waits for it.
      if (action.type !== 'utterance' || !action.bargeIn) await Promise.all(recordings.splice(0));
      await tools.stopIfTerminated();
      const outcome = await this.play(step, action, pi, recordings);
      done.push(outcome);
    }
    if (recordings.length) {
      await this.announce({ key: step.key, actionIndex: step.actions.length - 1, evaluating: true });
      await Promise.all(recordings);
    }
    // Between cases the DUT idles, as the device cloud says it is then.
    await this.announceDut(false);
    return {
      key: step.key,
      startedAt,
      finishedAt: tools.clock.now().toISOString(),
      actions: done.sort((a, b) => a.index - b.index),
    };
  }

  private async play(
    step: FunctionalStep,
    action: FunctionalPlannedAction,
    pi: ThingRecord,
    recordings: Promise<void>[],
  ): Promise<FunctionalActionOutcome> {
    const { tools } = this.context;
    if (action.type === 'command') {
      if (action.command === 'WAIT') {
        await tools.sleep(tools.pis.speech.realMs(action.seconds * 1000));
        return { index: action.index, command: { output: '' } };
      }
      try {
        return {
          index: action.index,
          command: { output: await tools.deviceCloud.appScreen(this.dut, action.screen) },
        };
      } catch (error) {
        return { index: action.index, command: { error: reasonOf(error) } };
      }
    }
    return this.say(step, action, pi, recordings);
  }

  /**
   * Says an utterance and reads what the DUT made of it; a recorded one's
   * transcript is added to the same outcome once it is in.
   */
  private async say(
    step: FunctionalStep,
    utterance: FunctionalPlannedUtterance,
    pi: ThingRecord,
    recordings: Promise<void>[],
  ): Promise<FunctionalActionOutcome> {
    const { tools } = this.context;
    const current = { key: step.key, actionIndex: utterance.index };
    await this.announce({ ...current, questionPlayed: false });
    let before: ActivityMark = {};
    let cloudError: string | undefined;
    let answered: DeviceActivity | undefined;
    try {
      before = await tools.deviceCloud.mark(this.dut);
    } catch (error) {
      cloudError = reasonOf(error);
    }
    const durationMs = this.durationOf(step, utterance);
    const recording = utterance.recorded ? this.startRecording(pi, durationMs) : undefined;
    // The DUT as the device cloud says it while the utterance plays to it (the live view's DUT).
    const dutHearing = this.announceDut(true);
    let playedAt: string;
    try {
      await tools.pis.speech.say(pi, utterance.fileName, { durationMs });
      playedAt = tools.clock.now().toISOString();
    } catch (error) {
      if (!(error instanceof PiActionFailed)) throw error;
      await recording;
      return { index: utterance.index, playError: error.message };
    }
    await this.announce({ ...current, questionPlayed: true });
    await dutHearing;
    const outcome: { -readonly [K in keyof FunctionalActionOutcome]: FunctionalActionOutcome[K] } = {
      index: utterance.index,
      playedAt,
    };
    if (cloudError) outcome.cloud = { error: cloudError };
    else {
      const ended = tools.clock.monotonicMs();
      try {
        const answer = await tools.deviceCloud.answerAfter(
          this.dut,
          before,
          tools.pis.speech.answerWindowMs(),
          tools.signal,
        );
        answered = answer;
        if (answer) {
          // Seen within a poll of it: the answer's latency in audio time, at the lab's pace.
          this.latencyMs = tools.pis.speech.audioMsSince(ended);
          outcome.cloud = {
            heardText: answer.heardText ?? '',
            responseText: answer.responseText ?? '',
            intent: answer.intent ?? '',
            latencyMs: this.latencyMs,
          };
        } else outcome.cloud = null;
      } catch (error) {
        outcome.cloud = { error: reasonOf(error) };
      }
    }
    const heard = outcome.cloud && 'heardText' in outcome.cloud ? outcome.cloud : undefined;
    const window = heard && answered ? dutAnswerWindow(answered) : undefined;
    await this.announce({
      ...current,
      questionPlayed: true,
      ...(heard ? { dutHeard: heard.heardText, cloudResponse: heard.responseText } : {}),
    });
    if (recording) {
      recordings.push(
        this.transcribeAnswer(recording, utterance, heard?.responseText, window).then((observation) => {
          outcome.recording = observation;
          this.refMic = functionalRefMicStateOf(observation);
        }),
      );
    }
    return outcome;
  }

  /**
   * Starts recording the DUT's answer with the reference mic of the Pi that
   * says the utterance: from the utterance on, so it holds the spoken reply.
   */
  private startRecording(
    pi: ThingRecord,
    durationMs: number,
  ): Promise<{ readonly recordingId: string; readonly fileName: string } | { readonly error: string }> {
    return this.context.tools.pis.player
      .record(pi, durationMs + RECORD_ANSWER_AUDIO_MS)
      .catch((error: unknown) => ({ error: reasonOf(error) }));
  }

  /**
   * Transcribes the recorded reply (doc 1 §2.6 audio recording validation).
   * The recogniser hears whole stretches of speech, so it is given the answer
   * the device cloud says the DUT gave as well as the phrases the case expects
   * in it: the transcript then holds the reply, and the score looks for the
   * expected phrases in it. A recording that cannot be read or transcribed
   * keeps its name: the Pi's reference mic did record it.
   */
  private async transcribeAnswer(
    recording: ReturnType<FunctionalSession['startRecording']>,
    utterance: FunctionalPlannedUtterance,
    cloudResponse: string | undefined,
    window: RecordingWindow | undefined,
  ): Promise<FunctionalRecordingObservation> {
    const recorded = await recording;
    if ('error' in recorded) return recorded;
    try {
      const { text } = await this.context.tools.resources.transcribeRecording(
        recorded.recordingId,
        {
          locale: this.context.plan.locale,
          phrases: [...(utterance.refMic ?? []), ...(cloudResponse ? [cloudResponse] : [])],
        },
        window,
      );
      return { transcript: text, fileName: recorded.fileName };
    } catch (error) {
      return { error: reasonOf(error), fileName: recorded.fileName };
    }
  }

  /** The length of an utterance's recording, from its resource's manifest. */
  private durationOf(step: FunctionalStep, utterance: FunctionalPlannedUtterance): number {
    const manifest = this.context.plan.manifests.get(step.resource);
    return manifest?.files.find((file) => file.fileName === utterance.fileName)?.durationMs ?? 0;
  }

  /**
   * Reads the DUT's status from the device cloud and announces it as the
   * feed's DUT key (issue 29), hearing or not; when it cannot be read the
   * feed keeps what it had.
   */
  private async announceDut(hearing: boolean): Promise<void> {
    const { tools } = this.context;
    const status = await tools.deviceCloud.status(this.dut).catch(() => undefined);
    if (status) await tools.live.announce({ key: 'DUT', data: liveDutStateOf(status, hearing) });
  }

  /** The action playing now, with the latest latency and reference mic status this session has seen. */
  private announce(current: FunctionalCurrentAction): Promise<void> {
    return this.context.tools.live.announce(
      this.statsNow({
        ...current,
        ...(this.latencyMs === undefined ? {} : { latencyMs: this.latencyMs }),
        ...(this.refMic ? { refMic: this.refMic } : {}),
      }),
    );
  }
}
