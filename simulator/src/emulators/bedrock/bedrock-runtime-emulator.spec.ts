import { ASSISTANT_GRAMMAR, Assistant, FALLBACK_INTENT } from '../../lab/assistant';
import { FUNCTIONAL_INTENTS } from '@oak/shared';
import { Random } from '../../random/random';
import { type RunningBedrockRuntimeEmulator, startBedrockRuntimeEmulator } from './bedrock-runtime-emulator';
import {
  SUGGESTION_MAX_WORDS,
  SUGGESTION_MIN_WORDS,
  suggestQuestion,
  wordCount,
} from './suggestion-questions';

const SIGNED = {
  'Content-Type': 'application/json',
  Authorization:
    'AWS4-HMAC-SHA256 Credential=oak/20260101/us-east-1/bedrock/aws4_request, SignedHeaders=host, Signature=00',
};
const CONVERSATION = {
  system: [{ text: 'Suggest one question of 6 to 10 words.' }],
  messages: [{ role: 'user', content: [{ text: 'Q: what time is it\nA: It is noon.' }] }],
};

describe('suggestQuestion', () => {
  it('asks 6 to 10 words the virtual assistant understands, never about the weather', () => {
    const random = new Random('questions');
    const assistant = new Assistant();
    for (let i = 0; i < 200; i += 1) {
      const question = suggestQuestion(random);
      expect(wordCount(question)).toBeGreaterThanOrEqual(SUGGESTION_MIN_WORDS);
      expect(wordCount(question)).toBeLessThanOrEqual(SUGGESTION_MAX_WORDS);
      expect(question).toMatch(/\?$/);
      const { intent } = assistant.respond(question, Date.UTC(2026, 0, 1, 12));
      expect(intent).not.toBe(FALLBACK_INTENT);
      expect(intent).not.toBe(FUNCTIONAL_INTENTS.weather);
    }
    expect(ASSISTANT_GRAMMAR.length).toBeGreaterThan(0);
  });

  it('is the same for the same seed', () => {
    const draw = (seed: string) => {
      const random = new Random(seed);
      return Array.from({ length: 8 }, () => suggestQuestion(random));
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(new Set(draw('a')).size).toBeGreaterThan(1);
  });
});

describe('the Bedrock runtime emulator (Converse)', () => {
  let bedrock: RunningBedrockRuntimeEmulator;
  beforeEach(async () => {
    bedrock = await startBedrockRuntimeEmulator({ seed: 'spec', modelIds: ['anthropic.claude-instant-v1'] });
  });
  afterEach(() => bedrock.close());

  const converse = (
    body: unknown,
    headers: Record<string, string> = SIGNED,
    model = 'anthropic.claude-instant-v1',
  ) =>
    fetch(`${bedrock.url}/model/${model}/converse`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers a conversation with a seeded question, in the shape Converse answers', async () => {
    const response = await converse(CONVERSATION);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      output: { message: { role: string; content: { text: string }[] } };
    };
    expect(body.output.message.role).toBe('assistant');
    const [{ text }] = body.output.message.content;
    expect(text).toBe(suggestQuestion(new Random('bedrock/spec')));
    expect(bedrock.emulator.invocations).toEqual([
      {
        modelId: 'anthropic.claude-instant-v1',
        system: CONVERSATION.system[0].text,
        messages: [CONVERSATION.messages[0].content[0].text],
        answer: text,
      },
    ]);
  });

  it.each([
    [
      'an unsigned request',
      CONVERSATION,
      { 'Content-Type': 'application/json' },
      undefined,
      403,
      'AccessDeniedException',
    ],
    ['a body that is not JSON', 'hello', SIGNED, undefined, 400, 'ValidationException'],
    ['a conversation without messages', { messages: [] }, SIGNED, undefined, 400, 'ValidationException'],
    ['an unknown model', CONVERSATION, SIGNED, 'amazon.unknown-v9', 404, 'ResourceNotFoundException'],
  ])('refuses %s with Bedrock’s error type', async (_case, body, headers, model, status, type) => {
    const response = await converse(body, headers, model);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-amzn-errortype')).toBe(type);
    expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String));
    expect(bedrock.emulator.invocations).toHaveLength(0);
  });
});
