import { type StopResult } from '@oak/shared';
import { z } from 'zod';
import { defineAction } from './agent-action.port';
import { ACTION_DEFAULT_TIMEOUTS_MS } from './action-timeouts.constant';

/** How long `stop` waits for what it stopped to wind down, so the next talk is not refused as busy. */
const STOP_SETTLE_MS = 2000;

/** Ends playback, recording and calibration; `stopped` says whether anything was running. */
export const stopAction = defineAction({
  name: 'stop',
  schema: z.unknown(),
  uses: [],
  stoppable: false,
  defaultTimeoutMs: () => ACTION_DEFAULT_TIMEOUTS_MS.stop,
  async run(ctx): Promise<StopResult> {
    const count = await ctx.activities.stopAll(STOP_SETTLE_MS);
    // Also whatever the backend plays outside an action (none today), so stop always means silence.
    await ctx.audio.stop();
    return { stopped: count > 0 };
  },
});
