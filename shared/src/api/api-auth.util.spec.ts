import { type Session } from '../auth/session.schema';
import { API_MESSAGES } from './api.messages';
import { ok } from '../common';
import { AUTHORIZATION_HEADER, bearerAuthorization, bearerToken, callWithSession } from './api-auth.util';

const NOW = Date.UTC(2026, 0, 1);
const session = (exp?: number): Session => ({
  idToken: {
    jwtToken: 'header.payload.signature',
    payload: { email: 'ada@example.com', ...(exp ? { exp } : {}) },
  },
  username: 'ada@example.com',
});

describe('bearerAuthorization', () => {
  it('sends the id token as bearer authorisation', () => {
    expect(AUTHORIZATION_HEADER).toBe('Authorization');
    expect(bearerAuthorization(session(), NOW)).toEqual({ Authorization: 'Bearer header.payload.signature' });
  });

  it.each([
    ['no session', null],
    ['an undefined session', undefined],
    ['an empty token', { ...session(), idToken: { ...session().idToken, jwtToken: '' } }],
    ['a token expired exactly now', session(NOW / 1000)],
  ])('sends nothing with %s', (_, given) => {
    expect(bearerAuthorization(given, NOW)).toBeNull();
  });

  it('still sends a token that expires a second from now', () => {
    expect(bearerAuthorization(session(NOW / 1000 + 1), NOW)).not.toBeNull();
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc', 'abc'],
    ['bearer  abc ', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    [undefined, null],
  ])('reads %p', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});

describe('callWithSession', () => {
  it('answers a session error without calling when there is no valid session', async () => {
    const call = jest.fn();
    await expect(callWithSession(null, NOW, call)).resolves.toEqual({
      ok: false,
      error: { kind: 'session', message: API_MESSAGES.sessionError },
    });
    expect(call).not.toHaveBeenCalled();
  });

  it('calls with the authorisation headers', async () => {
    const call = jest.fn().mockResolvedValue(ok(['lab']));
    await expect(callWithSession(session(), NOW, call)).resolves.toEqual({ ok: true, value: ['lab'] });
    expect(call).toHaveBeenCalledWith({ Authorization: 'Bearer header.payload.signature' });
  });
});
