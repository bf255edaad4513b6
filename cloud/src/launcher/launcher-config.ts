import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../config/app-config';
import { parseEnv, portSchema, urlWithProtocol } from '../config/env-parsing.util';

/** What `oak start` reads on top of the cloud's own variables. */
const launcherEnvSchema = z.object({
  OAK_HOME: z.string().trim().min(1).default('.oak'),
  PORT: portSchema.default(8080),
  MQTT_PORT: portSchema.default(1883),
  EMBEDDED_PG_PORT: portSchema.default(15432),
  EMBEDDED_REDIS_PORT: portSchema.default(16379),
  DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']).optional(),
  REDIS_URL: urlWithProtocol(['redis', 'rediss']).optional(),
  MQTT_URL: urlWithProtocol(['mqtt', 'mqtts', 'ws', 'wss']).optional(),
  OAK_SIMULATOR: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  OAK_SIM_DEVICE_CLOUD_PORT: portSchema.default(18090),
  DEVICE_CLOUD_URL: urlWithProtocol(['http', 'https']).optional(),
});

export interface LauncherConfig {
  readonly home: string;
  readonly httpPort: number;
  readonly mqttPort: number;
  readonly postgres: { readonly url: string } | { readonly port: number; readonly dataDir: string };
  readonly redis: { readonly url: string } | { readonly port: number; readonly dataDir: string };
  readonly externalMqtt: boolean;
  readonly simulator: boolean;
  /**
   * The virtual lab's device-cloud emulator, when the cloud is to use it: on
   * with the simulator unless DEVICE_CLOUD_URL names another device cloud.
   * Port 0: any free port, chosen at start.
   */
  readonly deviceCloudEmulator?: { readonly port: number };
  /** The company the virtual lab's labs belong to: the first administrator's. */
  readonly adminCompany: string;
  readonly provisioningToken?: string;
  readonly logDir: string;
  readonly runDir: string;
  /**
   * With TLS (TLS_CERT_FILE and TLS_KEY_FILE) the cloud answers https: the PEM
   * file the launcher's health check and the virtual lab trust besides the
   * public roots, TLS_CA_FILE or else the certificate itself (a self-signed one).
   */
  readonly tls?: { readonly trustFile: string };
}

export function loadLauncherConfig(env: NodeJS.ProcessEnv): LauncherConfig {
  const e = parseEnv(launcherEnvSchema, env);
  // Check the cloud's own variables now, before anything starts; the embedded
  // services fill in the two URLs later.
  const cloud = loadConfig({
    ...env,
    DATABASE_URL: e.DATABASE_URL ?? 'postgres://embedded',
    REDIS_URL: e.REDIS_URL ?? 'redis://embedded',
  });
  const home = path.resolve(e.OAK_HOME);
  return {
    home,
    httpPort: e.PORT,
    mqttPort: e.MQTT_PORT,
    postgres: e.DATABASE_URL
      ? { url: e.DATABASE_URL }
      : { port: e.EMBEDDED_PG_PORT, dataDir: path.join(home, 'pg') },
    redis: e.REDIS_URL
      ? { url: e.REDIS_URL }
      : { port: e.EMBEDDED_REDIS_PORT, dataDir: path.join(home, 'redis') },
    externalMqtt: e.MQTT_URL !== undefined,
    simulator: e.OAK_SIMULATOR === 'on',
    deviceCloudEmulator:
      e.OAK_SIMULATOR === 'on' && !e.DEVICE_CLOUD_URL ? { port: e.OAK_SIM_DEVICE_CLOUD_PORT } : undefined,
    adminCompany: cloud.admin.company,
    provisioningToken: cloud.provisioningToken,
    logDir: path.join(home, 'logs'),
    runDir: path.join(home, 'run'),
    ...(cloud.tls ? { tls: { trustFile: cloud.tls.caFile ?? cloud.tls.certFile } } : {}),
  };
}
