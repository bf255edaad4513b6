import { DEFAULT_ENVIRONMENT, ENVIRONMENTS } from '@oak/shared';
import { z } from 'zod';
import { portSchema as port, urlWithProtocol } from './env-parsing.util';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

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
  LOG_LEVEL: logLevel.default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).default('json'),
  OAK_ENV: z
    .enum(ENVIRONMENTS, { error: `must be one of ${ENVIRONMENTS.join(', ')}` })
    .default(DEFAULT_ENVIRONMENT),
  OAK_HOME: z.string().trim().min(1).default('.oak'),
  OAK_REGION: z.string().trim().min(1).default('local'),
  PUBLIC_URL: urlWithProtocol(['http', 'https']).optional(),
  /** Which proxies may set X-Forwarded-*: an Express 'trust proxy' value. */
  TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  CONSOLE_DIR: optionalText,
});

export type CloudEnv = z.infer<typeof cloudEnvSchema>;
