import { IDENTITY_OPERATION_ROUTES, identityAcknowledgementSchema } from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';

export async function signOut(api: ApiClient): Promise<void> {
  await api.request(IDENTITY_OPERATION_ROUTES.signOut.path, {
    method: 'POST',
    schema: identityAcknowledgementSchema,
  });
}
