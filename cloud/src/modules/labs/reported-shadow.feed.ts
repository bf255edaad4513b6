import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  type AgentShadowReported,
  type ResourceSyncShadow,
  THING_TOPIC_PREFIX,
  agentShadowReportedSchema,
  resourceSyncShadowSchema,
} from '@oak/shared';
import { MqttClientAdapter } from '../mqtt/mqtt-client.adapter';

/** One Pi's report, read once for every listener. */
export interface ReportedShadow {
  readonly thingName: string;
  /** The whole shadow, when it is well-formed. */
  readonly shadow?: AgentShadowReported;
  /** Its resource sync part, when that is well-formed (even in a shadow that is not as a whole). */
  readonly resourceSync?: ResourceSyncShadow;
}

export type ReportedShadowListener = (report: ReportedShadow) => void;

/**
 * The Pis' reported shadows (retained on `oak/things/{name}/shadow/reported`),
 * parsed once and handed to every part of the cloud that follows them:
 * presence, sync progress, the live lab status. It subscribes once the
 * application has started, after every listener has registered, so the
 * retained reports reach all of them.
 */
@Injectable()
export class ReportedShadowFeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('ReportedShadow');
  private readonly listeners = new Set<ReportedShadowListener>();

  constructor(private readonly mqtt: MqttClientAdapter) {}

  /** Registers a listener (in onModuleInit, to receive the retained reports too). */
  listen(listener: ReportedShadowListener): void {
    this.listeners.add(listener);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.mqtt.subscribe(`${THING_TOPIC_PREFIX}/+/shadow/reported`, (topic, payload) => {
      const report = this.read(topic, payload);
      if (!report) return;
      for (const listener of this.listeners) {
        try {
          listener(report);
        } catch (error) {
          this.logger.error(`A listener failed on the shadow of ${report.thingName}: ${String(error)}`);
        }
      }
    });
  }

  private read(topic: string, payload: Buffer): ReportedShadow | undefined {
    // An empty retained message clears the topic: nothing to read.
    if (payload.length === 0) return undefined;
    const thingName = topic.split('/')[2] ?? '';
    let raw: unknown;
    try {
      raw = JSON.parse(payload.toString('utf8'));
    } catch {
      this.logger.warn(`Ignored a shadow on ${topic} that is not JSON`);
      return undefined;
    }
    const shadow = agentShadowReportedSchema.safeParse(raw);
    if (!shadow.success) this.logger.warn(`Ignored a malformed shadow on ${topic}`);
    const resourceSync = resourceSyncShadowSchema.safeParse(
      (raw as Record<string, unknown> | null)?.resource_sync,
    );
    return {
      thingName,
      ...(shadow.success ? { shadow: shadow.data } : {}),
      ...(resourceSync.success ? { resourceSync: resourceSync.data } : {}),
    };
  }
}
