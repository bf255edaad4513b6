import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { PgNotificationsAdapter, REVOCATION_CHANNELS } from '../../database/pg-notifications.adapter';
import { MqttBrokerService } from './mqtt-broker.service';
import { MqttClientAdapter } from './mqtt-client.adapter';
import { parseRevokedCredential } from './revoked-credential.schema';

/**
 * Closes a revoked Pi's session on an external broker (MQTT_URL), which the
 * cloud cannot reach into: when Postgres announces the revocation, each cloud
 * node takes over the Pi's client id, which makes the broker drop the Pi; its
 * reconnection is then refused, since the broker asks the cloud
 * (/api/mqtt/auth/user). The embedded broker closes the session itself.
 */
@Injectable()
export class MqttSessionRevoker implements OnModuleInit {
  private readonly logger = new Logger('MqttRevocation');

  constructor(
    private readonly config: AppConfig,
    private readonly broker: MqttBrokerService,
    private readonly mqtt: MqttClientAdapter,
    private readonly notifications: PgNotificationsAdapter,
  ) {}

  async onModuleInit(): Promise<void> {
    // Workers leave it to the cloud nodes: a take-over from each is enough.
    if (this.broker.embedded || this.config.role !== 'cloud') return;
    await this.notifications.listen(REVOCATION_CHANNELS.thingCredential, (payload) => {
      const revoked = parseRevokedCredential(payload);
      if (!revoked) return;
      this.mqtt.takeOver(revoked.username).then(
        () => this.logger.log(`Closed the session of ${revoked.username}: its credential was revoked`),
        (error: unknown) => this.logger.warn(`Session of ${revoked.username} not closed: ${String(error)}`),
      );
    });
  }
}
