import { FEDERATED_RESPONSE_TYPE, FEDERATED_SCOPE, buildFederatedAuthorizeUrl } from './federated-login.util';

describe('buildFederatedAuthorizeUrl (doc 3 §7)', () => {
  const oauth = { domain: 'id.example.com', redirectSignIn: 'http://localhost:8080/' };

  it('carries identity provider, redirect uri, response type CODE, client id and scope', () => {
    expect(FEDERATED_RESPONSE_TYPE).toBe('CODE');
    expect(FEDERATED_SCOPE).toBe('email openid profile');
    expect(buildFederatedAuthorizeUrl({ oauth, clientId: 'oak-console' })).toBe(
      'https://id.example.com/oauth2/authorize?identity_provider=LoginWithAmazon' +
        '&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2F&response_type=CODE&client_id=oak-console' +
        '&scope=email%20openid%20profile',
    );
  });

  it('keeps a domain scheme and takes another provider', () => {
    const url = buildFederatedAuthorizeUrl({
      oauth: { ...oauth, domain: 'http://localhost:9000/' },
      clientId: 'c',
      identityProvider: 'Other',
    });
    expect(url.startsWith('http://localhost:9000/oauth2/authorize?identity_provider=Other&')).toBe(true);
  });
});
