import {
  AGENT_ACTION_OF_CONTROLLER_ACTION,
  LAB_API_PATHS,
  LAB_STATUS_TIMEOUT_MS,
  type PiStatus,
  type ThingStateResponse,
  err,
  ok,
  piCallErrorMessage,
  piStatusFromPing,
  requirePiId,
  thingStateResponseSchema,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';

/**
 * A Pi's state, the ping (doc 2 §7). The answer is the agent's state
 * (agentStateResultSchema); only its thingStatus decides the Pi's status, so
 * the check is the loose one and a thinner answer still reads as offline.
 */
export function getPiState(api: ApiClient, labId: string, thingId: string): Promise<ThingStateResponse> {
  return api.request(LAB_API_PATHS.thingAction(labId, thingId, AGENT_ACTION_OF_CONTROLLER_ACTION.ping), {
    query: { ackTimeout: LAB_STATUS_TIMEOUT_MS },
    schema: thingStateResponseSchema,
  });
}

/** A ping's outcome: the Pi's status and, when the call failed, why. */
export interface PingOutcome {
  readonly status: Exclude<PiStatus, 'unknown'>;
  /** The failed call's message (doc 2 §8), the reason an Error status has. */
  readonly reason?: string;
}

/** The Pi's status after a ping: online, offline, or error when the call failed (doc 2 §4), with its reason. */
export async function pingPi(api: ApiClient, labId: string, thingId: string): Promise<PingOutcome> {
  // A Pi without its id is not asked: it shows Error with 'no Pi' (doc 2 §8).
  const id = requirePiId(thingId);
  if (!id.ok) return { status: piStatusFromPing(id), reason: id.error };
  try {
    return { status: piStatusFromPing(ok(await getPiState(api, labId, id.value))) };
  } catch (error) {
    return { status: piStatusFromPing(err(error)), reason: piCallErrorMessage(error) };
  }
}
