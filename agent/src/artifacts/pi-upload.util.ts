/** Where and as whom a Pi uploads: the cloud, with its own login (the MQTT credentials registration issued). */
export interface PiUploadTarget {
  readonly cloudUrl: string;
  readonly username: string;
  readonly password: string | undefined;
  readonly fetch: typeof fetch;
}

/** An upload that did not reach the cloud; the message says why, for the action's answer. */
export class PiUploadError extends Error {}

/**
 * PUTs `body` to the cloud's `path` with the Pi's credentials (HTTP Basic, as
 * for resource downloads) and answers the JSON the cloud answered.
 */
export async function putAsPi(
  target: PiUploadTarget,
  path: string,
  body: Buffer,
  contentType: string,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<unknown> {
  const { cloudUrl, username, password } = target;
  if (password === undefined)
    throw new PiUploadError('this Pi has no credentials to upload with (register it first)');
  let response: Response;
  try {
    response = await target.fetch(new URL(path, cloudUrl), {
      method: 'PUT',
      headers: {
        Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
        'Content-Type': contentType,
      },
      body,
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
  } catch (error) {
    throw new PiUploadError(`the cloud could not be reached: ${reasonOf(error)}`);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (answer as { message?: unknown } | undefined)?.message;
    throw new PiUploadError(
      `the cloud refused it (${response.status}${typeof message === 'string' ? `: ${message}` : ''})`,
    );
  }
  return answer;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
