import { API_MESSAGES, allowedScenariosSchema } from '@oak/shared';
import { testSession } from '../testing/mock-api';
import { ApiRequestError, createApiClient } from './api-client';

const session = testSession();

function client(answer: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const onSessionExpired = vi.fn();
  const api = createApiClient({ baseUrl: 'http://oak.test/', getSession: () => session, onSessionExpired });
  return { api, fetchMock, onSessionExpired };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the API client', () => {
  it('sends JSON with its Content-Type and the bearer token, and checks the answer', async () => {
    const { api, fetchMock } = client(() => json([{ name: 'AQTCustomScenario' }]));
    const answer = await api.request('/api/things', {
      method: 'POST',
      body: { name: 'Kitchen' },
      query: { q: 'x' },
      schema: allowedScenariosSchema,
    });
    expect(answer).toEqual([{ name: 'AQTCustomScenario' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://oak.test/api/things?q=x');
    expect(init!.body).toBe(JSON.stringify({ name: 'Kitchen' }));
    const headers = init!.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe(`Bearer ${session.idToken.jwtToken}`);
  });

  it('sends a FormData as it is, leaving its multipart Content-Type to fetch', async () => {
    const { api, fetchMock } = client(() => json({ id: 'a' }));
    const form = new FormData();
    form.append('CustomScenario', '{"name":"Kitchen"}');
    form.append('testDefinitionFile', new File(['a,b'], 'kitchen.csv'));
    await api.request('/api/customscenarios', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init!.body).toBe(form);
    const headers = init!.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Accept).toBe('application/json');
    expect(headers.Authorization).toBe(`Bearer ${session.idToken.jwtToken}`);
  });

  it('resolves a 204 No Content answer to a call without a schema to undefined', async () => {
    const { api } = client(() => new Response(null, { status: 204 }));
    await expect(api.request('/api/customscenarios/a', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('still takes an answer without data to a call that expects some as a server error', async () => {
    const { api } = client(() => new Response(null, { status: 204 }));
    await expect(api.request('/api/things', { schema: allowedScenariosSchema })).rejects.toMatchObject({
      error: { kind: 'server', message: API_MESSAGES.serverError },
    });
  });

  it("throws the REST error body's message, and signs out on 401", async () => {
    const failing = client(() => json({ statusCode: 409, message: 'Already exists' }, 409));
    const error = await failing.api.request('/api/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('Already exists');

    const expired = client(() => json({ statusCode: 401, message: 'Unauthorized' }, 401));
    await expect(expired.api.request('/api/things')).rejects.toMatchObject({
      error: { kind: 'sessionExpired' },
    });
    expect(expired.onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
