import { HEALTH_CHECK_COMPLETE_MARKER, healthCheckRequestSchema } from '@oak/shared';
import { type HealthProbes } from '../system/health-probes';
import { defineAction } from './agent-action.port';

/** Time kept back from a step's wait so the answer still reaches the cloud in time. */
const ANSWER_MARGIN_MS = 250;

/**
 * One step of the lab health check. The answer is always 200: its data is a
 * list whose first item contains 'complete' when the step passed, and says
 * why when it did not (the console shows it).
 */
export function healthcheckAction(probes: HealthProbes) {
  return defineAction({
    name: 'healthcheck',
    schema: healthCheckRequestSchema,
    uses: [],
    stoppable: false,
    defaultTimeoutMs: ({ waitMs }) => waitMs,
    async run(ctx, deadline): Promise<string[]> {
      const { step, waitMs } = ctx.payload;
      const budget = Math.max(100, Math.min(waitMs, deadline.ms) - ANSWER_MARGIN_MS);
      const outcome = await probes[step](budget, deadline.signal).catch((error: Error) => ({
        ok: false as const,
        reason: error.message,
      }));
      if (outcome.ok)
        return [`${step} ${HEALTH_CHECK_COMPLETE_MARKER}${outcome.detail ? `: ${outcome.detail}` : ''}`];
      return [`${step} failed: ${withoutMarker(outcome.reason)}`];
    },
  });
}

/** The cloud reads any 'complete' in the first item as success, so a reason must never contain it. */
function withoutMarker(reason: string): string {
  return reason.replace(/(in)?complete/gi, 'unfinished');
}
