import { type EnvironmentConfig } from '@oak/shared';
import { vi } from 'vitest';

export const environmentConfigStub: EnvironmentConfig = {
  env: 'alpha',
  controllerEndpoint: 'http://localhost:8080',
  oauth: null,
  userPoolId: 'oak-users',
  userPoolWebClientId: 'oak-console',
  identityPoolId: 'oak-identities',
  region: 'local',
};

/** Answers /config.json with the given body, the way the cloud would. */
export function serveEnvironmentConfig(body: unknown = environmentConfigStub, status = 200) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/config.json'))
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    return new Response('{"statusCode":404,"message":"Not Found"}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
