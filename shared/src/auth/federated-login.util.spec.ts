import { AUTH_MESSAGES } from './auth.messages';
import {
  FEDERATED_SCOPE,
  federatedErrorMessage,
  federatedSessionFragment,
  readFederatedSessionFragment,
} from './federated-login.util';

const session = {
  idToken: {
    jwtToken: 'header.payload.signature',
    payload: { email: 'ada@example.com', exp: 2_000_000_000 },
  },
  username: 'ada@example.com',
};

describe('federated login', () => {
  it('asks for the scopes of doc 3 §7', () => {
    expect(FEDERATED_SCOPE).toBe('email openid profile');
  });

  it('carries a session through the URL fragment and back', () => {
    const fragment = federatedSessionFragment(session);
    expect(fragment.startsWith('#session=')).toBe(true);
    expect(readFederatedSessionFragment(fragment)).toEqual(session);
  });

  it.each([
    '',
    '#',
    '#other=1',
    '#session=',
    '#session=%7Bbroken',
    `#session=${encodeURIComponent('{"username":"x"}')}`,
  ])('reads no session from %j', (hash) => {
    expect(readFederatedSessionFragment(hash)).toBeUndefined();
  });

  it('says why a federated login failed', () => {
    expect(federatedErrorMessage('?federatedError=no-account&email=eve%40example.com')).toBe(
      AUTH_MESSAGES.federatedNoAccount('eve@example.com'),
    );
    expect(federatedErrorMessage('?federatedError=no-account')).toBe(
      AUTH_MESSAGES.federatedNoAccount('this e-mail'),
    );
    expect(federatedErrorMessage('?federatedError=failed')).toBe(AUTH_MESSAGES.federatedFailed);
    expect(federatedErrorMessage('?federatedError=anything')).toBe(AUTH_MESSAGES.federatedFailed);
    expect(federatedErrorMessage('?sessionExpired=true')).toBeUndefined();
  });
});
