import { z } from 'zod';
import { type Result, err, ok } from '../common/result';
import {
  PLAYGROUND_SUGGESTION_CONTEXT_PAIRS,
  PLAYGROUND_SUGGESTION_DEFAULT_INPUT,
} from './playground.constant';
import { type FeaturePair, featurePairSchema } from './playground.schema';

/** Whether suggestions are generated, and whether Auto Bot sends them (doc 2 §4). */
export interface SuggestionMode {
  readonly suggest: boolean;
  readonly autoBot: boolean;
}

export const SUGGESTION_MODE_INITIAL: SuggestionMode = { suggest: false, autoBot: false };

export type SuggestionModeAction =
  | { readonly type: 'setSuggest'; readonly on: boolean }
  | { readonly type: 'setAutoBot'; readonly on: boolean };

/** Auto Bot requires Suggest; turning Suggest off turns Auto Bot off (doc 2 §4). */
export function suggestionModeReducer(mode: SuggestionMode, action: SuggestionModeAction): SuggestionMode {
  switch (action.type) {
    case 'setSuggest':
      return { suggest: action.on, autoBot: action.on && mode.autoBot };
    case 'setAutoBot':
      return { suggest: mode.suggest, autoBot: action.on && mode.suggest };
  }
}

/** The exchanges a suggestion is generated from: the last 10 (doc 2 §7, §9). */
export function suggestionContext(pairs: readonly FeaturePair[]): FeaturePair[] {
  return pairs.slice(-PLAYGROUND_SUGGESTION_CONTEXT_PAIRS);
}

/** bedrockgenerate's stmt: the last 10 Q/A pairs as JSON (doc 2 §7; the encoding is chosen). */
export function buildSuggestionStatement(pairs: readonly FeaturePair[]): string {
  return JSON.stringify(suggestionContext(pairs));
}

/**
 * bedrockgenerate's prompt (doc 2 §9): a random question of 6 to 10 words,
 * not about the weather, following on from the input, or from "let's chat"
 * when there is none. The wording is chosen.
 */
export function buildSuggestionPrompt(input?: string | null): string {
  const from = input?.replace(/["“”]/g, '').trim() || PLAYGROUND_SUGGESTION_DEFAULT_INPUT;
  return (
    `Suggest one random question of 6 to 10 words that a user could ask a voice assistant next, ` +
    `following on from: "${from}". Do not ask about the weather. Reply with the question only.`
  );
}

/** bedrockgenerate's prompt is at most this long (chosen: the §9 prompt with a long utterance fits well within). */
export const PLAYGROUND_SUGGESTION_PROMPT_MAX_CHARS = 2_000;

/** stmt is at most this long (chosen: 25 chat items of long utterances and answers). */
const PLAYGROUND_SUGGESTION_STATEMENT_MAX_CHARS = 20_000;

const suggestionStatementSchema = z.array(featurePairSchema);

/** bedrockgenerate's stmt read back: a JSON list of Q/A pairs, the last 10 kept; else why not. */
export function parseSuggestionStatement(stmt: string): Result<FeaturePair[]> {
  if (stmt.length > PLAYGROUND_SUGGESTION_STATEMENT_MAX_CHARS)
    return err(`stmt is longer than ${PLAYGROUND_SUGGESTION_STATEMENT_MAX_CHARS} characters`);
  let value: unknown;
  try {
    value = JSON.parse(stmt);
  } catch {
    return err('stmt is not JSON');
  }
  const parsed = suggestionStatementSchema.safeParse(value);
  if (!parsed.success) return err('stmt must be a JSON list of {"Q": text, "A": text} pairs');
  return ok(suggestionContext(parsed.data));
}
