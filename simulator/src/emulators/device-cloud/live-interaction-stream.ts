import { type OutgoingHttpHeaders } from 'node:http';
import {
  encodeEventStreamMessage,
  LIVE_INTERACTION_DATE_HEADER,
  LIVE_INTERACTION_EVENT_TYPE_HEADER,
  LIVE_INTERACTION_KEEP_ALIVE,
} from '@oak/shared';
import { type ActivityItem } from '../../lab/devices/activity-log';
import { type VirtualDut } from '../../lab/devices/virtual-dut';
import { type Clock } from '../../time/clock';
import { type TimeScale, toRealMs } from '../../time/time-scale.util';
import { type LiveInteractionMessage, liveInteractionMessages } from './device-cloud-activity.util';

/** The event-type header's value is `{prefix}.{type}`; readers keep only the last part (doc 2 §7). */
const EVENT_TYPE_PREFIX = 'device-cloud.live-interaction';

/**
 * What the stream writes to: the HTTP response of the liveinteraction call
 * (a ServerResponse), or a spec's small fake.
 */
export interface LiveInteractionResponse {
  writeHead(statusCode: number, headers: OutgoingHttpHeaders): unknown;
  flushHeaders(): void;
  on(event: 'close', listener: () => void): unknown;
  write(chunk: Uint8Array): unknown;
  end(): unknown;
  readonly writableEnded: boolean;
}

export interface LiveInteractionStreamOptions {
  readonly dut: VirtualDut;
  readonly response: LiveInteractionResponse;
  /** The simulated time the DUT's activity happens at: an event goes out once this clock reaches it. */
  readonly clock: Clock;
  /**
   * How fast `clock` runs against the wall clock, so the stream can wait
   * for the DUT's next event (the virtual lab's ScaledClock has one).
   * Without one the clock moves only when told (a spec's ManualClock): an
   * utterance's events then all go out as soon as it is found.
   */
  readonly timeScale?: TimeScale;
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
 * comes from speech injection (flushed at once) or from the room (found by
 * polling). With a time scale, each message goes out on the DUT's own
 * timeline (liveInteractionMessages): Recognize as it takes the utterance
 * in, StopCapture and Speak when it starts to answer, SpeechFinished once
 * the answer has been said, so a reader sees the device process an
 * utterance as long as the virtual device takes to; each is stamped with
 * that (simulated) time.
 */
export class LiveInteractionStream {
  readonly dut: VirtualDut;
  private readonly response: LiveInteractionResponse;
  private readonly clock: Clock;
  private readonly timeScale: TimeScale | undefined;
  private readonly seen: Set<ActivityItem>;
  private readonly timers: NodeJS.Timeout[];
  private readonly onClose: () => void;
  /** Messages found but not yet due, in the order they go out: by time, then as found. */
  private readonly due: LiveInteractionMessage[] = [];
  /** Wakes the stream for the first message of `due`. */
  private wake: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(options: LiveInteractionStreamOptions) {
    this.dut = options.dut;
    this.response = options.response;
    this.clock = options.clock;
    this.timeScale = options.timeScale;
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

  /** Takes in what the DUT logged since the last flush and sends what of it is due. */
  flush(): void {
    if (this.closed) return;
    if (this.seen.size !== this.dut.activity.size) {
      for (const item of this.dut.activity.all()) {
        if (this.seen.has(item)) continue;
        this.seen.add(item);
        for (const message of liveInteractionMessages(item)) this.enqueue(message);
      }
    }
    this.release();
  }

  /** Ends the stream, from either side; safe to call more than once. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    clearTimeout(this.wake);
    if (!this.response.writableEnded) this.response.end();
    this.onClose();
  }

  /** Keeps `message` in time order; one of the same time as another goes after it. */
  private enqueue(message: LiveInteractionMessage): void {
    let index = this.due.length;
    while (index > 0 && this.due[index - 1].atMs > message.atMs) index -= 1;
    this.due.splice(index, 0, message);
  }

  /** Writes the messages whose time has come (all of them without a time scale), then waits for the next. */
  private release(): void {
    const nowMs = this.clock.now();
    while (this.due.length && (!this.timeScale || this.due[0].atMs <= nowMs)) {
      const message = this.due.shift()!;
      this.write(message.type, message.items, message.atMs);
    }
    clearTimeout(this.wake);
    this.wake = undefined;
    if (!this.due.length || !this.timeScale) return;
    const inMs = Math.ceil(toRealMs(this.due[0].atMs - nowMs, this.timeScale));
    this.wake = setTimeout(() => this.release(), inMs);
    this.wake.unref();
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
