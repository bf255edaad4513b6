import {
  bedrockGenerateResponseSchema,
  buildSuggestionPrompt,
  buildSuggestionStatement,
  type ChatItem,
  featurePairsFromHistory,
  PLAYGROUND_API_CALLS,
  PLAYGROUND_DEFAULT_SUGGESTION_MODEL,
  playgroundApiBase,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { type PlaygroundDeviceRef } from './playground-api';

/** bedrockgenerate (doc 2 §7): the §9 prompt from the latest utterance, the last 10 Q/A pairs as stmt. */
export async function fetchSuggestion(
  api: ApiClient,
  device: PlaygroundDeviceRef,
  history: readonly ChatItem[],
): Promise<string> {
  const pairs = featurePairsFromHistory(history);
  const answer = await api.request(
    `${playgroundApiBase('prod')}/${PLAYGROUND_API_CALLS.bedrockgenerate.path}`,
    {
      query: {
        deviceserial: device.dsn,
        devicetype: device.deviceType,
        prompt: buildSuggestionPrompt(pairs.at(-1)?.Q),
        modelid: PLAYGROUND_DEFAULT_SUGGESTION_MODEL.id,
        stmt: buildSuggestionStatement(pairs),
      },
      schema: bedrockGenerateResponseSchema,
    },
  );
  return answer.data.response;
}
