import { toQueryString } from '../api/query-string.util';
import { OAUTH_RESPONSE_TYPE, OAUTH_SCOPES } from '../environment/environment.constant';
import { type OauthConfig } from '../environment/environment-config.schema';

/** Path of the authorize endpoint on the oauth domain; the spec does not show it, this is the usual one. */
export const FEDERATED_AUTHORIZE_PATH = '/oauth2/authorize';

/** The identity provider behind 'Login With Amazon' (doc 3 §2); the name the user directory knows it by is chosen. */
export const FEDERATED_IDENTITY_PROVIDER = 'LoginWithAmazon';

/** doc 3 §7 spells the response type 'CODE'; it is the environment's `code` in capitals. */
export const FEDERATED_RESPONSE_TYPE = OAUTH_RESPONSE_TYPE.toUpperCase() as Uppercase<
  typeof OAUTH_RESPONSE_TYPE
>;

/** doc 3 §7: 'scope email openid profile', space-separated as OAuth 2 wants. */
export const FEDERATED_SCOPE = OAUTH_SCOPES.join(' ');

export interface FederatedAuthorizeOptions {
  readonly oauth: Pick<OauthConfig, 'domain' | 'redirectSignIn'>;
  /** The console's web client id (environment configuration userPoolWebClientId). */
  readonly clientId: string;
  readonly identityProvider?: string;
}

/**
 * Where 'Login With Amazon' sends the browser (doc 3 §7): the authorize
 * endpoint with identity provider, redirect uri, response type CODE, client id
 * and scope. A domain without a scheme is served over https.
 */
export function buildFederatedAuthorizeUrl(options: FederatedAuthorizeOptions): string {
  const domain = options.oauth.domain.replace(/\/+$/, '');
  const origin = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  return `${origin}${FEDERATED_AUTHORIZE_PATH}${toQueryString({
    identity_provider: options.identityProvider ?? FEDERATED_IDENTITY_PROVIDER,
    redirect_uri: options.oauth.redirectSignIn,
    response_type: FEDERATED_RESPONSE_TYPE,
    client_id: options.clientId,
    scope: FEDERATED_SCOPE,
  })}`;
}
