import {
  type AgentEvent,
  agentErrorSchema,
  agentShadowReportedSchema,
  diagnosticsResultSchema,
  hasCommand,
  agentStateResultSchema,
  calibrationMeasurementSchema,
  isHealthCheckDataComplete,
  recordResultSchema,
  resourceSyncShadowSchema,
  talkResultSchema,
  updateResultSchema,
} from '@oak/shared';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AgentProcess, TestBroker, TestCloudClient } from './testing/agent-harness';
import { ensureBuilt } from './testing/agent-build.util';
import { tempDir } from './testing/agent-services.stub';
import { type StubHttpServer, startStubHttpServer } from './testing/http-server.stub';
import { writeToneWav } from './testing/wav.factory';
import { AGENT_VERSION } from './version';

/**
 * The real agent process against a real broker, driven as the cloud drives it:
 * requests on its request topic, answers on its response topic, the shadow and
 * the status as the cloud sees them. Virtual audio at 1/100 of real time.
 */
const THING = 'lab1-pi1';
const PASSWORD = 'pi-password-0123456789';
const NEW_VERSION = '9.9.9';
const newBundle = `#!/usr/bin/env node\nif (process.argv.includes('--version')) console.log(${JSON.stringify(NEW_VERSION)});\n`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

jest.setTimeout(30_000);

describe('oak-agent (integration)', () => {
  const root = tempDir('oak-agent-it-');
  const cacheDir = path.join(root, 'cache');
  const installDir = path.join(root, 'install');
  const stateDir = path.join(root, 'state');
  const configFile = path.join(root, 'agent.json');
  const broker = new TestBroker({ [THING]: PASSWORD });
  let agent = new AgentProcess();
  const cloud = new TestCloudClient(THING, () => agent.tail());
  let http: StubHttpServer;
  let releaseVersion = AGENT_VERSION;
  /** A resource the cloud serves only to this Pi's login (HTTP Basic), as the real one does. */
  let resource = Buffer.alloc(0);
  const piLogin = () => `Basic ${Buffer.from(`${THING}:${PASSWORD}`).toString('base64')}`;

  async function startAgent(): Promise<void> {
    const since = cloud.mark;
    agent = new AgentProcess().start(configFile);
    await cloud.waitFor(cloud.topics.status, (payload) => payload === 'online', 10_000, since);
  }

  beforeAll(async () => {
    await ensureBuilt(['shared', 'agent'], {});
    await broker.start();
    http = await startStubHttpServer({
      'GET /api/health': () => ({ json: { status: 'ok' } }),
      'GET /api/agent/release': () => ({
        json: { version: releaseVersion, sha256: sha256(newBundle), url: '/api/agent/bundle' },
      }),
      'GET /api/agent/bundle': () => ({ body: newBundle }),
      'GET /api/resources/synced.wav': (request) =>
        request.headers.authorization === piLogin()
          ? { body: resource }
          : { status: 401, json: { statusCode: 401, message: 'Unauthorized' } },
    });
    mkdirSync(cacheDir, { recursive: true });
    writeToneWav(cacheDir, 'hello.wav', { durationMs: 3000 });
    writeToneWav(cacheDir, 'long.wav', { durationMs: 60_000, sampleRate: 8000 });
    writeFileSync(path.join(root, 'credentials.json'), JSON.stringify({ password: PASSWORD }), {
      mode: 0o600,
    });
    writeFileSync(
      configFile,
      JSON.stringify({
        thingName: THING,
        brokerUrl: broker.url,
        cloudUrl: http.url,
        username: THING,
        credentialsFile: path.join(root, 'credentials.json'),
        cacheDir,
        stateDir,
        installDir,
        plugins: ['mdx_plugin_ui_automation'],
        audioBackend: 'virtual',
        timeScale: 0.01,
      }),
    );
    await cloud.connect(broker.url);
    await startAgent();
  });

  afterAll(async () => {
    agent.kill('SIGKILL');
    await cloud.close();
    await broker.stop();
    await http.close();
  });

  it('comes online and reports its shadow, both retained', async () => {
    const shadow = agentShadowReportedSchema.parse(
      await cloud.waitForJson(cloud.topics.shadowReported, () => true),
    );
    expect(shadow).toMatchObject({ agentVersion: AGENT_VERSION, audioBackend: 'virtual', playing: null });
    const late = new TestCloudClient(THING, () => agent.tail());
    await late.connect(broker.url);
    try {
      await late.waitFor(late.topics.status, (payload) => payload === 'online');
      await late.waitFor(late.topics.shadowReported, () => true);
      expect(
        late.received
          .filter((message) => message.retain)
          .map((message) => message.topic)
          .sort(),
      ).toEqual([late.topics.shadowReported, late.topics.status].sort());
    } finally {
      await late.close();
    }
  });

  it("reports in its shadow the programs its actions need, found on this machine's PATH", async () => {
    const shadow = agentShadowReportedSchema.parse(
      await cloud.waitForJson(cloud.topics.shadowReported, (reported) =>
        Boolean((reported as { capabilities?: unknown }).capabilities),
      ),
    );
    expect(shadow.capabilities?.actions).toEqual(expect.arrayContaining(['talk', 'record', 'state']));
    expect(shadow.capabilities?.commands.map((command) => command.name)).toEqual([
      'df',
      'ip',
      'uname',
      'uptime',
    ]);
    // coreutils are on every Pi; ip (iproute2) on nearly all, and diagnostics is listed only where it is.
    expect(hasCommand(shadow.capabilities, 'uname')).toBe(true);
    expect(shadow.capabilities?.actions.includes('diagnostics')).toBe(hasCommand(shadow.capabilities, 'ip'));
  });

  it("runs a run's step of diagnostics with real programs, reporting its progress, and once only when asked again", async () => {
    const since = cloud.mark;
    const step = { jobId: 'job-it', stepKey: 'pre/diagnostics' };
    // Four programs in turn: given time on a loaded machine.
    const [first, again] = await Promise.all([
      cloud.request('diagnostics', {}, { ...step, timeoutMs: 30_000 }),
      cloud.request('diagnostics', {}, { ...step, timeoutMs: 30_000 }),
    ]);
    expect(first.code).toBe(200);
    const data = diagnosticsResultSchema.parse(first.data);
    expect(data.checks.find((check) => check.name === 'system')).toMatchObject({
      exitCode: 0,
      output: expect.stringMatching(/^Linux /),
    });
    expect(again).toEqual({ ...first, id: again.id });
    await cloud.waitForJson<AgentEvent>(
      cloud.topics.events,
      (event) => event.type === 'action_progress' && event.percent === 100,
      5000,
      since,
    );
    const progress = cloud.received
      .slice(since)
      .filter((message) => message.topic === cloud.topics.events)
      .map((message) => JSON.parse(message.payload) as AgentEvent)
      .filter((event) => event.type === 'action_progress');
    expect(progress.map((event) => event.type === 'action_progress' && event.percent)).toEqual([
      0, 25, 50, 75, 100,
    ]);
    expect(progress[0]).toMatchObject(step);
  });

  it('answers state with ONLINE and its shadow', async () => {
    const response = await cloud.request('state');
    expect(response.code).toBe(200);
    expect(agentStateResultSchema.parse(response.data)).toMatchObject({
      thingStatus: 'ONLINE',
      agentVersion: AGENT_VERSION,
    });
  });

  it('plays a talk and answers when it ends', async () => {
    const since = cloud.mark;
    const response = await cloud.request('talk', { waveFileName: 'hello.wav', volume: 80 });
    expect(response).toMatchObject({ code: 200 });
    expect(talkResultSchema.parse(response.data)).toEqual({
      waveFileName: 'hello.wav',
      durationMs: 3000,
      volume: 80,
      controlName: 'PCM',
    });
    const finished = await cloud.waitForJson<AgentEvent>(
      cloud.topics.events,
      (event) => event.type === 'playback_finished',
      5000,
      since,
    );
    expect(finished).toMatchObject({ waveFileName: 'hello.wav', stopped: false });
  });

  it('stops a long talk, and refuses a second talk meanwhile', async () => {
    const since = cloud.mark;
    const talk = cloud.request('talk', { waveFileName: 'long.wav' });
    await cloud.waitForJson<AgentEvent>(
      cloud.topics.events,
      (event) => event.type === 'playback_started',
      5000,
      since,
    );
    const busy = await cloud.request('talk', { waveFileName: 'hello.wav' });
    expect(busy.code).toBe(409);
    expect(agentErrorSchema.parse(busy.error).message).toMatch(/speaker is in use by talk/);
    const stop = await cloud.request('stop');
    expect(stop).toMatchObject({ code: 200, data: { stopped: true } });
    const answer = await talk;
    expect(answer).toMatchObject({ code: 200, data: { waveFileName: 'long.wav', stopped: true } });
    expect((answer.data as { durationMs: number }).durationMs).toBeLessThan(60_000);
    await expect(cloud.request('stop')).resolves.toMatchObject({ code: 200, data: { stopped: false } });
  });

  it('records the reference mic into the cache', async () => {
    const response = await cloud.request('record', { durationMs: 2000, fileName: 'take.wav' });
    expect(response.code).toBe(200);
    const data = recordResultSchema.parse(response.data);
    expect(data).toMatchObject({ fileName: 'recordings/take.wav', durationMs: 2000, sampleRate: 16000 });
    expect(data.rmsDbfs).toBeLessThan(-60);
    expect(existsSync(path.join(cacheDir, 'recordings', 'take.wav'))).toBe(true);
  });

  it('calibrates with pink noise: the level grows with the volume', async () => {
    const measure = async (volume: number) => {
      const response = await cloud.request('calibrate', { option: 'pink_noise', volume });
      expect(response.code).toBe(200);
      return calibrationMeasurementSchema.parse(response.data).rmsDbfs;
    };
    const quiet = await measure(20);
    const loud = await measure(100);
    expect(loud).toBeGreaterThan(quiet + 20);
    expect(loud).toBeLessThan(-20);
    const state = agentStateResultSchema.parse((await cloud.request('state')).data);
    expect(state.lastCalibration).toMatchObject({ option: 'pink_noise', rmsDbfs: loud });
    const prompt = await cloud.request('calibrate', { option: 'dut_skill', locale: 'en_US' });
    expect(prompt.code).toBe(500);
    expect(agentErrorSchema.parse(prompt.error).message).toMatch(
      /^Calibration prompt not found in the cache/,
    );
  });

  it.each(['connectivity', 'camera', 'gui_automation'])('passes the %s health check step', async (step) => {
    const response = await cloud.request('healthcheck', { step, waitMs: 5000 });
    expect(response.code).toBe(200);
    expect(isHealthCheckDataComplete(response.data)).toBe(true);
  });

  it('compares its cache with the desired resources, and caches the desired shadow', async () => {
    await expect(cloud.request('get_manifest_state', { type: 'mdxirs' })).resolves.toMatchObject({
      data: { status: 'in_sync' },
    });
    const md5 = createHash('md5')
      .update(readFileSync(path.join(cacheDir, 'hello.wav')))
      .digest('hex');
    const desire = async (fileMd5: string) => {
      await cloud.publish(
        cloud.topics.shadowDesired,
        JSON.stringify({ resources: { files: [{ fileName: 'hello.wav', md5: fileMd5 }] } }),
        true,
      );
      // The desired shadow and the request travel in order on one connection, but are handled apart.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return cloud.request('get_manifest_state', { type: 'mdxirs' });
    };
    await expect(desire(md5)).resolves.toMatchObject({ code: 200, data: { status: 'in_sync' } });
    await expect(desire('0'.repeat(32))).resolves.toMatchObject({
      code: 200,
      data: { status: 'out_of_sync' },
    });
    expect(JSON.parse(readFileSync(path.join(stateDir, 'desired-shadow.json'), 'utf8'))).toMatchObject({
      resources: { files: [{ fileName: 'hello.wav' }] },
    });
    await cloud.publish(cloud.topics.shadowDesired, '', true);
  });

  it('downloads the desired resources with its login, reports the sync and plays the file', async () => {
    writeToneWav(root, 'resource.wav', { durationMs: 500 });
    resource = readFileSync(path.join(root, 'resource.wav'));
    const md5 = createHash('md5').update(resource).digest('hex');
    const since = cloud.mark;
    const files = [{ fileName: 'synced.wav', md5, url: '/api/resources/synced.wav', size: resource.length }];
    await cloud.publish(
      cloud.topics.shadowDesired,
      JSON.stringify({ resources: { syncId: 'it-1', files } }),
      true,
    );
    const done = await cloud.waitForJson<{ resource_sync?: unknown }>(
      cloud.topics.shadowReported,
      (shadow) => resourceSyncShadowSchema.safeParse(shadow.resource_sync).data?.state === 'complete',
      10_000,
      since,
    );
    expect(done.resource_sync).toEqual({
      state: 'complete',
      syncId: 'it-1',
      sync_inprogress: {
        status: 'complete',
        overall_total: 1,
        overall_pending: 0,
        overall_failed: 0,
        overall_completed: 1,
        overall_completed_size: resource.length,
        overall_total_size: resource.length,
      },
    });
    // The lab controller reported the sync under way, then done (doc 1 §4.8).
    expect((done as { labController?: unknown }).labController).toBe('lab_resources_synced');
    await expect(
      cloud.waitForJson<{ labController?: unknown }>(
        cloud.topics.shadowReported,
        (shadow) => shadow.labController === 'lab_resources_syncing',
        1_000,
        since,
      ),
    ).resolves.toMatchObject({ labController: 'lab_resources_syncing' });
    expect(readFileSync(path.join(cacheDir, 'synced.wav'))).toEqual(resource);
    await expect(cloud.request('sync', {})).resolves.toMatchObject({
      code: 200,
      data: { started: true, syncId: 'it-1' },
    });
    await expect(cloud.request('talk', { waveFileName: 'synced.wav' })).resolves.toMatchObject({ code: 200 });
    await expect(cloud.request('get_manifest_state', { type: 'mdxirs' })).resolves.toMatchObject({
      data: { status: 'in_sync' },
    });

    // Nothing desired any more: the cache stays as it is and the report goes.
    const cleared = cloud.mark;
    await cloud.publish(cloud.topics.shadowDesired, '', true);
    await cloud.waitForJson<{ resource_sync?: unknown }>(
      cloud.topics.shadowReported,
      (shadow) => shadow.resource_sync === undefined,
      10_000,
      cleared,
    );
    await expect(cloud.request('sync', {})).resolves.toMatchObject({
      code: 200,
      data: { started: false, reason: 'No resources are desired' },
    });
    expect(existsSync(path.join(cacheDir, 'synced.wav'))).toBe(true);
  });

  it('answers malformed requests clearly and keeps running', async () => {
    for (const garbage of [
      'not json',
      '[1,2,3]',
      'null',
      '"state"',
      'x'.repeat(1_000_000),
      '{"action":"state"}',
    ])
      await cloud.publish(cloud.topics.request, garbage);
    const expectError = async (action: string, payload: unknown, code: number, message: RegExp) => {
      const response = await cloud.request(action, payload);
      expect(response.code).toBe(code);
      expect(agentErrorSchema.parse(response.error).message).toMatch(message);
    };
    await expectError('talk', { volume: 'loud' }, 400, /payload\.waveFileName: .*payload\.volume: /);
    await expectError(
      'talk',
      { waveFileName: '../../etc/passwd' },
      400,
      /payload\.waveFileName must be a plain file name/,
    );
    await expectError('talk', { waveFileName: 'absent.wav' }, 500, /^Resource not found: absent\.wav$/);
    await expectError('record', { durationMs: 'x'.repeat(100_000) }, 400, /payload\.durationMs/);
    await expectError('record', [], 400, /^payload: expected object/);
    await expectError('dance', {}, 404, /^Unknown action: dance$/);
    await expectError('sync', [], 400, /^payload: expected object/);
    const timedOut = await cloud.request('talk', { waveFileName: 'long.wav' }, { ackTimeout: 50 });
    expect(timedOut.code).toBe(504);
    await expect(cloud.request('state')).resolves.toMatchObject({ code: 200 });
    expect(agent.running).toBe(true);
  });

  it('keeps its version when the cloud offers the same release', async () => {
    const response = await cloud.request('update', {});
    expect(updateResultSchema.parse(response.data)).toEqual({
      previousVersion: AGENT_VERSION,
      version: AGENT_VERSION,
      restarting: false,
    });
  });

  it('installs a new release, answers, then exits 0 for systemd to restart it', async () => {
    releaseVersion = NEW_VERSION;
    const since = cloud.mark;
    const response = await cloud.request('update', {});
    expect(response).toMatchObject({
      code: 200,
      data: { previousVersion: AGENT_VERSION, version: NEW_VERSION, restarting: true },
    });
    await expect(agent.exit).resolves.toBe(0);
    await cloud.waitFor(cloud.topics.status, (payload) => payload === 'offline', 5000, since);
    // Its last shadow says the code was updated (doc 1 §4.8).
    await expect(
      cloud.waitForJson<{ labController?: unknown }>(
        cloud.topics.shadowReported,
        (shadow) => shadow.labController === 'lab_code_updated',
        1_000,
        since,
      ),
    ).resolves.toMatchObject({ labController: 'lab_code_updated' });
    expect(readFileSync(path.join(installDir, 'oak-agent.js'), 'utf8')).toBe(newBundle);
    await startAgent();
  });

  it('converges to the desired agent version', async () => {
    const since = cloud.mark;
    await cloud.publish(cloud.topics.shadowDesired, JSON.stringify({ agentVersion: NEW_VERSION }), true);
    await expect(agent.exit).resolves.toBe(0);
    await cloud.waitFor(cloud.topics.status, (payload) => payload === 'offline', 5000, since);
    expect(http.requests.some((request) => request.url === `/api/agent/release?version=${NEW_VERSION}`)).toBe(
      true,
    );
    // The restarted agent (still the old build here) would try again only after its backoff; clear the wish.
    await cloud.publish(cloud.topics.shadowDesired, '', true);
    await startAgent();
  });

  it('reconnects after the broker restarts', async () => {
    const port = broker.port;
    await broker.stop();
    const since = cloud.mark;
    await broker.start(port);
    await cloud.waitFor(cloud.topics.status, (payload) => payload === 'online', 15_000, since);
    await expect(cloud.request('state')).resolves.toMatchObject({ code: 200 });
  });

  it('goes offline cleanly on SIGTERM', async () => {
    const since = cloud.mark;
    agent.kill('SIGTERM');
    await expect(agent.exit).resolves.toBe(0);
    await cloud.waitFor(cloud.topics.status, (payload) => payload === 'offline', 5000, since);
    await startAgent();
  });

  it('is declared offline by its last will when killed', async () => {
    const since = cloud.mark;
    agent.kill('SIGKILL');
    await agent.exit;
    await cloud.waitFor(cloud.topics.status, (payload) => payload === 'offline', 5000, since);
  });
});
