import { type AgentShadowReported, thingTopics, type ThingTopics } from '@oak/shared';
import { mkdir } from 'node:fs/promises';
import { type Logger } from 'pino';
import { ActionDispatcher } from './actions/action-dispatcher.service';
import { ACTION_DEFAULT_TIMEOUTS_MS } from './actions/action-timeouts.constant';
import { AGENT_RESOURCES, ActivityRegistry } from './actions/activity.registry';
import { type AgentServices } from './actions/agent-action.port';
import { agentActions } from './actions/agent-actions.registry';
import { createAudioBackend } from './audio/audio-backend.factory';
import { type AudioBackend } from './audio/audio-backend.port';
import { type AgentConfig } from './config/agent-config';
import { readCaFile } from './config/ca-file.util';
import { readAgentCredentials } from './config/credentials.util';
import { createLogger } from './logger';
import { MqttConnectionAdapter } from './mqtt/mqtt-connection.adapter';
import { HttpArtifactUploader } from './artifacts/artifact-uploader.adapter';
import { HttpRecordingUploader } from './recordings/recording-uploader.adapter';
import { type MqttConnection } from './mqtt/mqtt-connection.port';
import { ResourceSyncService, type ResourceSyncSettings } from './resources/resource-sync.service';
import { AgentStateStore } from './shadow/agent-state.store';
import { FanWatcher } from './shadow/fan-watcher.service';
import { DesiredStateStore } from './shadow/desired-state.store';
import { Reconciler } from './shadow/reconciler.service';
import {
  SyncReportFollower,
  initialLabControllerState,
  reportCodeUpdate,
} from './shadow/lab-controller.util';
import { ShadowReporter } from './shadow/shadow-reporter.service';
import { systemClock } from './system/clock.port';
import { ExecaProcessRunner } from './system/execa-process-runner.adapter';
import { type HealthProbeEnvironment, healthProbes } from './system/health-probes';
import { type ProcessRunner } from './system/process-runner.port';
import { ReleaseInstaller } from './update/release-installer.service';
import { AGENT_VERSION } from './version';

/** How long shutting down waits for playback and recording to stop. */
const SHUTDOWN_STOP_MS = 2000;

/** Replaceable parts, for tests and the simulator; everything else follows the configuration. */
export interface AgentOverrides {
  readonly logger?: Logger;
  readonly audio?: AudioBackend;
  readonly connect?: (options: { username: string; password?: string }) => MqttConnection;
  readonly fetch?: typeof fetch;
  /** Runs the actions' programs (execa unless replaced). */
  readonly processes?: ProcessRunner;
  readonly probeEnvironment?: Omit<HealthProbeEnvironment, 'fetch'>;
  /** Called with 0 after a clean stop that should restart the agent (an update); the CLI exits. */
  readonly exit?: (code: number) => void;
  /** The resource sync's parallelism, retries and timeouts (tests shorten them). */
  readonly resourceSync?: Partial<ResourceSyncSettings>;
}

export interface RunningAgent {
  readonly topics: ThingTopics;
  readonly logger: Logger;
  /** Goes offline cleanly: stops audio, publishes `offline`, disconnects. Idempotent. */
  stop(): Promise<void>;
}

/** Wires the agent together from its configuration and starts it. */
export async function startAgent(config: AgentConfig, overrides: AgentOverrides = {}): Promise<RunningAgent> {
  const logger = overrides.logger ?? createLogger(config);
  const fetchImpl = overrides.fetch ?? fetch;
  const topics = thingTopics(config.thingName);
  const credentials = config.credentialsFile ? readAgentCredentials(config.credentialsFile) : undefined;
  const username = config.username ?? credentials?.username ?? config.thingName;
  const ca = config.caFile ? readCaFile(config.caFile) : undefined;
  if (config.caFile && process.env.NODE_EXTRA_CA_CERTS !== config.caFile)
    logger.warn(
      { caFile: config.caFile },
      'HTTPS requests trust the CA only with NODE_EXTRA_CA_CERTS set to it (the systemd unit sets it)',
    );
  await mkdir(config.cacheDir, { recursive: true });
  await mkdir(config.stateDir, { recursive: true });

  const audio = overrides.audio ?? createAudioBackend(config);
  const state = new AgentStateStore({
    agentVersion: AGENT_VERSION,
    audioBackend: audio.kind,
    plugins: config.plugins,
    devices: config.devices,
  });
  // Started by the update that installed it: the first shadow says the code is updated.
  state.update({ labController: await initialLabControllerState(config.stateDir, AGENT_VERSION) });
  const syncReports = new SyncReportFollower(state);
  const activities = new ActivityRegistry();
  const desired = new DesiredStateStore(config.stateDir, logger);
  await desired.load();
  const installer = new ReleaseInstaller({
    cloudUrl: config.cloudUrl,
    installDir: config.installDir,
    fetch: fetchImpl,
  });
  const connection =
    overrides.connect?.({ username, ...(credentials ? { password: credentials.password } : {}) }) ??
    new MqttConnectionAdapter({
      brokerUrl: config.brokerUrl,
      clientId: config.thingName,
      username,
      ...(credentials ? { password: credentials.password } : {}),
      ...(ca ? { ca } : {}),
      statusTopic: topics.status,
      subscriptions: [topics.request, topics.shadowDesired],
      logger,
    });

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      reconciler.close();
      fanWatcher?.close();
      // Downloads stop where they are; their parts stay for the next start to resume.
      await withinMs(resourceSync.close(), SHUTDOWN_STOP_MS);
      reporter.close();
      await activities.stopAll(SHUTDOWN_STOP_MS);
      await audio.stop();
      await connection.close();
      logger.info('stopped');
    })());
  const restart = async (reason: string): Promise<void> => {
    logger.info({ reason }, 'restarting');
    // What led to the restart (e.g. lab_code_updated) goes out before the connection closes.
    reporter.flush();
    await stop();
    (overrides.exit ?? ((code: number) => process.exit(code)))(0);
  };

  const piUploads = {
    cloudUrl: config.cloudUrl,
    thingName: config.thingName,
    username,
    password: credentials?.password,
    fetch: fetchImpl,
  };
  const services: AgentServices = {
    config,
    agentVersion: AGENT_VERSION,
    audio,
    state,
    activities,
    desired: () => desired.current,
    publishEvent: (event) =>
      void connection
        .publish(topics.events, JSON.stringify(event))
        .catch((error: Error) => logger.warn({ err: error }, 'could not publish an event')),
    fetch: fetchImpl,
    recordings: new HttpRecordingUploader(piUploads),
    artifacts: new HttpArtifactUploader(piUploads),
    processes: overrides.processes ?? new ExecaProcessRunner(),
    clock: systemClock,
    logger,
    restart,
  };
  const probes = healthProbes(config, { fetch: fetchImpl, ...overrides.probeEnvironment });
  const resourceSync = new ResourceSyncService({
    cacheDir: config.cacheDir,
    cloudUrl: config.cloudUrl,
    username,
    ...(credentials ? { password: credentials.password } : {}),
    desired: () => desired.current,
    // The engine throttles its progress itself, so each report may go out at once.
    report: (resourceSyncReport) => {
      syncReports.report(resourceSyncReport);
      reporter.flush();
    },
    logger,
    ...overrides.resourceSync,
  });
  const dispatcher = new ActionDispatcher(
    agentActions({ probes, installer, resourceSync }),
    services,
    (response) => connection.publish(topics.response, JSON.stringify(response)),
  );
  const reporter = new ShadowReporter(
    state,
    (shadow: AgentShadowReported) =>
      connection.publish(topics.shadowReported, JSON.stringify(shadow), { retain: true }),
    logger,
  );
  const reconciler = new Reconciler({
    stateDir: config.stateDir,
    desired: () => desired.current,
    agentVersion: AGENT_VERSION,
    busy: () => activities.busy,
    logger,
    executors: {
      updateAgent: async ({ version }) => {
        const started = activities.tryStart(`reconcile-${Date.now()}`, 'update', AGENT_RESOURCES, false);
        if ('busyWith' in started) return;
        const timer = setTimeout(
          () => started.activity.controller.abort(),
          ACTION_DEFAULT_TIMEOUTS_MS.update,
        );
        try {
          const signal = started.activity.controller.signal;
          const release = await installer.release(version, signal);
          await reportCodeUpdate(state, config.stateDir, release.version, () =>
            installer.install(release, signal),
          );
        } finally {
          clearTimeout(timer);
          started.end();
        }
        await restart(`desired agent version ${version}`);
      },
    },
  });

  // The lab's fan the Pi stands by, where its hardware can tell (the virtual room's noise Pi).
  const readFan = audio.readFan?.bind(audio);
  const fanWatcher = readFan && new FanWatcher(readFan, state, logger);
  connection.onConnect(() => reporter.reportNow());
  // The shadow says which programs the actions find (a scanner's, say), for the cloud's admission.
  void dispatcher
    .probeCapabilities()
    .catch((error: Error) => logger.warn({ err: error }, 'could not look for the programs of the actions'));
  connection.onMessage((topic, payload, redelivered) => {
    if (topic === topics.request) void dispatcher.handle(payload, redelivered);
    else if (topic === topics.shadowDesired) void desired.receive(payload);
  });
  desired.onChange(() => {
    void reconciler.trigger();
    resourceSync.desiredChanged();
  });
  void reconciler.trigger();
  resourceSync.start();
  logger.info(
    { version: AGENT_VERSION, broker: config.brokerUrl, audioBackend: audio.kind, username },
    'oak-agent started',
  );
  return { topics, logger, stop };
}

/** Waits for the promise, but no longer than `ms`. */
async function withinMs(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
