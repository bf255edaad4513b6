import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import { type Request } from 'express';
import { type AuthContext, type SessionAuthContext } from './auth-context';

/** The caller of an authenticated route, as the auth guard found it. */
export const CurrentAuth = createParamDecorator((_data: unknown, context: ExecutionContext): AuthContext => {
  const auth = context.switchToHttp().getRequest<Request & { auth?: AuthContext }>().auth;
  if (!auth) throw new Error('CurrentAuth used on a public route');
  return auth;
});

/** The caller of a @SessionOnly() route: its console session (the guard refused API tokens already). */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionAuthContext => {
    const auth = context.switchToHttp().getRequest<Request & { auth?: AuthContext }>().auth;
    if (auth?.kind !== 'session')
      throw new Error('CurrentSession used on a route that is not @SessionOnly()');
    return auth;
  },
);
