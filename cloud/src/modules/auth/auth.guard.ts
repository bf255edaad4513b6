import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  API_TOKEN_MESSAGES,
  AUTH_MESSAGES,
  apiTokenAllows,
  bearerToken,
  isApiTokenSecret,
} from '@oak/shared';
import { type Request } from 'express';
import { ApiTokens } from './api-tokens.service';
import { type AuthContext } from './auth-context';
import { AuthService } from './auth.service';
import { IS_PUBLIC } from './public.decorator';
import { IS_SESSION_ONLY } from './session-only.decorator';

/**
 * Every route needs a valid session unless marked @Public(). Without one the
 * answer is 401, which the console reads as 'session expired' (doc 3 §4).
 * A personal API token (issue 32) stands for a session on every route but
 * those marked @SessionOnly(): refused (unknown, revoked, expired, of another
 * company) it is a 401 with the reason; a read token on a route that changes
 * anything, or any token on a session-only route, a 403 with the reason.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly apiTokens: ApiTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<Request & { auth?: AuthContext }>();
    const token = bearerToken(request.headers.authorization);
    if (token && isApiTokenSecret(token)) {
      const checked = await this.apiTokens.authenticate(token);
      if (checked.refusal !== undefined) throw new UnauthorizedException(checked.refusal);
      if (this.reflector.getAllAndOverride<boolean>(IS_SESSION_ONLY, targets))
        throw new ForbiddenException(API_TOKEN_MESSAGES.sessionOnly);
      if (!apiTokenAllows(checked.auth.scopes, request.method))
        throw new ForbiddenException(API_TOKEN_MESSAGES.readOnly);
      request.auth = checked.auth;
      return true;
    }
    const auth = token ? await this.auth.authenticate(token) : undefined;
    if (!auth) throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    request.auth = auth;
    return true;
  }
}
