import { type AgentAction, LAB_API_PATHS } from '@oak/shared';
import { type z } from 'zod';
import { type ApiClient } from '../api-client';

export interface ThingActionCall<S extends z.ZodType> {
  readonly labId: string;
  readonly thingId: string;
  readonly action: AgentAction;
  /** The action's payload, sent as the JSON body. */
  readonly body: unknown;
  /** How long the Pi has to answer, in ms: the ackTimeout query. */
  readonly ackTimeout: number;
  /** The v2 form of the path, used by the automotive update (doc 2 §7). */
  readonly v2?: boolean;
  readonly schema?: S;
}

/**
 * POST labs/{labId}/things/{thingId}/{action}?ackTimeout (doc 2 §7): runs an
 * agent action on one Pi and answers the agent's data. A failure throws an
 * ApiRequestError with the cloud's message, which is what the screen shows
 * (doc 2 §8 'the Pi call returns the exception message').
 */
export function postThingAction<S extends z.ZodType>(
  api: ApiClient,
  { labId, thingId, action, body, ackTimeout, v2 = false, schema }: ThingActionCall<S>,
): Promise<z.infer<S>> {
  const path = v2
    ? LAB_API_PATHS.thingActionV2(labId, thingId, action)
    : LAB_API_PATHS.thingAction(labId, thingId, action);
  return api.request(path, { method: 'POST', query: { ackTimeout }, body, schema });
}
