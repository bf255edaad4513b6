import { rmSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { useTestApp } from '../testing/test-app';
import { type TestCertificates, makeTestCertificates } from '../testing/tls-fixtures';
import { localCloudUrl, probeHealth } from './cloud-health.util';
import { loadLauncherConfig } from './launcher-config';

/** `oak start` with TLS variables: the launcher's health check speaks https and trusts the configured CA. */
describe('the launcher with TLS', () => {
  let certs: TestCertificates;
  const app = useTestApp(async () => {
    certs = await makeTestCertificates();
    return { TLS_CERT_FILE: certs.certFile, TLS_KEY_FILE: certs.keyFile, TLS_CA_FILE: certs.caFile };
  });
  let port: number;

  beforeAll(async () => {
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) =>
      app()
        .app.getHttpServer()
        .close(() => resolve()),
    );
    rmSync(certs.dir, { recursive: true, force: true });
  });

  it('trusts TLS_CA_FILE, else the certificate itself, and nothing without TLS', () => {
    const env = { OAK_HOME: certs.dir, TLS_CERT_FILE: certs.certFile, TLS_KEY_FILE: certs.keyFile };
    expect(loadLauncherConfig({ ...env, TLS_CA_FILE: certs.caFile }).tls).toEqual({
      trustFile: certs.caFile,
    });
    expect(loadLauncherConfig(env).tls).toEqual({ trustFile: certs.certFile });
    expect(loadLauncherConfig({ OAK_HOME: certs.dir }).tls).toBeUndefined();
  });

  it('finds the cloud healthy over https when it trusts the CA', async () => {
    expect(localCloudUrl(port, true)).toBe(`https://127.0.0.1:${port}`);
    await expect(probeHealth(localCloudUrl(port, true), certs.ca)).resolves.toBe(true);
  });

  it('says why when it does not trust the CA, or asks in plain http', async () => {
    const other = await makeTestCertificates('Another CA');
    try {
      await expect(probeHealth(localCloudUrl(port, true), other.ca)).resolves.toBe(
        'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      );
    } finally {
      rmSync(other.dir, { recursive: true, force: true });
    }
    await expect(probeHealth(localCloudUrl(port, true))).resolves.toBe('UNABLE_TO_VERIFY_LEAF_SIGNATURE');
    await expect(probeHealth(localCloudUrl(port, false))).resolves.not.toBe(true);
  });
});
