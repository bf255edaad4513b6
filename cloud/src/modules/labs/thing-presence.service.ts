import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { THING_TOPIC_PREFIX } from '@oak/shared';
import { MqttClientAdapter } from '../mqtt/mqtt-client.adapter';
import { LabsService } from './labs.service';
import { ReportedShadowFeed } from './reported-shadow.feed';

/** The thing name in `oak/things/{name}/...`. */
function thingNameOf(topic: string): string {
  return topic.split('/')[2] ?? '';
}

/**
 * Keeps each Pi's presence and reported shadow in Postgres: online and offline
 * from its status topic (the broker publishes `offline` as its last will), the
 * shadow from shadow/reported (through the feed). Both are retained, so a
 * cloud that starts late catches up at once.
 */
@Injectable()
export class ThingPresenceService implements OnModuleInit {
  private readonly logger = new Logger('ThingPresence');
  /** Writes per Pi run in order, so a quick offline-online pair cannot land reversed. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly mqtt: MqttClientAdapter,
    private readonly labs: LabsService,
    private readonly shadows: ReportedShadowFeed,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.mqtt.subscribe(`${THING_TOPIC_PREFIX}/+/status`, (topic, payload) => {
      const status = payload.toString('utf8').trim();
      if (status !== 'online' && status !== 'offline') {
        this.logger.warn(`Ignored status ${JSON.stringify(status.slice(0, 40))} on ${topic}`);
        return;
      }
      this.inOrder(thingNameOf(topic), () =>
        this.labs.markConnected(thingNameOf(topic), status === 'online'),
      );
    });
    this.shadows.listen(({ thingName, shadow }) => {
      if (shadow) this.inOrder(thingName, () => this.labs.storeShadow(thingName, shadow));
    });
  }

  private inOrder(thingName: string, write: () => Promise<unknown>): void {
    const previous = this.queues.get(thingName) ?? Promise.resolve();
    const next = previous
      .then(write)
      .catch((error: unknown) => this.logger.error(`Presence of ${thingName} not stored: ${String(error)}`));
    this.queues.set(thingName, next);
    void next.finally(() => {
      if (this.queues.get(thingName) === next) this.queues.delete(thingName);
    });
  }
}
