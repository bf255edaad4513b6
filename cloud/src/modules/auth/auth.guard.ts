import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_MESSAGES, bearerToken } from '@oak/shared';
import { type Request } from 'express';
import { type AuthContext } from './auth-context';
import { AuthService } from './auth.service';
import { IS_PUBLIC } from './public.decorator';

/**
 * Every route needs a valid session unless marked @Public(). Without one the
 * answer is 401, which the console reads as 'session expired' (doc 3 §4).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]))
      return true;
    const request = context.switchToHttp().getRequest<Request & { auth?: AuthContext }>();
    const token = bearerToken(request.headers.authorization);
    const auth = token ? await this.auth.authenticate(token) : undefined;
    if (!auth) throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    request.auth = auth;
    return true;
  }
}
