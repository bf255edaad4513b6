import {
  activityItemsWindow,
  PLAYGROUND_DEBUG_MESSAGES,
  PLAYGROUND_DISPATCH_ENDPOINT,
  PLAYGROUND_GAMMA_GATEWAY,
  PLAYGROUND_MESSAGES,
  PLAYGROUND_PROXY_ENDPOINT,
  PLAYGROUND_SANITY_CHECK_WAIT_MS,
  PLAYGROUND_SANITY_UTTERANCE,
  PLAYGROUND_SWITCH_ENDPOINT_SETTLE_MS,
  PLAYGROUND_WAIT_POLL_MS,
  type PlaygroundConnectStep,
  type PlaygroundDevice,
  type PlaygroundDisconnectStep,
  playgroundConnectSteps,
  playgroundDisconnectSteps,
  sanityCheckOutcome,
} from '@oak/shared';
import { type PlaygroundApi } from '../api/playground-api';
import { type PlaygroundDebugLog } from '../utils/playground-debug-log';
import {
  deviceCloudTimeS,
  type LiveMessageSource,
  LiveStreamRefused,
  type TimedApiMessage,
} from './live-stream';

/** The device's live interaction stream, started on Connect and ended on Disconnect. */
export interface LiveStreamControl {
  start(device: PlaygroundDevice): Promise<void>;
  end(device: PlaygroundDevice): void;
}

export interface ConnectionDeps {
  readonly api: Pick<
    PlaygroundApi,
    'setMuffle' | 'switchEndpoint' | 'setGateway' | 'injectSpeech' | 'activityItems'
  >;
  readonly stream: LiveStreamControl & LiveMessageSource;
  /** Waits; the pauses of doc 2 §9 go through it. */
  readonly sleep: (ms: number) => Promise<void>;
  /** Epoch ms. */
  readonly now: () => number;
  /** Where a failed step's cause is written; nowhere when not given. */
  readonly debug?: PlaygroundDebugLog;
}

/**
 * Connect's outcome. A failure's `detail` is a cause worth showing under the
 * alert, null when there is none to show: the live stream's refusal, 'HTTP
 * stream error! Status: {code}' (doc 2 §8), is; a step that merely did not
 * succeed is not.
 */
export type ConnectionResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly alert: string;
      readonly detail: string | null;
      readonly failedStep: PlaygroundConnectStep;
    };

class StepFailed extends Error {}

/**
 * Connect (doc 2 §4): the muffle feature on, the endpoint switched to the
 * proxy (a gamma device's gateway set by directive), the live stream started,
 * and for 'connect and sanity' the sanity utterance injected and its echo
 * intent awaited 10 s. Any step failing rolls everything back (Disconnect's
 * steps, whatever state they find) and answers 'Connection to OAK failed!!!'.
 */
export async function connectDevice(
  device: PlaygroundDevice,
  deps: ConnectionDeps,
  options: { readonly sanityCheck: boolean },
): Promise<ConnectionResult> {
  for (const step of playgroundConnectSteps(device, options)) {
    try {
      await runConnectStep(step, device, deps);
    } catch (error) {
      deps.debug?.(PLAYGROUND_DEBUG_MESSAGES.connectStepFailed(device.dsn, step), error);
      await rollBack(device, deps);
      return {
        ok: false,
        alert: PLAYGROUND_MESSAGES.connectionFailed,
        detail: error instanceof LiveStreamRefused ? error.message : null,
        failedStep: step,
      };
    }
  }
  return { ok: true };
}

/** Disconnect (doc 2 §4): feature off, stream ended, gamma gateway restored, endpoint back to dispatch. */
export async function disconnectDevice(device: PlaygroundDevice, deps: ConnectionDeps): Promise<void> {
  for (const step of playgroundDisconnectSteps(device)) await runDisconnectStep(step, device, deps);
}

async function runConnectStep(step: PlaygroundConnectStep, device: PlaygroundDevice, deps: ConnectionDeps) {
  switch (step) {
    case 'muffleOn':
      if (!(await deps.api.setMuffle(device, true))) throw new StepFailed(step);
      return;
    case 'switchToProxy':
      await deps.api.switchEndpoint(device, PLAYGROUND_PROXY_ENDPOINT);
      await deps.sleep(PLAYGROUND_SWITCH_ENDPOINT_SETTLE_MS);
      return;
    case 'setGammaGateway':
      if (!(await deps.api.setGateway(device, PLAYGROUND_PROXY_ENDPOINT))) throw new StepFailed(step);
      return;
    case 'startLiveStream':
      await deps.stream.start(device);
      return;
    case 'sanityCheck':
      if (!(await sanityPasses(device, deps))) throw new StepFailed(step);
  }
}

async function runDisconnectStep(
  step: PlaygroundDisconnectStep,
  device: PlaygroundDevice,
  deps: ConnectionDeps,
): Promise<void> {
  switch (step) {
    case 'muffleOff':
      await deps.api.setMuffle(device, false);
      return;
    case 'endLiveStream':
      deps.stream.end(device);
      return;
    case 'restoreGammaGateway':
      await deps.api.setGateway(device, PLAYGROUND_GAMMA_GATEWAY);
      return;
    case 'switchToDispatch':
      await deps.api.switchEndpoint(device, PLAYGROUND_DISPATCH_ENDPOINT);
      await deps.sleep(PLAYGROUND_SWITCH_ENDPOINT_SETTLE_MS);
  }
}

/** Every Disconnect step, as if the proxy were connected; one failing does not stop the others. */
async function rollBack(device: PlaygroundDevice, deps: ConnectionDeps): Promise<void> {
  const connected = { ...device, status: { ...device.status, proxy: true } };
  for (const step of playgroundDisconnectSteps(connected)) {
    await runDisconnectStep(step, connected, deps).catch(() => undefined);
  }
}

/**
 * The sanity utterance injected, then activity items polled every 500 ms for
 * 10 s for its echo intent. The window starts at the device cloud's time of
 * the utterance (its first activity on the live stream), since the device
 * cloud's clock need not be the browser's; the browser's until the stream shows one.
 */
async function sanityPasses(device: PlaygroundDevice, deps: ConnectionDeps): Promise<boolean> {
  const sentAtS = Math.floor(deps.now() / 1000);
  const seen: TimedApiMessage[] = [];
  const unsubscribe = deps.stream.subscribe((from, message) => {
    if (from.dsn === device.dsn) seen.push(message);
  });
  try {
    await deps.api.injectSpeech(device, PLAYGROUND_SANITY_UTTERANCE);
    const deadline = deps.now() + PLAYGROUND_SANITY_CHECK_WAIT_MS;
    for (;;) {
      const window = activityItemsWindow(deviceCloudTimeS(seen, sentAtS), 'sanity');
      const items = await deps.api.activityItems(device, window);
      if (sanityCheckOutcome(items).passed) return true;
      if (deps.now() >= deadline) return false;
      await deps.sleep(PLAYGROUND_WAIT_POLL_MS);
    }
  } finally {
    unsubscribe();
  }
}
