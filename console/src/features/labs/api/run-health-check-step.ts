import {
  type PiHealthCheckStep,
  type Result,
  err,
  healthCheckRequest,
  ok,
  piCallErrorMessage,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { postThingAction } from '../../../lib/api/post-thing-action';

/**
 * One step of a Pi's health check (doc 2 §4): the agent's healthcheck action
 * with the step's own wait as ackTimeout. Answers the returned data, or the
 * failure's message.
 */
export async function runHealthCheckStep(
  api: ApiClient,
  labId: string,
  thingId: string,
  step: PiHealthCheckStep,
): Promise<Result<unknown>> {
  const request = healthCheckRequest(step);
  try {
    return ok(
      await postThingAction(api, {
        labId,
        thingId,
        action: 'healthcheck',
        body: request,
        ackTimeout: request.waitMs,
      }),
    );
  } catch (error) {
    return err(piCallErrorMessage(error));
  }
}
