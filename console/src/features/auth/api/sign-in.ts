import {
  IDENTITY_OPERATION_ROUTES,
  type SignInRequest,
  type SignInResponse,
  signInResponseSchema,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';

export function signIn(api: ApiClient, request: SignInRequest): Promise<SignInResponse> {
  return api.request(IDENTITY_OPERATION_ROUTES.signIn.path, {
    method: 'POST',
    body: request,
    schema: signInResponseSchema,
    auth: false,
  });
}
