import {
  type ActivityItem,
  activityItemsResponseSchema,
  type AlexaMetadata,
  alexaMetadataResponseSchema,
  decodeAlexaMetadata,
  PLAYGROUND_METADATA_DATA_TYPE,
  type PlaygroundMetadataType,
  type Result,
  buildInjectSpeechSsml,
  buildMuffleFeaturePayload,
  buildSetGatewayDirective,
  deviceEndpointResponseSchema,
  injectSpeechEnvironment,
  isMqttMessageSuccess,
  isSdcFeatureSuccess,
  LAB_API_PATHS,
  mqttMessageResponseSchema,
  PLAYGROUND_ACTIVITY_ITEMS_LIMIT,
  PLAYGROUND_API_CALLS,
  MQTT_MESSAGE_LAB_WAIT_MS,
  type PlaygroundDevice,
  type PlaygroundEnvironment,
  type PlaygroundMqttAction,
  playgroundCompanyMqttTopics,
  playgroundApiBase,
} from '@oak/shared';
import { ApiRequestError, type ApiClient } from '../../../lib/api-client';

/** The device fields every playground call names. */
export type PlaygroundDeviceRef = Pick<PlaygroundDevice, 'dsn' | 'deviceType' | 'customerId' | 'env'>;

/** One deviceendpoint lookup: its status and, on 200, the endpoint (doc 2 §7). */
export interface EndpointLookup {
  readonly status: number;
  readonly endpoint?: string;
}

const deviceQuery = (device: PlaygroundDeviceRef) => ({
  deviceserial: device.dsn,
  devicetype: device.deviceType,
});

const statusOf = (error: unknown): number =>
  error instanceof ApiRequestError && error.error.kind === 'server' ? (error.error.statusCode ?? 500) : 500;

/**
 * The playground's calls (doc 2 §7) through the cloud: the device API under
 * /api/playground/{env}/ and the controller messages through POST
 * /api/mqtt/message, on the company's own topics (playgroundCompanyMqttTopics).
 */
export function createPlaygroundApi(api: ApiClient, companyId: string, newUuid = () => crypto.randomUUID()) {
  const path = (env: PlaygroundEnvironment, call: string) => `${playgroundApiBase(env)}/${call}`;

  const controller = async (action: PlaygroundMqttAction, payload: unknown) => {
    const answer = await api.request(LAB_API_PATHS.mqttMessage, {
      method: 'POST',
      query: { waitForActionTime: MQTT_MESSAGE_LAB_WAIT_MS },
      body: { ...playgroundCompanyMqttTopics(companyId, action, newUuid()), payload },
      schema: mqttMessageResponseSchema,
    });
    return answer;
  };

  return {
    /** deviceendpoint GET on one environment's base; failures answer their status. */
    async deviceEndpoint(device: PlaygroundDeviceRef, env: PlaygroundEnvironment): Promise<EndpointLookup> {
      try {
        const answer = await api.request(path(env, PLAYGROUND_API_CALLS.deviceendpoint.path), {
          query: deviceQuery(device),
          schema: deviceEndpointResponseSchema,
        });
        return { status: 200, endpoint: answer.data.Endpoint };
      } catch (error) {
        return { status: statusOf(error) };
      }
    },

    /** switchendpoint: PUT deviceendpoint with the endpoint query; 204 is success (doc 2 §7). */
    async switchEndpoint(device: PlaygroundDeviceRef, endpoint: string): Promise<void> {
      await api.request(path('prod', PLAYGROUND_API_CALLS.switchendpoint.path), {
        method: 'PUT',
        query: { ...deviceQuery(device), endpoint },
      });
    },

    /** sdcfeature: the muffle feature on or off; true when the message succeeded and its answer says SUCCESS (doc 1 §7, doc 2 §7). */
    async setMuffle(device: PlaygroundDeviceRef, enable: boolean): Promise<boolean> {
      const answer = await controller('sdcfeature', buildMuffleFeaturePayload(device, enable));
      return isMqttMessageSuccess(answer) && isSdcFeatureSuccess(answer.data);
    },

    /** senddirective: the gateway directive of a gamma device (doc 2 §4). */
    async setGateway(device: PlaygroundDeviceRef, gateway: string): Promise<boolean> {
      const answer = await controller('senddirective', buildSetGatewayDirective({ ...device }, gateway));
      return isMqttMessageSuccess(answer);
    },

    /** injectspeech: the text escaped inside a slow speak element; prod on prod, anything else gamma (doc 2 §7). */
    async injectSpeech(device: PlaygroundDeviceRef, text: string): Promise<void> {
      await api.request(path(injectSpeechEnvironment(device.env), PLAYGROUND_API_CALLS.injectspeech.path), {
        query: { ...deviceQuery(device), text: buildInjectSpeechSsml(text) },
      });
    },

    /** activityitems within a window (epoch s), newest first, limit 1 (doc 2 §7). */
    async activityItems(
      device: PlaygroundDeviceRef,
      window: { readonly starttime: number; readonly endtime: number },
    ): Promise<ActivityItem[]> {
      const answer = await api.request(path('prod', PLAYGROUND_API_CALLS.activityitems.path), {
        query: {
          ...deviceQuery(device),
          starttime: window.starttime,
          endtime: window.endtime,
          limit: PLAYGROUND_ACTIVITY_ITEMS_LIMIT,
        },
        schema: activityItemsResponseSchema,
      });
      return answer.ActivityItems;
    },

    /** alexametadata of one utterance, decoded: INTENT as text, the others JSON (doc 2 §7). */
    async alexaMetadata(
      device: PlaygroundDeviceRef,
      query: {
        readonly contentType: PlaygroundMetadataType;
        readonly utteranceId: string;
        readonly approximateInjectionTime: number;
      },
    ): Promise<Result<AlexaMetadata>> {
      const answer = await api.request(path('prod', PLAYGROUND_API_CALLS.alexametadata.path), {
        query: {
          ...deviceQuery(device),
          contenttype: query.contentType,
          approximateinjectiontime: query.approximateInjectionTime,
          datatype: PLAYGROUND_METADATA_DATA_TYPE,
          utteranceid: query.utteranceId,
        },
        schema: alexaMetadataResponseSchema,
      });
      return decodeAlexaMetadata(query.contentType, answer.data.ColdplayByteData.payload);
    },
  };
}

export type PlaygroundApi = ReturnType<typeof createPlaygroundApi>;
