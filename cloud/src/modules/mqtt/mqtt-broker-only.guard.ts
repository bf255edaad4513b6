import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { MQTT_MESSAGES } from '@oak/shared';
import { type Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { allowedSourcesCheck } from '../../common/allowed-sources.util';
import { sameSecret } from '../../common/secret.util';
import { RedisThrottlerStorage } from '../auth/redis-throttler.storage';
import { KeyValueStore } from '../redis/key-value-store.port';
import { addressKey } from './mqtt-connection-limiter';

const WINDOW_MS = 60_000;
const THROTTLER = 'mqtt-auth';

/**
 * Only the broker may ask /api/mqtt/auth/*: a caller presents the shared
 * secret MQTT_AUTH_SECRET (as `Authorization: Bearer <secret>`, or as its
 * User-Agent, the one header mosquitto-go-auth lets one set), or comes from an
 * address of MQTT_AUTH_ALLOWED_SOURCES. With neither configured nobody may
 * (the embedded broker needs no HTTP backend). Every address is held to
 * MQTT_AUTH_RATE_LIMIT_PER_MINUTE, counted in Redis across the nodes.
 */
@Injectable()
export class MqttBrokerOnlyGuard implements CanActivate {
  private readonly fromAllowedSource: (address: string) => boolean;
  private readonly throttle: RedisThrottlerStorage;

  constructor(
    private readonly config: AppConfig,
    store: KeyValueStore,
  ) {
    this.throttle = new RedisThrottlerStorage(store, config.redis.keyPrefix);
    this.fromAllowedSource = allowedSourcesCheck(config.mqtt.authBackend.allowedSources);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const address = addressKey(request.ip ?? request.socket.remoteAddress);
    const { rateLimitPerMinute } = this.config.mqtt.authBackend;
    const counted = await this.throttle.increment(address, WINDOW_MS, rateLimitPerMinute, 0, THROTTLER);
    if (counted.isBlocked)
      throw new HttpException(MQTT_MESSAGES.tooManyAuthCalls, HttpStatus.TOO_MANY_REQUESTS);
    if (this.presentsSecret(request) || this.fromAllowedSource(address)) return true;
    throw new UnauthorizedException(MQTT_MESSAGES.brokerOnly);
  }

  private presentsSecret(request: Request): boolean {
    const { secret } = this.config.mqtt.authBackend;
    if (!secret) return false;
    const bearer = /^Bearer (.+)$/.exec(request.get('authorization') ?? '')?.[1];
    const userAgent = request.get('user-agent');
    return [bearer, userAgent].some((presented) => presented !== undefined && sameSecret(presented, secret));
  }
}
