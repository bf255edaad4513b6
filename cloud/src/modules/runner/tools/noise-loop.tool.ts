import { type RunNoise, TALK_DEFAULT_VOLUME } from '@oak/shared';
import { type ThingRecord } from '../../labs/thing.entity';
import { RunFailed } from '../run-errors';
import { Clock } from '../../clock/clock';
import { PiPlayer } from './pi-player.tool';

/** A noise file plays until it ends: a day at most. */
const NOISE_TALK_TIMEOUT_MS = 24 * 3600 * 1000;
/** A moment for the noise to start before speech plays over it. */
const NOISE_START_MS = 50;
/** A noise Pi that failed is asked again after this long. */
const NOISE_RETRY_MS = 1000;

/** What the noise Pi plays for `noise`: nothing for none or the DUT's own media. */
function keyOf(noise: RunNoise | undefined): string | undefined {
  return noise && !noise.onDut ? `${noise.fileName}@${noise.volume ?? TALK_DEFAULT_VOLUME}` : undefined;
}

/**
 * The noise a run plays under its speech, from the noise Pi: played again
 * whenever the file ends, until the noise changes or the run stops. The DUT's
 * own media (device playback) needs nothing from the noise Pi.
 */
export class NoiseLoop {
  private current: string | undefined;
  private loop: Promise<void> | undefined;
  private controller: AbortController | undefined;

  constructor(
    private readonly player: Pick<PiPlayer, 'talk' | 'stop'>,
    private readonly clock: Clock,
    /** The Pi at the noise position, if the lab has one. */
    private readonly pi: ThingRecord | undefined,
    private readonly signal: AbortSignal,
  ) {}

  /** Whether `play(noise)` would leave things as they are: that noise plays already, or none and none. */
  keeps(noise: RunNoise | undefined): boolean {
    return keyOf(noise) === this.current;
  }

  /** Loops `noise` from now on (nothing for none or the DUT's own); the same noise keeps playing. */
  async play(noise: RunNoise | undefined): Promise<void> {
    const key = keyOf(noise);
    if (key === this.current) return;
    await this.stop();
    if (!noise || !key) return;
    const pi = this.pi;
    if (!pi) throw new RunFailed('The lab has no noise Pi', 'lab');
    const controller = new AbortController();
    this.signal.addEventListener('abort', () => controller.abort(), { once: true });
    this.current = key;
    this.controller = controller;
    const stopped = new Promise<void>((resolve) =>
      controller.signal.addEventListener('abort', () => resolve(), { once: true }),
    );
    const rest = (ms: number) => this.clock.sleep(ms, controller.signal).catch(() => undefined);
    this.loop = (async () => {
      while (!controller.signal.aborted) {
        const talk = this.player.talk(pi, noise.fileName, {
          durationMs: 0,
          volume: noise.volume ?? TALK_DEFAULT_VOLUME,
          timeoutMs: NOISE_TALK_TIMEOUT_MS,
        });
        // Stopped, the loop ends at once: a noise Pi gone silent must not hold the run's end for a day.
        await Promise.race([talk.catch(() => rest(NOISE_RETRY_MS)), stopped]);
      }
    })();
    // The Pi answers when the file ends; give it a moment to start before speech plays.
    await rest(NOISE_START_MS);
  }

  async stop(): Promise<void> {
    if (!this.controller) return;
    this.controller.abort();
    if (this.pi) await this.player.stop(this.pi).catch(() => undefined);
    await this.loop;
    this.controller = undefined;
    this.loop = undefined;
    this.current = undefined;
  }
}
