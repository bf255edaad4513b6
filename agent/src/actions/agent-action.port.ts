import { type AgentAction, type AgentEvent, type AgentShadowDesired } from '@oak/shared';
import { type Logger } from 'pino';
import { type z } from 'zod';
import { type AudioBackend } from '../audio/audio-backend.port';
import { type AgentConfig } from '../config/agent-config';
import { type RecordingUploader } from '../recordings/recording-uploader.adapter';
import { type AgentStateStore } from '../shadow/agent-state.store';
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
  readonly logger: Logger;
  /** Ends the process with code 0 (after going offline cleanly) so systemd starts the installed program. */
  readonly restart: (reason: string) => Promise<void>;
}

export interface ActionContext<P> extends AgentServices {
  readonly requestId: string;
  readonly payload: P;
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
