import { type Clock } from '../../clock/clock';
import { type ThingRecord } from '../../labs/thing.entity';
import { type PiPlayer } from './pi-player.tool';

/** Audio time a device has to answer once an utterance ended, or do what a statement expects (chosen), at the lab's pace. */
export const ANSWER_WINDOW_AUDIO_MS = 8000;

/** What saying a file on a Pi came to. */
export interface Said {
  /** The audio's length as the Pi played it, when it says. */
  readonly durationMs?: number;
  /** When the Pi had played it, on the monotonic clock. */
  readonly endedMs: number;
  /** The lab's pace then (see Speech). */
  readonly pace: number;
}

/**
 * The one speaking tool of a run: says a file on a Pi and learns from each
 * utterance the lab's pace, real time per second of audio (1 on a real lab,
 * less on a virtual one at a time scale), by which the run reckons every
 * window, wait and latency, so a run judges a virtual lab at 0.01 as it
 * judges a real one.
 */
export class Speech {
  private ratio = 1;

  constructor(
    private readonly pis: Pick<PiPlayer, 'talk'>,
    private readonly clock: Pick<Clock, 'monotonicMs'>,
  ) {}

  /** Real time per second of audio, as the latest utterance showed (1 until one did). */
  get pace(): number {
    return this.ratio;
  }

  /** Says the file on the Pi; answers once the Pi has played it. */
  async say(
    pi: ThingRecord,
    fileName: string,
    options: { readonly durationMs: number; readonly volume?: number },
  ): Promise<Said> {
    const started = this.clock.monotonicMs();
    const talk = await this.pis.talk(pi, fileName, options);
    const endedMs = this.clock.monotonicMs();
    const audioMs = talk.durationMs ?? options.durationMs;
    if (audioMs > 0) this.ratio = Math.min(1, (endedMs - started) / audioMs);
    return {
      ...(talk.durationMs === undefined ? {} : { durationMs: talk.durationMs }),
      endedMs,
      pace: this.ratio,
    };
  }

  /** The real time that `audioMs` of audio takes at the lab's pace (a wait, a window). */
  realMs(audioMs: number): number {
    return audioMs * this.ratio;
  }

  /** The audio time since `sinceMs` (monotonic) at the lab's pace: a latency as a person would measure it. */
  audioMsSince(sinceMs: number): number {
    return Math.round((this.clock.monotonicMs() - sinceMs) / Math.max(this.ratio, 1e-3));
  }

  /** How long a device has to answer, in real time. */
  answerWindowMs(): number {
    return this.realMs(ANSWER_WINDOW_AUDIO_MS);
  }
}
