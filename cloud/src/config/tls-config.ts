import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CloudEnv } from './config.schema';
import { ConfigError } from './env-parsing.util';

/**
 * HTTPS and MQTTS (TLS_CERT_FILE, TLS_KEY_FILE, TLS_CA_FILE), read once at
 * start-up. With it the cloud answers HTTPS on PORT, the embedded broker
 * speaks MQTT over TLS on MQTT_PORT (and over WSS on /mqtt), and Pis are
 * handed https:// and mqtts:// URLs.
 */
export interface TlsConfig {
  /** The server certificate, PEM (its chain may follow it in the same file). */
  readonly cert: Buffer;
  readonly key: Buffer;
  /**
   * The CA a Pi pins (TLS_CA_FILE), PEM: the install script writes it on the
   * Pi and the agent trusts only it. Unset: the public roots (a certificate
   * from a public CA).
   */
  readonly ca?: Buffer;
  readonly certFile: string;
  readonly keyFile: string;
  readonly caFile?: string;
}

/** TLS from its variables, or undefined (plain HTTP and MQTT, the local default). */
export function tlsOf(
  e: Pick<CloudEnv, 'TLS_CERT_FILE' | 'TLS_KEY_FILE' | 'TLS_CA_FILE'>,
): TlsConfig | undefined {
  if (!e.TLS_CERT_FILE || !e.TLS_KEY_FILE) {
    const problems: string[] = [];
    if (e.TLS_CERT_FILE || e.TLS_KEY_FILE)
      problems.push('TLS_CERT_FILE and TLS_KEY_FILE go together: set both, or neither');
    if (e.TLS_CA_FILE)
      problems.push('TLS_CA_FILE needs TLS_CERT_FILE and TLS_KEY_FILE: it is the CA of their certificate');
    if (problems.length) throw new ConfigError(problems);
    return undefined;
  }
  const problems: string[] = [];
  const read = (name: string, file: string, marker: RegExp): Buffer | undefined => {
    let content: Buffer;
    try {
      content = readFileSync(file);
    } catch (error) {
      problems.push(
        `${name} cannot be read (${file}): ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
      );
      return undefined;
    }
    if (!marker.test(content.toString('latin1'))) {
      problems.push(`${name} is not a PEM file of the expected kind (${file})`);
      return undefined;
    }
    return content;
  };
  const certFile = path.resolve(e.TLS_CERT_FILE);
  const keyFile = path.resolve(e.TLS_KEY_FILE);
  const caFile = e.TLS_CA_FILE ? path.resolve(e.TLS_CA_FILE) : undefined;
  const cert = read('TLS_CERT_FILE', certFile, /-----BEGIN CERTIFICATE-----/);
  const key = read('TLS_KEY_FILE', keyFile, /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/);
  const ca = caFile ? read('TLS_CA_FILE', caFile, /-----BEGIN CERTIFICATE-----/) : undefined;
  if (problems.length || !cert || !key) throw new ConfigError(problems);
  return { cert, key, ca, certFile, keyFile, caFile };
}
