import { type IncomingMessage, type ServerResponse } from 'node:http';
import {
  DEVICE_CLOUD_CONTROL_SUCCESS,
  type DeviceCloudControlResponse,
  deviceCloudDirectiveBodySchema,
  deviceCloudFeatureBodySchema,
} from '@oak/shared';
import { type Logger } from 'pino';
import { z } from 'zod';
import { type VirtualDut } from '../../lab/devices/virtual-dut';
import {
  decodePathSegment,
  HttpError,
  parseOrReject,
  readJsonBody,
  sendJson,
} from './device-cloud-http.util';
import { type DutRegistry } from '../../lab/devices/dut-registry';

/** deviceCloudFeaturePath's route. */
export const FEATURE_PATH = /^\/devices\/([^/]+)\/features\/([^/]+)$/;
/** deviceCloudDirectivePath's route. */
export const DIRECTIVE_PATH = /^\/devices\/([^/]+)\/directives$/;

/** A feature name: letters, digits and underscores (chosen). */
const FEATURE_NAME = /^[A-Za-z0-9_]{1,64}$/;

/** The one directive the emulator carries out: the assistant's gateway directive (buildSetGatewayDirective). */
const setGatewayDirectiveSchema = z.object({
  header: z.object({ namespace: z.literal('Alexa.ApiGateway'), name: z.literal('SetGateway') }),
  payload: z.object({ gateway: z.url().max(512) }),
});

/**
 * What the device cloud keeps per device beyond the room: its features (the
 * playground's muffle feature among them) and the gateway its last
 * SetGateway directive named. Both belong to the device's account: a call
 * under another customer id is a 404, as for a device that does not exist.
 */
export class DeviceControls {
  private readonly features = new Map<string, Set<string>>();
  private readonly gateways = new Map<string, string>();
  /** Controls carried out, for the control API (how many reached the device cloud). */
  private carriedOut = 0;

  constructor(
    private readonly registry: DutRegistry,
    private readonly logger?: Logger,
  ) {}

  get count(): number {
    return this.carriedOut;
  }

  featuresOf(dut: VirtualDut): string[] {
    return [...(this.features.get(dut.dsn) ?? [])].sort();
  }

  gatewayOf(dut: VirtualDut): string | null {
    return this.gateways.get(dut.dsn) ?? null;
  }

  /** `PUT devices/{dsn}/features/{feature}`. */
  async setFeature(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const [, rawDsn, rawFeature] = FEATURE_PATH.exec(url.pathname)!;
    const body = parseOrReject(deviceCloudFeatureBodySchema, await readJsonBody(request), 'body');
    const feature = decodePathSegment(rawFeature);
    if (!FEATURE_NAME.test(feature)) throw new HttpError(400, `${feature} is not a feature name`);
    const dut = this.accountDevice(decodePathSegment(rawDsn), body.customerId);
    const held = this.features.get(dut.dsn) ?? new Set<string>();
    if (body.enabled) held.add(feature);
    else held.delete(feature);
    this.features.set(dut.dsn, held);
    this.carriedOut += 1;
    this.logger?.info({ dsn: dut.dsn, feature, enabled: body.enabled }, 'Device feature set');
    sendJson(response, 200, {
      status: DEVICE_CLOUD_CONTROL_SUCCESS,
      feature,
      enabled: body.enabled,
    } satisfies DeviceCloudControlResponse);
  }

  /** `POST devices/{dsn}/directives`. */
  async sendDirective(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const [, rawDsn] = DIRECTIVE_PATH.exec(url.pathname)!;
    const body = parseOrReject(deviceCloudDirectiveBodySchema, await readJsonBody(request), 'body');
    const dut = this.accountDevice(decodePathSegment(rawDsn), body.customerId);
    if (dut.deviceType !== body.deviceType) {
      throw new HttpError(404, `Device ${dut.dsn} is a ${dut.deviceType}, not a ${body.deviceType}`);
    }
    if (!dut.online) throw new HttpError(409, `Device ${dut.dsn} is offline`);
    const directive = setGatewayDirectiveSchema.safeParse(body.directive);
    if (!directive.success) throw new HttpError(400, 'The only directive this device takes is SetGateway');
    this.gateways.set(dut.dsn, directive.data.payload.gateway);
    this.carriedOut += 1;
    this.logger?.info({ dsn: dut.dsn, gateway: directive.data.payload.gateway }, 'Device gateway set');
    sendJson(response, 200, { status: DEVICE_CLOUD_CONTROL_SUCCESS } satisfies DeviceCloudControlResponse);
  }

  private accountDevice(dsn: string, customerId: string): VirtualDut {
    const dut = this.registry.dut(dsn);
    if (!dut || dut.customerId !== customerId) {
      throw new HttpError(404, `No device ${dsn} under customer ${customerId}`);
    }
    return dut;
  }
}
