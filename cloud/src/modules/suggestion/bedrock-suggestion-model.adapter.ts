import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { type FeaturePair, PLAYGROUND_SUGGESTION_DEFAULT_INPUT } from '@oak/shared';
import { type SuggestionModelConfig } from '../../config/app-config';
import { SuggestionModel, SuggestionModelError, type SuggestionRequest } from './suggestion-model.port';

/** A 6-to-10-word question needs a few dozen tokens; the cap keeps a rambling model short and cheap. */
export const BEDROCK_SUGGESTION_MAX_TOKENS = 64;
/** "Random" (doc 2 §9): a warm temperature, so the same conversation need not give the same question. */
export const BEDROCK_SUGGESTION_TEMPERATURE = 0.9;
/** How long one suggestion may take before the console is told to retry. */
export const BEDROCK_SUGGESTION_TIMEOUT_MS = 20_000;

/** The exchanges as the model reads them: a transcript, or the default input when there is none. */
export function transcriptOf(exchanges: readonly FeaturePair[]): string {
  if (!exchanges.length) return PLAYGROUND_SUGGESTION_DEFAULT_INPUT;
  return exchanges.map(({ Q, A }) => `User: ${Q}\nAssistant: ${A}`).join('\n');
}

/** A model's answer as a suggestion: its first line, without surrounding quotes. */
export function suggestionOf(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.replace(/^["“']+|["”']+$/g, '').trim();
}

/**
 * Suggestions from AWS Bedrock through the Converse API (any chat model,
 * Claude Instant by default): the §9 prompt is the system text and the
 * exchanges the user's message. BEDROCK_ENDPOINT points the client at
 * another endpoint speaking the same protocol, the virtual lab's emulator.
 */
export class BedrockSuggestionModel extends SuggestionModel {
  private readonly client: BedrockRuntimeClient;

  constructor(private readonly config: SuggestionModelConfig) {
    super();
    this.client = new BedrockRuntimeClient({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      maxAttempts: 2,
      // Converse is a plain request and answer: HTTP/1.1 does, where the client's default is HTTP/2 (for its streams).
      requestHandler: new NodeHttpHandler(),
    });
  }

  async suggest(request: SuggestionRequest): Promise<string> {
    let text: string | undefined;
    try {
      const answer = await this.client.send(
        new ConverseCommand({
          modelId: this.config.modelId,
          system: [{ text: request.prompt }],
          messages: [{ role: 'user', content: [{ text: transcriptOf(request.exchanges) }] }],
          inferenceConfig: {
            maxTokens: BEDROCK_SUGGESTION_MAX_TOKENS,
            temperature: BEDROCK_SUGGESTION_TEMPERATURE,
          },
        }),
        { abortSignal: AbortSignal.timeout(BEDROCK_SUGGESTION_TIMEOUT_MS) },
      );
      text = answer.output?.message?.content
        ?.map((block) => block.text ?? '')
        .join('')
        .trim();
    } catch (error) {
      throw new SuggestionModelError(`Bedrock ${this.config.modelId}: ${String(error)}`, { cause: error });
    }
    const suggestion = suggestionOf(text ?? '');
    if (!suggestion) throw new SuggestionModelError(`Bedrock ${this.config.modelId} answered no text`);
    return suggestion;
  }

  destroy(): void {
    this.client.destroy();
  }
}
