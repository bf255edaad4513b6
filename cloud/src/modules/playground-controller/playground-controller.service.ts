import { HttpException, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  DEVICE_CLOUD_MESSAGES,
  dsnOfChatSerial,
  type MqttMessageResponse,
  parsePlaygroundControllerTopic,
  PLAYGROUND_CONTROLLER_MAX_PAYLOAD_BYTES,
  PLAYGROUND_CONTROLLER_REQUEST_FILTER,
  type PlaygroundMqttAction,
  sdcFeaturePayloadSchema,
  sendDirectivePayloadSchema,
} from '@oak/shared';
import { type z } from 'zod';
import { CustomersService } from '../customers/customers.service';
import { DeviceCloud } from '../device-cloud/device-cloud.port';
import { MqttClientAdapter } from '../mqtt/mqtt-client.adapter';

/** An answer with its code: what the handler publishes on the response topic. */
class ControllerRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The playground's controller messages (doc 2 §7), carried out: sdcfeature
 * turns a device feature on or off, senddirective sends a device a directive,
 * both through the DeviceCloud port. A request comes on
 * `oak/companies/{companyId}/aqtservice-usamazon/{action}/{uuid}/request`
 * (only that company's users can publish there) and its answer, in the shape
 * of POST /api/mqtt/message's, goes to the matching response topic. The
 * device must be registered under the payload's customer id, and that id must
 * be the company's: anything else is a 404 and the device cloud is not asked
 * to change anything. Every cloud node answers; both actions are idempotent,
 * and the exchange takes the first answer.
 */
@Injectable()
export class PlaygroundControllerService implements OnModuleInit {
  private readonly logger = new Logger('PlaygroundController');

  constructor(
    private readonly mqtt: MqttClientAdapter,
    private readonly deviceCloud: DeviceCloud,
    private readonly customers: CustomersService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.mqtt.subscribe(PLAYGROUND_CONTROLLER_REQUEST_FILTER, (topic, payload) => {
      const request = parsePlaygroundControllerTopic(topic);
      if (!request) return;
      void this.answer(request.companyId, request.action, payload).then((answer) =>
        this.mqtt.publish(request.responseTopic, JSON.stringify(answer)).catch((error: unknown) => {
          this.logger.warn(`Could not answer on ${request.responseTopic}: ${String(error)}`);
        }),
      );
    });
  }

  /** The answer to one request: 200 with the device cloud's status, or the refusal's code and message. */
  async answer(
    companyId: string,
    action: PlaygroundMqttAction,
    payload: Buffer,
  ): Promise<MqttMessageResponse> {
    try {
      const data =
        action === 'sdcfeature'
          ? await this.sdcFeature(companyId, payload)
          : await this.sendDirective(companyId, payload);
      return { code: 200, data };
    } catch (error) {
      if (error instanceof ControllerRefusal) return refusal(error.code, error.message);
      if (error instanceof HttpException) return refusal(error.getStatus(), error.message);
      this.logger.error(`${action} failed: ${String(error)}`);
      return refusal(500, DEVICE_CLOUD_MESSAGES.failed);
    }
  }

  private async sdcFeature(companyId: string, payload: Buffer): Promise<string> {
    const request = parsePayload('sdcfeature', sdcFeaturePayloadSchema, payload);
    const dsn = dsnOfChatSerial(request.deviceSerialNumber);
    await this.assertCompanyDevice(companyId, request.customerId, dsn);
    return this.deviceCloud.setDeviceFeature({
      customerId: request.customerId,
      dsn,
      feature: request.feature,
      enabled: request.addToFeature,
    });
  }

  private async sendDirective(companyId: string, payload: Buffer): Promise<string> {
    const request = parsePayload('senddirective', sendDirectivePayloadSchema, payload);
    await this.assertCompanyDevice(companyId, request.customerId, request.deviceId);
    return this.deviceCloud.sendDirective({
      customerId: request.customerId,
      dsn: request.deviceId,
      deviceType: request.deviceType,
      directive: request.payload,
    });
  }

  /** The customer id is the company's and the device registered under it; else the same 404. */
  private async assertCompanyDevice(companyId: string, customerId: string, dsn: string): Promise<void> {
    const owned = await this.customers.isOwnedBy(companyId, customerId);
    if (owned && (await this.deviceCloud.devicesOf(customerId)).some((device) => device.dsn === dsn)) return;
    throw new ControllerRefusal(404, DEVICE_CLOUD_MESSAGES.deviceNotFound(dsn));
  }
}

function parsePayload<T>(action: PlaygroundMqttAction, schema: z.ZodType<T>, payload: Buffer): T {
  if (payload.byteLength > PLAYGROUND_CONTROLLER_MAX_PAYLOAD_BYTES) {
    throw new ControllerRefusal(
      413,
      DEVICE_CLOUD_MESSAGES.invalidControllerPayload(
        action,
        `more than ${PLAYGROUND_CONTROLLER_MAX_PAYLOAD_BYTES} bytes`,
      ),
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(payload.toString('utf8'));
  } catch {
    throw new ControllerRefusal(400, DEVICE_CLOUD_MESSAGES.invalidControllerPayload(action, 'not JSON'));
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues
      .map((item) => `${item.path.join('.') || 'payload'}: ${item.message}`)
      .join('; ');
    throw new ControllerRefusal(400, DEVICE_CLOUD_MESSAGES.invalidControllerPayload(action, issue));
  }
  return parsed.data;
}

function refusal(code: number, message: string): MqttMessageResponse {
  return { code, error: { message, state: 'failed' } };
}
