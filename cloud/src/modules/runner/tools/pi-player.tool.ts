import { HttpException, Injectable } from '@nestjs/common';
import {
  type JobFailureClass,
  PI_DEFAULT_CONTROL_NAME,
  type RecordResult,
  TALK_DEFAULT_VOLUME,
} from '@oak/shared';
import { ThingActionsService } from '../../labs/thing-actions.service';
import { type ThingRecord } from '../../labs/thing.entity';

/** Extra time a talk may take beyond its file's length (transport, a slow Pi). */
export const TALK_MARGIN_MS = 30_000;
/** Extra time a recording may take beyond its length: writing and uploading the file. */
const RECORD_MARGIN_MS = 30_000;
/** How long a Pi has to stop what it plays. */
const STOP_TIMEOUT_MS = 10_000;

/** A Pi that could not do what the run asked, in the words of the Pi call (doc 2 §8): the lab's fault. */
export class PiActionFailed extends Error {
  readonly failureClass = 'lab' satisfies JobFailureClass;

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

  /**
   * Records the Pi's reference mic for `durationMs` and uploads the WAV to
   * the cloud; answers once it is stored, with the id to read it back by.
   */
  async record(
    pi: ThingRecord,
    durationMs: number,
  ): Promise<{ readonly recordingId: string; readonly fileName: string }> {
    const answer = (await this.call(
      pi,
      'record',
      { durationMs, upload: true },
      durationMs + RECORD_MARGIN_MS,
    )) as Partial<RecordResult>;
    if (!answer.recordingId)
      throw new PiActionFailed(pi.name, 'record', `Raspberry Pi ${pi.name} did not upload its recording`);
    return { recordingId: answer.recordingId, fileName: answer.fileName ?? '' };
  }

  /** Stops whatever the Pi plays. */
  async stop(pi: ThingRecord): Promise<void> {
    await this.call(pi, 'stop', {}, STOP_TIMEOUT_MS);
  }

  private async call(
    pi: ThingRecord,
    action: 'talk' | 'stop' | 'record',
    payload: unknown,
    timeoutMs: number,
  ) {
    try {
      return await this.actions.run(pi, action, payload, timeoutMs);
    } catch (error) {
      if (error instanceof HttpException) throw new PiActionFailed(pi.name, action, error.message);
      throw error;
    }
  }
}
