import {
  type AgentAction,
  calibrationMeasurementSchema,
  diagnosticsResultSchema,
  manifestStateSchema,
  recordResultSchema,
  stopResultSchema,
  talkResultSchema,
  thingStateResponseSchema,
  updateResultSchema,
} from '@oak/shared';
import { z } from 'zod';
import { openApiSchema } from '../../common/openapi-schema.util';

/** Set when `stop` ended the playback or recording before its time (agent/src/actions). */
const stopped = { stopped: z.literal(true).optional() };

/** What `sync` and `resync` answer (the agent's SyncStart). */
const syncStartSchema = z.union([
  z.object({ started: z.literal(true), syncId: z.string().optional() }),
  z.object({ started: z.literal(false), reason: z.string() }),
]);

/**
 * The data a Pi answers to each action on success (its actions in
 * agent/src/actions), which the action routes pass on as their 200 body.
 */
const ACTION_ANSWERS: Record<AgentAction, z.ZodType> = {
  state: thingStateResponseSchema,
  talk: talkResultSchema.extend(stopped),
  stop: stopResultSchema,
  record: recordResultSchema.extend(stopped),
  sync: syncStartSchema,
  resync: syncStartSchema,
  update: updateResultSchema,
  calibrate: calibrationMeasurementSchema,
  healthcheck: z.array(z.string()),
  get_manifest_state: manifestStateSchema,
  diagnostics: diagnosticsResultSchema,
};

/** The 200 body of an action route: the answer of one of the actions, said by name. */
export function actionAnswerSchema(actions: readonly AgentAction[]) {
  const answers = [...new Set(actions.map((action) => ACTION_ANSWERS[action]))].map((schema) =>
    schema.describe(
      `The answer of ${actions.filter((action) => ACTION_ANSWERS[action] === schema).join(', ')}`,
    ),
  );
  const [first, ...rest] = answers;
  return openApiSchema(rest.length === 0 ? first : z.union([first, ...rest]));
}
