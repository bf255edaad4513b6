import {
  activityItemsResponseSchema,
  alexaMetadataResponseSchema,
  deviceAccountsResponseSchema,
  deviceEndpointResponseSchema,
} from '@oak/shared';
import { z } from 'zod';
import { openApiSchema } from '../../common/openapi-schema.util';

/**
 * The content of a pass-through playground call's 200 (doc 2 §7): the device
 * cloud's body as it is, JSON by call, or an event stream for liveinteraction.
 */
export const PLAYGROUND_CALL_ANSWER = {
  'application/json': {
    schema: openApiSchema(
      z.union([
        deviceAccountsResponseSchema.describe('The answer of deviceaccounts'),
        activityItemsResponseSchema.describe('The answer of activityitems'),
        alexaMetadataResponseSchema.describe('The answer of alexametadata'),
        deviceEndpointResponseSchema.describe('The answer of deviceendpoint'),
        // PLAYGROUND_OK_STATUS: the console reads their status, never their body.
        z.unknown().describe('The answer of ping, oakauth and injectspeech: only its status means anything'),
      ]),
    ),
  },
  'text/event-stream': {
    schema: {
      type: 'string',
      description: "liveinteraction: the device's interactions as server-sent events",
    },
  },
};
