import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { type Environment, MARKETPLACES, isMarketplace } from '@oak/shared';
import { type CloudEnv, OIDC_VARIABLES, cloudEnvSchema } from './config.schema';
import { ConfigError, parseEnv } from './env-parsing.util';
import {
  type ResourceS3Config,
  checkResourceS3Credentials,
  resourceDirOf,
  resourceS3Of,
} from './resource-store-config';
import { type TlsConfig, tlsOf } from './tls-config';

export { ConfigError } from './env-parsing.util';
export type { TlsConfig } from './tls-config';
export { type ResourceS3Config, resourceStoreConfigOf } from './resource-store-config';

/**
 * The cloud's typed configuration. Also the injection token: services ask for
 * `AppConfig` and get the one parsed at start-up.
 */
export abstract class AppConfig {
  /**
   * What this process is: a cloud node (`oak serve`, `oak start`) serves the
   * API and the live sockets; a worker (`oak worker`) only runs lab jobs, and
   * leaves the first administrator and the resource pack to the cloud nodes.
   */
  abstract readonly role: 'cloud' | 'worker';
  abstract readonly nodeEnv: CloudEnv['NODE_ENV'];
  abstract readonly version: string;
  abstract readonly http: {
    readonly host: string;
    readonly port: number;
    readonly publicUrl?: string;
    readonly trustProxy: string;
  };
  /** HTTPS on the HTTP port and MQTTS on the embedded broker; absent: plain HTTP and MQTT. */
  abstract readonly tls?: TlsConfig;
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
    /** What the embedded broker bounds (README 'Security'). */
    readonly limits: MqttLimits;
    /** Who may call the auth backend of an external broker (/api/mqtt/auth/*). */
    readonly authBackend: {
      readonly secret?: string;
      /** IPs and CIDR ranges, e.g. 10.0.0.0/8. */
      readonly allowedSources: readonly string[];
      readonly rateLimitPerMinute: number;
    };
  };
  /** Who may read /metrics: a scraper with the token, or from an allowed address; neither set, nobody. */
  abstract readonly metrics: {
    readonly token?: string;
    /** IPs and CIDR ranges, e.g. 10.0.0.0/8. */
    readonly allowedSources: readonly string[];
  };
  /** The agent bundle served to Pis (`undefined`: the one built in this checkout, if any). */
  abstract readonly agentBundle?: string;
  /** The bearer token of the provisioning API (`undefined`: generated once and kept in OAK_HOME/secrets). */
  abstract readonly provisioningToken?: string;
  /** The resource store, and whether the default pack is generated at start (and for which locales). */
  abstract readonly resources: {
    /** Where the store keeps its objects: `dir` on local disk unless `s3` is set. */
    readonly dir: string;
    readonly s3?: ResourceS3Config;
    readonly generatePack: boolean;
    readonly packLocales?: readonly string[];
    readonly downloadBytesPerSecond?: number;
  };
  /** The devices' assistant cloud per environment; absent when none is configured. Gamma falls back to prod. */
  abstract readonly deviceCloud?: { readonly prodUrl: string; readonly gammaUrl: string };
  /** The model the playground's suggestions come from (BEDROCK_*). */
  abstract readonly suggestionModel: SuggestionModelConfig;
  /** Who transcribes reference-mic recordings (TRANSCRIBER): pocketsphinx here, or AWS Transcribe. */
  abstract readonly transcriber: TranscriberConfig;
  /** Whether this node runs lab jobs (JOB_WORKERS); off leaves them to other nodes. */
  abstract readonly jobWorkers: boolean;
  /**
   * How long a worker holds its running job without renewing the hold
   * (JOB_LOCK_SECONDS), and how often the queue looks for holds that lapsed:
   * the run of a worker that died is taken again after one to two times this.
   */
  abstract readonly jobLockMs: number;
  abstract readonly log: {
    readonly level: CloudEnv['LOG_LEVEL'];
    readonly pretty: boolean;
    /** Where the JSON log goes instead of standard output (the integration specs read it). */
    readonly destination?: { write(line: string): unknown };
  };
  abstract readonly environment: Environment;
  abstract readonly region: string;
  /** Where the console's Support > Documentation opens (DOCS_URL), served in /config.json. */
  abstract readonly docsUrl: string;
  abstract readonly home: string;
  abstract readonly consoleDir: string;
  /** Whether /config.json tells the console to swap in its local configuration (CONSOLE_LOAD_LOCAL). */
  abstract readonly consoleLoadLocal: boolean;
  abstract readonly auth: {
    /** Unset: generated once and kept in OAK_HOME/secrets (a single node's embedded default). */
    readonly jwtSecret?: string;
    readonly sessionTtlMs: number;
    readonly rateLimitPerMinute: number;
    /** Signs the links opened without a session (LINK_SIGNING_SECRET); unset: derived from the session secret. */
    readonly linkSigningSecret?: string;
    /** Per-account lockout (AUTH_LOCKOUT_*): this many failed sign-ins within the window lock it. */
    readonly lockout: {
      readonly maxFailures: number;
      readonly windowMs: number;
      readonly durationMs: number;
    };
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

/** The embedded broker's limits (MQTT_MAX_*, MQTT_CONNECT*), sizes in bytes. */
export interface MqttLimits {
  /** The CONNECT packet, read before authentication. */
  readonly maxConnectBytes: number;
  /** Any later packet of a Pi, from its fixed header. */
  readonly maxPacketBytes: number;
  /** Any later packet of the cloud's own connection. */
  readonly maxServicePacketBytes: number;
  /** The payload of a Pi's publish. */
  readonly maxPublishBytes: number;
  /** The payload of a Pi's reported shadow. */
  readonly maxShadowBytes: number;
  readonly maxRetainedPerPi: number;
  readonly maxConnectionsPerIp: number;
  readonly connectsPerIpPerMinute: number;
  /** Connections not yet authenticated, from every address together. */
  readonly maxPendingConnections: number;
  readonly connectTimeoutMs: number;
}

export type TranscriberConfig =
  { readonly engine: 'pocketsphinx' } | { readonly engine: 'aws'; readonly region: string };

/** AWS Bedrock's runtime, or an endpoint that speaks its protocol (BEDROCK_*). */
export interface SuggestionModelConfig {
  readonly modelId: string;
  readonly region: string;
  readonly endpoint?: string;
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
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
  checkResourceS3Credentials(e);
  if (Boolean(e.BEDROCK_ACCESS_KEY_ID) !== Boolean(e.BEDROCK_SECRET_ACCESS_KEY)) {
    throw new ConfigError([
      'BEDROCK_ACCESS_KEY_ID and BEDROCK_SECRET_ACCESS_KEY go together: set both, or neither',
    ]);
  }
  const tls = tlsOf(e);
  const mqttLimits = mqttLimitsOf(e);
  const mqttAuthSources = sourcesOf('MQTT_AUTH_ALLOWED_SOURCES', e.MQTT_AUTH_ALLOWED_SOURCES);
  const metricsSources = sourcesOf('METRICS_ALLOWED_SOURCES', e.METRICS_ALLOWED_SOURCES);
  return {
    role: 'cloud',
    nodeEnv: e.NODE_ENV,
    version: readVersion(),
    http: {
      host: e.HOST,
      port: e.PORT,
      publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
      trustProxy: e.TRUST_PROXY,
    },
    tls,
    database: { url: e.DATABASE_URL },
    redis: { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
    mqtt: {
      url: e.MQTT_URL,
      port: e.MQTT_PORT,
      publicUrl: e.MQTT_PUBLIC_URL,
      servicePassword: e.MQTT_SERVICE_PASSWORD,
      limits: mqttLimits,
      authBackend: {
        secret: e.MQTT_AUTH_SECRET,
        allowedSources: mqttAuthSources,
        rateLimitPerMinute: e.MQTT_AUTH_RATE_LIMIT_PER_MINUTE,
      },
    },
    metrics: { token: e.METRICS_TOKEN, allowedSources: metricsSources },
    agentBundle: e.AGENT_BUNDLE ? path.resolve(e.AGENT_BUNDLE) : undefined,
    provisioningToken: e.PROVISIONING_TOKEN,
    resources: {
      dir: resourceDirOf(e.RESOURCE_DIR, home),
      s3: resourceS3Of(e),
      generatePack: e.RESOURCE_PACK === 'auto',
      packLocales,
      downloadBytesPerSecond: e.RESOURCE_DOWNLOAD_BYTES_PER_SECOND,
    },
    jobWorkers: e.JOB_WORKERS === 'on',
    jobLockMs: e.JOB_LOCK_SECONDS * 1000,
    deviceCloud: e.DEVICE_CLOUD_URL
      ? {
          prodUrl: e.DEVICE_CLOUD_URL.replace(/\/+$/, ''),
          gammaUrl: (e.DEVICE_CLOUD_GAMMA_URL ?? e.DEVICE_CLOUD_URL).replace(/\/+$/, ''),
        }
      : undefined,
    suggestionModel: {
      modelId: e.BEDROCK_MODEL_ID,
      region: e.BEDROCK_REGION,
      endpoint: e.BEDROCK_ENDPOINT?.replace(/\/+$/, ''),
      credentials:
        e.BEDROCK_ACCESS_KEY_ID && e.BEDROCK_SECRET_ACCESS_KEY
          ? { accessKeyId: e.BEDROCK_ACCESS_KEY_ID, secretAccessKey: e.BEDROCK_SECRET_ACCESS_KEY }
          : undefined,
    },
    transcriber:
      e.TRANSCRIBER === 'aws'
        ? { engine: 'aws', region: e.TRANSCRIBER_AWS_REGION }
        : { engine: 'pocketsphinx' },
    log: { level: e.LOG_LEVEL, pretty: e.LOG_FORMAT === 'pretty' },
    environment: e.OAK_ENV,
    region: e.OAK_REGION,
    docsUrl: e.DOCS_URL,
    home,
    consoleDir: path.resolve(e.CONSOLE_DIR ?? path.join(CLOUD_PACKAGE_DIR, '..', 'console', 'dist')),
    consoleLoadLocal: e.CONSOLE_LOAD_LOCAL,
    auth: {
      jwtSecret: e.JWT_SECRET,
      linkSigningSecret: e.LINK_SIGNING_SECRET,
      sessionTtlMs: e.SESSION_TTL_MINUTES * 60_000,
      rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      lockout: {
        maxFailures: e.AUTH_LOCKOUT_MAX_FAILURES,
        windowMs: e.AUTH_LOCKOUT_WINDOW_MINUTES * 60_000,
        durationMs: e.AUTH_LOCKOUT_MINUTES * 60_000,
      },
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

function mqttLimitsOf(e: CloudEnv): MqttLimits {
  const problems: string[] = [];
  if (e.MQTT_MAX_PUBLISH_BYTES > e.MQTT_MAX_PACKET_BYTES)
    problems.push(
      `MQTT_MAX_PUBLISH_BYTES (${e.MQTT_MAX_PUBLISH_BYTES}) must not exceed MQTT_MAX_PACKET_BYTES (${e.MQTT_MAX_PACKET_BYTES}): a publish travels in one packet`,
    );
  if (e.MQTT_MAX_SHADOW_BYTES > e.MQTT_MAX_PUBLISH_BYTES)
    problems.push(
      `MQTT_MAX_SHADOW_BYTES (${e.MQTT_MAX_SHADOW_BYTES}) must not exceed MQTT_MAX_PUBLISH_BYTES (${e.MQTT_MAX_PUBLISH_BYTES}): a shadow is one publish`,
    );
  if (problems.length) throw new ConfigError(problems);
  return {
    maxConnectBytes: e.MQTT_MAX_CONNECT_BYTES,
    maxPacketBytes: e.MQTT_MAX_PACKET_BYTES,
    maxServicePacketBytes: e.MQTT_MAX_SERVICE_PACKET_BYTES,
    maxPublishBytes: e.MQTT_MAX_PUBLISH_BYTES,
    maxShadowBytes: e.MQTT_MAX_SHADOW_BYTES,
    maxRetainedPerPi: e.MQTT_MAX_RETAINED_PER_PI,
    maxConnectionsPerIp: e.MQTT_MAX_CONNECTIONS_PER_IP,
    connectsPerIpPerMinute: e.MQTT_CONNECTS_PER_IP_PER_MINUTE,
    maxPendingConnections: e.MQTT_MAX_PENDING_CONNECTIONS,
    connectTimeoutMs: e.MQTT_CONNECT_TIMEOUT_SECONDS * 1000,
  };
}

/** An allowed-sources variable as a list of IPs and CIDR ranges; a malformed entry stops start-up. */
function sourcesOf(variable: string, list: string | undefined): string[] {
  const sources = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = sources.filter((source) => !isSource(source));
  if (bad.length)
    throw new ConfigError([`${variable} must list IP addresses or CIDR ranges (got '${bad.join("', '")}')`]);
  return sources;
}

function isSource(source: string): boolean {
  const [address = '', prefix, ...rest] = source.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Why `oak worker` refuses to start without MQTT_URL. */
export const WORKER_BROKER_REQUIRED =
  'MQTT_URL is required by oak worker but is not set: a worker has no broker of its own and reaches the Pis through the one the cloud nodes use, e.g. mqtt://oak-cloud:secret@broker:1883';

/**
 * The configuration of `oak worker`: the cloud's, with MQTT_URL required, the
 * job workers on even where JOB_WORKERS says off (cloud nodes that leave runs
 * to workers may share their environment with them), and the resource pack
 * never generated here (RESOURCE_PACK is the cloud nodes' business).
 */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems = env.MQTT_URL === undefined ? [WORKER_BROKER_REQUIRED] : [];
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new ConfigError([...error.problems, ...problems]);
    throw error;
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    ...config,
    role: 'worker',
    jobWorkers: true,
    resources: { ...config.resources, generatePack: false },
  };
}

function readVersion(): string {
  return (
    JSON.parse(readFileSync(path.join(CLOUD_PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }
  ).version;
}
