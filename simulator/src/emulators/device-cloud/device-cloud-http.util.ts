import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type z } from 'zod';

/** Request bodies above this are refused: the control API's bodies are a few bytes. */
export const DEVICE_CLOUD_MAX_BODY_BYTES = 64 * 1024;

/** A refusal with its status; the server answers it as `{statusCode, message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendError(response: ServerResponse, statusCode: number, message: string): void {
  sendJson(response, statusCode, { statusCode, message });
}

/** A query as a plain object: the first value of each parameter, as the schemas expect. */
export function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (!(name in query)) query[name] = value;
  return query;
}

/** One segment of a path, percent-decoded; a malformed escape is a 400, not a failure of the server. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, `The path segment ${segment} is not valid percent-encoding`);
  }
}

/** `value` checked against `schema`, or a 400 naming every field that is wrong. */
export function parseOrReject<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw new HttpError(400, `Invalid ${what}: ${problems.join('; ')}`);
}

/**
 * The request body as text, at most DEVICE_CLOUD_MAX_BODY_BYTES; a larger one
 * is a 413. The rest of an oversize body is still read and dropped, so the
 * client gets the answer instead of a reset connection.
 */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    const tooLarge = () =>
      new HttpError(413, `The request body is larger than ${DEVICE_CLOUD_MAX_BODY_BYTES} bytes`);
    if (declared > DEVICE_CLOUD_MAX_BODY_BYTES) {
      request.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let oversize = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DEVICE_CLOUD_MAX_BODY_BYTES) oversize = true;
      if (!oversize) chunks.push(chunk);
    });
    request.on('end', () => {
      if (oversize) reject(tooLarge());
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

/** A JSON body, or a 400 saying it is missing or malformed. */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  if (text.trim() === '') throw new HttpError(400, 'A JSON body is required');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
}
