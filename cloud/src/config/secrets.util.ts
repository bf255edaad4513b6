import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Secrets the embedded default keeps in OAK_HOME/secrets, generated on first use. */
export const SECRET_FILES = {
  postgresPassword: 'postgres-password',
  jwtSecret: 'jwt-secret',
  /** The first administrator's generated password, until it is changed. */
  adminPassword: 'admin-password',
  /** The cloud's own MQTT password on the embedded broker. */
  mqttServicePassword: 'mqtt-service-password',
  /** The bearer token of the provisioning API, which the launcher hands to the virtual lab. */
  provisioningToken: 'provisioning-token',
  /** What clients of the embedded Redis authenticate with; read at every start. */
  redisPassword: 'redis-password',
} as const;
export type SecretName = (typeof SECRET_FILES)[keyof typeof SECRET_FILES];

/**
 * How long the first administrator's generated password stays in its file
 * (GitLab keeps its initial root password a day): long enough to sign in
 * and change it, short enough not to linger in backups of OAK_HOME.
 */
export const GENERATED_ADMIN_PASSWORD_KEPT_MS = 24 * 60 * 60 * 1000;

export function secretFile(home: string, name: SecretName): string {
  return path.join(home, 'secrets', name);
}

/**
 * A secret kept in OAK_HOME/secrets, generated on first use (by `generate`,
 * or as 32 random bytes): the embedded default's way to have stable secrets
 * without configuration. Readable by its owner only.
 */
export function readOrCreateSecret(
  home: string,
  name: SecretName,
  generate: () => string = () => randomBytes(32).toString('base64url'),
): string {
  const file = secretFile(home, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  writeSecret(home, name, generate());
  return readFileSync(file, 'utf8').trim();
}

export function writeSecret(home: string, name: SecretName, value: string): void {
  const file = secretFile(home, name);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}
