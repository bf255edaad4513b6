import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { FEDERATED_IDENTITY_PROVIDER, FEDERATED_SCOPE } from '@oak/shared';
import { AppConfig } from '../../../config/app-config';
import { KeyValueStore } from '../../redis/key-value-store.port';

type OpenIdClient = typeof import('openid-client');
type Configuration = Awaited<ReturnType<OpenIdClient['discovery']>>;

/** What the login step leaves for the callback: the PKCE verifier and the nonce, under the state. */
interface PendingLogin {
  readonly codeVerifier: string;
  readonly nonce: string;
}

/** How long a login may take at the provider before its state is forgotten. */
const PENDING_LOGIN_TTL_SECONDS = 600;

export class FederatedLoginError extends Error {}

/**
 * The OpenID Connect authorization-code flow with PKCE against the provider
 * OIDC_ISSUER names (through openid-client). The verifier, state and nonce of
 * each login wait in Redis, so any cloud node can take the callback.
 */
@Injectable()
export class OidcService {
  private readonly logger = new Logger('Oidc');
  private discovered: Promise<{ client: OpenIdClient; configuration: Configuration }> | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly store: KeyValueStore,
  ) {}

  get enabled(): boolean {
    return this.config.oidc !== undefined;
  }

  /** Where to send the browser to sign in at the provider. */
  async authorizationUrl(): Promise<URL> {
    const oidc = this.requireConfig();
    const { client, configuration } = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    await this.store.setExpiring(
      this.pendingKey(state),
      JSON.stringify({ codeVerifier, nonce } satisfies PendingLogin),
      PENDING_LOGIN_TTL_SECONDS * 1000,
    );
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: oidc.redirectUri,
      scope: FEDERATED_SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      identity_provider: FEDERATED_IDENTITY_PROVIDER,
    });
  }

  /**
   * The verified e-mail of the user the provider sent back. The state works
   * once; an unknown, reused or expired one, or a provider error, is refused.
   */
  async completeLogin(callbackPath: string): Promise<string> {
    // Unconfigured, the callback is a 404 like the login, not a crash on the missing redirect URI.
    const callbackUrl = new URL(callbackPath, this.requireConfig().redirectUri);
    const state = callbackUrl.searchParams.get('state');
    const pendingRaw = state ? await this.store.take(this.pendingKey(state)) : null;
    if (!state || !pendingRaw) throw new FederatedLoginError('Unknown or expired login state');
    const pending = JSON.parse(pendingRaw) as PendingLogin;
    const { client, configuration } = await this.discover();
    let tokens: Awaited<ReturnType<OpenIdClient['authorizationCodeGrant']>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new FederatedLoginError(
        `The provider refused the login: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw new FederatedLoginError('The provider returned no ID token');
    // Providers may put the e-mail in the ID token or only in their userinfo answer; both are standard.
    const claims: Readonly<Record<string, unknown>> =
      typeof idClaims.email === 'string'
        ? idClaims
        : await client
            .fetchUserInfo(configuration, tokens.access_token, idClaims.sub)
            .catch((error: unknown) => {
              throw new FederatedLoginError(
                `The provider's userinfo failed: ${error instanceof Error ? error.message : String(error)}`,
              );
            });
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
    if (!email) throw new FederatedLoginError('The provider gave no e-mail for this user');
    if (claims.email_verified === false)
      throw new FederatedLoginError(`The provider has not verified ${email}`);
    return email;
  }

  private requireConfig(): NonNullable<AppConfig['oidc']> {
    if (!this.config.oidc) throw new NotFoundException('Federated login is not configured');
    return this.config.oidc;
  }

  private pendingKey(state: string): string {
    return `${this.config.redis.keyPrefix}oidc:pending:${state}`;
  }

  /** Discovers the provider once; a failure is retried on the next login rather than remembered. */
  private discover(): Promise<{ client: OpenIdClient; configuration: Configuration }> {
    this.discovered ??= (async () => {
      const oidc = this.requireConfig();
      // openid-client is an ES module; CommonJS code loads it with import().
      const client = await import('openid-client');
      const issuer = new URL(oidc.issuer);
      const insecure = issuer.protocol === 'http:';
      if (insecure) this.logger.warn(`Talking to the identity provider ${issuer.origin} over plain HTTP`);
      const configuration = await client.discovery(
        issuer,
        oidc.clientId,
        oidc.clientSecret,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      return { client, configuration };
    })().catch((error: unknown) => {
      this.discovered = undefined;
      throw error;
    });
    return this.discovered;
  }
}
