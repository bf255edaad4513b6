import { BadGatewayException, GatewayTimeoutException, ServiceUnavailableException } from '@nestjs/common';
import {
  type CustomerDevice,
  DEVICE_CLOUD_MESSAGES,
  type DeviceCloudAppScreenQuery,
  type DeviceCloudContact,
  type FunctionalAppScreen,
  type PlaygroundDeviceQuery,
  type PlaygroundEnvironment,
  PLAYGROUND_API_CALLS,
  deviceAccountsResponseSchema,
  deviceCloudAppScreenPath,
  deviceCloudControlResponseSchema,
  type DeviceCloudDirectiveBody,
  deviceCloudDirectivePath,
  type DeviceCloudFeatureBody,
  deviceCloudFeaturePath,
  deviceCloudAppScreenResponseSchema,
  type DeviceCloudStatus,
  type DeviceCloudStatusQuery,
  deviceCloudStatusPath,
  deviceCloudStatusResponseSchema,
} from '@oak/shared';
import { z } from 'zod';
import {
  type DeviceActivity,
  type DeviceCloudCall,
  DeviceCloud,
  type DeviceDirective,
  type DeviceFeatureChange,
} from './device-cloud.port';

/**
 * The activity window of a run's reads: every time a device's clock may show.
 * A lab's clock runs at its own pace (a virtual lab's faster), so a run reads
 * the newest items and tells new from old by utterance id, not by time.
 */
const ACTIVITY_WINDOW_S = { start: 0, end: 4_102_444_800 } as const;

const activityItemsSchema = z.looseObject({
  ActivityItems: z.array(
    z.looseObject({
      UtteranceId: z.string(),
      ActivityItemData: z
        .looseObject({ intentType: z.string().optional(), falseWake: z.boolean().optional() })
        .optional(),
      HeardText: z.string().optional(),
      ResponseText: z.string().optional(),
      StartTimeMs: z.number().optional(),
      ResponseTimeMs: z.number().optional(),
    }),
  ),
});

/** How long the device cloud has to start answering a call (chosen). */
export const DEVICE_CLOUD_TIMEOUT_MS = 10_000;

const listedDeviceSchema = z.looseObject({
  name: z.string(),
  dsn: z.string().min(1),
  metadata: z
    .looseObject({
      namespace: z.string().optional(),
      typeId: z.string().optional(),
      buildInfo: z.string().optional(),
    })
    .optional(),
});

/**
 * The device cloud over HTTP, in the protocol of the playground device API
 * (doc 2 §7) plus `GET devices?q=` for a customer's devices and
 * `GET devices/{dsn}/appscreen` for a companion app's screen: the protocol the
 * virtual lab's emulator serves. A call that gets no answer headers within
 * DEVICE_CLOUD_TIMEOUT_MS is a 504; one that cannot connect a 502.
 */
export class HttpDeviceCloud extends DeviceCloud {
  constructor(
    private readonly bases: { readonly prodUrl: string; readonly gammaUrl: string },
    private readonly timeoutMs = DEVICE_CLOUD_TIMEOUT_MS,
  ) {
    super();
  }

  async devicesOf(customerId: string): Promise<CustomerDevice[]> {
    const q = JSON.stringify({ customerId, forceRefresh: true });
    const response = await this.fetch('prod', 'GET', `/devices?q=${encodeURIComponent(q)}`);
    const devices = z.array(listedDeviceSchema).safeParse(await this.json(response));
    if (!response.ok || !devices.success) throw new BadGatewayException(DEVICE_CLOUD_MESSAGES.unreadable);
    return devices.data.map(({ name, dsn, metadata }) => ({
      name,
      dsn,
      ...(metadata
        ? {
            metadata: {
              namespace: metadata.namespace,
              typeId: metadata.typeId,
              buildInfo: metadata.buildInfo,
            },
          }
        : {}),
    }));
  }

  async customerOf(device: PlaygroundDeviceQuery): Promise<string | undefined> {
    const query = new URLSearchParams({ deviceserial: device.deviceserial, devicetype: device.devicetype });
    const response = await this.fetch('prod', 'GET', `/${PLAYGROUND_API_CALLS.deviceaccounts.path}?${query}`);
    const body = await this.json(response);
    if (response.status === 404) return undefined;
    const accounts = deviceAccountsResponseSchema.safeParse(body);
    if (!response.ok || !accounts.success) throw new BadGatewayException(DEVICE_CLOUD_MESSAGES.unreadable);
    return accounts.data.CustomerId;
  }

  async saveContacts(ownerCustomerId: string, contacts: readonly DeviceCloudContact[]): Promise<void> {
    const response = await this.fetch(
      'prod',
      'PUT',
      `/customers/${encodeURIComponent(ownerCustomerId)}/contacts`,
      undefined,
      JSON.stringify({ contacts }),
    );
    if (!response.ok) throw await this.refusal(response);
    await response.body?.cancel();
  }

  async appScreen(device: PlaygroundDeviceQuery, screen: FunctionalAppScreen): Promise<string> {
    const query = new URLSearchParams({
      devicetype: device.devicetype,
      screen,
    } satisfies DeviceCloudAppScreenQuery);
    const response = await this.fetch(
      'prod',
      'GET',
      `${deviceCloudAppScreenPath(device.deviceserial)}?${query}`,
    );
    if (!response.ok) throw await this.refusal(response);
    const body = deviceCloudAppScreenResponseSchema.safeParse(await this.json(response));
    if (!body.success) throw new BadGatewayException(DEVICE_CLOUD_MESSAGES.unreadable);
    return body.data.text;
  }

  async setDeviceFeature({ customerId, dsn, feature, enabled }: DeviceFeatureChange): Promise<string> {
    const body: DeviceCloudFeatureBody = { customerId, enabled };
    const response = await this.fetch(
      'prod',
      'PUT',
      deviceCloudFeaturePath(dsn, feature),
      undefined,
      JSON.stringify(body),
    );
    return this.controlStatus(response);
  }

  async sendDirective({ customerId, dsn, deviceType, directive }: DeviceDirective): Promise<string> {
    const body: DeviceCloudDirectiveBody = { customerId, deviceType, directive };
    const response = await this.fetch(
      'prod',
      'POST',
      deviceCloudDirectivePath(dsn),
      undefined,
      JSON.stringify(body),
    );
    return this.controlStatus(response);
  }

  call({ environment, method, path, query, signal }: DeviceCloudCall): Promise<Response> {
    return this.fetch(environment, method, `/${path}?${query}`, signal);
  }

  async latestActivity(
    device: PlaygroundDeviceQuery,
    limit: number,
    untilMs?: number,
  ): Promise<DeviceActivity[]> {
    const query = new URLSearchParams({
      deviceserial: device.deviceserial,
      devicetype: device.devicetype,
      starttime: String(ACTIVITY_WINDOW_S.start),
      endtime: String(untilMs === undefined ? ACTIVITY_WINDOW_S.end : Math.floor(untilMs / 1000)),
      limit: String(limit),
    });
    const response = await this.fetch('prod', 'GET', `/${PLAYGROUND_API_CALLS.activityitems.path}?${query}`);
    const body = activityItemsSchema.safeParse(await this.json(response));
    if (!response.ok || !body.success) throw new BadGatewayException(DEVICE_CLOUD_MESSAGES.unreadable);
    return body.data.ActivityItems.map((item) => ({
      utteranceId: item.UtteranceId,
      heardText: item.HeardText,
      intent: item.ActivityItemData?.intentType,
      responseText: item.ResponseText,
      falseWake: item.ActivityItemData?.falseWake ?? false,
      ...(item.StartTimeMs === undefined ? {} : { startedMs: item.StartTimeMs }),
      ...(item.ResponseTimeMs === undefined ? {} : { respondedMs: item.ResponseTimeMs }),
    }));
  }

  async status(device: PlaygroundDeviceQuery): Promise<DeviceCloudStatus> {
    const query = new URLSearchParams({ devicetype: device.devicetype } satisfies DeviceCloudStatusQuery);
    const response = await this.fetch(
      'prod',
      'GET',
      `${deviceCloudStatusPath(device.deviceserial)}?${query}`,
    );
    if (!response.ok) throw await this.refusal(response);
    const body = deviceCloudStatusResponseSchema.safeParse(await this.json(response));
    if (!body.success) throw new BadGatewayException(DEVICE_CLOUD_MESSAGES.unreadable);
    return body.data.status;
  }

  private async fetch(
    environment: PlaygroundEnvironment,
    method: 'GET' | 'PUT' | 'POST',
    pathAndQuery: string,
    callerSignal?: AbortSignal,
    jsonBody?: string,
  ): Promise<Response> {
    const base = environment === 'prod' ? this.bases.prodUrl : this.bases.gammaUrl;
    const controller = new AbortController();
    const abort = () => controller.abort();
    callerSignal?.addEventListener('abort', abort, { once: true });
    let timedOut = false;
    // Only the wait for the answer's headers is bounded: a live stream then runs as long as it is read.
    // A real timer, not the Clock's, as every adapter's transport timeout is: the
    // answer comes over a real connection, in real time.
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    try {
      return await fetch(`${base}${pathAndQuery}`, {
        method,
        signal: controller.signal,
        ...(jsonBody === undefined
          ? {}
          : { body: jsonBody, headers: { 'Content-Type': 'application/json' } }),
      });
    } catch {
      if (timedOut) throw new GatewayTimeoutException(DEVICE_CLOUD_MESSAGES.unreachable);
      throw new BadGatewayException(DEVICE_CLOUD_MESSAGES.unreachable);
    } finally {
      clearTimeout(timer);
    }
  }

  private async json(response: Response): Promise<unknown> {
    return response.json().catch(() => undefined);
  }

  /** The status of a control the device cloud carried out; its refusal as a 502. */
  private async controlStatus(response: Response): Promise<string> {
    if (!response.ok) throw await this.refusal(response);
    const body = deviceCloudControlResponseSchema.safeParse(await this.json(response));
    if (!body.success) throw new BadGatewayException(DEVICE_CLOUD_MESSAGES.unreadable);
    return body.data.status;
  }

  /** A refusal of the device cloud as a 502 with its own message, when it gave one. */
  private async refusal(response: Response): Promise<BadGatewayException> {
    const body = (await this.json(response)) as { message?: unknown } | undefined;
    return new BadGatewayException(
      typeof body?.message === 'string' ? body.message : DEVICE_CLOUD_MESSAGES.unreadable,
    );
  }
}

/** No device cloud configured: every call is a 503 that says so. */
export class UnconfiguredDeviceCloud extends DeviceCloud {
  devicesOf(): Promise<CustomerDevice[]> {
    return Promise.reject(new ServiceUnavailableException(DEVICE_CLOUD_MESSAGES.notConfigured));
  }

  customerOf(): Promise<string | undefined> {
    return Promise.reject(new ServiceUnavailableException(DEVICE_CLOUD_MESSAGES.notConfigured));
  }

  call(): Promise<Response> {
    return Promise.reject(new ServiceUnavailableException(DEVICE_CLOUD_MESSAGES.notConfigured));
  }

  saveContacts(): Promise<void> {
    return Promise.reject(new ServiceUnavailableException(DEVICE_CLOUD_MESSAGES.notConfigured));
  }

  appScreen(): Promise<string> {
    return Promise.reject(new ServiceUnavailableException(DEVICE_CLOUD_MESSAGES.notConfigured));
  }

  latestActivity(): Promise<DeviceActivity[]> {
    return Promise.reject(new ServiceUnavailableException(DEVICE_CLOUD_MESSAGES.notConfigured));
  }

  status(): Promise<DeviceCloudStatus> {
    return Promise.reject(new ServiceUnavailableException(DEVICE_CLOUD_MESSAGES.notConfigured));
  }

  setDeviceFeature(): Promise<string> {
    return Promise.reject(new ServiceUnavailableException(DEVICE_CLOUD_MESSAGES.notConfigured));
  }

  sendDirective(): Promise<string> {
    return Promise.reject(new ServiceUnavailableException(DEVICE_CLOUD_MESSAGES.notConfigured));
  }
}
