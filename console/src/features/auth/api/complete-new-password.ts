import {
  type CompleteNewPasswordRequest,
  IDENTITY_OPERATION_ROUTES,
  completeNewPasswordResponseSchema,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';

export async function completeNewPassword(
  api: ApiClient,
  request: CompleteNewPasswordRequest,
): Promise<void> {
  await api.request(IDENTITY_OPERATION_ROUTES.completeNewPassword.path, {
    method: 'POST',
    body: request,
    schema: completeNewPasswordResponseSchema,
    auth: false,
  });
}
