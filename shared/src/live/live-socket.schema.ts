import { z } from 'zod';
import { LIVE_LAB_STATUS_REQUEST } from './live.constant';

/** Query of a job's live feed socket: the session's id token and the job id (doc 1 §7). */
export const liveJobFeedQuerySchema = z.object({
  token: z.string().min(1),
  jobId: z.string().min(1),
});

/**
 * The shortest push interval the lab status socket accepts, in ms. Not shown
 * in the spec (chosen): keeps a client from making the server push in a loop.
 */
const LIVE_LAB_STATUS_MIN_PUSH_INTERVAL_MS = 500;

/**
 * Query of a lab's live status socket (doc 1 §7 'Auto-sync socket'). Socket
 * query values arrive as text, so the interval is read as a number.
 */
export const liveLabStatusQuerySchema = z.object({
  token: z.string().min(1),
  request: z.literal(LIVE_LAB_STATUS_REQUEST),
  labID: z.string().min(1),
  pushIntervalMilliseconds: z.coerce.number().int().min(LIVE_LAB_STATUS_MIN_PUSH_INTERVAL_MS),
});
