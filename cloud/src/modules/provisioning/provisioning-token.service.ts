import { Injectable, UnauthorizedException } from '@nestjs/common';
import { LAB_SETUP_MESSAGES } from '@oak/shared';
import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { sameSecret } from '../../common/secret.util';
import { AppConfig } from '../../config/app-config';
import { SECRET_FILES, readOrCreateSecret } from '../../config/secrets.util';

/** The bearer token of the provisioning API: PROVISIONING_TOKEN, or the one kept in OAK_HOME. */
@Injectable()
export class ProvisioningToken {
  private token: string | undefined;

  constructor(private readonly config: AppConfig) {}

  /** Throws the 401 of the provisioning API unless `authorization` is `Bearer <token>`. */
  authorize(authorization: string | undefined): void {
    this.token ??=
      this.config.provisioningToken ?? readOrCreateSecret(this.config.home, SECRET_FILES.provisioningToken);
    if (!sameSecret(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '', this.token)) {
      throw new UnauthorizedException(LAB_SETUP_MESSAGES.provisioningUnauthorized);
    }
  }

  /**
   * Express middleware for the provisioning path, installed before the body
   * parsers: a request without the token is refused before a byte of its
   * body is read or parsed.
   */
  gate(): RequestHandler {
    return (req: Request, _res: Response, next: NextFunction) => {
      try {
        this.authorize(req.get('authorization'));
        next();
      } catch (error) {
        next(error);
      }
    };
  }
}
