import { Logger } from '@nestjs/common';
import {
  type AcousticStep,
  type AcousticStepOutcome,
  type DeviceCloudStatus,
  type DutAnswer,
  JOB_TERMINATION_MESSAGES,
  LIVE_TEST_STATUSES,
  MEDIA_STOP_INTENT,
  NOISE_LOCATION,
  TRAINED_MOBILE_SCENARIO_TYPE,
  TRAINED_MOBILE_TRAINING_UTTERANCES,
  acousticLiveStats,
  acousticStepKey,
  isTrainedMobileScenarioType,
  jobDelayBetweenUtterances,
  optionalDutsOf,
  trainedMobileTrainers,
} from '@oak/shared';
import { type DeviceActivity } from '../../../device-cloud/device-cloud.port';
import { type RunSession, type StepControl } from '../../run-family.port';
import { RunFailed } from '../../run-errors';
import { type ActivityMark, type DeviceRef, deviceRefOf } from '../../tools/device-cloud-listener.tool';
import { FanFeed } from '../../tools/fan-feed.tool';
import { type NoiseLoop } from '../../tools/noise-loop.tool';
import { type AcousticContext, storedInOrder } from './acoustic-context';
import { allSettledInOrder } from '../../../../common/all-settled.util';

/** How many more times a run asks the DUT to stop its media at the end (chosen). */
const MEDIA_STOP_RETRIES = 3;
/** The delay between utterances is given in seconds. */
const MS_PER_SECOND = 1000;
/** How often a paused run looks whether the operator resumed it. */
const RESUME_POLL_MS = 500;

/** What a device made of an utterance, and how long after the utterance's end it answered (ms of audio time). */
type TimedActivity = DeviceActivity & { readonly latencyMs: number };

/** A device of the room whose answers a run reads: the DUT, or an optional DUT by its tag. */
interface Listener {
  readonly tag?: string;
  readonly device: DeviceRef;
}

/**
 * One acoustic run: plays each utterance from its position under its noise
 * and reads what each device of the room made of it. It keeps the lab's pace
 * (a real Pi plays in real time, a virtual one faster) and the noise playing.
 */
export class AcousticSession implements RunSession<AcousticStep, AcousticStepOutcome> {
  private readonly logger = new Logger('AcousticRun');
  private readonly noise: NoiseLoop;
  /** The lab's fan, looked at as the run starts and beside each utterance. */
  private readonly fan: FanFeed;
  private readonly dut: Listener;
  private readonly others: readonly Listener[];
  private readonly delayMs: number;
  private played = 0;
  /** What each device did last before a trial, read while the executor looked whether the run goes on. */
  private prepared: { readonly key: string; readonly before: Promise<ActivityMark[]> } | undefined;

  constructor(private readonly context: AcousticContext) {
    const { job, plan, tools } = context;
    this.noise = tools.pis.noiseLoop(plan.piAt.get(NOISE_LOCATION));
    this.fan = new FanFeed(
      () => tools.pis.things(),
      (...changes) => tools.live.announce(...changes),
    );
    this.dut = { device: deviceRefOf(job.mapping.deviceMapping.DUT) };
    // Optional DUTs hear the same utterances and are scored beside the DUT (doc 2 §5).
    this.others = optionalDutsOf(job.mapping.deviceMapping).map(([tag, entry]) => ({
      tag,
      device: deviceRefOf(entry),
    }));
    // The job's own delay, or its scenario type's default when it names none (doc 3 §5).
    this.delayMs = jobDelayBetweenUtterances(job.options) * MS_PER_SECOND;
  }

  /** A trained mobile run trains the phone first (doc 1 §4.2). */
  async before(): Promise<void> {
    await this.fan.look();
    if (this.context.plan.segments.some((segment) => isTrainedMobileScenarioType(segment.scenarioType)))
      await this.trainPhone();
  }

  /**
   * Asks what each device did last, when the trial's utterance plays right
   * after: no pause between utterances and no noise to start or stop first
   * (those come before that look otherwise). The answer is not waited for here:
   * the utterance goes out beside it (see say).
   */
  prepare(trial: AcousticStep): Promise<void> {
    this.prepared = undefined;
    if ((this.delayMs && this.played > 0) || !this.noise.keeps(trial.noise)) return Promise.resolve();
    const before = this.marks([this.dut, ...this.others]);
    // Read by the step that plays; a look that failed fails that step, not this moment.
    before.catch(() => undefined);
    this.prepared = { key: trial.key, before };
    return Promise.resolve();
  }

  async execute(trial: AcousticStep, control: StepControl): Promise<AcousticStepOutcome> {
    const { tools } = this.context;
    const prepared = this.prepared?.key === trial.key ? this.prepared.before : undefined;
    this.prepared = undefined;
    // The run's own pause between utterances (doc 2 §5, seconds of audio time).
    if (this.delayMs && this.played > 0) await tools.sleep(tools.pis.speech.realMs(this.delayMs));
    this.played += 1;
    await this.noise.play(trial.noise);
    const playedAt = tools.clock.now();
    // The DUT's status beside the utterance: the live view's DUT, and a trained mobile run's phone.
    const status = this.dutStatus();
    // And the lab's fan, announced when it changed.
    const fan = this.fan.look();
    const [answer, ...otherAnswers] = await this.say(trial, [this.dut, ...this.others], prepared);
    const dutStatus = await status;
    await fan;
    if (dutStatus === 'offline' && this.phoneMustStayConnected(trial.scenarioType))
      control.endRun({
        state: 'failed',
        reason: JOB_TERMINATION_MESSAGES.androidNotConnected,
        failureClass: 'device',
      });
    const judged = (heard?: TimedActivity): DutAnswer => ({
      heard: Boolean(heard?.heardText),
      responded: Boolean(heard && trial.expectedResponse && heard.intent === trial.expectedResponse),
      heardText: heard?.heardText ?? null,
      responseText: heard?.responseText ?? null,
      intent: heard?.intent ?? null,
      ...(heard ? { latencyMs: heard.latencyMs } : {}),
    });
    return {
      trial: {
        index: trial.index,
        scenarioType: trial.scenarioType,
        speechLocation: trial.speechLocation,
        noise: trial.noise?.label ?? null,
        fileName: trial.fileName,
        transcript: trial.transcript,
        ...(trial.locale ? { locale: trial.locale } : {}),
        expectedResponse: trial.expectedResponse ?? null,
      },
      answer: judged(answer),
      playedAt: playedAt.toISOString(),
      optionalDuts: this.others.map((other, index) => ({
        tag: other.tag!,
        answer: judged(otherAnswers[index]),
      })),
      ...(dutStatus ? { dutStatus } : {}),
    };
  }

  /** The DUT's status as the device cloud says it now; undefined when it cannot say (the step goes on). */
  private dutStatus(): Promise<DeviceCloudStatus | undefined> {
    return this.context.tools.deviceCloud.status(this.dut.device).catch(() => undefined);
  }

  /**
   * A trained mobile run whose phone trains itself cannot go on without it
   * (doc 1 §4.2: 'Test has been Terminated'); with manual training the
   * operator sees to the phone.
   */
  private phoneMustStayConnected(scenarioType: string): boolean {
    return (
      isTrainedMobileScenarioType(scenarioType) &&
      this.context.job.options.testOptions.customOptions?.mobileVoiceTrainingIsManual !== true
    );
  }

  /** A run that had the DUT play media leaves it quiet. */
  async after(): Promise<void> {
    await this.stopDeviceMedia();
  }

  async close(): Promise<void> {
    await this.noise.stop();
  }

  /** Plays a trial's utterance on the Pi at its position; answers once the Pi has played it. */
  private async talk(trial: AcousticStep) {
    const { plan, tools } = this.context;
    return tools.pis.speech.say(plan.piAt.get(trial.speechLocation)!, trial.fileName, {
      durationMs: trial.durationMs,
    });
  }

  /**
   * Plays a trial's utterance and waits for what each device made of it (its
   * first new activity), within the answer window at the lab's pace, with how
   * long after the utterance it came (the live view's latency, doc 1 §2.4).
   * What each device did last is asked now, unless `prepared` asked it.
   */
  private async say(
    trial: AcousticStep,
    listeners: readonly Listener[],
    prepared?: Promise<ActivityMark[]>,
  ): Promise<(TimedActivity | undefined)[]> {
    const { tools } = this.context;
    // The look at what each device did last is asked before the utterance goes out, and the
    // utterance goes out beside it: an answer to it comes only once the Pi has played it,
    // long after the device cloud took the look. Both are waited for, whichever fails.
    const looked = prepared ?? this.marks(listeners);
    const [before] = await allSettledInOrder(looked, this.talk(trial));
    const windowMs = tools.pis.speech.answerWindowMs();
    const ended = tools.clock.monotonicMs();
    return Promise.all(
      listeners.map(async (one, index) => {
        const answer = await tools.deviceCloud.answerAfter(one.device, before[index], windowMs, tools.signal);
        // Seen within a poll of it: the answer's latency in audio time, at the lab's pace.
        const latencyMs = tools.pis.speech.audioMsSince(ended);
        return answer && { ...answer, latencyMs };
      }),
    );
  }

  /** Where each device's activity stands before an utterance. */
  private marks(listeners: readonly Listener[]): Promise<ActivityMark[]> {
    const { tools } = this.context;
    return Promise.all(listeners.map((one) => tools.deviceCloud.mark(one.device)));
  }

  /**
   * When the DUT did not take the run's last stop request, the request is
   * said again, a few times at most (not results), so the next run does not
   * start over its music.
   */
  private async stopDeviceMedia(): Promise<void> {
    const { plan, outcomes, tools, job } = this.context;
    const stop = plan.steps.findLast((trial) => trial.expectedResponse === MEDIA_STOP_INTENT);
    if (!stop || !plan.steps.some((trial) => trial.noise?.onDut)) return;
    if (outcomes.get(acousticStepKey(stop.index))?.answer.intent === MEDIA_STOP_INTENT) return;
    for (let attempt = 0; attempt < MEDIA_STOP_RETRIES; attempt += 1) {
      await tools.stopIfTerminated();
      const [answer] = await this.say(stop, [this.dut]);
      if (answer?.intent === MEDIA_STOP_INTENT) return;
    }
    this.logger.warn(`Job ${job.id}: the DUT did not take the request to stop its media`);
  }

  /**
   * The run is paused while the phone trains (doc 1 §4.2). With manual
   * training the operator trains it and resumes the run (PUT state resume);
   * otherwise each trainer says the first few quiet utterances of the run to
   * it, and the run goes on by itself. A run resumed, or one that has results
   * already, has trained.
   */
  private async trainPhone(): Promise<void> {
    const { job, plan, outcomes, tools } = this.context;
    if ((await tools.live.state()) === 'resume' || outcomes.size > 0) return;
    const custom = job.options.testOptions.customOptions ?? {};
    const trainers = trainedMobileTrainers(custom.trainers);
    const dutStatus = await this.dutStatus();
    const training = (trainer: string) =>
      tools.live.announce({
        key: 'commonFeeds',
        data: acousticLiveStats({
          labJobId: job.id,
          options: job.options,
          mapping: job.mapping,
          trials: plan.steps,
          outcomes: storedInOrder(this.context),
          startTime: job.startedAt,
          now: tools.clock.now(),
          scenarioType: TRAINED_MOBILE_SCENARIO_TYPE,
          trainer,
          ...(dutStatus ? { dutStatus } : {}),
        }),
      });
    // A phone that is not there cannot train itself: the run says so and ends (doc 1 §4.2).
    if (dutStatus === 'offline' && this.phoneMustStayConnected(TRAINED_MOBILE_SCENARIO_TYPE)) {
      await training(trainers.join(', '));
      throw new RunFailed(JOB_TERMINATION_MESSAGES.androidNotConnected, 'device');
    }
    await tools.live.setState({ state: 'paused', testStatus: LIVE_TEST_STATUSES.processing });
    if (custom.mobileVoiceTrainingIsManual === true) {
      await training(trainers.join(', '));
      for (;;) {
        await tools.stopIfTerminated();
        if ((await tools.live.state()) === 'resume') return;
        await tools.sleep(RESUME_POLL_MS);
      }
    }
    const quiet = plan.steps.filter((trial) => !trial.noise).slice(0, TRAINED_MOBILE_TRAINING_UTTERANCES);
    for (const trainer of trainers) {
      await training(trainer);
      for (const trial of quiet) {
        await tools.stopIfTerminated();
        await this.talk(trial);
      }
    }
  }
}
