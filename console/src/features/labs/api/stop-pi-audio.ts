import { PI_ACK_TIMEOUT_MS, type StopResult, stopResultSchema } from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { postThingAction } from '../../../lib/api/post-thing-action';

/** Stop Audio on one Pi (doc 2 §2, §9); it also stops a running calibration. */
export function stopPiAudio(api: ApiClient, labId: string, thingId: string): Promise<StopResult> {
  return postThingAction(api, {
    labId,
    thingId,
    action: 'stop',
    body: {},
    ackTimeout: PI_ACK_TIMEOUT_MS,
    schema: stopResultSchema,
  });
}
