import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import { API_MESSAGES } from './api.messages';
import { restErrorBodySchema } from './api-error.schema';
import {
  apiNetworkError,
  apiServerError,
  apiSessionError,
  exceptionMessage,
  interpretApiResponse,
} from './api-result.rule';

describe('interpretApiResponse', () => {
  const labs = z.array(z.object({ id: z.string() }));

  it('treats 401 as an expired session, whatever the body', () => {
    expect(interpretApiResponse({ status: 401, body: { statusCode: 401, message: 'x' } })).toEqual({
      ok: false,
      error: { kind: 'sessionExpired', statusCode: 401, message: AUTH_MESSAGES.sessionExpired },
    });
  });

  it('passes the REST error body message through on other errors', () => {
    expect(
      interpretApiResponse({ status: 409, body: { statusCode: 409, message: 'Lab seems to be locked.' } }),
    ).toEqual({ ok: false, error: { kind: 'server', statusCode: 409, message: 'Lab seems to be locked.' } });
  });

  it.each([
    [500, undefined],
    [403, 'Forbidden'],
    [302, null],
    [199, {}],
  ])('answers a generic server error for status %i with body %j', (status, body) => {
    expect(interpretApiResponse({ status, body })).toEqual({
      ok: false,
      error: { kind: 'server', statusCode: status, message: API_MESSAGES.serverError },
    });
  });

  it.each([null, undefined])('treats a 2xx answer without data (%s) as a server error', (body) => {
    expect(interpretApiResponse({ status: 200, body })).toEqual({
      ok: false,
      error: { kind: 'server', statusCode: 200, message: API_MESSAGES.serverError },
    });
  });

  it('returns the body, checked against the schema when given', () => {
    expect(interpretApiResponse({ status: 200, body: [{ id: 'lab-1' }] }, labs)).toEqual({
      ok: true,
      value: [{ id: 'lab-1' }],
    });
    expect(interpretApiResponse({ status: 299, body: 'raw' })).toEqual({ ok: true, value: 'raw' });
    expect(interpretApiResponse({ status: 200, body: [{ id: 1 }] }, labs)).toEqual({
      ok: false,
      error: { kind: 'server', statusCode: 200, message: API_MESSAGES.unexpectedResponse },
    });
  });
});

describe('generic errors', () => {
  it('has one constructor per kind', () => {
    expect(apiSessionError()).toEqual({
      ok: false,
      error: { kind: 'session', message: API_MESSAGES.sessionError },
    });
    expect(apiNetworkError()).toEqual({
      ok: false,
      error: { kind: 'network', message: API_MESSAGES.networkError },
    });
    expect(apiServerError()).toEqual({
      ok: false,
      error: { kind: 'server', message: API_MESSAGES.serverError },
    });
  });

  it.each([
    [new Error('boom'), 'boom'],
    ['plain', 'plain'],
    [{ code: 1 }, '{"code":1}'],
    [undefined, 'undefined'],
    [10n, '10'],
  ])('passes the message of %p through', (thrown, message) => {
    expect(exceptionMessage(thrown)).toBe(message);
  });
});

describe('restErrorBodySchema', () => {
  it('accepts {statusCode, message} with an error status only', () => {
    expect(restErrorBodySchema.safeParse({ statusCode: 404, message: 'No labs found' }).success).toBe(true);
    expect(restErrorBodySchema.safeParse({ statusCode: 200, message: 'ok' }).success).toBe(false);
    expect(restErrorBodySchema.safeParse({ statusCode: 500 }).success).toBe(false);
  });
});
