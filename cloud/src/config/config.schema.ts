import {
  DEFAULT_ENVIRONMENT,
  DOCUMENTATION_URL_RULE,
  ENVIRONMENTS,
  MQTT_DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE,
  MQTT_DEFAULT_CONNECTS_PER_IP_PER_MINUTE,
  MQTT_DEFAULT_CONNECT_TIMEOUT_SECONDS,
  MQTT_DEFAULT_MAX_CONNECTIONS_PER_IP,
  MQTT_DEFAULT_MAX_CONNECT_BYTES,
  MQTT_DEFAULT_MAX_PACKET_BYTES,
  MQTT_DEFAULT_MAX_PENDING_CONNECTIONS,
  MQTT_DEFAULT_MAX_PUBLISH_BYTES,
  MQTT_DEFAULT_MAX_RETAINED_PER_PI,
  MQTT_DEFAULT_MAX_SERVICE_PACKET_BYTES,
  MQTT_DEFAULT_MAX_SHADOW_BYTES,
  SUPPORT_DOCUMENTATION_URL,
  isDocumentationUrl,
} from '@oak/shared';
import { z } from 'zod';
import { authLockoutEnvSchema } from './auth-lockout-env.schema';
import { consoleEnvSchema } from './console-env.schema';
import { portSchema as port, urlWithProtocol } from './env-parsing.util';
import { linkSigningEnvSchema } from './link-signing-env.schema';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** A whole number within bounds, e.g. a size in bytes or a count. */
const wholeNumber = (unit: string, min: number, max: number) =>
  z.coerce
    .number({ error: `must be a number of ${unit}` })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

/** The MQTT protocol's own ceiling: a remaining length of four bytes. */
const MQTT_PROTOCOL_MAX_PACKET_BYTES = 268_435_455;

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
  error: 'must be one of fatal, error, warn, info, debug, trace, silent',
});

/**
 * The environment variables the cloud reads, each with its default. Parsed once
 * at start-up; see README 'Environment variables'.
 */
export const cloudEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: port.default(8080),
  DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']),
  REDIS_URL: urlWithProtocol(['redis', 'rediss']),
  MQTT_URL: urlWithProtocol(['mqtt', 'mqtts', 'ws', 'wss']).optional(),
  MQTT_PORT: port.default(1883),
  /** The broker URL handed to Pis at registration; default: this cloud's host on MQTT_PORT. */
  MQTT_PUBLIC_URL: urlWithProtocol(['mqtt', 'mqtts', 'ws', 'wss']).optional(),
  /** The cloud's own password on the embedded broker; generated and kept in OAK_HOME when unset. */
  MQTT_SERVICE_PASSWORD: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The embedded broker's limits (README 'Security'): sizes in bytes, counts, per address or per Pi. */
  MQTT_MAX_CONNECT_BYTES: wholeNumber('bytes', 128, 1_048_576).default(MQTT_DEFAULT_MAX_CONNECT_BYTES),
  MQTT_MAX_PACKET_BYTES: wholeNumber('bytes', 1024, MQTT_PROTOCOL_MAX_PACKET_BYTES).default(
    MQTT_DEFAULT_MAX_PACKET_BYTES,
  ),
  MQTT_MAX_SERVICE_PACKET_BYTES: wholeNumber('bytes', 1024, MQTT_PROTOCOL_MAX_PACKET_BYTES).default(
    MQTT_DEFAULT_MAX_SERVICE_PACKET_BYTES,
  ),
  MQTT_MAX_PUBLISH_BYTES: wholeNumber('bytes', 256, MQTT_PROTOCOL_MAX_PACKET_BYTES).default(
    MQTT_DEFAULT_MAX_PUBLISH_BYTES,
  ),
  MQTT_MAX_SHADOW_BYTES: wholeNumber('bytes', 256, MQTT_PROTOCOL_MAX_PACKET_BYTES).default(
    MQTT_DEFAULT_MAX_SHADOW_BYTES,
  ),
  MQTT_MAX_RETAINED_PER_PI: wholeNumber('messages', 3, 10_000).default(MQTT_DEFAULT_MAX_RETAINED_PER_PI),
  MQTT_MAX_CONNECTIONS_PER_IP: wholeNumber('connections', 1, 1_000_000).default(
    MQTT_DEFAULT_MAX_CONNECTIONS_PER_IP,
  ),
  MQTT_CONNECTS_PER_IP_PER_MINUTE: wholeNumber('connections', 1, 1_000_000).default(
    MQTT_DEFAULT_CONNECTS_PER_IP_PER_MINUTE,
  ),
  MQTT_MAX_PENDING_CONNECTIONS: wholeNumber('connections', 1, 1_000_000).default(
    MQTT_DEFAULT_MAX_PENDING_CONNECTIONS,
  ),
  MQTT_CONNECT_TIMEOUT_SECONDS: wholeNumber('seconds', 1, 300).default(MQTT_DEFAULT_CONNECT_TIMEOUT_SECONDS),
  /**
   * The shared secret an external broker's auth backend (mosquitto-go-auth)
   * presents, as `Authorization: Bearer <secret>` or as its User-Agent.
   */
  MQTT_AUTH_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{32,256}$/, 'must be 32 to 256 letters, digits or ._~-')
    .optional(),
  /** Addresses (IPs or CIDR ranges, comma-separated) whose calls to the auth backend need no secret. */
  MQTT_AUTH_ALLOWED_SOURCES: optionalText,
  /** Calls to the auth backend one address may make per minute (a broker checks every connect and topic). */
  MQTT_AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber('calls', 1, 10_000_000).default(
    MQTT_DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE,
  ),
  /** The bearer token a scraper (Prometheus) presents to /metrics. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{32,256}$/, 'must be 32 to 256 letters, digits or ._~-')
    .optional(),
  /** Addresses (IPs or CIDR ranges, comma-separated) whose calls to /metrics need no token. */
  METRICS_ALLOWED_SOURCES: optionalText,
  /** Lets an operator's tool (the virtual lab) provision labs and Pis; generated and kept in OAK_HOME when unset. */
  PROVISIONING_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The agent bundle the cloud serves to Pis; default: the one built in this checkout. */
  AGENT_BUNDLE: optionalText,
  /** The resource store's folder; default OAK_HOME/resources. */
  RESOURCE_DIR: optionalText,
  /** auto: generate the default resource pack at start when missing; off: never. */
  RESOURCE_PACK: z.enum(['auto', 'off'], { error: 'must be auto or off' }).default('auto'),
  JOB_WORKERS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** How long a worker's hold on its running job lasts unrenewed; a dead worker's run moves on in 1-2x this. */
  JOB_LOCK_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(5, 'must be between 5 and 600')
    .max(600, 'must be between 5 and 600')
    .default(30),
  /** The locales of the generated pack, comma-separated; all by default. */
  RESOURCE_PACK_LOCALES: optionalText,
  /** At most this many bytes per second per resource download; unlimited unless set. */
  RESOURCE_DOWNLOAD_BYTES_PER_SECOND: z.coerce
    .number({ error: 'must be a number of bytes per second' })
    .int('must be a whole number')
    .positive('must be above 0')
    .optional(),
  /** Keep resources in this bucket of an S3-compatible store rather than on local disk. */
  RESOURCE_S3_BUCKET: optionalText,
  /** The S3-compatible endpoint (MinIO, Ceph, ...); unset: AWS S3 of RESOURCE_S3_REGION. */
  RESOURCE_S3_ENDPOINT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    urlWithProtocol(['http', 'https']).optional(),
  ),
  RESOURCE_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Keys of the store start with this (e.g. oak/); none by default. */
  RESOURCE_S3_PREFIX: optionalText,
  /** Unset: the SDK's usual sources (instance role, AWS_* variables, profile). */
  RESOURCE_S3_ACCESS_KEY_ID: optionalText,
  RESOURCE_S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path rather than the host name; default: on when RESOURCE_S3_ENDPOINT is set. */
  RESOURCE_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /** Who transcribes reference-mic recordings: pocketsphinx on this node, or AWS Transcribe. */
  TRANSCRIBER: z
    .enum(['pocketsphinx', 'aws'], { error: 'must be pocketsphinx or aws' })
    .default('pocketsphinx'),
  /** AWS Transcribe's region (TRANSCRIBER=aws); credentials come from the SDK's usual sources. */
  TRANSCRIBER_AWS_REGION: z.string().trim().min(1).default('us-east-1'),
  /** The Bedrock model (or inference profile) the playground's suggestions are generated with. */
  BEDROCK_MODEL_ID: z.string().trim().min(1).default('anthropic.claude-instant-v1'),
  BEDROCK_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Another Bedrock runtime endpoint (the virtual lab's emulator); unset: AWS's for BEDROCK_REGION. */
  BEDROCK_ENDPOINT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    urlWithProtocol(['http', 'https']).optional(),
  ),
  /** Unset: the SDK's usual sources (instance role, AWS_* variables, profile). */
  BEDROCK_ACCESS_KEY_ID: optionalText,
  BEDROCK_SECRET_ACCESS_KEY: optionalText,
  DEVICE_CLOUD_URL: urlWithProtocol(['http', 'https']).optional(),
  DEVICE_CLOUD_GAMMA_URL: urlWithProtocol(['http', 'https']).optional(),
  LOG_LEVEL: logLevel.default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).default('json'),
  OAK_ENV: z
    .enum(ENVIRONMENTS, { error: `must be one of ${ENVIRONMENTS.join(', ')}` })
    .default(DEFAULT_ENVIRONMENT),
  OAK_HOME: z.string().trim().min(1).default('.oak'),
  OAK_REGION: z.string().trim().min(1).default('local'),
  PUBLIC_URL: urlWithProtocol(['http', 'https']).optional(),
  /** Where the console's Support > Documentation opens; default: the API documentation OAK serves. */
  DOCS_URL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().refine(isDocumentationUrl, DOCUMENTATION_URL_RULE).default(SUPPORT_DOCUMENTATION_URL),
  ),
  /** HTTPS and MQTTS (README 'Security', TLS): the server certificate and its key, PEM files; both or neither. */
  TLS_CERT_FILE: optionalText,
  TLS_KEY_FILE: optionalText,
  /** The CA of TLS_CERT_FILE that Pis pin (a private CA); unset: the public roots. */
  TLS_CA_FILE: optionalText,
  /** Which proxies may set X-Forwarded-*: an Express 'trust proxy' value. */
  TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  CONSOLE_DIR: optionalText,
  ...consoleEnvSchema,
  /** Prefixes every Redis key of this deployment, so several can share one Redis. */
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('oak:'),
  /** Signs session tokens; every node of a deployment needs the same one. Generated and kept in OAK_HOME when unset. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int()
    .min(5)
    .max(43_200)
    .default(720),
  /** Sign-in and password requests one client may make per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  ...authLockoutEnvSchema,
  ...linkSigningEnvSchema,
  SMTP_URL: urlWithProtocol(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Open Automation Kit <no-reply@oak.local>'),
  OIDC_ISSUER: urlWithProtocol(['http', 'https']).optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_REDIRECT_URI: urlWithProtocol(['http', 'https']).optional(),
  OAK_ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).default('admin@oak.local'),
  OAK_ADMIN_PASSWORD: optionalText,
  OAK_ADMIN_COMPANY: z.string().trim().min(1).default('OAK'),
});

/** The variables of federated login: set all of them, or none. */
export const OIDC_VARIABLES = [
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_REDIRECT_URI',
] as const;

export type CloudEnv = z.infer<typeof cloudEnvSchema>;
