import { randomBytes } from 'node:crypto';
import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type Logger } from 'pino';

export interface IdentityProviderOptions {
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Where the provider may send the browser back to: the OAK cloud's callback. */
  readonly redirectUris: readonly string[];
  readonly logger: Logger;
}

export interface RunningIdentityProvider {
  /** The issuer URL OAK's OIDC_ISSUER names. */
  readonly issuer: string;
  stop(): Promise<void>;
}

/**
 * A local OpenID Connect provider standing in for the consumer identity
 * provider behind 'Login With Amazon' (doc 3 §1, §7). It is a real,
 * certified implementation (oidc-provider) with its development sign-in
 * screens: any e-mail signs in as itself, with its address verified.
 */
export async function startIdentityProvider(
  options: IdentityProviderOptions,
): Promise<RunningIdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  // oidc-provider is an ES module; this CommonJS code loads it with import().
  const { default: Provider } = await import('oidc-provider');

  // The issuer must be known before listening, so take the port first.
  const server: Server = (await import('node:http')).createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [...options.redirectUris],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // The accounts are whoever signs in: the login is the e-mail.
    findAccount: (_context, accountId) => ({
      accountId,
      claims: () => ({
        sub: accountId,
        email: accountId,
        email_verified: true,
        name: accountId.split('@')[0],
      }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // Plain HTTP on the loopback interface, for tests and demos.
    clientBasedCORS: () => false,
  });
  provider.on('server_error', (_context, error) =>
    options.logger.error({ err: error }, 'Identity provider error'),
  );
  server.on('request', provider.callback());
  options.logger.info({ issuer }, 'Identity provider listening');

  return {
    issuer,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
