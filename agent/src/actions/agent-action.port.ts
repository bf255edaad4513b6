import { type AgentAction, type AgentEvent, type AgentShadowDesired } from '@oak/shared';
import { type Logger } from 'pino';
import { type z } from 'zod';
import { type ArtifactUploader } from '../artifacts/artifact-uploader.adapter';
import { type AudioBackend } from '../audio/audio-backend.port';
import { type AgentConfig } from '../config/agent-config';
import { type RecordingUploader } from '../recordings/recording-uploader.adapter';
import { type AgentStateStore } from '../shadow/agent-state.store';
import { type Clock } from '../system/clock.port';
import { type ProcessRunner } from '../system/process-runner.port';
import { type ActivityRegistry, type AgentResource } from './activity.registry';

/** When an action must be done by; aborting `signal` is how a deadline or a stop reaches the work. */
export interface Deadline {
  readonly ms: number;
  readonly signal: AbortSignal;
}

/** What the agent lends every action; everything with a side effect sits behind it. */
export interface AgentServices {
  readonly config: AgentConfig;
  readonly agentVersion: string;
  readonly audio: AudioBackend;
  readonly state: AgentStateStore;
  readonly activities: ActivityRegistry;
  /** The latest desired shadow (cached on disk, so known while offline). */
  readonly desired: () => AgentShadowDesired;
  readonly publishEvent: (event: AgentEvent) => void;
  readonly fetch: typeof fetch;
  /** Sends a recording to the cloud with the Pi's own credentials. */
  readonly recordings: RecordingUploader;
  /** Sends an action's output past the MQTT limit (a report, a capture) to the cloud, for a job's step. */
  readonly artifacts: ArtifactUploader;
  /** The one way an action starts a program on the Pi. */
  readonly processes: ProcessRunner;
  /** Time and timers: a long action waits through it, so its spec need not wait. */
  readonly clock: Clock;
  readonly logger: Logger;
  /** Ends the process with code 0 (after going offline cleanly) so systemd starts the installed program. */
  readonly restart: (reason: string) => Promise<void>;
}

/** The job and step of a run a request belongs to; the agent runs one action per step at a time. */
export interface JobStep {
  readonly jobId: string;
  readonly stepKey: string;
}

/** How far a long action has got, as its `action_progress` event says it. */
export interface ActionProgress {
  readonly message?: string;
  readonly percent?: number;
  readonly data?: Record<string, unknown>;
}

export interface ActionContext<P> extends AgentServices {
  readonly requestId: string;
  readonly payload: P;
  /** The run's job and step, when the request named them. */
  readonly step?: JobStep;
  /** Publishes an `action_progress` event with the request's id, job and step. */
  progress(update: ActionProgress): void;
  /** Runs the task once the answer has reached the broker (e.g. the restart after an update). */
  afterAnswer(task: () => Promise<void> | void): void;
}

/**
 * One action the agent answers on its request topic: its payload schema,
 * checks before any work, and the work itself under a deadline.
 */
export interface AgentActionPlugin<P = unknown, R = unknown> {
  readonly name: AgentAction;
  readonly schema: z.ZodType<P>;
  /** Held exclusively while it runs; another request for one of them is answered 409. */
  readonly uses: readonly AgentResource[];
  /**
   * Programs it needs on the Pi's PATH (e.g. `nmap`): probed when the agent
   * starts and reported in the shadow's `capabilities`; while one is missing
   * the action answers 404.
   */
  readonly requires?: readonly string[];
  /** Whether a `stop` request ends it. */
  readonly stoppable: boolean;
  /** The deadline when the request brings no ackTimeout. */
  defaultTimeoutMs(payload: P): number;
  /** Checks the schema cannot express; a message means 400. */
  validate?(payload: P): string | undefined;
  run(ctx: ActionContext<P>, deadline: Deadline): Promise<R>;
}

/** Keeps each plug-in's payload type checked against its schema where it is written. */
export function defineAction<P, R>(plugin: AgentActionPlugin<P, R>): AgentActionPlugin<P, R> {
  return plugin;
}
