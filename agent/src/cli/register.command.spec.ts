import { type AgentRegistrationResponse } from '@oak/shared';
import { readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadAgentConfig } from '../config/agent-config';
import { readAgentCredentials } from '../config/credentials.util';
import { tempDir } from '../testing/agent-services.stub';
import { type StubHttpServer, startStubHttpServer, unusedPort } from '../testing/http-server.stub';
import { registerAgent } from './register.command';

const TOKEN = 'a-one-time-token-0123456789';
const registration: AgentRegistrationResponse = {
  thingName: 'lab1-pi1',
  brokerUrl: 'mqtts://oak.example.com:8883',
  username: 'lab1-pi1',
  password: 'the-password-only-the-pi-knows',
  cloudUrl: 'https://oak.example.com',
  distro: 'raspbian',
  plugins: ['mdx_plugin_ui_automation'],
};

describe('registerAgent', () => {
  let cloud: StubHttpServer;
  let answer: { status: number; json: unknown } = { status: 200, json: registration };
  beforeAll(async () => {
    cloud = await startStubHttpServer({ 'POST /api/agent/register': () => answer });
  });
  afterAll(() => cloud.close());
  beforeEach(() => (answer = { status: 200, json: registration }));

  it('exchanges the token and writes the configuration and the root-only credentials', async () => {
    const configDir = path.join(tempDir(), 'etc', 'oak');
    const sut = await registerAgent({ cloud: `${cloud.url}/`, token: TOKEN, configDir });
    expect(sut).toEqual({
      thingName: 'lab1-pi1',
      cloudUrl: 'https://oak.example.com',
      configFile: path.join(configDir, 'agent.json'),
      credentialsFile: path.join(configDir, 'credentials.json'),
    });
    expect(JSON.parse(cloud.requests.at(-1)!.body)).toEqual({ token: TOKEN });
    const config = loadAgentConfig(sut.configFile, {});
    expect(config).toMatchObject({
      thingName: 'lab1-pi1',
      brokerUrl: 'mqtts://oak.example.com:8883',
      username: 'lab1-pi1',
      credentialsFile: sut.credentialsFile,
      plugins: ['mdx_plugin_ui_automation'],
    });
    expect(readFileSync(sut.configFile, 'utf8')).not.toContain(registration.password);
    expect(readAgentCredentials(sut.credentialsFile).password).toBe(registration.password);
    expect(statSync(sut.credentialsFile).mode & 0o777).toBe(0o600);
  });

  it('keeps local settings of an existing configuration', async () => {
    const configDir = tempDir();
    mkdirSync(configDir, { recursive: true });
    writeFileSync(
      path.join(configDir, 'agent.json'),
      JSON.stringify({ thingName: 'old', playbackDevice: 'hw:1,0' }),
    );
    await registerAgent({ cloud: cloud.url, token: TOKEN, configDir });
    expect(loadAgentConfig(path.join(configDir, 'agent.json'), {})).toMatchObject({
      thingName: 'lab1-pi1',
      playbackDevice: 'hw:1,0',
    });
  });

  it('records the CA it is given for the agent to pin, and refuses one that is no certificate', async () => {
    const dir = tempDir();
    const caFile = path.join(dir, 'ca.pem');
    writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const sut = await registerAgent({ cloud: cloud.url, token: TOKEN, configDir: dir, caFile });
    expect(loadAgentConfig(sut.configFile, {}).caFile).toBe(caFile);
    const notCa = path.join(dir, 'key.pem');
    writeFileSync(notCa, '-----BEGIN PRIVATE KEY-----\n');
    const calls = cloud.requests.length;
    await expect(
      registerAgent({ cloud: cloud.url, token: TOKEN, configDir: tempDir(), caFile: notCa }),
    ).rejects.toThrow(`--ca-file: The CA file ${notCa} holds no PEM certificate`);
    expect(cloud.requests.length).toBe(calls);
  });

  it.each([
    [
      401,
      { statusCode: 401, message: 'Invalid or expired token' },
      /^Registration refused \(HTTP 401\): Invalid or expired token\. The token may be used or expired/,
    ],
    [
      400,
      { statusCode: 400, message: 'token must be a string' },
      /^Registration refused \(HTTP 400\): token must be a string\.$/,
    ],
    [
      500,
      { statusCode: 500, message: 'Internal server error' },
      /^The cloud failed to register this Pi \(HTTP 500\): Internal server error$/,
    ],
    [
      200,
      { thingName: 'x' },
      /^The cloud answered the registration with an unexpected body \(brokerUrl, username/,
    ],
    [200, { ...registration, brokerUrl: 'http://nope' }, /does not make a usable configuration: brokerUrl/],
  ])('says clearly why registration failed (HTTP %i)', async (status, json, message) => {
    answer = { status, json };
    const configDir = tempDir();
    await expect(registerAgent({ cloud: cloud.url, token: TOKEN, configDir })).rejects.toThrow(message);
    expect(() => statSync(path.join(configDir, 'credentials.json'))).toThrow();
  });

  it('checks its arguments before calling', async () => {
    await expect(registerAgent({ cloud: 'oak.example.com', token: TOKEN })).rejects.toThrow(
      /--cloud must be an http/,
    );
    await expect(registerAgent({ cloud: cloud.url, token: 'short' })).rejects.toThrow(/--token must be/);
  });

  it('says when the cloud cannot be reached', async () => {
    const url = `http://127.0.0.1:${await unusedPort()}`;
    await expect(registerAgent({ cloud: url, token: TOKEN, configDir: tempDir() })).rejects.toThrow(
      `Cannot reach ${url}: ECONNREFUSED`,
    );
  });
});
