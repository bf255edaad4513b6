import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const required = {
  DATABASE_URL: 'postgres://oak:secret@localhost:5432/oak',
  REDIS_URL: 'redis://localhost:6379',
};

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig({ ...required, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('the TLS configuration', () => {
  let dir: string;
  const file = (name: string, content: string) => {
    const target = path.join(dir, name);
    writeFileSync(target, content);
    return target;
  };
  const certificate = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
  const key = '-----BEGIN PRIVATE KEY-----\nMIGH\n-----END PRIVATE KEY-----\n';

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'oak-tls-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is off by default: plain HTTP and MQTT', () => {
    expect(loadConfig(required).tls).toBeUndefined();
  });

  it('reads the certificate, the key and the CA at start', () => {
    const certFile = file('server.pem', certificate);
    const keyFile = file('server.key', key.replace(/PRIVATE KEY/g, 'EC PRIVATE KEY'));
    const caFile = file('ca.pem', certificate);
    const { tls } = loadConfig({
      ...required,
      TLS_CERT_FILE: certFile,
      TLS_KEY_FILE: keyFile,
      TLS_CA_FILE: caFile,
    });
    expect(tls).toMatchObject({ certFile, keyFile, caFile });
    expect(tls?.cert.toString()).toBe(certificate);
    expect(tls?.key.toString()).toContain('BEGIN EC PRIVATE KEY');
    expect(tls?.ca?.toString()).toBe(certificate);
  });

  it('needs the certificate and the key together', () => {
    const certFile = file('server.pem', certificate);
    const keyFile = file('server.key', key);
    expect(problemsOf({ TLS_CERT_FILE: certFile })).toEqual([
      'TLS_CERT_FILE and TLS_KEY_FILE go together: set both, or neither',
    ]);
    expect(problemsOf({ TLS_KEY_FILE: keyFile })).toEqual([
      'TLS_CERT_FILE and TLS_KEY_FILE go together: set both, or neither',
    ]);
    expect(problemsOf({ TLS_CA_FILE: certFile })).toEqual([
      'TLS_CA_FILE needs TLS_CERT_FILE and TLS_KEY_FILE: it is the CA of their certificate',
    ]);
  });

  it('names every file it cannot read, and one that is not PEM', () => {
    const missing = path.join(dir, 'missing.pem');
    // A folder where the key should be: unreadable as a file, whoever runs the test.
    const unreadable = mkdtempSync(path.join(dir, 'key-'));
    const notPem = file('ca.der', 'not a certificate');
    const problems = problemsOf({ TLS_CERT_FILE: missing, TLS_KEY_FILE: unreadable, TLS_CA_FILE: notPem });
    expect(problems).toEqual([
      `TLS_CERT_FILE cannot be read (${missing}): ENOENT`,
      `TLS_KEY_FILE cannot be read (${unreadable}): EISDIR`,
      `TLS_CA_FILE is not a PEM file of the expected kind (${notPem})`,
    ]);
  });

  it('refuses a key file that holds a certificate', () => {
    const certFile = file('server.pem', certificate);
    expect(problemsOf({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: certFile })).toEqual([
      `TLS_KEY_FILE is not a PEM file of the expected kind (${certFile})`,
    ]);
  });
});
