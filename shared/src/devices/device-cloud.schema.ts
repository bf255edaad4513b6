import { z } from 'zod';
import {
  PLAYGROUND_API_CALLS,
  type PlaygroundApiCall,
  playgroundDeviceQuerySchema,
} from '../playground/playground-api.schema';
import { customerDeviceSchema } from './customer-device.schema';
import { DEVICE_CLOUD_STATUSES } from './devices.constant';

/**
 * The cloud's routes over the devices' assistant cloud (doc 2 §7): the
 * company's customer ids, and a customer's devices as the device cloud lists
 * them. The playground device API is proxied under PLAYGROUND_API_BASE_PATH.
 */
export const DEVICE_API_PATHS = {
  customerIds: '/api/customerids',
  devices: '/api/devices',
} as const;

/** GET devices: `q` is JSON of customerId and forceRefresh (doc 2 §7). */
export const devicesQuerySchema = z.object({
  customerId: z.string().trim().min(1).max(128),
  forceRefresh: z.boolean().default(false),
});

export const deviceListResponseSchema = z.array(customerDeviceSchema);
export type DeviceListResponse = z.infer<typeof deviceListResponseSchema>;

/**
 * How long the cloud keeps a customer's device list before asking the device
 * cloud again; forceRefresh skips it (chosen: device lists change when people
 * register devices, rarely within minutes).
 */
export const DEVICE_LIST_CACHE_MS = 5 * 60_000;

/**
 * The playground calls the device cloud answers. bedrockgenerate is a
 * language-model call, not the device cloud's, so it is not among them.
 */
export const DEVICE_CLOUD_PLAYGROUND_CALLS = [
  'ping',
  'oakauth',
  'deviceaccounts',
  'injectspeech',
  'activityitems',
  'alexametadata',
  'deviceendpoint',
  'liveinteraction',
] as const satisfies readonly PlaygroundApiCall[];
export type DeviceCloudPlaygroundCall = (typeof DEVICE_CLOUD_PLAYGROUND_CALLS)[number];

export function isDeviceCloudPlaygroundPath(path: string): path is DeviceCloudPlaygroundCall {
  return (DEVICE_CLOUD_PLAYGROUND_CALLS as readonly string[]).includes(path);
}

/** The PUT of the playground API: switchendpoint, on the deviceendpoint path. */
export const DEVICE_CLOUD_PUT_PATH = PLAYGROUND_API_CALLS.switchendpoint.path;

/** What the cloud answers when the device cloud cannot (chosen wording; the spec shows none). */
export const DEVICE_CLOUD_MESSAGES = {
  notConfigured: 'No device cloud is configured for this OAK (DEVICE_CLOUD_URL)',
  unreachable: 'The device cloud did not answer; try again shortly',
  failed: 'The device cloud failed on this request',
  unreadable: 'The device cloud answered with something OAK cannot read',
  invalidDevicesQuery: 'q must be JSON of customerId and forceRefresh',
  invalidEnvironment: (environment: string) => `${environment} is not a device environment (prod or gamma)`,
  unknownCall: (call: string) => `There is no playground call ${call}`,
  deviceNotFound: (dsn: string) => `No device ${dsn} is registered to your company's customer ids`,
  invalidControllerPayload: (action: string, issue: string) => `The ${action} payload is not valid: ${issue}`,
} as const;

/**
 * One saved contact of an account in the device cloud's address book (chosen:
 * what calls, drop ins and messages by name reach): its name, its customer
 * id, and the devices it lets calls and drop ins reach (all when absent).
 */
const deviceCloudContactSchema = z.object({
  name: z.string().trim().min(1).max(100),
  customerId: z.string().min(1).max(100),
  devices: z.array(z.string().min(1).max(100)).max(50).optional(),
});
export type DeviceCloudContact = z.infer<typeof deviceCloudContactSchema>;

/** The body of `PUT customers/{customerId}/contacts`: contacts saved, replacing any of the same name. */
export const deviceCloudContactsBodySchema = z.object({
  contacts: z.array(deviceCloudContactSchema).min(1).max(50),
});

/**
 * What a device's companion app shows on one of its screens: the device
 * validation of a mobile functional run (doc 1 §2.6), read by its
 * READ_APP_SCREEN commands (doc 1 §3 command result). The spec shows no such
 * call, so it is chosen: `GET devices/{dsn}/appscreen?devicetype=&screen=`,
 * a device's resource beside the device list, the device named by serial and
 * type as the playground reads name it. The answer is the screen's text, one
 * line per entry.
 */
export function deviceCloudAppScreenPath(dsn: string): string {
  return `/devices/${encodeURIComponent(dsn)}/appscreen`;
}

/**
 * The companion app's screens the device cloud answers for, the ones a
 * functional run's READ_APP_SCREEN commands read. They belong to the call, so
 * the runs' catalogue reads them here rather than the devices reading the runs.
 */
const FUNCTIONAL_APP_SCREENS = ['alarms', 'timers', 'reminders', 'shopping-list'] as const;
export type FunctionalAppScreen = (typeof FUNCTIONAL_APP_SCREENS)[number];

export const deviceCloudAppScreenQuerySchema = z.object({
  devicetype: playgroundDeviceQuerySchema.shape.devicetype,
  screen: z.enum(FUNCTIONAL_APP_SCREENS),
});
export type DeviceCloudAppScreenQuery = z.infer<typeof deviceCloudAppScreenQuerySchema>;

export const deviceCloudAppScreenResponseSchema = z.object({ text: z.string() });
export type DeviceCloudAppScreenResponse = z.infer<typeof deviceCloudAppScreenResponseSchema>;

export type DeviceCloudStatus = (typeof DEVICE_CLOUD_STATUSES)[number];

/**
 * A device's status in the device cloud, as a run checks it before it plays
 * to it (and FAR and stability runs as they go). The spec shows no such call,
 * so it is chosen, beside the app screen: `GET devices/{dsn}/status?devicetype=`,
 * answered `{ status }`, offline before muted.
 */
export function deviceCloudStatusPath(dsn: string): string {
  return `/devices/${encodeURIComponent(dsn)}/status`;
}

export const deviceCloudStatusQuerySchema = z.object({
  devicetype: playgroundDeviceQuerySchema.shape.devicetype,
});
export type DeviceCloudStatusQuery = z.infer<typeof deviceCloudStatusQuerySchema>;

export const deviceCloudStatusResponseSchema = z.object({ status: z.enum(DEVICE_CLOUD_STATUSES) });
export type DeviceCloudStatusResponse = z.infer<typeof deviceCloudStatusResponseSchema>;

/**
 * A device feature turned on or off in the device cloud (chosen protocol for
 * the playground's sdcfeature, doc 2 §7): `PUT devices/{dsn}/features/{feature}`
 * with the customer id the device is registered under. The answer's status is
 * 'SUCCESS' when done.
 */
export function deviceCloudFeaturePath(dsn: string, feature: string): string {
  return `/devices/${encodeURIComponent(dsn)}/features/${encodeURIComponent(feature)}`;
}

export const deviceCloudFeatureBodySchema = z.object({
  customerId: z.string().min(1).max(128),
  enabled: z.boolean(),
});
export type DeviceCloudFeatureBody = z.infer<typeof deviceCloudFeatureBodySchema>;

/**
 * A directive sent to a device through the device cloud (chosen protocol for
 * the playground's senddirective, doc 2 §7): `POST devices/{dsn}/directives`.
 */
export function deviceCloudDirectivePath(dsn: string): string {
  return `/devices/${encodeURIComponent(dsn)}/directives`;
}

export const deviceCloudDirectiveBodySchema = z.object({
  customerId: z.string().min(1).max(128),
  deviceType: z.string().min(1).max(128),
  directive: z.unknown(),
});
export type DeviceCloudDirectiveBody = z.infer<typeof deviceCloudDirectiveBodySchema>;

/** What the device cloud answers a feature change or a directive it carried out. */
export const deviceCloudControlResponseSchema = z.looseObject({ status: z.string() });
export type DeviceCloudControlResponse = z.infer<typeof deviceCloudControlResponseSchema>;

/** The status of a control the device cloud carried out. */
export const DEVICE_CLOUD_CONTROL_SUCCESS = 'SUCCESS';
