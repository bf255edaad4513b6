import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type Logger } from 'pino';
import { z } from 'zod';
import { verifySigV4 } from '../object-store/sigv4.util';
import { Random, type Seed } from '../../random/random';
import { suggestQuestion } from './suggestion-questions';

/** Converse's route (the SDK's ConverseCommand): POST /model/{modelId}/converse. */
export const BEDROCK_CONVERSE_PATH = /^\/model\/([^/]+)\/converse$/;

/** Bodies above this are refused: a prompt with ten exchanges is a few kilobytes. */
export const BEDROCK_EMULATOR_MAX_BODY_BYTES = 256 * 1024;

const SIGV4_SCHEME = /^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[^/]+\/bedrock\/aws4_request,/;

const textBlockSchema = z.looseObject({ text: z.string() });
/** What Converse takes, as far as the emulator reads it. */
const converseRequestSchema = z.looseObject({
  messages: z
    .array(z.looseObject({ role: z.enum(['user', 'assistant']), content: z.array(z.looseObject({})).min(1) }))
    .min(1),
  system: z.array(textBlockSchema).optional(),
});

export interface BedrockRuntimeEmulatorOptions {
  /** Seeds the questions it answers: the same seed gives the same questions in the same order. */
  readonly seed?: Seed;
  /** The models it serves; any model id unless told. */
  readonly modelIds?: readonly string[];
  /**
   * Checked as AWS would (SigV4, service bedrock) when given; otherwise any
   * SigV4-signed request for bedrock is let in (the virtual lab's own cloud).
   */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  readonly region?: string;
  readonly logger?: Logger;
}

/** One call the emulator answered: the model and the texts it was given. */
export interface BedrockInvocation {
  readonly modelId: string;
  readonly system: string;
  readonly messages: readonly string[];
  readonly answer: string;
}

class BedrockError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The Bedrock runtime's Converse call, as the AWS SDK speaks it, for the
 * virtual lab: it answers every conversation with a question of 6 to 10 words
 * that the virtual assistant understands (suggestion-questions.ts), drawn
 * from a seeded stream. Refusals carry Bedrock's error type header, so the
 * SDK raises the same exceptions it would against AWS.
 */
export class BedrockRuntimeEmulator {
  private readonly random: Random;
  private readonly calls: BedrockInvocation[] = [];

  constructor(private readonly options: BedrockRuntimeEmulatorOptions = {}) {
    this.random = new Random(`bedrock/${String(options.seed ?? 'oak')}`);
  }

  /** Every call it answered, oldest first. */
  get invocations(): readonly BedrockInvocation[] {
    return this.calls;
  }

  /** Whether a request path is the emulator's. */
  handles(pathname: string): boolean {
    return BEDROCK_CONVERSE_PATH.test(pathname);
  }

  /** Answers one request whose path it handles; never throws. */
  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      await this.converse(request, response);
    } catch (error) {
      if (error instanceof BedrockError) {
        request.resume();
        send(response, error.statusCode, { message: error.message }, error.type);
        return;
      }
      this.options.logger?.error({ err: error }, 'Bedrock emulator request failed');
      send(
        response,
        500,
        { message: 'The Bedrock emulator failed on this request' },
        'InternalServerException',
      );
    }
  }

  private async converse(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://bedrock.invalid');
    const match = BEDROCK_CONVERSE_PATH.exec(url.pathname);
    if (!match) throw new BedrockError(404, 'UnknownOperationException', `No route ${url.pathname}`);
    if (request.method !== 'POST')
      throw new BedrockError(405, 'UnknownOperationException', `${url.pathname} takes POST only`);
    const body = await readBody(request);
    this.authorize(request, body);

    const modelId = decodeURIComponent(match[1]!);
    if (this.options.modelIds && !this.options.modelIds.includes(modelId)) {
      throw new BedrockError(404, 'ResourceNotFoundException', `The model ${modelId} does not exist.`);
    }
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      throw new BedrockError(400, 'ValidationException', 'The request body is not JSON.');
    }
    const parsed = converseRequestSchema.safeParse(json);
    if (!parsed.success) {
      throw new BedrockError(400, 'ValidationException', `Malformed input request: ${parsed.error.message}`);
    }
    const answer = suggestQuestion(this.random);
    this.calls.push({
      modelId,
      system: (parsed.data.system ?? []).map((block) => block.text).join('\n'),
      messages: parsed.data.messages.flatMap((message) =>
        message.content.flatMap((block) => (typeof block['text'] === 'string' ? [block['text']] : [])),
      ),
      answer,
    });
    this.options.logger?.debug({ modelId, answer }, 'Bedrock emulator answered');
    send(response, 200, {
      output: { message: { role: 'assistant', content: [{ text: answer }] } },
      stopReason: 'end_turn',
      usage: {
        inputTokens: Math.ceil(body.byteLength / 4),
        outputTokens: answer.split(' ').length,
        totalTokens: 0,
      },
      metrics: { latencyMs: 1 },
    });
  }

  private authorize(request: IncomingMessage, body: Buffer): void {
    const { credentials } = this.options;
    if (!credentials) {
      if (!SIGV4_SCHEME.test(request.headers.authorization ?? ''))
        throw new BedrockError(403, 'AccessDeniedException', 'The request is not signed for bedrock.');
      return;
    }
    const verdict = verifySigV4(
      {
        method: request.method ?? 'POST',
        target: request.url ?? '/',
        headers: request.headersDistinct,
        body,
      },
      {
        secretAccessKeys: new Map([[credentials.accessKeyId, credentials.secretAccessKey]]),
        region: this.options.region ?? 'us-east-1',
        now: Date.now(),
        service: 'bedrock',
      },
    );
    if (!verdict.ok) throw new BedrockError(403, 'AccessDeniedException', verdict.message);
  }
}

function send(response: ServerResponse, statusCode: number, body: unknown, errorType?: string): void {
  const text = JSON.stringify(body);
  response.writeHead(statusCode, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
  });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > BEDROCK_EMULATOR_MAX_BODY_BYTES) {
      throw new BedrockError(
        413,
        'ValidationException',
        `The body is over ${BEDROCK_EMULATOR_MAX_BODY_BYTES} bytes.`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface RunningBedrockRuntimeEmulator {
  /** Base URL, without a trailing slash: the SDK client's endpoint. */
  readonly url: string;
  readonly emulator: BedrockRuntimeEmulator;
  close(): Promise<void>;
}

/** The emulator on its own port (127.0.0.1, a free port unless told). */
export async function startBedrockRuntimeEmulator(
  options: BedrockRuntimeEmulatorOptions & { readonly port?: number } = {},
): Promise<RunningBedrockRuntimeEmulator> {
  const emulator = new BedrockRuntimeEmulator(options);
  const server = createServer((request, response) => void emulator.handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    emulator,
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      })),
  };
}
