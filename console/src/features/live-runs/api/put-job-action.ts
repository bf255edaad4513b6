import {
  type BddActionMessage,
  type BddActionRequest,
  JOB_API_PATHS,
  bddActionMessageSchema,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';

/** The BDD helper call (doc 1 §4.6, §7): the operator's answer to what a run asks, confirm or cancel. */
export function putJobAction(api: ApiClient, request: BddActionRequest): Promise<BddActionMessage> {
  return api.request(JOB_API_PATHS.action(request.jobId, request.actionId), {
    method: 'PUT',
    body: request.body,
    schema: bddActionMessageSchema,
  });
}
