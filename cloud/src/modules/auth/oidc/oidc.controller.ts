import { Controller, Get, Logger, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  FEDERATED_CONSOLE_CALLBACK_ROUTE,
  FEDERATED_EMAIL_PARAM,
  FEDERATED_ERROR_PARAM,
  type FederatedError,
  federatedSessionFragment,
} from '@oak/shared';
import { type Request, type Response } from 'express';
import { AppConfig } from '../../../config/app-config';
import { AuthService } from '../auth.service';
import { Public } from '../public.decorator';
import { UsersService } from '../users.service';
import { FederatedLoginError, OidcService } from './oidc.service';

/**
 * The browser-facing steps of federated login: redirects, not JSON, so they
 * stay out of the OpenAPI document (the console only navigates to them).
 */
@ApiExcludeController()
@Controller('auth/oidc')
export class OidcController {
  private readonly logger = new Logger('Oidc');

  constructor(
    private readonly oidc: OidcService,
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  @Get('login')
  @Public()
  async login(@Res() res: Response): Promise<void> {
    res.redirect(302, (await this.oidc.authorizationUrl()).href);
  }

  @Get('callback')
  @Public()
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const consoleCallback = new URL(FEDERATED_CONSOLE_CALLBACK_ROUTE, this.consoleOrigin(req));
    const fail = (error: FederatedError, email?: string) => {
      consoleCallback.searchParams.set(FEDERATED_ERROR_PARAM, error);
      if (email) consoleCallback.searchParams.set(FEDERATED_EMAIL_PARAM, email);
      res.redirect(302, consoleCallback.href);
    };
    let email: string;
    try {
      email = await this.oidc.completeLogin(req.originalUrl);
    } catch (error) {
      if (!(error instanceof FederatedLoginError)) throw error;
      this.logger.warn(`Federated login failed: ${error.message}`);
      return fail('failed');
    }
    const user = await this.users.findByEmail(email);
    if (!user) {
      this.logger.warn(`Federated login of ${email}, who has no OAK account`);
      return fail('no-account', email);
    }
    const session = await this.auth.startSession(user, 'federated', {
      ip: req.ip,
      userAgent: req.get('user-agent'),
    });
    res.redirect(302, `${consoleCallback.href}${federatedSessionFragment(session)}`);
  }

  /** The console is served by the cloud: the public URL, else the origin the provider returned to. */
  private consoleOrigin(req: Request): string {
    return (
      this.config.http.publicUrl ??
      new URL(this.config.oidc?.redirectUri ?? `${req.protocol}://${req.get('host')}`).origin
    );
  }
}
