import { z } from 'zod';
import { joinUrl } from '../api/api-url.util';
import { type QueryValue, toQueryString } from '../common/query-string.util';
import { PLAYGROUND_METADATA_DATA_TYPE, PLAYGROUND_METADATA_TYPES } from './playground-metadata.constant';
import { PLAYGROUND_ACTIVITY_ITEMS_LIMIT } from './playground-timing.constant';
import { type PlaygroundEnvironment } from './playground.constant';
import { deviceAccountsSchema } from './playground.schema';

/**
 * The playground device API (doc 2 §7): each call's path name and method.
 * switchendpoint is a PUT to the deviceendpoint path; all others are GETs.
 */
export const PLAYGROUND_API_CALLS = {
  ping: { method: 'GET', path: 'ping' },
  oakauth: { method: 'GET', path: 'oakauth' },
  deviceaccounts: { method: 'GET', path: 'deviceaccounts' },
  bedrockgenerate: { method: 'GET', path: 'bedrockgenerate' },
  injectspeech: { method: 'GET', path: 'injectspeech' },
  activityitems: { method: 'GET', path: 'activityitems' },
  alexametadata: { method: 'GET', path: 'alexametadata' },
  deviceendpoint: { method: 'GET', path: 'deviceendpoint' },
  switchendpoint: { method: 'PUT', path: 'deviceendpoint' },
  liveinteraction: { method: 'GET', path: 'liveinteraction' },
} as const;
export type PlaygroundApiCall = keyof typeof PLAYGROUND_API_CALLS;

/**
 * Where the playground calls go. The spec says 'base from environment' and
 * shows no value; OAK's console talks only to its cloud, which fronts the
 * device cloud per environment, so the base is chosen as
 * `{controllerEndpoint}/api/playground/{prod|gamma}`.
 */
export const PLAYGROUND_API_BASE_PATH = '/api/playground';

/** An environment's base path, `/api/playground/{prod|gamma}`, which the console's client puts under the controller endpoint. */
export function playgroundApiBase(environment: PlaygroundEnvironment): string {
  return joinUrl(PLAYGROUND_API_BASE_PATH, environment);
}

/** Sent with every call (doc 2 §7). */
export const playgroundDeviceQuerySchema = z.object({
  deviceserial: z.string().min(1),
  devicetype: z.string().min(1),
});
export type PlaygroundDeviceQuery = z.infer<typeof playgroundDeviceQuerySchema>;

/**
 * A call's full URL: base, path name, the device query and the call's own parameters.
 * @kept as a contract another package's specs check the product against (its routes, its stubs)
 */
export function playgroundApiUrl(
  base: string,
  call: PlaygroundApiCall,
  device: PlaygroundDeviceQuery,
  params: Readonly<Record<string, QueryValue>> = {},
): string {
  return `${joinUrl(base, PLAYGROUND_API_CALLS[call].path)}${toQueryString({ ...device, ...params })}`;
}

/** ping and oakauth answer 200 when reachable and allowed; their bodies carry nothing the console reads. */
export const PLAYGROUND_OK_STATUS = 200;

export const deviceAccountsResponseSchema = deviceAccountsSchema;

/** bedrockgenerate: prompt, model id and the last Q/A pairs as JSON (doc 2 §7). */
export const bedrockGenerateQuerySchema = playgroundDeviceQuerySchema.extend({
  prompt: z.string().min(1),
  modelid: z.string().min(1),
  stmt: z.string(),
});

/** data.response is the suggestion (doc 2 §7). */
export const bedrockGenerateResponseSchema = z.object({ data: z.object({ response: z.string() }) });
export type BedrockGenerateResponse = z.infer<typeof bedrockGenerateResponseSchema>;

/** injectspeech: text is SSML (see buildInjectSpeechSsml); 200 means accepted (doc 2 §7). */
export const injectSpeechQuerySchema = playgroundDeviceQuerySchema.extend({
  text: z.string().min(1),
});

/** activityitems: a window in epoch seconds and a limit of 1 (doc 2 §7). */
export const activityItemsQuerySchema = playgroundDeviceQuerySchema.extend({
  starttime: z.coerce.number().int().nonnegative(),
  endtime: z.coerce.number().int().nonnegative(),
  limit: z.coerce.number().int().positive().default(PLAYGROUND_ACTIVITY_ITEMS_LIMIT),
});

/** An activity item carries the utterance id, or data with the recognised intent type (doc 2 §7). */
const activityItemSchema = z.looseObject({
  UtteranceId: z.string().optional(),
  ActivityItemData: z.looseObject({ intentType: z.string().optional() }).optional(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityItemsResponseSchema = z.object({ ActivityItems: z.array(activityItemSchema) });

/** alexametadata (doc 2 §7); approximateinjectiontime is the chat item's starttime in epoch seconds (chosen unit). */
export const alexaMetadataQuerySchema = playgroundDeviceQuerySchema.extend({
  contenttype: z.enum(PLAYGROUND_METADATA_TYPES),
  approximateinjectiontime: z.coerce.number().int().nonnegative(),
  datatype: z.literal(PLAYGROUND_METADATA_DATA_TYPE),
  utteranceid: z.string().min(1),
});

/** data.ColdplayByteData.payload is base64 (doc 2 §7); see decodeAlexaMetadata. */
export const alexaMetadataResponseSchema = z.object({
  data: z.object({ ColdplayByteData: z.object({ payload: z.string() }) }),
});

/** deviceendpoint GET: data.Endpoint, with status 200 (doc 2 §7). */
export const deviceEndpointResponseSchema = z.object({ data: z.object({ Endpoint: z.string().min(1) }) });

/** switchendpoint: a PUT with the endpoint as query and no body; 204 means switched (doc 2 §7). */
export const switchEndpointQuerySchema = playgroundDeviceQuerySchema.extend({
  endpoint: z.string().min(1),
});
export const PLAYGROUND_SWITCH_ENDPOINT_SUCCESS_STATUS = 204;
