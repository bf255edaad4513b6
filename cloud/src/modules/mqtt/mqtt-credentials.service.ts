import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { In, IsNull, Repository } from 'typeorm';
import { MQTT_SERVICE_USERNAME, thingTopics } from '@oak/shared';
import { AppConfig } from '../../config/app-config';
import { SECRET_FILES, readOrCreateSecret } from '../../config/secrets.util';
import { sameSecret, sha256Hex as sha256 } from '../../common/secret.util';
import { ThingCredential } from './thing-credential.entity';
import { Clock } from '../clock/clock';

/**
 * Who a broker connection is: the cloud itself, or one Pi, with the credential
 * it signed in with (so that revoking that credential ends its session).
 */
export type MqttIdentity =
  | { readonly kind: 'service' }
  | { readonly kind: 'thing'; readonly thingName: string; readonly credentialId?: string };

/**
 * The broker's users and what each may touch: the cloud with its service
 * credential may use every topic; a Pi, with the credential issued when it
 * registered, only topics under `oak/things/{its own name}/`.
 */
@Injectable()
export class MqttCredentialsService {
  private servicePasswordValue: string | undefined;

  constructor(
    private readonly config: AppConfig,
    @InjectRepository(ThingCredential) private readonly credentials: Repository<ThingCredential>,
    private readonly clock: Clock,
  ) {}

  get servicePassword(): string {
    // With an external broker the cloud signs in with MQTT_URL's credentials, so those are the service's.
    const external = this.config.mqtt.url ? new URL(this.config.mqtt.url) : undefined;
    this.servicePasswordValue ??=
      this.config.mqtt.servicePassword ??
      (external?.password ? decodeURIComponent(external.password) : undefined) ??
      readOrCreateSecret(this.config.home, SECRET_FILES.mqttServicePassword);
    return this.servicePasswordValue;
  }

  async authenticate(
    clientId: string,
    username: string | undefined,
    password: Buffer | undefined,
  ): Promise<MqttIdentity | null> {
    if (!username || !password) return null;
    const secret = password.toString('utf8');
    if (username === MQTT_SERVICE_USERNAME) {
      return sameSecret(secret, this.servicePassword) ? { kind: 'service' } : null;
    }
    // A Pi connects as itself: its client id is its thing name, so no one can take over its session.
    if (clientId !== username) return null;
    const live = await this.credentials.find({ where: { username, revokedAt: IsNull() } });
    const hash = sha256(secret);
    const matching = live.find((credential) => sameSecret(credential.secretHash, hash));
    return matching ? { kind: 'thing', thingName: username, credentialId: matching.id } : null;
  }

  /** Which of these credentials are still live (not revoked), for a sweep of open sessions. */
  async liveIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const live = await this.credentials.find({
      select: { id: true },
      where: { id: In([...ids]), revokedAt: IsNull() },
    });
    return new Set(live.map((credential) => credential.id));
  }

  /** Publish and subscribe rights: a Pi stays under its own prefix, with no wildcard reaching out of it. */
  mayUse(identity: MqttIdentity, topic: string): boolean {
    if (identity.kind === 'service') return true;
    const prefix = thingTopics(identity.thingName).all.slice(0, -1);
    return topic.startsWith(prefix) && topic.length > prefix.length;
  }

  /** A new password for a Pi; the previous ones stop working. Answers the password, shown once. */
  async issue(thingName: string): Promise<string> {
    const password = randomBytes(32).toString('base64url');
    await this.credentials.manager.transaction(async (manager) => {
      await manager.update(
        ThingCredential,
        { username: thingName, revokedAt: IsNull() },
        { revokedAt: this.clock.now() },
      );
      await manager.insert(ThingCredential, { username: thingName, secretHash: sha256(password) });
    });
    return password;
  }

  /**
   * Revokes every credential of a Pi; answers how many were live. Postgres
   * announces each revocation to every node, which closes the Pi's session
   * (migration 1796500000000-revocation-notices).
   */
  async revoke(thingName: string): Promise<number> {
    const result = await this.credentials.update(
      { username: thingName, revokedAt: IsNull() },
      { revokedAt: this.clock.now() },
    );
    return result.affected ?? 0;
  }
}
