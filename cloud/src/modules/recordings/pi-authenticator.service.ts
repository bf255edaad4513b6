import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { RECORDING_MESSAGES } from '@oak/shared';
import { Repository } from 'typeorm';
import { ThingRecord } from '../labs/thing.entity';
import { MqttCredentialsService } from '../mqtt/mqtt-credentials.service';

/** The user name and password of an HTTP Basic `Authorization` header; undefined for anything else. */
export function basicCredentialsOf(
  header: string | undefined,
): { username: string; password: string } | undefined {
  const encoded = /^Basic\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) } : undefined;
}

/**
 * A Pi calling the cloud over HTTP with its own credentials: the MQTT login
 * registration issued (thing name and password, as HTTP Basic), checked as
 * the broker checks it, so a revoked Pi is refused here too.
 */
@Injectable()
export class PiAuthenticator {
  constructor(
    private readonly credentials: MqttCredentialsService,
    @InjectRepository(ThingRecord) private readonly things: Repository<ThingRecord>,
  ) {}

  /** The Pi `thingName`, if these are its credentials: 401 when they are no Pi's, 403 when another Pi's. */
  async authorize(authorization: string | undefined, thingName: string): Promise<ThingRecord> {
    const login = basicCredentialsOf(authorization);
    const identity =
      login &&
      (await this.credentials.authenticate(login.username, login.username, Buffer.from(login.password)));
    if (identity?.kind !== 'thing') throw new UnauthorizedException(RECORDING_MESSAGES.unauthorized);
    if (identity.thingName !== thingName) throw new ForbiddenException(RECORDING_MESSAGES.otherPi(thingName));
    const thing = await this.things.findOneBy({ thingName });
    // A credential outliving its Pi (deleted from its lab) is no Pi's any more.
    if (!thing) throw new UnauthorizedException(RECORDING_MESSAGES.unauthorized);
    return thing;
  }
}
