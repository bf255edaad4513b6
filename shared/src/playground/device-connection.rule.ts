import { PLAYGROUND_MESSAGES } from './playground.messages';
import {
  PLAYGROUND_LOCATION_LOOKUP_ORDER,
  PLAYGROUND_PROXY_ENDPOINT_MARKER,
  PLAYGROUND_SANITY_ECHO_INTENT,
  PLAYGROUND_SILENT_LOCATION_STATUSES,
  type PlaygroundEnvironment,
} from './playground.constant';
import {
  PLAYGROUND_CHAT_ACTIVITY_WINDOW_S,
  PLAYGROUND_SANITY_ACTIVITY_WINDOW_S,
} from './playground-timing.constant';
import { type ActivityItem } from './playground-api.schema';
import { type PlaygroundDevice, type PlaygroundDeviceStatus } from './playground.schema';

/** A device's connection (doc 2 §4): offline; online without the proxy; online with the proxy connected. */
export const PLAYGROUND_CONNECTION_STATUSES = ['offline', 'online', 'connected'] as const;
export type PlaygroundConnectionStatus = (typeof PLAYGROUND_CONNECTION_STATUSES)[number];

export function playgroundConnectionStatus(
  status: Pick<PlaygroundDeviceStatus, 'online' | 'proxy'>,
): PlaygroundConnectionStatus {
  if (!status.online) return 'offline';
  return status.proxy ? 'connected' : 'online';
}

/** Only online devices can be selected in the list (doc 2 §2). */
export function isPlaygroundDeviceSelectable(device: Pick<PlaygroundDevice, 'status'>): boolean {
  return device.status.online;
}

/** An endpoint containing 'avsqa' is OAK's proxy (doc 2 §7). */
export function isProxyEndpoint(endpoint: string | null | undefined): boolean {
  return !!endpoint && endpoint.includes(PLAYGROUND_PROXY_ENDPOINT_MARKER);
}

/** Connect is offered only when the device is online and the proxy is not connected (doc 2 §4). */
export function canConnectPlaygroundDevice(device: Pick<PlaygroundDevice, 'status'>): boolean {
  return device.status.online && !device.status.proxy;
}

/** Disconnect is offered only when the proxy is connected (doc 2 §4). */
export function canDisconnectPlaygroundDevice(device: Pick<PlaygroundDevice, 'status'>): boolean {
  return device.status.proxy;
}

/**
 * The steps of Connect and Disconnect (doc 2 §4). `switchToProxy` and
 * `switchToDispatch` each wait 5 s after a 204 and read the endpoint again (doc 2 §7).
 */
export type PlaygroundConnectStep =
  'muffleOn' | 'switchToProxy' | 'setGammaGateway' | 'startLiveStream' | 'sanityCheck';
export type PlaygroundDisconnectStep =
  'muffleOff' | 'endLiveStream' | 'restoreGammaGateway' | 'switchToDispatch';

/**
 * Connect (doc 2 §4): the muffle feature on, the endpoint switched to the prod
 * proxy (a gamma device also gets a gateway-setting directive), the live stream
 * started, and for 'connect and sanity' the sanity check. No steps when the
 * device may not connect.
 */
export function playgroundConnectSteps(
  device: Pick<PlaygroundDevice, 'status' | 'env'>,
  options: { readonly sanityCheck: boolean },
): PlaygroundConnectStep[] {
  if (!canConnectPlaygroundDevice(device)) return [];
  return [
    'muffleOn',
    'switchToProxy',
    ...(device.env === 'gamma' ? (['setGammaGateway'] as const) : []),
    'startLiveStream',
    ...(options.sanityCheck ? (['sanityCheck'] as const) : []),
  ];
}

/**
 * Disconnect (doc 2 §4): the feature off, the stream ended, a gamma device's
 * gateway restored, the endpoint switched back to production dispatch. No
 * steps when the proxy is not connected.
 */
export function playgroundDisconnectSteps(
  device: Pick<PlaygroundDevice, 'status' | 'env'>,
): PlaygroundDisconnectStep[] {
  if (!canDisconnectPlaygroundDevice(device)) return [];
  return [
    'muffleOff',
    'endLiveStream',
    ...(device.env === 'gamma' ? (['restoreGammaGateway'] as const) : []),
    'switchToDispatch',
  ];
}

/** activityitems' window for an utterance sent at `starttime` (epoch s): +7 for a chat item, +10 for the sanity check (doc 2 §7). */
export function activityItemsWindow(
  starttime: number,
  purpose: 'chat' | 'sanity',
): { readonly starttime: number; readonly endtime: number } {
  const span = purpose === 'chat' ? PLAYGROUND_CHAT_ACTIVITY_WINDOW_S : PLAYGROUND_SANITY_ACTIVITY_WINDOW_S;
  return { starttime, endtime: starttime + span };
}

/** The utterance id of the first activity item that has one, for alexametadata. */
export function activityUtteranceId(items: readonly ActivityItem[]): string | null {
  return items.find((item) => item.UtteranceId)?.UtteranceId ?? null;
}

/** Whether the activity items show the sanity utterance's echo intent (doc 2 §4). */
export function hasSanityEchoIntent(items: readonly ActivityItem[]): boolean {
  return items.some(
    (item) =>
      item.ActivityItemData?.intentType?.toLowerCase() === PLAYGROUND_SANITY_ECHO_INTENT.toLowerCase(),
  );
}

/** The sanity check's verdict: passed, or the alert to show after disconnecting (doc 2 §4). */
export function sanityCheckOutcome(
  items: readonly ActivityItem[],
): { readonly passed: true } | { readonly passed: false; readonly alert: string } {
  return hasSanityEchoIntent(items)
    ? { passed: true }
    : { passed: false, alert: PLAYGROUND_MESSAGES.connectionFailed };
}

/** A 404 or 409 answer to a location lookup is expected and never reported (doc 2 §4). */
export function isSilentLocationStatus(status: number): boolean {
  return (PLAYGROUND_SILENT_LOCATION_STATUSES as readonly number[]).includes(status);
}

/** One deviceendpoint lookup: where it was asked, its status and, on 200, the endpoint read. */
export interface DeviceLocationLookup {
  readonly env: PlaygroundEnvironment;
  readonly status: number;
  readonly endpoint?: string | null;
}

/**
 * The device's location from its lookups (doc 2 §4: prod first, then gamma):
 * the first environment, in that order, that answered 200 with an endpoint;
 * null when none did.
 */
export function deviceLocationFromLookups(
  lookups: readonly DeviceLocationLookup[],
): { readonly env: PlaygroundEnvironment; readonly loc: string; readonly proxy: boolean } | null {
  for (const env of PLAYGROUND_LOCATION_LOOKUP_ORDER) {
    const found = lookups.find((lookup) => lookup.env === env && lookup.status === 200 && lookup.endpoint);
    if (found?.endpoint) return { env, loc: found.endpoint, proxy: isProxyEndpoint(found.endpoint) };
  }
  return null;
}

/** The lookups whose failure is worth reporting: not 200, not 404 and not 409. */
export function reportableLocationFailures(lookups: readonly DeviceLocationLookup[]): DeviceLocationLookup[] {
  return lookups.filter((lookup) => lookup.status !== 200 && !isSilentLocationStatus(lookup.status));
}
