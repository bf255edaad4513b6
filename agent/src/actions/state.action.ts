import { THING_STATUS_ONLINE, type AgentStateResult } from '@oak/shared';
import { z } from 'zod';
import { defineAction } from './agent-action.port';
import { ACTION_DEFAULT_TIMEOUTS_MS } from './action-timeouts.constant';

/** The ping: the agent answers, so it is online, with its reported shadow. */
export const stateAction = defineAction({
  name: 'state',
  schema: z.unknown(),
  uses: [],
  stoppable: false,
  defaultTimeoutMs: () => ACTION_DEFAULT_TIMEOUTS_MS.state,
  async run(ctx): Promise<AgentStateResult> {
    return { ...ctx.state.reported(), thingStatus: THING_STATUS_ONLINE };
  },
});
