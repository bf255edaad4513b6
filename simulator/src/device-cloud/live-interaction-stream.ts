import { type ServerResponse } from 'node:http';
import {
  encodeEventStreamMessage,
  LIVE_INTERACTION_DATE_HEADER,
  LIVE_INTERACTION_EVENT_TYPE_HEADER,
  LIVE_INTERACTION_KEEP_ALIVE,
} from '@oak/shared';
import { type ActivityItem } from '../devices/activity-log';
import { type VirtualDut } from '../devices/virtual-dut';
import { liveInteractionMessages } from './device-cloud-activity.util';

/** The event-type header's value is `{prefix}.{type}`; readers keep only the last part (doc 2 §7). */
const EVENT_TYPE_PREFIX = 'device-cloud.live-interaction';

export interface LiveInteractionStreamOptions {
  readonly dut: VirtualDut;
  readonly response: ServerResponse;
  /** Real ms between keep_alive messages. */
  readonly keepAliveMs: number;
  /** Real ms between looks at the DUT's activity log, for activity that did not come through the emulator. */
  readonly pollIntervalMs: number;
  readonly onClose: () => void;
}

/**
 * One open liveinteraction stream: every activity the DUT logs after it
 * opened, as framed event-stream messages (shared's event-stream framing,
 * which the console decodes), with keep_alive messages in between. Activity
 * comes from speech injection (flushed at once) or from the room (found by polling).
 */
export class LiveInteractionStream {
  readonly dut: VirtualDut;
  private readonly response: ServerResponse;
  private readonly seen: Set<ActivityItem>;
  private readonly timers: NodeJS.Timeout[];
  private readonly onClose: () => void;
  private closed = false;

  constructor(options: LiveInteractionStreamOptions) {
    this.dut = options.dut;
    this.response = options.response;
    this.onClose = options.onClose;
    this.seen = new Set(options.dut.activity.all());
    this.response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    // Headers go out now, so the client's request resolves before the first message.
    this.response.flushHeaders();
    this.response.on('close', () => this.close());
    this.timers = [
      setInterval(() => this.write(LIVE_INTERACTION_KEEP_ALIVE, []), options.keepAliveMs),
      setInterval(() => this.flush(), options.pollIntervalMs),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Sends what the DUT logged since the last flush. */
  flush(): void {
    if (this.closed || this.seen.size === this.dut.activity.size) return;
    for (const item of this.dut.activity.all()) {
      if (this.seen.has(item)) continue;
      this.seen.add(item);
      // Stamped with the device's own (simulated) time of the activity, as the activity items are.
      for (const message of liveInteractionMessages(item))
        this.write(message.type, message.items, item.startTime);
    }
  }

  /** Ends the stream, from either side; safe to call more than once. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    if (!this.response.writableEnded) this.response.end();
    this.onClose();
  }

  private write(type: string, body: readonly unknown[], atMs?: number): void {
    if (this.closed) return;
    this.response.write(
      encodeEventStreamMessage(
        {
          [LIVE_INTERACTION_EVENT_TYPE_HEADER]: `${EVENT_TYPE_PREFIX}.${type}`,
          ':content-type': 'application/json',
          ...(atMs === undefined ? {} : { [LIVE_INTERACTION_DATE_HEADER]: String(atMs) }),
        },
        JSON.stringify(body),
      ),
    );
  }
}
