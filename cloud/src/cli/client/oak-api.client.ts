import { API_TOKEN_PREFIX } from '@oak/shared';

/** The environment the CI commands read: where the cloud is and the API token to call it with. */
export const CLIENT_ENV = { url: 'OAK_URL', token: 'OAK_TOKEN' } as const;

/** A refusal or error the CI commands end on, exit code 2, its message the reason. */
export class CliError extends Error {}

/** What a REST error body holds: Nest's `{statusCode, message}`, the message a string or a list. */
function messageOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
    if (Array.isArray(parsed.message)) return parsed.message.map(String).join('; ');
  } catch {
    // Not JSON: the body itself, below.
  }
  return undefined;
}

/**
 * The cloud's REST API as the CI commands call it: OAK_URL and OAK_TOKEN (a
 * personal API token) from the environment, every refusal a CliError naming
 * the answer's status and reason.
 */
export class OakApiClient {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static fromEnv(env: NodeJS.ProcessEnv): OakApiClient {
    const url = env[CLIENT_ENV.url]?.trim();
    const token = env[CLIENT_ENV.token]?.trim();
    if (!url)
      throw new CliError(
        `${CLIENT_ENV.url} is not set: the address of the OAK cloud, e.g. https://oak.example.com`,
      );
    if (!/^https?:\/\/[^/]+/i.test(url))
      throw new CliError(`${CLIENT_ENV.url} is not an http(s) address: ${url}`);
    if (!token)
      throw new CliError(
        `${CLIENT_ENV.token} is not set: an API token (${API_TOKEN_PREFIX}...) from the console's user menu, API tokens`,
      );
    return new OakApiClient(url.replace(/\/+$/, ''), token);
  }

  async json<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    return JSON.parse(await this.text(method, path, body)) as T;
  }

  async text(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<string> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.token}`,
          Accept: 'application/json, application/xml, text/csv',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
      throw new CliError(`Cannot reach OAK at ${this.baseUrl}: ${cause}`);
    }
    const text = await response.text();
    if (!response.ok)
      throw new CliError(`${response.status} ${messageOf(text) ?? (text.trim() || response.statusText)}`);
    return text;
  }
}
