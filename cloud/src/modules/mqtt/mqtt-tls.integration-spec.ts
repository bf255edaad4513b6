import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { type AddressInfo, connect as connectTcp } from 'node:net';
import { promisify } from 'node:util';
import { LAB_API_PATHS, piSchema } from '@oak/shared';
import mqtt from 'mqtt';
import { z } from 'zod';
import { createLab, eventually } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { type TestCertificates, makeTestCertificates } from '../../testing/tls-fixtures';
import { MqttBrokerService } from './mqtt-broker.service';

/** Connects as a Pi; answers the client, or the error that refused it. */
async function connectPi(
  url: string,
  options: { clientId: string; username: string; password: string; ca?: Buffer },
): Promise<mqtt.MqttClient> {
  const client = mqtt.connect(url, {
    ...options,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    rejectUnauthorized: true,
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
    client.once('close', () => reject(new Error('Connection closed before CONNACK')));
  });
  return client;
}

/** The protocols and cipher suites a TLS port accepts, as sslscan finds them (its XML report). */
async function scanTls(port: number): Promise<{ protocols: string[]; ciphers: string[] }> {
  const { stdout } = await promisify(execFile)(
    'sslscan',
    [
      '--xml=-',
      '--no-colour',
      '--no-heartbleed',
      '--no-renegotiation',
      '--no-compression',
      '--no-fallback',
      `127.0.0.1:${port}`,
    ],
    { timeout: 60_000 },
  );
  const protocols = [...stdout.matchAll(/<protocol type="(\w+)" version="([\d.]+)" enabled="1"/g)].map(
    ([, type, version]) => `${type}${version}`,
  );
  const ciphers = [
    ...stdout.matchAll(/<cipher status="\w+" sslversion="([\w.]+)"[^>]* cipher="([\w-]+)"/g),
  ].map(([, version, cipher]) => `${version} ${cipher}`);
  return { protocols, ciphers };
}

/** A TLS 1.2 suite of Mozilla's intermediate profile: ECDHE key exchange, AEAD (GCM or ChaCha20-Poly1305). */
const FORWARD_SECRET_AEAD = /^TLSv1\.2 ECDHE-(ECDSA|RSA)-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305)$/;

/** HTTPS and MQTTS with TLS_CERT_FILE, TLS_KEY_FILE and a private CA (TLS_CA_FILE) the Pis pin. */
describe('the cloud with TLS', () => {
  let certs: TestCertificates;
  const app = useTestApp(async () => {
    certs = await makeTestCertificates();
    return { TLS_CERT_FILE: certs.certFile, TLS_KEY_FILE: certs.keyFile, TLS_CA_FILE: certs.caFile };
  });
  let token: string;
  let lab: { labId: string; thingIds: Record<string, string> };

  const http = () => app().http();
  afterAll(() => rmSync(certs.dir, { recursive: true, force: true }));

  beforeAll(async () => {
    const signIn = await http()
      .post('/api/auth/signin')
      .ca(certs.ca)
      .send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
      .expect(200);
    token = signIn.body.idToken.jwtToken as string;
    lab = await createLab(app(), 'TLS Lab', ['tls-pi-1', 'tls-pi-2']);
  });

  const register = async (thingName: string) => {
    const setup = await http()
      .get(`/api/things/${lab.thingIds[thingName]}/setup/raspbian`)
      .ca(certs.ca)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const cmdLine = setup.body.cmdLine as string;
    const oneTime = /token=([A-Za-z0-9_-]+)/.exec(cmdLine)![1]!;
    const registered = await http()
      .post('/api/agent/register')
      .ca(certs.ca)
      .send({ token: oneTime })
      .expect(200);
    return {
      cmdLine,
      ...(registered.body as {
        thingName: string;
        username: string;
        password: string;
        brokerUrl: string;
        cloudUrl: string;
      }),
    };
  };

  it('answers HTTPS to a client that pins the CA, and refuses one that does not', async () => {
    const health = await http().get('/api/health').ca(certs.ca).expect(200);
    expect(health.body).toMatchObject({ status: 'ok' });
    const refused = await http()
      .get('/api/health')
      .then(() => undefined)
      .catch((error: NodeJS.ErrnoException) => error);
    expect(refused?.code).toBe('UNABLE_TO_VERIFY_LEAF_SIGNATURE');
  });

  it('tells browsers to keep to HTTPS, and offers only TLS 1.2 and 1.3 with forward-secret ciphers on both ports', async () => {
    const answer = await http().get('/api/health').ca(certs.ca).expect(200);
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000');
    // Listening on a port of its own for the scan (the other specs' requests go through supertest).
    const server = app().app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const httpsPort = (server.address() as AddressInfo).port;
    const mqttsPort = await app().app.get(MqttBrokerService).port();
    for (const port of [httpsPort, mqttsPort]) {
      const { protocols, ciphers } = await scanTls(port);
      expect(protocols.sort()).toEqual(['tls1.2', 'tls1.3']);
      expect(ciphers.length).toBeGreaterThan(0);
      const weak = ciphers.filter(
        (cipher) => !cipher.startsWith('TLSv1.3 TLS_') && !FORWARD_SECRET_AEAD.test(cipher),
      );
      expect(weak).toEqual([]);
    }
  });

  it('hands Pis https:// and mqtts:// URLs, and a setup command that pins the key for the install script', async () => {
    const registration = await register('tls-pi-1');
    const port = await app().app.get(MqttBrokerService).port();
    expect(registration.brokerUrl).toBe(`mqtts://127.0.0.1:${port}`);
    expect(registration.cloudUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(registration.cmdLine).toMatch(
      /^curl -fsSL --insecure --pinnedpubkey 'sha256\/\/[A-Za-z0-9+/]{43}=' 'https:\/\/127\.0\.0\.1:\d+\/api\/agent\/install\?token=[\w-]+' \| sudo bash$/,
    );
  });

  it('lets a Pi that pins the CA connect over MQTTS, and its publish reaches the cloud', async () => {
    const registration = await register('tls-pi-2');
    const client = await connectPi(registration.brokerUrl, {
      clientId: registration.thingName,
      username: registration.username,
      password: registration.password,
      ca: certs.ca,
    });
    try {
      await client.publishAsync(`oak/things/${registration.thingName}/status`, 'online', {
        qos: 1,
        retain: true,
      });
      const things = async () =>
        z
          .array(piSchema)
          .parse(
            (
              await http()
                .get(LAB_API_PATHS.labThings(lab.labId))
                .ca(certs.ca)
                .set('Authorization', `Bearer ${token}`)
            ).body,
          );
      await eventually(
        things,
        (pis) => pis.find((pi) => pi.thingName === registration.thingName)?.status === 'online',
      );
    } finally {
      await client.endAsync();
    }
  });

  it('refuses a Pi that does not trust the CA, and a Pi that pins another CA', async () => {
    const url = await app().app.get(MqttBrokerService).url();
    const pi = { clientId: 'tls-pi-x', username: 'tls-pi-x', password: 'not-checked-before-tls' };
    await expect(connectPi(url, pi)).rejects.toMatchObject({ code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' });
    const other = await makeTestCertificates('Another CA');
    try {
      await expect(connectPi(url, { ...pi, ca: other.ca })).rejects.toMatchObject({
        code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      });
    } finally {
      rmSync(other.dir, { recursive: true, force: true });
    }
  });

  it('offers no plain MQTT on the broker port: a CONNECT in the clear is closed unanswered', async () => {
    const port = await app().app.get(MqttBrokerService).port();
    const plain = await connectPi(`mqtt://127.0.0.1:${port}`, {
      clientId: 'tls-pi-plain',
      username: 'tls-pi-plain',
      password: 'whatever',
    })
      .then(() => 'connected')
      .catch((error: Error) => error.message);
    expect(plain).not.toBe('connected');
    // What a plain client hears back: a TLS alert, never an MQTT CONNACK (0x20).
    const firstByte = await new Promise<number | undefined>((resolve) => {
      const socket = connectTcp(port, '127.0.0.1', () => socket.write(Buffer.from([0x10, 0x00])));
      socket.once('data', (data) => {
        resolve(data[0]);
        socket.destroy();
      });
      socket.once('close', () => resolve(undefined));
      socket.once('error', () => resolve(undefined));
    });
    expect(firstByte).not.toBe(0x20);
  });
});
