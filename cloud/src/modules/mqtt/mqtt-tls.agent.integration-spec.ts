import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { AGENT_INSTALL_LAYOUT, LAB_API_PATHS, piSchema } from '@oak/shared';
import request from 'supertest';
import { z } from 'zod';
import {
  type InstalledAgent,
  type RunningAgent,
  removeInstall,
  runSetupCommand,
  startAgent,
} from '../../testing/agent-process';
import { createLab, eventually } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { type TestCertificates, makeTestCertificates } from '../../testing/tls-fixtures';

const run = promisify(execFile);

/**
 * A real agent set up by its setup command against a cloud with a private CA:
 * the install script writes the CA, the agent pins it, and the Pi comes
 * online over MQTTS (the broker speaks nothing else).
 */
describe('a real agent with a cloud of a private CA', () => {
  let certs: TestCertificates;
  const app = useTestApp(async () => {
    certs = await makeTestCertificates();
    return { TLS_CERT_FILE: certs.certFile, TLS_KEY_FILE: certs.keyFile, TLS_CA_FILE: certs.caFile };
  });
  let base: string;
  let token: string;
  let lab: { labId: string; thingIds: Record<string, string> };
  let installed: InstalledAgent | undefined;
  let agent: RunningAgent | undefined;

  const https = () => request(base);

  beforeAll(async () => {
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const signIn = await https()
      .post('/api/auth/signin')
      .ca(certs.ca)
      .send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
      .expect(200);
    token = signIn.body.idToken.jwtToken as string;
    lab = await createLab(app(), 'TLS Agent Lab', ['tls-agent-pi']);
  });

  afterAll(async () => {
    await agent?.stop();
    removeInstall(installed);
    await new Promise<void>((resolve) =>
      app()
        .app.getHttpServer()
        .close(() => resolve()),
    );
    rmSync(certs.dir, { recursive: true, force: true });
  });

  it('installs through the setup command, pins the CA, and comes online over MQTTS', async () => {
    const setup = await https()
      .get(LAB_API_PATHS.setupCommand(lab.thingIds['tls-agent-pi']!, 'raspbian'))
      .ca(certs.ca)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    installed = await runSetupCommand(setup.body.cmdLine as string);
    expect(installed.installLog).toContain("pinning the cloud's CA");

    const caFile = path.join(installed.root, AGENT_INSTALL_LAYOUT.configDir, AGENT_INSTALL_LAYOUT.caFileName);
    expect(readFileSync(caFile)).toEqual(certs.ca);
    const config = JSON.parse(readFileSync(installed.config, 'utf8')) as Record<string, unknown>;
    expect(config).toMatchObject({ caFile, cloudUrl: base });
    expect(config.brokerUrl).toMatch(/^mqtts:\/\/127\.0\.0\.1:\d+$/);

    // The unit install-service writes hands the CA to Node for the agent's HTTPS requests.
    const unitFile = path.join(installed.root, 'oak-agent.service');
    await run(process.execPath, [
      installed.bin,
      'install-service',
      '--config-dir',
      path.dirname(installed.config),
      '--bin',
      installed.bin,
      '--unit-file',
      unitFile,
    ]);
    const extraCa = /^Environment=NODE_EXTRA_CA_CERTS=(.+)$/m.exec(readFileSync(unitFile, 'utf8'))?.[1];
    expect(extraCa).toBe(caFile);

    // Started without it: the MQTT connection trusts the CA from agent.json's caFile alone.
    agent = startAgent(installed, { NODE_EXTRA_CA_CERTS: undefined });
    const things = async () =>
      z
        .array(piSchema)
        .parse(
          (
            await https()
              .get(LAB_API_PATHS.labThings(lab.labId))
              .ca(certs.ca)
              .set('Authorization', `Bearer ${token}`)
          ).body,
        );
    await eventually(
      things,
      (pis) => pis.find((pi) => pi.thingName === 'tls-agent-pi')?.status === 'online',
      20_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nagent output:\n${agent?.output()}`);
    });
  }, 90_000);
});
