import { Injectable } from '@nestjs/common';
import {
  type Artifact,
  type BddActionState,
  type JobState,
  type RecordingWindow,
  type ResourceManifest,
} from '@oak/shared';
import { LabsService } from '../../labs/labs.service';
import { type ThingRecord } from '../../labs/thing.entity';
import { ResourceStore } from '../../resources/resource-store';
import { Clock } from '../../clock/clock';
import { DeviceCloudListener } from './device-cloud-listener.tool';
import { type LiveChange, LivePublisher } from './live-publisher.tool';
import { NoiseLoop } from './noise-loop.tool';
import { OperatorActions } from './operator.tool';
import { PiActions } from './pi-actions.tool';
import { PiPlayer } from './pi-player.tool';
import { type JobStateChange, RunState } from './run-state.tool';
import { Speech } from './speech.tool';
import { SpokenAnswers } from './transcription.tool';
import { speakerFeedPlayer } from './speaker-feed.tool';
import { type Transcript, type TranscriptionHints } from '../../transcriber/transcriber.port';

/** The run's Pis: what they play and record, the lab's pace, any action, and the noise under speech. */
export interface RunPis {
  /** Talk, stop, record on a Pi. */
  readonly player: PiPlayer;
  /** Says files on the run's Pis, learning the lab's pace (one per run). */
  readonly speech: Speech;
  /** Any action of a Pi, with its job and step, the programs it reported and its progress. */
  readonly actions: PiActions;
  /** The lab's Pis as they are now. */
  things(): Promise<ThingRecord[]>;
  /** The noise loop of the run's noise Pi. */
  noiseLoop(pi: ThingRecord | undefined): NoiseLoop;
}

/** What a run reads of the resources: the catalogue's manifests and its Pis' recordings, transcribed. */
export interface RunResources {
  /**
   * A catalogue resource's manifest in the store, if it is there: read once
   * per run, so the run syncs and plays the manifest it planned with.
   */
  manifest(resourceId: string): Promise<ResourceManifest | undefined>;
  /**
   * What a Pi of the run's lab recorded, transcribed against the phrases a
   * case expects: whole, or only the stretch `window` names.
   */
  transcribeRecording(
    recordingId: string,
    hints: TranscriptionHints,
    window?: RecordingWindow,
  ): Promise<Transcript>;
  /** What a Pi of the run's lab recorded, as the WAV it uploaded: for a signal analysis of the room. */
  recording(recordingId: string): Promise<Uint8Array>;
}

/** The outputs the run's Pis uploaded for its steps (a scan's report past the MQTT limit). */
export interface RunArtifacts {
  /** The artifact an action's answer names, by its id. */
  read(artifactId: string): Promise<{ readonly artifact: Artifact; readonly content: Buffer }>;
}

/** What only a person can do. */
export interface RunOperator {
  /**
   * Asks the operator to do what only a person can (doc 1 §4.6 PAUSE) and
   * waits for the answer: complete (confirm) or failed (cancel). `stepKey`
   * names the action across restarts; stops with the run.
   */
  ask(stepKey: string, message: string): Promise<BddActionState>;
}

/** The run as its watchers see it: its live changes and its job's state. */
export interface RunLive {
  announce(...changes: readonly LiveChange[]): Promise<void>;
  setState(change: JobStateChange): Promise<void>;
  state(): Promise<JobState | undefined>;
}

/**
 * The tools of one run: every side effect a family may have, bound to its
 * job and to the signal that stops it, grouped by what they reach.
 */
export interface RunTools {
  readonly clock: Clock;
  /** Aborts when the worker goes away. */
  readonly signal: AbortSignal;
  /** Waits, in real time; stops with the run. */
  sleep(ms: number): Promise<void>;
  /** Stops the run here if it was terminated or its worker is going away. */
  stopIfTerminated(): Promise<void>;
  readonly pis: RunPis;
  /** What the devices heard and did, and whether they can: the one device-cloud listener. */
  readonly deviceCloud: DeviceCloudListener;
  readonly resources: RunResources;
  readonly artifacts: RunArtifacts;
  readonly operator: RunOperator;
  readonly live: RunLive;
}

/** What was read for a run before its tools were made: the first answer to that read. */
export interface RunToolsReadAhead {
  /** The lab's Pis, read while the run took its job. */
  readonly things?: Promise<ThingRecord[]> | undefined;
  /** Manifests by resource id, read while the run took its job (see manifestsOf). */
  readonly manifests?: ReadonlyMap<string, Promise<ResourceManifest | undefined>> | undefined;
}

/** Makes the tools of a run. */
@Injectable()
export class RunToolsFactory {
  constructor(
    private readonly clock: Clock,
    private readonly pis: PiPlayer,
    private readonly deviceCloud: DeviceCloudListener,
    private readonly live: LivePublisher,
    private readonly runState: RunState,
    private readonly labs: LabsService,
    private readonly store: ResourceStore,
    private readonly spokenAnswers: SpokenAnswers,
    private readonly operator: OperatorActions,
    private readonly actions: PiActions,
  ) {}

  /** A lab's Pis as they are now, to hand a run's tools as read ahead (forJob). */
  pisOf(labId: string): Promise<ThingRecord[]> {
    return this.labs.pisOfLab(labId);
  }

  /**
   * Manifests of the store, by resource id, to hand a run's tools as read
   * ahead (forJob): the run's own reads, begun before it took its job.
   */
  manifestsOf(resourceIds: readonly string[]): Map<string, Promise<ResourceManifest | undefined>> {
    const manifests = new Map<string, Promise<ResourceManifest | undefined>>();
    for (const id of new Set(resourceIds)) {
      const read = this.store.readManifest(id).then((stored) => stored?.manifest);
      // Not read when the job is not run; a read that failed is read again when the plan asks.
      read.catch(() => undefined);
      manifests.set(id, read);
    }
    return manifests;
  }

  forJob(
    job: { readonly id: string; readonly companyId: string; readonly labId: string },
    signal: AbortSignal,
    readAhead: RunToolsReadAhead = {},
  ): RunTools {
    const { clock, pis, actions, deviceCloud, live, runState, labs, store, spokenAnswers, operator } = this;
    // Read once per run: the manifests read ahead are its first reads.
    const manifests = new Map(readAhead.manifests);
    for (const [resourceId, read] of manifests)
      read.catch(() => manifests.get(resourceId) === read && manifests.delete(resourceId));
    // The Pis read ahead answer the first ask; later asks read them as they are then.
    let thingsAhead = readAhead.things;
    // What the run's speech and noise play, each speaker's state on the job's feed.
    const speakers = speakerFeedPlayer(pis, (change) => live.announce(job.id, change));
    return {
      clock,
      signal,
      sleep: (ms) => clock.sleep(ms, signal),
      stopIfTerminated: () => runState.stopIfTerminated(job.id, signal),
      pis: {
        player: pis,
        speech: new Speech(speakers, clock),
        actions,
        things: () => {
          const ahead = thingsAhead;
          thingsAhead = undefined;
          return ahead ?? labs.pisOfOwnLab(job.companyId, job.labId);
        },
        noiseLoop: (pi) => new NoiseLoop(speakers, clock, pi, signal),
      },
      deviceCloud,
      resources: {
        manifest: (resourceId) => {
          let read = manifests.get(resourceId);
          if (!read) {
            read = store.readManifest(resourceId).then((stored) => stored?.manifest);
            // A read that failed (the store away a moment) is tried again when asked again.
            read.catch(() => manifests.get(resourceId) === read && manifests.delete(resourceId));
            manifests.set(resourceId, read);
          }
          return read;
        },
        transcribeRecording: (recordingId, hints, window) =>
          spokenAnswers.transcribe(job.labId, recordingId, hints, window),
        recording: (recordingId) => spokenAnswers.wav(job.labId, recordingId),
      },
      artifacts: { read: (artifactId) => actions.artifact(job.id, artifactId) },
      operator: { ask: (stepKey, message) => operator.ask(job.id, stepKey, message, signal) },
      live: {
        announce: (...changes) => live.announce(job.id, ...changes),
        setState: async (change) => {
          await runState.set(job.id, change);
        },
        state: () => runState.stateOf(job.id),
      },
    };
  }
}
