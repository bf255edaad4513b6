import {
  type ForgotPasswordSubmitRequest,
  IDENTITY_OPERATION_ROUTES,
  forgotPasswordSubmitResponseSchema,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';

export async function resetPassword(api: ApiClient, request: ForgotPasswordSubmitRequest): Promise<void> {
  await api.request(IDENTITY_OPERATION_ROUTES.forgotPasswordSubmit.path, {
    method: 'POST',
    body: request,
    schema: forgotPasswordSubmitResponseSchema,
    auth: false,
  });
}
