import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ACM_RUN_STATUSES,
  ACM_SCENARIO_NAME,
  acmResourceId,
  type AcousticOutcome,
  type AcousticSegment,
  type AcousticTrial,
  type JobMapping,
  type JobOptions,
  JOB_STATE_GROUPS,
  type JobState,
  LIVE_MEASURE_TYPE_IAR,
  LIVE_TEST_STATUSES,
  MEDIA_STOP_INTENT,
  NEW_JOB_MESSAGES,
  TRAINED_MOBILE_SCENARIO_TYPE,
  TRAINED_MOBILE_TRAINING_UTTERANCES,
  NOISE_LOCATION,
  type LiveUtteranceFeedItem,
  PI_DEFAULT_CONTROL_NAME,
  RUN_DELAY_BETWEEN_UTTERANCES_FIELD,
  type ResourceManifest,
  type RunNoise,
  TALK_DEFAULT_VOLUME,
  acousticResourcesByLocation,
  acousticSegments,
  acousticTestStats,
  acousticTrials,
  delayBetweenUtterancesError,
  isFinalResourceDownloadState,
  isFinishedJobState,
  isTrainedMobileScenarioType,
  optionalDutsOf,
  parseJobMapping,
  parseJobOptions,
  trainedMobileTrainers,
  trialPlaceLabel,
  voiceEnrollmentFeed,
} from '@oak/shared';
import { In, Repository } from 'typeorm';
import { DeviceCloud } from '../device-cloud/device-cloud.port';
import { LabRecord } from '../labs/lab.entity';
import { LabsService } from '../labs/labs.service';
import { ThingActionsService } from '../labs/thing-actions.service';
import { type ThingRecord } from '../labs/thing.entity';
import { ResourceSyncService } from '../resource-sync/resource-sync.service';
import { ResourceStore } from '../resources/resource-store';
import { packLanguageOf } from '../resources/pack/resource-phrases.data';
import { AcmRun, acmRunDevices, acmRunScripts } from './acm-run';
import { JobFeedPublisher } from './job-feed.publisher';
import {
  JobOptionalDutResultRecord,
  JobUtteranceResultRecord,
  toJobUtteranceResult,
} from './job-utterance-result.entity';
import { LabJobRecord } from './lab-job.entity';

/** How long a run's auto-sync may take before the run fails (chosen). */
export const AUTO_SYNC_TIMEOUT_MS = 15 * 60 * 1000;
const AUTO_SYNC_POLL_MS = 500;
/** Audio time a DUT has to answer once the utterance ended (chosen), at the lab's pace. */
const ANSWER_WINDOW_AUDIO_MS = 8000;
/** How many activity items a look at the device cloud reads. */
const ACTIVITY_PAGE = 20;
/** Extra time a talk may take beyond its file's length (transport, a slow Pi). */
const TALK_MARGIN_MS = 30_000;
const RECENT_UTTERANCES = 50;
/** How many more times a run asks the DUT to stop its media at the end (chosen). */
const MEDIA_STOP_RETRIES = 3;
/** How often a paused run looks whether the operator resumed it. */
const RESUME_POLL_MS = 500;
/**
 * What a trained mobile run measures: wake-ups (IAR). The virtual lab's DUT
 * is the phone, so its Android device is there.
 */
function trainedMobileStats(ctx: RunContext, trainer?: string) {
  return {
    measureType: LIVE_MEASURE_TYPE_IAR,
    androidDeviceIsConnected: true,
    // The voice that trained the phone last, unless one is training now.
    currentTrainedVoice:
      trainer ?? trainedMobileTrainers(ctx.options.testOptions.customOptions?.trainers).at(-1),
  };
}

/** The DUT as the device cloud knows it. */
interface DeviceRef {
  readonly deviceserial: string;
  readonly devicetype: string;
}

/** Why a run stops before its end: the person terminated it, or the worker is going away. */
export class RunStopped extends Error {}

/** A run that cannot go on, with the words its owner reads. */
export class RunFailed extends Error {}

/** Another runner holds the job: it is tried again later. */
export class RunBusy extends Error {}

/** The advisory lock namespace of running jobs (with the job id as its key). */
const JOB_RUN_LOCK = 'oak-job-run';

const STATES_A_RUNNER_TAKES: readonly JobState[] = [
  'requested',
  'running',
  'loading',
  'started',
  'inprogress',
  'paused',
  'resume',
];

interface RunContext {
  readonly job: LabJobRecord;
  readonly options: JobOptions;
  readonly mapping: JobMapping;
  readonly signal: AbortSignal;
  readonly piAt: ReadonlyMap<string, ThingRecord>;
}

/**
 * Runs one lab job on its lab (architecture, data flow steps 2-5): takes the
 * lab, auto-syncs what the run plays to the Pis that play it, then plays each
 * utterance through the Pis, asks the device cloud what the DUT made of it,
 * stores the result and only then announces it. A run taken again after its
 * worker died continues after its last stored utterance. Terminate (state
 * canceled) is seen between utterances and stops the Pis.
 */
@Injectable()
export class JobRunner {
  private readonly logger = new Logger('JobRunner');

  constructor(
    @InjectRepository(LabJobRecord) private readonly jobs: Repository<LabJobRecord>,
    @InjectRepository(JobUtteranceResultRecord)
    private readonly results: Repository<JobUtteranceResultRecord>,
    @InjectRepository(JobOptionalDutResultRecord)
    private readonly optionalResults: Repository<JobOptionalDutResultRecord>,
    private readonly labs: LabsService,
    private readonly actions: ThingActionsService,
    private readonly sync: ResourceSyncService,
    private readonly store: ResourceStore,
    private readonly deviceCloud: DeviceCloud,
    private readonly feed: JobFeedPublisher,
  ) {}

  async run(jobId: string, signal: AbortSignal): Promise<void> {
    // One runner per job, whatever the queue believes: a worker whose queue lock lapsed (Redis
    // away, a stalled event loop) may still be playing it. Its Postgres session holds the job.
    const session = this.jobs.manager.connection.createQueryRunner();
    await session.connect();
    try {
      const [{ taken }] = (await session.query(
        'SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS taken',
        [JOB_RUN_LOCK, jobId],
      )) as [{ taken: boolean }];
      if (!taken) throw new RunBusy(`Job ${jobId} is being run elsewhere`);
      try {
        await this.runHeld(jobId, signal);
      } finally {
        await session.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', [JOB_RUN_LOCK, jobId]);
      }
    } finally {
      await session.release();
    }
  }

  private async runHeld(jobId: string, signal: AbortSignal): Promise<void> {
    const job = await this.jobs.findOne({ where: { id: jobId } });
    if (!job || !STATES_A_RUNNER_TAKES.includes(job.state)) return;
    await this.jobs.manager.update(LabRecord, { id: job.labId }, { lock: 1 });
    try {
      await this.runTaken(job, signal);
    } catch (error) {
      if (error instanceof RunStopped) {
        if (await this.isCanceled(job.id)) await this.finish(job, 'canceled', LIVE_TEST_STATUSES.canceled);
        else throw error; // the worker is going away: the job is taken again elsewhere
      } else {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn(`Job ${job.id} failed: ${message}`);
        await this.finish(job, 'failed', LIVE_TEST_STATUSES.completed, message);
      }
    } finally {
      const stillRunning = await this.jobs.count({
        where: { labId: job.labId, state: In([...JOB_STATE_GROUPS.inProgress]) },
      });
      if (!stillRunning) await this.jobs.manager.update(LabRecord, { id: job.labId }, { lock: 0 });
    }
  }

  private async runTaken(job: LabJobRecord, signal: AbortSignal): Promise<void> {
    const options = parseJobOptions(job.options);
    const mapping = parseJobMapping(job.mapping);
    if (!options.ok || !mapping.ok)
      throw new RunFailed('The job is not readable: its options or mapping are damaged');
    const startedAt = job.startedAt ?? new Date();
    await this.setState(job, { state: 'started', startedAt, testStatus: LIVE_TEST_STATUSES.queued });
    job.startedAt = startedAt;
    if (options.value.testSuite === ACM_SCENARIO_NAME) {
      await this.runAcm({ job, options: options.value, mapping: mapping.value, signal, piAt: new Map() });
      return;
    }

    const segments = this.segmentsOf(options.value);
    const things = await this.labs.thingsOfLab(job.companyId, job.labId);
    const piAt = this.pisByLocation(things, mapping.value, segments);
    const manifests = await this.manifestsOf(segments);
    const trials = acousticTrials(segments, manifests);
    if (!trials.length)
      throw new RunFailed('The run has no utterances: generate the resource pack for its locale');
    const ctx: RunContext = { job, options: options.value, mapping: mapping.value, signal, piAt };

    await this.autoSync(ctx, segments);
    if (segments.some((segment) => isTrainedMobileScenarioType(segment.scenarioType)))
      await this.trainPhone(ctx, trials);
    await this.setState(job, { state: 'inprogress', testStatus: LIVE_TEST_STATUSES.processing });
    await this.play(ctx, trials);
    await this.finish(job, 'succeeded', LIVE_TEST_STATUSES.completed);
  }

  /**
   * An ACM run (doc 1 §2.14, §4.6): its phrases synced to the Pi beside each
   * device, then each scenario played statement by statement, the scenario
   * list announced as the feed's payload after every change. A run taken
   * again starts its scenarios over: a call half made cannot be resumed.
   */
  private async runAcm(ctx: RunContext): Promise<void> {
    const { job, options, mapping } = ctx;
    const scripts = acmRunScripts(options.executionOrder ?? []);
    if (typeof scripts === 'string') throw new RunFailed(scripts);
    if (!scripts.length) throw new RunFailed('The run has no ACM scenarios');
    const devices = acmRunDevices(mapping, await this.labs.thingsOfLab(job.companyId, job.labId));
    if (typeof devices === 'string') throw new RunFailed(devices);
    const resource = acmResourceId(options.marketPlace);
    const manifest = (await this.store.readManifest(resource))?.manifest;
    const language = packLanguageOf(options.marketPlace);
    if (!manifest || !language)
      throw new RunFailed('The run has no ACM recordings: generate the resource pack for its locale');

    await this.announce(job, 'testStatus', { status: ACM_RUN_STATUSES.starting, state: 'started' });
    const pis = [...new Map(devices.map((device) => [device.pi.id, device.pi])).values()];
    await this.announce(job, 'testStatus', { status: LIVE_TEST_STATUSES.autoSync, state: 'started' });
    await this.jobs.update({ id: job.id }, { testStatus: LIVE_TEST_STATUSES.autoSync });
    await this.syncAndWait(
      ctx,
      {
        locales: [options.marketPlace],
        locations: [...new Set(pis.map((pi) => pi.location ?? ''))],
        manifests: ['ACM'],
      },
      pis.map((thing) => ({ thing, resources: [resource] })),
    );
    // A run terminated meanwhile keeps its state: the first checkpoint ends it.
    await this.setState(job, { state: 'inprogress', testStatus: ACM_RUN_STATUSES.running });

    const startTime = job.startedAt!;
    const run: AcmRun = new AcmRun(scripts, devices, manifest, options.marketPlace, language.wakeWord, {
      checkpoint: () => this.checkpoint(ctx),
      sleep: (ms) => sleep(ms, ctx.signal),
      talk: (pi, waveFileName, durationMs) =>
        this.actions.run(
          pi,
          'talk',
          { waveFileName, volume: TALK_DEFAULT_VOLUME, controlName: PI_DEFAULT_CONTROL_NAME },
          durationMs + TALK_MARGIN_MS,
        ) as Promise<{ durationMs?: number }>,
      activity: (entry, limit) =>
        this.deviceCloud.latestActivity(
          { deviceserial: entry.dsn, devicetype: entry.deviceType ?? '' },
          limit,
        ),
      saveContacts: (owner, contacts) => this.deviceCloud.saveContacts(owner, contacts),
      publish: async (payload) => {
        await this.announce(job, 'payload', payload);
        await this.announce(job, 'commonFeeds', {
          labJobId: job.id,
          percentage: run.percent,
          startTime: startTime.toISOString(),
          elapsedTime: Math.max(0, Math.round((Date.now() - startTime.getTime()) / 1000)),
        });
      },
    });
    const failed = await run.play();
    if (failed) this.logger.log(`Job ${job.id}: ${failed} of ${scripts.length} ACM scenarios failed`);
    await this.finish(job, 'succeeded', ACM_RUN_STATUSES.succeeded);
  }

  /** The segments of every scenario type in order, kept to the positions a custom run chose. */
  private segmentsOf(options: JobOptions): AcousticSegment[] {
    const types = options.executionOrder?.length
      ? options.executionOrder
      : [options.testOptions.scenarioType];
    return types.flatMap((type) => {
      const segments = acousticSegments(type, options.marketPlace, options.testOptions.customOptions);
      if (!segments) throw new RunFailed(NEW_JOB_MESSAGES.notRunnable(type));
      const chosen = options.testOptions.placements?.[type] ?? [];
      const kept = segments.filter((segment) => chosen.includes(segment.speechLocation));
      return kept.length ? kept : segments;
    });
  }

  /** The Pi at each position the run plays from: a mapped actor's Pi first, else the lab's Pi there. */
  private pisByLocation(
    things: readonly ThingRecord[],
    mapping: JobMapping,
    segments: readonly AcousticSegment[],
  ): Map<string, ThingRecord> {
    const mapped = new Set(Object.values(mapping.actorMapping ?? {}).map((actor) => actor.thingId));
    const ordered = [...things].sort((a, b) => Number(mapped.has(b.id)) - Number(mapped.has(a.id)));
    const piAt = new Map<string, ThingRecord>();
    for (const location of acousticResourcesByLocation(segments).keys()) {
      const pi = ordered.find((thing) => thing.location === location);
      if (!pi) throw new RunFailed(`The lab has no Pi at ${location}`);
      piAt.set(location, pi);
    }
    return piAt;
  }

  private async manifestsOf(segments: readonly AcousticSegment[]): Promise<Map<string, ResourceManifest>> {
    const manifests = new Map<string, ResourceManifest>();
    for (const id of new Set(segments.flatMap((segment) => segment.resources))) {
      const stored = await this.store.readManifest(id);
      if (stored) manifests.set(id, stored.manifest);
    }
    return manifests;
  }

  /** 'auto-sync of resources in progress' until every Pi holds what it plays (doc 1 §2.3, §2.16). */
  private async autoSync(ctx: RunContext, segments: readonly AcousticSegment[]): Promise<void> {
    await this.announce(ctx.job, 'testStatus', { status: LIVE_TEST_STATUSES.autoSync, state: 'started' });
    await this.jobs.update({ id: ctx.job.id }, { testStatus: LIVE_TEST_STATUSES.autoSync });
    const byLocation = acousticResourcesByLocation(segments);
    await this.syncAndWait(
      ctx,
      {
        locales: [ctx.options.marketPlace],
        locations: [...byLocation.keys()],
        manifests: [...new Set(segments.map((segment) => segment.scenarioType))],
      },
      [...byLocation].map(([location, resources]) => ({ thing: ctx.piAt.get(location)!, resources })),
    );
  }

  /** Syncs each Pi's resources for the run and waits until every Pi has them, or the sync fails. */
  private async syncAndWait(
    ctx: RunContext,
    selection: Parameters<ResourceSyncService['syncForRun']>[2],
    parts: Parameters<ResourceSyncService['syncForRun']>[3],
  ): Promise<void> {
    const syncId = await this.sync.syncForRun(ctx.job.labId, ctx.job.ownerEmail, selection, parts);
    const deadline = Date.now() + AUTO_SYNC_TIMEOUT_MS;
    for (;;) {
      await this.checkpoint(ctx);
      const parts = await this.sync.partsOf(syncId);
      const failed = parts.find((part) => part.state === 'failed');
      if (failed)
        throw new RunFailed(`Resource auto-sync failed on ${failed.thing?.name ?? failed.location}`);
      if (parts.every((part) => isFinalResourceDownloadState(part.state))) return;
      if (Date.now() > deadline) throw new RunFailed('Resource auto-sync did not finish in time');
      await sleep(AUTO_SYNC_POLL_MS, ctx.signal);
    }
  }

  /**
   * A trained mobile run trains the phone before its trials (doc 1 §4.2); the
   * run is paused meanwhile. With manual training the operator trains it and
   * resumes the run (PUT state resume); otherwise each trainer says the first
   * few utterances of the run to it, and the run goes on by itself. A run
   * resumed, or one that has results already, has trained.
   */
  private async trainPhone(ctx: RunContext, trials: readonly AcousticTrial[]): Promise<void> {
    const now = await this.jobs.findOne({ where: { id: ctx.job.id }, select: { id: true, state: true } });
    if (now?.state === 'resume' || (await this.results.count({ where: { jobId: ctx.job.id } })) > 0) return;
    const custom = ctx.options.testOptions.customOptions ?? {};
    const trainers = trainedMobileTrainers(custom.trainers);
    const training = (trainer: string) =>
      this.announce(
        ctx.job,
        'commonFeeds',
        acousticTestStats({
          labJobId: ctx.job.id,
          scenarioType: TRAINED_MOBILE_SCENARIO_TYPE,
          trials,
          outcomes: [],
          startTime: ctx.job.startedAt!,
          now: new Date(),
          ...trainedMobileStats(ctx, trainer),
        }),
      );
    await this.setState(ctx.job, { state: 'paused', testStatus: LIVE_TEST_STATUSES.processing });
    if (custom.mobileVoiceTrainingIsManual === true) {
      await training(trainers.join(', '));
      for (;;) {
        await this.checkpoint(ctx);
        const job = await this.jobs.findOne({ where: { id: ctx.job.id }, select: { id: true, state: true } });
        if (job?.state === 'resume') return;
        await sleep(RESUME_POLL_MS, ctx.signal);
      }
    }
    const quiet = trials.filter((trial) => !trial.noise).slice(0, TRAINED_MOBILE_TRAINING_UTTERANCES);
    for (const trainer of trainers) {
      await training(trainer);
      for (const trial of quiet) {
        await this.checkpoint(ctx);
        await this.talk(ctx, trial);
      }
    }
  }

  private async play(ctx: RunContext, trials: readonly AcousticTrial[]): Promise<void> {
    const stored = await this.results.find({ where: { jobId: ctx.job.id }, order: { trialIndex: 'ASC' } });
    const outcomes: AcousticOutcome[] = stored.map(({ answer: { heard, responded } }) => ({
      heard,
      responded,
    }));
    // Optional DUTs hear the same utterances and are scored beside the DUT (doc 2 §5).
    const others = optionalDutsOf(ctx.mapping.deviceMapping).map(([tag, entry]) => ({
      tag,
      entry,
      device: { deviceserial: entry.dsn, devicetype: entry.deviceType ?? '' },
    }));
    // Their outcomes so far, on the trials the DUT's checkpoint holds.
    const otherOutcomes = new Map<string, AcousticOutcome[]>(others.map(({ tag }) => [tag, []]));
    if (others.length && stored.length) {
      const storedOthers = await this.optionalResults.find({
        where: { jobId: ctx.job.id },
        order: { trialIndex: 'ASC' },
      });
      for (const record of storedOthers) {
        const { heard, responded } = record.answer;
        if (record.trialIndex < stored.length) otherOutcomes.get(record.dutTag)?.push({ heard, responded });
      }
    }
    const recent: LiveUtteranceFeedItem[] = stored.slice(-RECENT_UTTERANCES).map(feedItem);
    const scenarioType = (trial?: AcousticTrial) =>
      trial?.scenarioType ?? ctx.options.testOptions.scenarioType;
    const stats = (current?: AcousticTrial) =>
      acousticTestStats({
        labJobId: ctx.job.id,
        scenarioType: scenarioType(current ?? trials[outcomes.length - 1]),
        trials,
        outcomes,
        current,
        startTime: ctx.job.startedAt!,
        now: new Date(),
        ...(isTrainedMobileScenarioType(scenarioType(current ?? trials[outcomes.length - 1]))
          ? trainedMobileStats(ctx)
          : {}),
        optionalDuts: others.map(({ tag, entry }) => ({
          tag,
          dsn: entry.dsn,
          ...(entry.deviceName ? { deviceName: entry.deviceName } : {}),
          outcomes: otherOutcomes.get(tag) ?? [],
        })),
      });
    // Voice robustness also tells its training rounds (doc 1 §2.5).
    const enrollment = async (current?: AcousticTrial) => {
      if (trials[0]?.round === undefined) return;
      await this.announce(
        ctx.job,
        'enrollmentFeed',
        voiceEnrollmentFeed({
          trials,
          played: outcomes.length,
          current,
          startTime: ctx.job.startedAt!,
          now: new Date(),
        }),
      );
    };
    const dut = ctx.mapping.deviceMapping.DUT;
    const device = { deviceserial: dut.dsn, devicetype: dut.deviceType ?? '' };

    const delay = ctx.options.testOptions.customOptions?.[RUN_DELAY_BETWEEN_UTTERANCES_FIELD];
    const delaySeconds = delayBetweenUtterancesError(delay) ? 0 : Number(delay);
    const noise = new NoiseLoop(this.actions, ctx.piAt);
    try {
      for (const trial of trials.slice(stored.length)) {
        await this.checkpoint(ctx);
        await noise.play(trial.noise, ctx.signal);
        await this.announce(ctx.job, 'commonFeeds', stats(trial));
        await enrollment(trial);
        await this.announce(ctx.job, 'noiseFeeds', {
          activeNoise: trial.noise?.label ?? 'None',
          locationNoise: trialPlaceLabel(trial),
          isPlaying: Boolean(trial.noise),
        });
        const playedAt = new Date();
        const { answer, pace, otherAnswers } = await this.say(ctx, device, trial, others);
        const responded = (heard?: { intent?: string }) =>
          Boolean(heard && trial.expectedResponse && heard.intent === trial.expectedResponse);
        if (otherAnswers.length) {
          // Stored before the DUT's result, the trial's checkpoint: a run taken again plays it again whole.
          await this.optionalResults
            .createQueryBuilder()
            .insert()
            .values(
              otherAnswers.map(({ tag, answer: other }) =>
                this.optionalResults.create({
                  jobId: ctx.job.id,
                  trialIndex: trial.index,
                  dutTag: tag,
                  answer: {
                    heard: Boolean(other?.heardText),
                    responded: responded(other),
                    heardText: other?.heardText ?? null,
                    responseText: other?.responseText ?? null,
                    intent: other?.intent ?? null,
                  },
                }),
              ),
            )
            .orIgnore()
            .execute();
          for (const { tag, answer: other } of otherAnswers) {
            otherOutcomes.get(tag)?.push({ heard: Boolean(other?.heardText), responded: responded(other) });
          }
        }
        const result = this.results.create({
          jobId: ctx.job.id,
          trialIndex: trial.index,
          scenarioType: trial.scenarioType,
          speechLocation: trial.speechLocation,
          noise: trial.noise?.label ?? null,
          fileName: trial.fileName,
          transcript: trial.transcript,
          expectedResponse: trial.expectedResponse ?? null,
          answer: {
            heard: Boolean(answer?.heardText),
            responded: responded(answer),
            heardText: answer?.heardText ?? null,
            responseText: answer?.responseText ?? null,
            intent: answer?.intent ?? null,
          },
          playedAt,
        });
        // Stored before it is announced: the checkpoint a restarted worker continues from.
        await this.results.createQueryBuilder().insert().values(result).orIgnore().execute();
        outcomes.push({ heard: result.answer.heard, responded: result.answer.responded });
        recent.push(feedItem(result));
        if (recent.length > RECENT_UTTERANCES) recent.shift();
        await this.announce(ctx.job, 'utteranceFeeds', recent);
        await this.announce(ctx.job, 'commonFeeds', stats());
        await enrollment();
        // The run's own pause between utterances (doc 2 §5, seconds of audio time).
        if (delaySeconds && trial !== trials.at(-1)) await sleep(delaySeconds * 1000 * pace, ctx.signal);
      }
      await this.stopDeviceMedia(ctx, device, trials);
    } finally {
      await noise.stop();
    }
  }

  /** Plays a trial's utterance on the Pi at its position; answers once the Pi has played it. */
  private async talk(ctx: RunContext, trial: AcousticTrial): Promise<{ durationMs?: number }> {
    return (await this.actions.run(
      ctx.piAt.get(trial.speechLocation)!,
      'talk',
      { waveFileName: trial.fileName, volume: TALK_DEFAULT_VOLUME, controlName: PI_DEFAULT_CONTROL_NAME },
      trial.durationMs + TALK_MARGIN_MS,
    )) as { durationMs?: number };
  }

  /**
   * Plays a trial's utterance and waits for what the DUT made of it (its
   * first new activity), and each optional DUT in the room alike.
   */
  private async say(
    ctx: RunContext,
    device: DeviceRef,
    trial: AcousticTrial,
    others: readonly { readonly tag: string; readonly device: DeviceRef }[] = [],
  ) {
    const [before, ...othersBefore] = await Promise.all(
      [device, ...others.map((other) => other.device)].map((one) => this.deviceCloud.latestActivity(one, 1)),
    );
    const started = performance.now();
    const talk = await this.talk(ctx, trial);
    // The lab's pace: a real Pi plays in real time, a virtual one faster.
    const pace = Math.min(
      1,
      (performance.now() - started) / Math.max(1, talk.durationMs ?? trial.durationMs),
    );
    const windowMs = ANSWER_WINDOW_AUDIO_MS * pace;
    const [answer, ...otherAnswers] = await Promise.all([
      this.answerTo(device, before![0]?.utteranceId, windowMs, ctx.signal),
      ...others.map((other, index) =>
        this.answerTo(other.device, othersBefore[index]![0]?.utteranceId, windowMs, ctx.signal),
      ),
    ]);
    return {
      answer,
      pace,
      otherAnswers: others.map((other, index) => ({ tag: other.tag, answer: otherAnswers[index] })),
    };
  }

  /**
   * A run that had the DUT play media leaves it quiet: when the DUT did not
   * take the run's last stop request, the request is said again, a few times
   * at most (not results), so the next run does not start over its music.
   */
  private async stopDeviceMedia(ctx: RunContext, device: DeviceRef, trials: readonly AcousticTrial[]) {
    const stop = trials.findLast((trial) => trial.expectedResponse === MEDIA_STOP_INTENT);
    if (!stop || !trials.some((trial) => trial.noise?.onDut)) return;
    const last = await this.results.findOne({ where: { jobId: ctx.job.id, trialIndex: stop.index } });
    if (last?.answer.intent === MEDIA_STOP_INTENT) return;
    for (let attempt = 0; attempt < MEDIA_STOP_RETRIES; attempt += 1) {
      await this.checkpoint(ctx);
      if ((await this.say(ctx, device, stop)).answer?.intent === MEDIA_STOP_INTENT) return;
    }
    this.logger.warn(`Job ${ctx.job.id}: the DUT did not take the request to stop its media`);
  }

  /** The DUT's first new activity after `lastSeen`, waiting up to `windowMs` for it. */
  private async answerTo(
    device: DeviceRef,
    lastSeen: string | undefined,
    windowMs: number,
    signal: AbortSignal,
  ) {
    const until = performance.now() + Math.max(50, windowMs);
    const step = Math.max(20, Math.min(500, windowMs / 20));
    for (;;) {
      const items = await this.deviceCloud.latestActivity(device, ACTIVITY_PAGE);
      const seen = items.findIndex((item) => item.utteranceId === lastSeen);
      const fresh = (seen === -1 ? items : items.slice(0, seen)).filter((item) => !item.falseWake).reverse();
      if (fresh.length) return fresh[0];
      if (performance.now() >= until) return undefined;
      await sleep(step, signal);
    }
  }

  /** Between two steps: a terminated job or a worker going away stops the run here. */
  private async checkpoint(ctx: RunContext): Promise<void> {
    if (ctx.signal.aborted || (await this.isCanceled(ctx.job.id))) throw new RunStopped('Run stopped');
  }

  private async isCanceled(jobId: string): Promise<boolean> {
    const job = await this.jobs.findOne({ where: { id: jobId }, select: { id: true, state: true } });
    return !job || job.state === 'canceled';
  }

  private async setState(
    job: LabJobRecord,
    change: Partial<Pick<LabJobRecord, 'state' | 'testStatus' | 'startedAt'>>,
  ) {
    // A job terminated meanwhile keeps its state: the next checkpoint ends the run.
    await this.jobs.update({ id: job.id, state: In([...STATES_A_RUNNER_TAKES]) }, change);
    if (change.testStatus) {
      await this.announce(job, 'testStatus', {
        status: change.testStatus,
        ...(change.state ? { state: change.state } : {}),
      });
    }
  }

  private async finish(
    job: LabJobRecord,
    state: JobState,
    testStatus: string,
    error?: string,
  ): Promise<void> {
    const from = state === 'canceled' ? ['canceled'] : STATES_A_RUNNER_TAKES;
    await this.jobs.update(
      { id: job.id, state: In([...from]) },
      { state, testStatus, finishedAt: () => 'COALESCE(finished_at, now())', error: error ?? null },
    );
    const now = await this.jobs.findOne({ where: { id: job.id } });
    if (now && isFinishedJobState(now.state)) {
      await this.announce(job, 'testStatus', {
        status: now.testStatus ?? testStatus,
        state: now.state,
        ...(error ? { message: error } : {}),
      });
    }
  }

  private async announce(
    job: LabJobRecord,
    key: 'testStatus' | 'commonFeeds' | 'utteranceFeeds' | 'noiseFeeds' | 'enrollmentFeed' | 'payload',
    data: unknown,
  ) {
    await this.feed
      .publish(job.id, { key, data })
      .catch((error: unknown) =>
        this.logger.warn(`Live feed of job ${job.id} not published: ${String(error)}`),
      );
  }
}

function feedItem(record: JobUtteranceResultRecord): LiveUtteranceFeedItem {
  const result = toJobUtteranceResult(record);
  return {
    questionPlayed: result.questionPlayed,
    dutHeard: result.dutHeard ?? '',
    dutResponded: result.dutResponded ?? '',
    status: result.status,
    location: result.speechLocation,
    timestamp: result.playedAt,
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new RunStopped('Run stopped'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new RunStopped('Run stopped'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The noise a segment plays under its speech, from the noise position: played
 * again whenever the file ends, until the segment changes or the run stops.
 */
class NoiseLoop {
  private current: string | undefined;
  private loop: Promise<void> | undefined;
  private controller: AbortController | undefined;
  private pi: ThingRecord | undefined;

  constructor(
    private readonly actions: ThingActionsService,
    private readonly piAt: ReadonlyMap<string, ThingRecord>,
  ) {}

  /** Loops `noise` on the noise Pi from now on (nothing for none or the DUT's own); the same noise keeps playing. */
  async play(noise: RunNoise | undefined, signal: AbortSignal): Promise<void> {
    // The DUT's own media (device playback) needs nothing from the noise Pi.
    const key =
      noise && !noise.onDut ? `${noise.fileName}@${noise.volume ?? TALK_DEFAULT_VOLUME}` : undefined;
    if (key === this.current) return;
    await this.stop();
    if (!noise || !key) return;
    const { fileName } = noise;
    const volume = noise.volume ?? TALK_DEFAULT_VOLUME;
    const pi = this.piAt.get(NOISE_LOCATION);
    if (!pi) throw new RunFailed('The lab has no noise Pi');
    const controller = new AbortController();
    signal.addEventListener('abort', () => controller.abort(), { once: true });
    this.current = key;
    this.controller = controller;
    this.pi = pi;
    let started!: () => void;
    const playing = new Promise<void>((resolve) => (started = resolve));
    const stopped = new Promise<void>((resolve) =>
      controller.signal.addEventListener('abort', () => resolve(), { once: true }),
    );
    this.loop = (async () => {
      while (!controller.signal.aborted) {
        const talk = this.actions.run(
          pi,
          'talk',
          { waveFileName: fileName, volume, controlName: PI_DEFAULT_CONTROL_NAME },
          24 * 3600 * 1000,
        );
        // The Pi answers when the file ends; give it a moment to start before speech plays.
        setTimeout(started, 50);
        // Stopped, the loop ends at once: a noise Pi gone silent must not hold the run's end for a day.
        await Promise.race([
          talk.catch(() => sleep(1000, controller.signal).catch(() => undefined)),
          stopped,
        ]);
      }
    })();
    await playing;
  }

  async stop(): Promise<void> {
    if (!this.controller) return;
    this.controller.abort();
    if (this.pi) await this.actions.run(this.pi, 'stop', {}, 10_000).catch(() => undefined);
    await this.loop;
    this.controller = undefined;
    this.loop = undefined;
    this.current = undefined;
  }
}
