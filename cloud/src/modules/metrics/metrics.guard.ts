import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { METRICS_MESSAGES } from '@oak/shared';
import { type Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { allowedSourcesCheck } from '../../common/allowed-sources.util';
import { sameSecret } from '../../common/secret.util';
import { addressKey } from '../mqtt/mqtt-connection-limiter';

/**
 * Only a scraper may read /metrics, as only the broker may ask the auth
 * backend (MqttBrokerOnlyGuard): it presents METRICS_TOKEN as
 * `Authorization: Bearer <token>`, or comes from an address of
 * METRICS_ALLOWED_SOURCES (the address TRUST_PROXY lets through). With
 * neither configured nobody may: 401.
 */
@Injectable()
export class MetricsGuard implements CanActivate {
  private readonly fromAllowedSource: (address: string) => boolean;

  constructor(private readonly config: AppConfig) {
    this.fromAllowedSource = allowedSourcesCheck(config.metrics.allowedSources);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const address = addressKey(request.ip ?? request.socket.remoteAddress);
    if (this.presentsToken(request) || this.fromAllowedSource(address)) return true;
    throw new UnauthorizedException(METRICS_MESSAGES.unauthorized);
  }

  private presentsToken(request: Request): boolean {
    const { token } = this.config.metrics;
    if (!token) return false;
    const bearer = /^Bearer (.+)$/.exec(request.get('authorization') ?? '')?.[1];
    return bearer !== undefined && sameSecret(bearer, token);
  }
}
