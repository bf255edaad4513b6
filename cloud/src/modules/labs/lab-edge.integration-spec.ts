import { type AddressInfo } from 'node:net';
import {
  AGENT_KEEPALIVE_SECONDS,
  AUTOMOTIVE_UPDATE_REQUEST,
  LAB_API_PATHS,
  PI_MESSAGES,
  PI_HEALTH_CHECK_STEPS,
  agentStateResultSchema,
  calibrationMeasurementSchema,
  healthCheckRequest,
  isHealthCheckDataComplete,
  piSchema,
  talkResultSchema,
  thingTopics,
} from '@oak/shared';
import { z } from 'zod';
import {
  type InstalledAgent,
  type RunningAgent,
  makeTone,
  removeInstall,
  runSetupCommand,
  startAgent,
} from '../../testing/agent-process';
import { createLab, eventually } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';

/**
 * The lab edge end to end: the cloud with its broker, and two real agents
 * installed by their setup commands and running on the virtual audio backend.
 */
describe('a lab of two real agents, driven through the cloud', () => {
  const app = useTestApp();
  let base: string;
  let token: string;
  let lab: { labId: string; thingIds: Record<string, string> };
  const installed: Record<string, InstalledAgent> = {};
  const agents: Record<string, RunningAgent> = {};

  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const things = async () =>
    z.array(piSchema).parse((await call('GET', LAB_API_PATHS.labThings(lab.labId))).body);
  const statusOf = async (thingName: string) =>
    (await things()).find((pi) => pi.thingName === thingName)?.status;
  const action = (thingName: string, name: string) =>
    `${LAB_API_PATHS.labThings(lab.labId)}/${lab.thingIds[thingName]}/${name}`;

  beforeAll(async () => {
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    lab = await createLab(app(), 'Edge Lab', ['edge-pi-1', 'edge-pi-2WITHDAC']);
    for (const thingName of Object.keys(lab.thingIds)) {
      const setup = await call('GET', `${LAB_API_PATHS.setupCommand(lab.thingIds[thingName]!, 'raspbian')}`);
      installed[thingName] = await runSetupCommand((setup.body as { cmdLine: string }).cmdLine);
      agents[thingName] = startAgent(installed[thingName]!);
    }
    await eventually(things, (pis) => pis.every((pi) => pi.status === 'online'), 20_000);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(Object.values(agents).map((agent) => agent.stop()));
    Object.values(installed).forEach(removeInstall);
    await new Promise<void>((resolve) =>
      app()
        .app.getHttpServer()
        .close(() => resolve()),
    );
  });

  it('installed each agent through its setup command', () => {
    expect(installed['edge-pi-1']!.installLog).toContain('registering with the cloud');
  });

  it('pings: thingStatus says ONLINE and the answer carries the shadow', async () => {
    const response = await call('GET', `${action('edge-pi-1', 'state')}?ackTimeout=3000`);
    expect(response.status).toBe(200);
    const state = agentStateResultSchema.parse(response.body);
    expect(state.thingStatus).toContain('ONLINE');
    expect(state.audioBackend).toBe('virtual');
  });

  it("talks: plays a file at the default volume through the Pi's control (hi-fi for WITHDAC)", async () => {
    await makeTone(installed['edge-pi-1']!.cacheDir, 'tone.wav', 2);
    await makeTone(installed['edge-pi-2WITHDAC']!.cacheDir, 'tone.wav', 2);
    const plain = await call('POST', `${action('edge-pi-1', 'talk')}?actionTimeout=10000`, {
      waveFileName: 'tone.wav',
    });
    expect(plain.status).toBe(200);
    expect(talkResultSchema.parse(plain.body)).toMatchObject({
      waveFileName: 'tone.wav',
      volume: 100,
      controlName: 'PCM',
      durationMs: 2000,
    });
    const hifi = await call('POST', `${action('edge-pi-2WITHDAC', 'talk')}`, {
      waveFileName: 'tone.wav',
      volume: 40,
    });
    expect(talkResultSchema.parse(hifi.body)).toMatchObject({ controlName: 'Digital', volume: 40 });
    const missing = await call('POST', action('edge-pi-1', 'talk'), { waveFileName: 'nothing.wav' });
    expect(missing).toEqual({
      status: 502,
      body: { statusCode: 502, message: 'Raspberry Pi edge-pi-1: Resource not found: nothing.wav' },
    });
  });

  it('stops a long playback', async () => {
    await makeTone(installed['edge-pi-1']!.cacheDir, 'long.wav', 600);
    const playing = call('POST', `${action('edge-pi-1', 'talk')}?actionTimeout=20000`, {
      waveFileName: 'long.wav',
    });
    await eventually(
      () => call('GET', action('edge-pi-1', 'state')).then((r) => agentStateResultSchema.parse(r.body)),
      (state) => state.playing?.waveFileName === 'long.wav',
    );
    const busy = await call('POST', action('edge-pi-1', 'talk'), { waveFileName: 'tone.wav' });
    expect(busy.status).toBe(409);
    const stopped = await call('POST', action('edge-pi-1', 'stop'), {});
    expect(stopped).toEqual({ status: 200, body: { stopped: true } });
    const talk = await playing;
    expect(talk.status).toBe(200);
    expect(talk.body).toMatchObject({ waveFileName: 'long.wav', stopped: true });
  });

  it('calibrates with pink noise and reports the level the reference mic measured', async () => {
    const response = await call('POST', `${action('edge-pi-1', 'calibrate')}?ackTimeout=30000`, {
      option: 'pink_noise',
    });
    expect(response.status).toBe(200);
    const measurement = calibrationMeasurementSchema.parse(response.body);
    expect(measurement.option).toBe('pink_noise');
    expect(measurement.rmsDbfs).toBeLessThan(0);
    expect(measurement.rmsDbfs).toBeGreaterThan(-60);
  });

  it('runs the three health-check steps, each complete', async () => {
    for (const step of PI_HEALTH_CHECK_STEPS) {
      const response = await call(
        'POST',
        `${action('edge-pi-2WITHDAC', 'healthcheck')}?ackTimeout=${step.waitMs}`,
        healthCheckRequest(step.id),
      );
      expect([step.id, response.status, isHealthCheckDataComplete(response.body)]).toEqual([
        step.id,
        200,
        true,
      ]);
    }
  });

  it('answers the other actions: record, update (already current), the manifest state and sync', async () => {
    const record = await call('POST', action('edge-pi-1', 'record'), { durationMs: 500 });
    expect(record).toMatchObject({ status: 200, body: { durationMs: 500, sampleRate: 16000 } });
    const update = await call('POST', `${action('edge-pi-1', 'update')}?ackTimeout=20000`, {});
    expect(update).toMatchObject({ status: 200, body: { restarting: false } });
    const automotive = await call(
      'POST',
      `${action('edge-pi-1', 'update')}/v2?ackTimeout=20000`,
      AUTOMOTIVE_UPDATE_REQUEST,
    );
    expect(automotive).toMatchObject({ status: 200, body: { thingStatus: 'ONLINE', restarting: false } });
    const manifest = await call('POST', action('edge-pi-1', 'get_manifest_state'), {});
    expect(manifest).toEqual({ status: 200, body: { status: 'in_sync' } });
    // Nothing desired yet: the Pi says so and starts nothing.
    const sync = await call('POST', action('edge-pi-1', 'sync'), {});
    expect(sync).toMatchObject({ status: 200, body: { started: false } });
  });

  it('survives garbage on its request topic and keeps answering', async () => {
    for (const payload of [
      'not json',
      '[]',
      '{"id":5}',
      JSON.stringify({ id: 'x', action: 'talk', payload: { waveFileName: '../../etc/passwd' } }),
    ]) {
      const response = await call('POST', `${LAB_API_PATHS.mqttMessage}?waitForActionTime=1000`, {
        requestTopic: thingTopics('edge-pi-1').request,
        responseTopic: thingTopics('edge-pi-1').response,
        payload,
      });
      expect(response.status).toBe(200);
      expect((response.body as { code: number }).code).not.toBe(200);
    }
    const state = await call('GET', action('edge-pi-1', 'state'));
    expect(state.status).toBe(200);
  });

  it('marks a killed agent offline within the keep-alive window, and refuses actions to it', async () => {
    const killedAt = Date.now();
    await agents['edge-pi-2WITHDAC']!.stop('SIGKILL');
    await eventually(
      () => statusOf('edge-pi-2WITHDAC'),
      (status) => status === 'offline',
      AGENT_KEEPALIVE_SECONDS * 1500 + 5000,
    );
    expect(Date.now() - killedAt).toBeLessThanOrEqual(AGENT_KEEPALIVE_SECONDS * 1500 + 5000);
    const ping = await call('GET', action('edge-pi-2WITHDAC', 'state'));
    expect(ping).toEqual({ status: 200, body: { thingStatus: 'OFFLINE' } });
    const refused = await call('POST', action('edge-pi-2WITHDAC', 'stop'), {});
    expect(refused).toEqual({
      status: 503,
      body: { statusCode: 503, message: PI_MESSAGES.offline('edge-pi-2WITHDAC') },
    });
    expect(await statusOf('edge-pi-1')).toBe('online');
  }, 40_000);
});
