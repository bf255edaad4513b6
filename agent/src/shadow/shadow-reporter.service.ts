import { type AgentShadowReported } from '@oak/shared';
import { type Logger } from 'pino';
import { type AgentStateStore } from './agent-state.store';
import { throttle, type Throttled } from './throttle.util';

/** At most one reported shadow per this many ms; the cloud stores each, so bursts would only cost it. */
export const SHADOW_REPORT_INTERVAL_MS = 250;

/**
 * Publishes the reported shadow (retained) on connect and whenever it changes,
 * throttled, and only when something other than its timestamp differs.
 */
export class ShadowReporter {
  private readonly throttled: Throttled;
  private lastSent: string | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly state: AgentStateStore,
    private readonly publish: (shadow: AgentShadowReported) => Promise<void>,
    private readonly logger: Logger,
    intervalMs = SHADOW_REPORT_INTERVAL_MS,
  ) {
    this.throttled = throttle(() => this.send(), intervalMs);
    this.unsubscribe = state.onChange(() => this.throttled.schedule());
  }

  /** On (re)connect: the broker may hold an old retained shadow, so send even if unchanged. */
  reportNow(): void {
    this.lastSent = undefined;
    this.throttled.flush();
  }

  /** Sends what changed now rather than at the end of the interval (a sync's start and end). */
  flush(): void {
    this.throttled.flush();
  }

  close(): void {
    this.unsubscribe();
    this.throttled.cancel();
  }

  private send(): void {
    const shadow = this.state.reported();
    const { updatedAt: _updatedAt, ...content } = shadow;
    const key = JSON.stringify(content);
    if (key === this.lastSent) return;
    this.lastSent = key;
    this.publish(shadow).catch((error: Error) =>
      this.logger.warn({ err: error }, 'could not publish the reported shadow'),
    );
  }
}
