import { HttpException, Injectable } from '@nestjs/common';
import { PI_DEFAULT_CONTROL_NAME, TALK_DEFAULT_VOLUME } from '@oak/shared';
import { ThingActionsService } from '../../labs/thing-actions.service';
import { type ThingRecord } from '../../labs/thing.entity';

/** Extra time a talk may take beyond its file's length (transport, a slow Pi). */
export const TALK_MARGIN_MS = 30_000;
/** How long a Pi has to stop what it plays. */
const STOP_TIMEOUT_MS = 10_000;

/** A Pi that could not do what the run asked, in the words of the Pi call (doc 2 §8). */
export class PiActionFailed extends Error {
  constructor(
    readonly pi: string,
    readonly action: string,
    message: string,
  ) {
    super(message);
  }
}

/** What a Pi tells once it has played a file. */
export interface TalkAnswer {
  /** How long the file played, in audio time. */
  readonly durationMs?: number;
}

/**
 * The Pis as a run uses them: play a file, stop. A Pi's failure comes back as
 * PiActionFailed, a run's own error, never as the HTTP answer the same call
 * gives a person on the Labs screen.
 */
@Injectable()
export class PiPlayer {
  constructor(private readonly actions: ThingActionsService) {}

  /** Plays `fileName` from the Pi's cache; answers once it has played (within its length and a margin). */
  async talk(
    pi: ThingRecord,
    fileName: string,
    options: { readonly durationMs: number; readonly volume?: number; readonly timeoutMs?: number },
  ): Promise<TalkAnswer> {
    return (await this.call(
      pi,
      'talk',
      {
        waveFileName: fileName,
        volume: options.volume ?? TALK_DEFAULT_VOLUME,
        controlName: PI_DEFAULT_CONTROL_NAME,
      },
      options.timeoutMs ?? options.durationMs + TALK_MARGIN_MS,
    )) as TalkAnswer;
  }

  /** Stops whatever the Pi plays. */
  async stop(pi: ThingRecord): Promise<void> {
    await this.call(pi, 'stop', {}, STOP_TIMEOUT_MS);
  }

  private async call(pi: ThingRecord, action: 'talk' | 'stop', payload: unknown, timeoutMs: number) {
    try {
      return await this.actions.run(pi, action, payload, timeoutMs);
    } catch (error) {
      if (error instanceof HttpException) throw new PiActionFailed(pi.name, action, error.message);
      throw error;
    }
  }
}
