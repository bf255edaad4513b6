import { IDENTITY_OPERATION_ROUTES, type Session, currentSessionResponseSchema } from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';

/** Asks the cloud whether the stored session still stands (doc 3 §4 step 1); a 401 signs out. */
export function getCurrentSession(api: ApiClient): Promise<Session> {
  return api.request(IDENTITY_OPERATION_ROUTES.currentSession.path, { schema: currentSessionResponseSchema });
}
