import {
  type ForgotPasswordRequest,
  type ForgotPasswordResponse,
  IDENTITY_OPERATION_ROUTES,
  forgotPasswordResponseSchema,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';

export function forgotPassword(
  api: ApiClient,
  request: ForgotPasswordRequest,
): Promise<ForgotPasswordResponse> {
  return api.request(IDENTITY_OPERATION_ROUTES.forgotPassword.path, {
    method: 'POST',
    body: request,
    schema: forgotPasswordResponseSchema,
    auth: false,
  });
}
