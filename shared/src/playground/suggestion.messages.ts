import { PLAYGROUND_SUGGESTION_MODELS } from './playground.constant';

/** Texts of the suggestion bar and of bedrockgenerate's refusals (doc 2 §2, §4, §7); chosen, the spec shows none. */
export const SUGGESTION_MESSAGES = {
  invalidQuery: (reason: string) => `Invalid bedrockgenerate query: ${reason}`,
  unknownModel: (modelId: string) =>
    `Unknown suggestion model ${modelId}; use ${PLAYGROUND_SUGGESTION_MODELS.map((model) => model.id).join(' or ')}`,
  modelUnavailable: 'The suggestion model could not answer at this time, please retry',
  /** The suggestion bar: its hint, while it waits, and when a suggestion could not be had. */
  useSuggestion: 'Click the suggestion to put it in the chat',
  loading: 'Thinking of a suggestion…',
  failed: 'No suggestion at this time',
  autoBotWaiting: 'Auto Bot sends it in 3 s',
} as const;
