import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Environment } from '@oak/shared';
import { type CloudEnv, cloudEnvSchema } from './config.schema';
import { parseEnv } from './env-parsing.util';

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
  abstract readonly redis: { readonly url: string };
  /** `url` set: an external broker; unset: the embedded broker listens on `port`. */
  abstract readonly mqtt: { readonly url?: string; readonly port: number };
  abstract readonly log: { readonly level: CloudEnv['LOG_LEVEL']; readonly pretty: boolean };
  abstract readonly environment: Environment;
  abstract readonly region: string;
  abstract readonly home: string;
  abstract readonly consoleDir: string;
}

const CLOUD_PACKAGE_DIR = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(cloudEnvSchema, env);
  const home = path.resolve(e.OAK_HOME);
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
    redis: { url: e.REDIS_URL },
    mqtt: { url: e.MQTT_URL, port: e.MQTT_PORT },
    log: { level: e.LOG_LEVEL, pretty: e.LOG_FORMAT === 'pretty' },
    environment: e.OAK_ENV,
    region: e.OAK_REGION,
    home,
    consoleDir: path.resolve(e.CONSOLE_DIR ?? path.join(CLOUD_PACKAGE_DIR, '..', 'console', 'dist')),
  };
}

function readVersion(): string {
  return (
    JSON.parse(readFileSync(path.join(CLOUD_PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }
  ).version;
}
