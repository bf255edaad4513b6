import { type FeaturePair } from '@oak/shared';

/** What a suggestion is generated from: the instruction (doc 2 §9) and the latest exchanges. */
export interface SuggestionRequest {
  readonly prompt: string;
  /** The last 10 Q/A pairs at most, oldest first (doc 2 §7 stmt). */
  readonly exchanges: readonly FeaturePair[];
}

/** The model could not answer: unreachable, refused, or said nothing. */
export class SuggestionModelError extends Error {}

/**
 * The language model behind the playground's Suggest (doc 2 §4, §7
 * bedrockgenerate). One adapter per provider: AWS Bedrock, which the virtual
 * lab emulates. Adapters throw SuggestionModelError for every failure.
 */
export abstract class SuggestionModel {
  /** The suggested next utterance, one line of text. */
  abstract suggest(request: SuggestionRequest): Promise<string>;
}
