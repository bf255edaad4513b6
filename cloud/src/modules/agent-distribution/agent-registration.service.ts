import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { X509Certificate, createHash, randomBytes } from 'node:crypto';
import { IsNull, MoreThan, Repository } from 'typeorm';
import {
  AGENT_API_PATHS,
  AGENT_REGISTRATION_TOKEN_TTL_MS,
  LAB_SETUP_MESSAGES,
  type AgentRegistrationResponse,
  type SetupDistro,
} from '@oak/shared';
import { AppConfig } from '../../config/app-config';
import { MqttBrokerService } from '../mqtt/mqtt-broker.service';
import { MqttCredentialsService } from '../mqtt/mqtt-credentials.service';
import { sha256Hex as sha256 } from '../../common/secret.util';
import { shellQuote } from './agent-install-script.util';
import { AgentRegistrationToken } from './agent-registration-token.entity';
import { type ThingRecord } from '../labs/thing.entity';
import { Clock } from '../clock/clock';

/**
 * Setup commands and registration (doc 2 §4, §7): a command carries a one-time
 * token; the Pi's installer trades it for the Pi's own MQTT credentials.
 */
@Injectable()
export class AgentRegistrationService {
  constructor(
    private readonly config: AppConfig,
    private readonly credentials: MqttCredentialsService,
    private readonly broker: MqttBrokerService,
    @InjectRepository(AgentRegistrationToken) private readonly tokens: Repository<AgentRegistrationToken>,
    private readonly clock: Clock,
  ) {}

  /** The one shell line of doc 2 §4: fetch the installer for a new token, pipe it to a root shell. */
  async setupCommand(
    thing: ThingRecord,
    distro: SetupDistro,
    plugins: readonly string[],
    version: string,
    origin: string,
  ): Promise<string> {
    const token = await this.issueToken(thing, distro, plugins, version);
    const url = `${origin}${AGENT_API_PATHS.installScript}?token=${token}`;
    return `curl -fsSL ${this.pinOf(origin)}${shellQuote(url)} | sudo bash`;
  }

  /**
   * With a private CA (TLS_CA_FILE), the Pi does not trust this cloud yet: the
   * command pins the certificate's public key for the one download of the
   * install script (curl checks the key instead of the chain), and the script
   * then writes the CA every later connection checks against.
   */
  private pinOf(origin: string): string {
    const tls = this.config.tls;
    if (!tls?.ca || !origin.startsWith('https:')) return '';
    const spki = new X509Certificate(tls.cert).publicKey.export({ type: 'spki', format: 'der' });
    const pin = createHash('sha256').update(spki).digest('base64');
    return `--insecure --pinnedpubkey ${shellQuote(`sha256//${pin}`)} `;
  }

  /** A one-time registration token for a Pi, valid for AGENT_REGISTRATION_TOKEN_TTL_MS. */
  async issueToken(
    thing: ThingRecord,
    distro: SetupDistro,
    plugins: readonly string[],
    version: string,
  ): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.tokens.insert({
      thingId: thing.id,
      tokenHash: sha256(token),
      distro,
      plugins: [...plugins],
      version,
      expiresAt: new Date(this.clock.nowMs() + AGENT_REGISTRATION_TOKEN_TTL_MS),
    });
    return token;
  }

  /** The installer of a token still valid, or the clear 400 of an expired or used one. */
  async pendingToken(token: string): Promise<{ token: AgentRegistrationToken; thing: ThingRecord }> {
    const record = await this.tokens.findOne({
      where: { tokenHash: sha256(token), usedAt: IsNull(), expiresAt: MoreThan(this.clock.now()) },
      relations: { thing: true },
    });
    if (!record?.thing) throw new BadRequestException(LAB_SETUP_MESSAGES.invalidSetupToken);
    return { token: record, thing: record.thing };
  }

  /** Trades a token for credentials, once: a second use, or a late one, gets the same 400. */
  async register(token: string, origin: string, requestHost: string): Promise<AgentRegistrationResponse> {
    const { token: record, thing } = await this.pendingToken(token);
    const claimed = await this.tokens
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('id = :id AND used_at IS NULL', { id: record.id })
      .execute();
    if (!claimed.affected) throw new BadRequestException(LAB_SETUP_MESSAGES.invalidSetupToken);
    // The Pi is set up: an older setup command for it, copied or leaked, must not take it over later.
    await this.tokens
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('thing_id = :thingId AND used_at IS NULL', { thingId: thing.id })
      .execute();
    const password = await this.credentials.issue(thing.thingName);
    // A Pi set up again must reconnect with its new credential.
    this.broker.disconnect(thing.thingName);
    return {
      thingName: thing.thingName,
      brokerUrl: await this.brokerUrlFor(requestHost),
      username: thing.thingName,
      password,
      cloudUrl: origin,
      distro: record.distro,
      plugins: record.plugins,
    };
  }

  /** Revokes a Pi's credentials and drops its connection. */
  async revoke(thingName: string): Promise<number> {
    const revoked = await this.credentials.revoke(thingName);
    this.broker.disconnect(thingName);
    return revoked;
  }

  /** The broker URL a Pi should use: MQTT_PUBLIC_URL, else this host on the embedded broker's port. */
  private async brokerUrlFor(requestHost: string): Promise<string> {
    if (this.config.mqtt.publicUrl) return this.config.mqtt.publicUrl;
    if (this.config.mqtt.url) {
      const url = new URL(this.config.mqtt.url);
      url.username = '';
      url.password = '';
      return url.toString().replace(/\/$/, '');
    }
    const host = requestHost.replace(/:\d+$/, '');
    // With TLS the embedded broker speaks MQTT over TLS only.
    return `${this.config.tls ? 'mqtts' : 'mqtt'}://${host}:${await this.broker.port()}`;
  }
}
