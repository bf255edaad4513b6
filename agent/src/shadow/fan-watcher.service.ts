import { type AgentFan } from '@oak/shared';
import { type Logger } from 'pino';
import { type AgentStateStore } from './agent-state.store';

/** How often (ms) a Pi reads the lab's fan it stands by: a change reaches its shadow within this. */
export const FAN_READ_INTERVAL_MS = 1000;

/**
 * Keeps the reported shadow's `fan` as the audio backend reads it (issue 29):
 * read at once and then every interval, set in the state on change (the
 * shadow reporter sends it), removed when the backend says there is none. A
 * failed read leaves the last reading, logged once until a read succeeds.
 */
export class FanWatcher {
  private readonly timer: NodeJS.Timeout;
  private reading: Promise<void> | undefined;
  private failing = false;

  constructor(
    private readonly read: () => Promise<AgentFan | null>,
    private readonly state: AgentStateStore,
    private readonly logger: Logger,
    intervalMs = FAN_READ_INTERVAL_MS,
  ) {
    this.timer = setInterval(() => void this.readNow(), intervalMs);
    this.timer.unref();
    void this.readNow();
  }

  /** Reads the fan now (one read at a time), resolving once the state holds it. */
  readNow(): Promise<void> {
    this.reading ??= this.read()
      .then(
        (fan) => {
          this.failing = false;
          const known = this.state.current.fan;
          if (fan?.on === known?.on) return;
          this.state.update({ fan: fan ? { on: fan.on } : undefined });
        },
        (error: Error) => {
          if (!this.failing) this.logger.warn({ err: error }, "could not read the lab's fan");
          this.failing = true;
        },
      )
      .finally(() => (this.reading = undefined));
    return this.reading;
  }

  close(): void {
    clearInterval(this.timer);
  }
}
