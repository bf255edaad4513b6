import { type TalkResult, talkRequestSchema } from '@oak/shared';
import { readWavInfo } from '../audio/wav-file.util';
import { cacheFileNameProblem, cacheFilePath, fileExists } from '../resources/cache-file.util';
import { ActionFailure } from './action-errors';
import { defineAction } from './agent-action.port';
import { ACTION_DEFAULT_TIMEOUTS_MS } from './action-timeouts.constant';

/** A talk's answer; `stopped` is present (true) only when a stop or the deadline cut it short. */
export type TalkAnswer = TalkResult & { stopped?: true };

/**
 * Plays a cached WAV through a mixer control at a volume and answers when the
 * playback ends: with the time it played, and `stopped: true` when a stop
 * request ended it early.
 */
export const talkAction = defineAction({
  name: 'talk',
  schema: talkRequestSchema,
  uses: ['speaker'],
  stoppable: true,
  defaultTimeoutMs: () => ACTION_DEFAULT_TIMEOUTS_MS.talk,
  validate: ({ waveFileName }) => {
    const problem = cacheFileNameProblem(waveFileName);
    return problem && `payload.waveFileName ${problem}`;
  },
  async run(ctx, deadline): Promise<TalkAnswer> {
    const { waveFileName, volume, controlName } = ctx.payload;
    const file = cacheFilePath(ctx.config.cacheDir, waveFileName);
    if (!(await fileExists(file))) throw new ActionFailure(`Resource not found: ${waveFileName}`);
    const info = await readWavInfo(file).catch((error: Error) => {
      throw new ActionFailure(`Cannot play ${waveFileName}: ${error.message}`);
    });
    await ctx.audio.setVolume(controlName, volume);
    const durationMs = Math.round(info.durationMs);
    const startedAt = new Date().toISOString();
    ctx.state.update({ playing: { waveFileName, startedAt, durationMs } });
    ctx.publishEvent({
      type: 'playback_started',
      at: startedAt,
      requestId: ctx.requestId,
      waveFileName,
      durationMs,
    });
    let played = 0;
    let stopped = false;
    try {
      const outcome = await ctx.audio.play(file, { controlName, signal: deadline.signal });
      played = outcome.durationMs;
      stopped = outcome.stopped;
    } finally {
      ctx.state.update({ playing: null });
      ctx.publishEvent({
        type: 'playback_finished',
        at: new Date().toISOString(),
        requestId: ctx.requestId,
        waveFileName,
        durationMs: played,
        stopped,
      });
    }
    return {
      waveFileName,
      durationMs: played,
      volume,
      controlName,
      ...(stopped ? { stopped: true as const } : {}),
    };
  },
});
