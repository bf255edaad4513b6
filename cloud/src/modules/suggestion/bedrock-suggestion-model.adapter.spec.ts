import { PLAYGROUND_SUGGESTION_DEFAULT_INPUT, buildSuggestionPrompt } from '@oak/shared';
import { type RunningBedrockRuntimeEmulator, startBedrockRuntimeEmulator, wordCount } from '@oak/simulator';
import { type SuggestionModelConfig } from '../../config/app-config';
import { BedrockSuggestionModel, suggestionOf, transcriptOf } from './bedrock-suggestion-model.adapter';
import { SuggestionModelError } from './suggestion-model.port';

const LOGIN = { accessKeyId: 'oak-bedrock-key', secretAccessKey: 'oak-bedrock-secret-0123456789' };
const MODEL = 'anthropic.claude-instant-v1';
const EXCHANGES = Array.from({ length: 10 }, (_, i) => ({ Q: `question ${i}`, A: `answer ${i}` }));

describe('BedrockSuggestionModel, the AWS SDK pointed at the virtual lab’s Bedrock runtime', () => {
  let bedrock: RunningBedrockRuntimeEmulator;
  const models: BedrockSuggestionModel[] = [];
  const sut = (patch: Partial<SuggestionModelConfig> = {}) => {
    const model = new BedrockSuggestionModel({
      modelId: MODEL,
      region: 'us-east-1',
      endpoint: bedrock.url,
      credentials: LOGIN,
      ...patch,
    });
    models.push(model);
    return model;
  };
  beforeAll(async () => {
    bedrock = await startBedrockRuntimeEmulator({ seed: 'adapter', credentials: LOGIN, modelIds: [MODEL] });
  });
  afterAll(async () => {
    for (const model of models) model.destroy();
    await bedrock.close();
  });

  it('sends the §9 prompt and the exchanges through Converse, signed, and answers the question', async () => {
    const prompt = buildSuggestionPrompt(EXCHANGES.at(-1)!.Q);
    const suggestion = await sut().suggest({ prompt, exchanges: EXCHANGES });
    expect(wordCount(suggestion)).toBeGreaterThanOrEqual(6);
    expect(wordCount(suggestion)).toBeLessThanOrEqual(10);
    expect(bedrock.emulator.invocations.at(-1)).toEqual({
      modelId: MODEL,
      system: prompt,
      messages: [transcriptOf(EXCHANGES)],
      answer: suggestion,
    });
  });

  it("starts from 'let's chat' when there is no exchange yet", async () => {
    await sut().suggest({ prompt: buildSuggestionPrompt(), exchanges: [] });
    expect(bedrock.emulator.invocations.at(-1)?.messages).toEqual([PLAYGROUND_SUGGESTION_DEFAULT_INPUT]);
  });

  it.each([
    ['wrong keys', { credentials: { ...LOGIN, secretAccessKey: 'not-the-secret-0123456789' } }],
    ['an unknown model', { modelId: 'amazon.unknown-v9' }],
    ['an endpoint that is down', { endpoint: 'http://127.0.0.1:9' }],
  ])('throws SuggestionModelError on %s', async (_case, patch) => {
    const before = bedrock.emulator.invocations.length;
    await expect(sut(patch).suggest({ prompt: 'p', exchanges: [] })).rejects.toBeInstanceOf(
      SuggestionModelError,
    );
    expect(bedrock.emulator.invocations).toHaveLength(before);
  });
});

describe('suggestionOf', () => {
  it('keeps the first line, without quotes', () => {
    expect(suggestionOf('  "What is on my shopping list?"\nHope that helps')).toBe(
      'What is on my shopping list?',
    );
    expect(suggestionOf('   ')).toBe('');
  });
});
