import { type EnvironmentConfig, type Session } from '@oak/shared';
import { vi } from 'vitest';

export const environmentConfigStub: EnvironmentConfig = {
  env: 'alpha',
  controllerEndpoint: 'http://oak.test',
  oauth: null,
  userPoolId: 'oak-users',
  userPoolWebClientId: 'oak-console',
  identityPoolId: 'oak-identities',
  region: 'local',
  docsUrl: '/api/docs',
};

export interface MockRequest {
  readonly method: string;
  readonly url: URL;
  readonly body: unknown;
  readonly headers: Headers;
  /** A multipart body (a FormData), as sent; `body` holds JSON bodies only. */
  readonly formData?: FormData;
}

export interface MockAnswer {
  readonly status?: number;
  readonly body?: unknown;
  /** Headers besides the JSON Content-Type, e.g. a download's Content-Disposition. */
  readonly headers?: Readonly<Record<string, string>>;
}

function formDataOf(init: RequestInit | undefined): FormData | undefined {
  return init?.body instanceof FormData ? init.body : undefined;
}

/**
 * A route of the fake controller: 'METHOD /path' to a fixed answer or a function of the request;
 * a function may answer later (a promise), to hold a call open.
 */
export type MockRoutes = Record<
  string,
  MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>)
>;

/** A session whose token the fake controller accepts, valid for an hour. */
export function testSession(email = 'ada@oak.test'): Session {
  return {
    idToken: {
      jwtToken: `test-token-for-${email}`,
      payload: { email, exp: Math.floor(Date.now() / 1000) + 3600 },
    },
    username: email,
  };
}

export function storeSession(session: Session): void {
  window.localStorage.setItem('oak.session', JSON.stringify(session));
}

/**
 * Stands in for the cloud at the fetch boundary: /config.json, the notices
 * and the labs (empty unless given), and the routes a test adds. Anything else answers the
 * cloud's JSON 404. Returns the mock to inspect the requests made.
 */
export function mockApi(routes: MockRoutes = {}, config: EnvironmentConfig = environmentConfigStub) {
  const table: MockRoutes = {
    'GET /config.json': { body: config },
    'GET /api/releasenotes': { body: [] },
    'GET /api/bannermessages': { body: [] },
    // The landing screen lists the labs; a test about something else sees none.
    'GET /api/labs': { body: [] },
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://oak.test',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = table[`${method} ${url.pathname}`];
    const request: MockRequest = {
      method,
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
      formData: formDataOf(init),
    };
    const answer = typeof route === 'function' ? await route(request) : route;
    const { status, body, headers }: MockAnswer = answer ?? {
      status: 404,
      body: { statusCode: 404, message: `Cannot ${method} ${url.pathname}` },
    };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status: status ?? 200,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests the fake controller got for a route. */
export function requestsTo(
  fetchMock: ReturnType<typeof mockApi>,
  method: string,
  path: string,
): MockRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      method: (init?.method ?? 'GET').toUpperCase(),
      url: new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://oak.test',
      ),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
      formData: formDataOf(init),
    }))
    .filter((request) => request.method === method && request.url.pathname === path);
}
