import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import { type Request } from 'express';
import { type AuthContext } from './auth-context';

/** The caller of an authenticated route, as the auth guard found it. */
export const CurrentAuth = createParamDecorator((_data: unknown, context: ExecutionContext): AuthContext => {
  const auth = context.switchToHttp().getRequest<Request & { auth?: AuthContext }>().auth;
  if (!auth) throw new Error('CurrentAuth used on a public route');
  return auth;
});
