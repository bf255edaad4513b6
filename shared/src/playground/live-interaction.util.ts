import { z } from 'zod';
import { type Result, err, ok } from '../common';
import { type EventStreamMessage } from './event-stream.util';
import { type ApiMessage, type ApiMessageType } from './playground.schema';

/** The header whose last part names what a message carries (doc 2 §7). */
export const LIVE_INTERACTION_EVENT_TYPE_HEADER = ':event-type';

/**
 * Chosen: the header carrying when the device cloud saw what a message holds,
 * epoch ms on the device cloud's own clock (a timestamp or a numeric string).
 * The console times its activity-items windows by it, not by the browser's
 * clock, which need not agree with the device cloud's (doc 2 §7).
 */
export const LIVE_INTERACTION_DATE_HEADER = ':date';

/** The device cloud's time of a stream message (epoch ms), or null when it carries none. */
export function liveInteractionTime(message: EventStreamMessage): number | null {
  const value = message.headers[LIVE_INTERACTION_DATE_HEADER];
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

/** The heartbeat the stream sends between interactions; it is ignored (doc 2 §7). */
export const LIVE_INTERACTION_KEEP_ALIVE = 'keep_alive';

/**
 * One entry of a message's JSON list body. The spec says only 'events or
 * directives'; chosen: the assistant's own shape, a header naming the
 * namespace and name, and a payload.
 */
const liveInteractionItemSchema = z.object({
  header: z.looseObject({ namespace: z.string().min(1), name: z.string().min(1) }),
  payload: z.unknown().optional(),
});
export type LiveInteractionItem = z.infer<typeof liveInteractionItemSchema>;

/** The last part of the event-type header (after the last '.', '/' or ':'), lower-cased. */
export function liveInteractionType(message: EventStreamMessage): string | null {
  const header = message.headers[LIVE_INTERACTION_EVENT_TYPE_HEADER];
  if (typeof header !== 'string' || !header) return null;
  const parts = header.split(/[./:]/);
  return parts[parts.length - 1]!.toLowerCase() || null;
}

/**
 * The API messages one stream message carries (doc 2 §7): the event-type
 * header's last part is their type; keep_alive and types other than event and
 * directive carry none; the body is a JSON list of events or directives.
 */
export function liveInteractionApiMessages(message: EventStreamMessage): Result<ApiMessage[]> {
  const type = liveInteractionType(message);
  if (type !== 'event' && type !== 'directive') return ok([]);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(message.body));
  } catch {
    return err(`Live interaction ${type} body is not valid JSON`);
  }
  const items = z.array(liveInteractionItemSchema).safeParse(body);
  if (!items.success) return err(`Live interaction ${type} body is not a list of ${type}s`);
  return ok(items.data.map((item) => toApiMessage(type, item)));
}

function toApiMessage(type: ApiMessageType, item: LiveInteractionItem): ApiMessage {
  return { type, namespace: item.header.namespace, name: item.header.name, data: item.payload ?? null };
}
