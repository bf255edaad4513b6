import {
  type CustomerDevice,
  type DeviceCloudPlaygroundCall,
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

/**
 * The devices' assistant cloud: what a DUT heard and answered, speech
 * injection, its endpoint and live interaction stream, and which devices a
 * customer id has. One adapter per provider; the virtual lab's emulator
 * speaks the first one's protocol. Adapters answer refusals and failures as
 * the cloud's HTTP errors.
 */
export abstract class DeviceCloud {
  /** The devices registered under a customer id, as the device cloud lists them now. */
  abstract devicesOf(customerId: string): Promise<CustomerDevice[]>;

  /** The customer id a device is registered under; undefined when the device cloud knows no such device. */
  abstract customerOf(device: PlaygroundDeviceQuery): Promise<string | undefined>;

  /** The device cloud's own answer to a playground call: status, content type and body (maybe a stream). */
  abstract call(call: DeviceCloudCall): Promise<Response>;
}
