import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Environment, MARKETPLACES, isMarketplace } from '@oak/shared';
import { type CloudEnv, OIDC_VARIABLES, cloudEnvSchema } from './config.schema';
import { ConfigError, parseEnv } from './env-parsing.util';

export { ConfigError } from './env-parsing.util';

/**
 * The cloud's typed configuration. Also the injection token: services ask for
 * `AppConfig` and get the one parsed at start-up.
 */
export abstract class AppConfig {
  abstract readonly nodeEnv: CloudEnv['NODE_ENV'];
  abstract readonly version: string;
  abstract readonly http: {
    readonly host: string;
    readonly port: number;
    readonly publicUrl?: string;
    readonly trustProxy: string;
  };
  abstract readonly database: { readonly url: string };
  abstract readonly redis: { readonly url: string; readonly keyPrefix: string };
  /**
   * `url` set: an external broker; unset: the embedded broker listens on `port`
   * (and on /mqtt over WebSocket). `publicUrl` is what Pis are told to use.
   */
  abstract readonly mqtt: {
    readonly url?: string;
    readonly port: number;
    readonly publicUrl?: string;
    /** Unset: generated once and kept in OAK_HOME/secrets. */
    readonly servicePassword?: string;
  };
  /** The agent bundle served to Pis (`undefined`: the one built in this checkout, if any). */
  abstract readonly agentBundle?: string;
  /** The bearer token of the provisioning API (`undefined`: generated once and kept in OAK_HOME/secrets). */
  abstract readonly provisioningToken?: string;
  /**
   * The devices' assistant cloud (activity, speech injection, endpoints) per
   * environment; absent when none is configured. Gamma falls back to prod.
   */
  /** The resource store, and whether the default pack is generated at start (and for which locales). */
  abstract readonly resources: {
    readonly dir: string;
    readonly generatePack: boolean;
    readonly packLocales?: readonly string[];
    readonly downloadBytesPerSecond?: number;
  };
  abstract readonly deviceCloud?: { readonly prodUrl: string; readonly gammaUrl: string };
  abstract readonly log: { readonly level: CloudEnv['LOG_LEVEL']; readonly pretty: boolean };
  abstract readonly environment: Environment;
  abstract readonly region: string;
  abstract readonly home: string;
  abstract readonly consoleDir: string;
  abstract readonly auth: {
    /** Unset: generated once and kept in OAK_HOME/secrets (a single node's embedded default). */
    readonly jwtSecret?: string;
    readonly sessionTtlMs: number;
    readonly rateLimitPerMinute: number;
  };
  /** No SMTP URL: each mail is written to `outboxDir` and the log instead of being sent. */
  abstract readonly mail: { readonly smtpUrl?: string; readonly from: string; readonly outboxDir: string };
  /** Federated login through an OpenID Connect provider; absent when not configured. */
  abstract readonly oidc?: {
    readonly issuer: string;
    readonly clientId: string;
    readonly clientSecret: string;
    readonly redirectUri: string;
  };
  /** The first administrator, created when the database has no user yet. */
  abstract readonly admin: { readonly email: string; readonly password?: string; readonly company: string };
}

const CLOUD_PACKAGE_DIR = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(cloudEnvSchema, env);
  const oidcSet = OIDC_VARIABLES.filter((name) => e[name] !== undefined);
  if (oidcSet.length > 0 && oidcSet.length < OIDC_VARIABLES.length) {
    const missing = OIDC_VARIABLES.filter((name) => e[name] === undefined);
    throw new ConfigError([
      `${missing.join(', ')} must be set too: federated login needs all of ${OIDC_VARIABLES.join(', ')}`,
    ]);
  }
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET is required in production, the same on every cloud node']);
  }
  const home = path.resolve(e.OAK_HOME);
  const packLocales = e.RESOURCE_PACK_LOCALES?.split(',')
    .map((locale) => locale.trim())
    .filter(Boolean);
  const unknownLocale = packLocales?.find((locale) => !isMarketplace(locale));
  if (unknownLocale !== undefined) {
    throw new ConfigError([
      `RESOURCE_PACK_LOCALES names ${unknownLocale}, which is not one of ${MARKETPLACES.join(', ')}`,
    ]);
  }
  return {
    nodeEnv: e.NODE_ENV,
    version: readVersion(),
    http: {
      host: e.HOST,
      port: e.PORT,
      publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
      trustProxy: e.TRUST_PROXY,
    },
    database: { url: e.DATABASE_URL },
    redis: { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
    mqtt: {
      url: e.MQTT_URL,
      port: e.MQTT_PORT,
      publicUrl: e.MQTT_PUBLIC_URL,
      servicePassword: e.MQTT_SERVICE_PASSWORD,
    },
    agentBundle: e.AGENT_BUNDLE ? path.resolve(e.AGENT_BUNDLE) : undefined,
    provisioningToken: e.PROVISIONING_TOKEN,
    resources: {
      dir: resourceDirOf(e.RESOURCE_DIR, home),
      generatePack: e.RESOURCE_PACK === 'auto',
      packLocales,
      downloadBytesPerSecond: e.RESOURCE_DOWNLOAD_BYTES_PER_SECOND,
    },
    deviceCloud: e.DEVICE_CLOUD_URL
      ? {
          prodUrl: e.DEVICE_CLOUD_URL.replace(/\/+$/, ''),
          gammaUrl: (e.DEVICE_CLOUD_GAMMA_URL ?? e.DEVICE_CLOUD_URL).replace(/\/+$/, ''),
        }
      : undefined,
    log: { level: e.LOG_LEVEL, pretty: e.LOG_FORMAT === 'pretty' },
    environment: e.OAK_ENV,
    region: e.OAK_REGION,
    home,
    consoleDir: path.resolve(e.CONSOLE_DIR ?? path.join(CLOUD_PACKAGE_DIR, '..', 'console', 'dist')),
    auth: {
      jwtSecret: e.JWT_SECRET,
      sessionTtlMs: e.SESSION_TTL_MINUTES * 60_000,
      rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(home, 'outbox') },
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET && e.OIDC_REDIRECT_URI
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            redirectUri: e.OIDC_REDIRECT_URI,
          }
        : undefined,
    admin: {
      email: e.OAK_ADMIN_EMAIL.toLowerCase(),
      password: e.OAK_ADMIN_PASSWORD,
      company: e.OAK_ADMIN_COMPANY,
    },
  };
}

/** The resource store's folder: RESOURCE_DIR, else OAK_HOME/resources. */
export function resourceDirOf(resourceDir: string | undefined, home: string): string {
  return path.resolve(resourceDir?.trim() || path.join(home, 'resources'));
}

function readVersion(): string {
  return (
    JSON.parse(readFileSync(path.join(CLOUD_PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }
  ).version;
}
