import {
  AUTOMOTIVE_UPDATE_REQUEST,
  type Lab,
  PI_ACTION_WITH_RETURN_TIMEOUT_MS,
  isAutomotiveLab,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { postThingAction } from '../../../lib/api/post-thing-action';

/**
 * Update Software on one Pi (doc 2 §2, §9). Automotive labs use the v2 call
 * with the base package and the automotive plugin (doc 2 §7).
 */
export function updatePiSoftware(
  api: ApiClient,
  lab: Pick<Lab, 'id' | 'name'>,
  thingId: string,
): Promise<unknown> {
  const automotive = isAutomotiveLab(lab);
  return postThingAction(api, {
    labId: lab.id,
    thingId,
    action: 'update',
    body: automotive ? AUTOMOTIVE_UPDATE_REQUEST : {},
    ackTimeout: PI_ACTION_WITH_RETURN_TIMEOUT_MS,
    v2: automotive,
  });
}
