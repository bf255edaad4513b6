import { type AgentAction, type AgentEvent, type AgentShadowDesired } from '@oak/shared';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { ActivityRegistry } from '../actions/activity.registry';
import { type ActionContext, type AgentServices, type JobStep } from '../actions/agent-action.port';
import { type AudioBackend } from '../audio/audio-backend.port';
import { VirtualAudioBackend } from '../audio/virtual-audio.backend';
import { type AgentConfig, agentConfigSchema } from '../config/agent-config';
import { HttpArtifactUploader } from '../artifacts/artifact-uploader.adapter';
import { HttpRecordingUploader } from '../recordings/recording-uploader.adapter';
import { AgentStateStore } from '../shadow/agent-state.store';
import { FakeProcessRunner } from './process-runner.fake';
import { TestClock } from './test-clock';

export const silentLogger = pino({ level: 'silent' });

/** A fresh temporary directory for one test. */
export function tempDir(prefix = 'oak-agent-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** A virtual Pi's configuration with its own temporary directories. */
export function stubConfig(overrides: Partial<AgentConfig> = {}): AgentConfig {
  const root = tempDir();
  return agentConfigSchema.parse({
    thingName: 'lab1-pi1',
    brokerUrl: 'mqtt://127.0.0.1:1883',
    cloudUrl: 'http://127.0.0.1:9',
    cacheDir: path.join(root, 'cache'),
    stateDir: path.join(root, 'state'),
    installDir: path.join(root, 'install'),
    audioBackend: 'virtual',
    timeScale: 0.01,
    seed: 7,
    ...overrides,
  });
}

export interface StubServices extends AgentServices {
  readonly events: AgentEvent[];
  /** No program is installed unless a spec scripts it (or gives a real runner). */
  readonly processes: FakeProcessRunner | AgentServices['processes'];
  /** Time moves when the spec advances it (or gives the system clock). */
  readonly clock: TestClock | AgentServices['clock'];
  readonly restarts: string[];
  desiredShadow: AgentShadowDesired;
}

/** The services an action sees, on a virtual Pi, recording what it publishes. */
export function stubServices(
  overrides: Partial<Omit<AgentServices, 'desired'>> & {
    config?: AgentConfig;
    desired?: AgentShadowDesired;
  } = {},
): StubServices {
  const config = overrides.config ?? stubConfig();
  const audio: AudioBackend =
    overrides.audio ?? new VirtualAudioBackend({ timeScale: config.timeScale, seed: config.seed ?? 1 });
  const events: AgentEvent[] = [];
  const restarts: string[] = [];
  const noNetwork: typeof fetch = () => Promise.reject(new Error('no network in this test'));
  const services: StubServices = {
    config,
    agentVersion: '1.0.0',
    audio,
    state: new AgentStateStore({ agentVersion: '1.0.0', audioBackend: audio.kind, plugins: config.plugins }),
    activities: new ActivityRegistry(),
    publishEvent: (event) => events.push(event),
    fetch: noNetwork,
    // Uploads go to the configured cloud (none unless a test sets one up and gives its fetch).
    recordings: new HttpRecordingUploader({
      cloudUrl: config.cloudUrl,
      thingName: config.thingName,
      username: config.thingName,
      password: 'a-pi-password-for-tests',
      fetch: overrides.fetch ?? noNetwork,
    }),
    artifacts: new HttpArtifactUploader({
      cloudUrl: config.cloudUrl,
      thingName: config.thingName,
      username: config.thingName,
      password: 'a-pi-password-for-tests',
      fetch: overrides.fetch ?? noNetwork,
    }),
    processes: new FakeProcessRunner(),
    clock: new TestClock(),
    logger: silentLogger,
    restart: async (reason) => {
      restarts.push(reason);
    },
    ...overrides,
    events,
    restarts,
    desiredShadow: overrides.desired ?? {},
    desired: () => services.desiredShadow,
  };
  return services;
}

/**
 * An action's context for one request (of a job's step, with `step`);
 * `afterAnswer` tasks are collected to run by hand, progress goes to the
 * services' events as the dispatcher publishes it.
 */
export function stubContext<P>(
  payload: P,
  services: StubServices = stubServices(),
  requestId = 'req-1',
  { step, action = 'state' }: { readonly step?: JobStep; readonly action?: AgentAction } = {},
): ActionContext<P> & { readonly afterAnswerTasks: (() => Promise<void> | void)[] } {
  const afterAnswerTasks: (() => Promise<void> | void)[] = [];
  return {
    ...services,
    requestId,
    payload,
    ...(step ? { step } : {}),
    progress: (update) =>
      services.publishEvent({
        type: 'action_progress',
        at: services.clock.now().toISOString(),
        requestId,
        action,
        ...step,
        ...update,
      }),
    afterAnswer: (task) => afterAnswerTasks.push(task),
    afterAnswerTasks,
  };
}

/** A deadline that does not expire unless the test aborts it. */
export function stubDeadline(ms = 60_000): { ms: number; signal: AbortSignal; controller: AbortController } {
  const controller = new AbortController();
  return { ms, signal: controller.signal, controller };
}
