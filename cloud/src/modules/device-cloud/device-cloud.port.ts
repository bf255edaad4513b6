import {
  type CustomerDevice,
  type DeviceCloudContact,
  type DeviceCloudPlaygroundCall,
  type DeviceCloudStatus,
  type FunctionalAppScreen,
  type PlaygroundDeviceQuery,
  type PlaygroundEnvironment,
} from '@oak/shared';

/** One playground call passed through to the device cloud (doc 2 §7). */
export interface DeviceCloudCall {
  readonly environment: PlaygroundEnvironment;
  readonly method: 'GET' | 'PUT';
  readonly path: DeviceCloudPlaygroundCall;
  /** The caller's query as it came, device parameters included. */
  readonly query: URLSearchParams;
  /** Aborts the call, and a stream it opened, when the caller goes away. */
  readonly signal: AbortSignal;
}

/** A device feature turned on or off. */
export interface DeviceFeatureChange {
  readonly customerId: string;
  readonly dsn: string;
  readonly feature: string;
  readonly enabled: boolean;
}

/** A directive for one device. */
export interface DeviceDirective {
  readonly customerId: string;
  readonly dsn: string;
  readonly deviceType: string;
  readonly directive: unknown;
}

/** One thing a device did, as a run judges it: what it heard, the intent it took and its answer. */
export interface DeviceActivity {
  readonly utteranceId: string;
  readonly heardText?: string;
  readonly intent?: string;
  readonly responseText?: string;
  /** The device cloud marks a wake on no wake word (the emulator does; others may not). */
  readonly falseWake: boolean;
  /**
   * When it started on the device's own timeline (epoch ms), when the device
   * cloud says: a virtual lab's runs at its own pace, so only its order means
   * anything to the cloud, and a page of older items starts from it.
   */
  readonly startedMs?: number;
  /** When it started to answer, on the same timeline, when the device cloud says (its ResponseTimeMs). */
  readonly respondedMs?: number;
}

/**
 * The devices' assistant cloud: what a DUT heard and answered, speech
 * injection, its endpoint and live interaction stream, what its companion
 * app shows, and which devices a customer id has. One adapter per provider; the virtual lab's emulator
 * speaks the first one's protocol. Adapters answer refusals and failures as
 * the cloud's HTTP errors.
 */
export abstract class DeviceCloud {
  /** The devices registered under a customer id, as the device cloud lists them now. */
  abstract devicesOf(customerId: string): Promise<CustomerDevice[]>;

  /** The customer id a device is registered under; undefined when the device cloud knows no such device. */
  abstract customerOf(device: PlaygroundDeviceQuery): Promise<string | undefined>;

  /**
   * A device's latest activity, newest first, at most `limit` items; with
   * `untilMs`, the latest that started by then (the device's timeline, to the
   * second: the page before one whose oldest item started then).
   */
  abstract latestActivity(
    device: PlaygroundDeviceQuery,
    limit: number,
    untilMs?: number,
  ): Promise<DeviceActivity[]>;

  /** Whether a device can take speech now: online, offline, or muted. */
  abstract status(device: PlaygroundDeviceQuery): Promise<DeviceCloudStatus>;

  /**
   * The text a device's companion app shows on `screen` now, one line per
   * entry: what a mobile functional run's READ_APP_SCREEN reads for its device
   * validation (doc 1 §2.6). An offline device's app still shows its account.
   */
  abstract appScreen(device: PlaygroundDeviceQuery, screen: FunctionalAppScreen): Promise<string>;

  /** Saves contacts in an account's address book (calls, drop ins and messages by name reach them). */
  abstract saveContacts(ownerCustomerId: string, contacts: readonly DeviceCloudContact[]): Promise<void>;

  /**
   * Turns a feature of a device on or off under the customer id it is
   * registered to (the playground's sdcfeature, doc 2 §7); answers the device
   * cloud's status, 'SUCCESS' when done.
   */
  abstract setDeviceFeature(change: DeviceFeatureChange): Promise<string>;

  /** Sends a device a directive (the playground's senddirective, doc 2 §7); answers the device cloud's status. */
  abstract sendDirective(directive: DeviceDirective): Promise<string>;

  /** The device cloud's own answer to a playground call: status, content type and body (maybe a stream). */
  abstract call(call: DeviceCloudCall): Promise<Response>;
}
