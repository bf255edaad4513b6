import { PI_EXTRA_PLUGINS } from '@oak/shared';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stubConfig, tempDir } from '../testing/agent-services.stub';
import { type StubHttpServer, startStubHttpServer, unusedPort } from '../testing/http-server.stub';
import { healthProbes } from './health-probes';

const never = new AbortController().signal;

describe('health probes', () => {
  let cloud: StubHttpServer;
  beforeAll(async () => {
    cloud = await startStubHttpServer({
      'GET /api/health': () => ({ json: { status: 'ok' } }),
      'GET /slow/api/health': () => ({ json: {}, delayMs: 500 }),
      'GET /down/api/health': () => ({ status: 503, json: {} }),
    });
  });
  afterAll(() => cloud.close());

  describe('connectivity', () => {
    const probe = (cloudUrl: string, budget = 2000) =>
      healthProbes(stubConfig({ cloudUrl }), { fetch }).connectivity(budget, never);

    it('passes when the cloud answers its health URL', async () => {
      await expect(probe(`${cloud.url}/`)).resolves.toEqual({ ok: true });
    });

    it.each([
      ['/down', 2000, 'the cloud answered HTTP 503'],
      ['/slow', 50, 'no answer from the cloud within 50 ms'],
    ])('fails for %s', async (prefix, budget, reason) => {
      await expect(probe(`${cloud.url}${prefix}`, budget)).resolves.toEqual({ ok: false, reason });
    });

    it('says why the cloud cannot be reached', async () => {
      await expect(probe(`http://127.0.0.1:${await unusedPort()}`)).resolves.toEqual({
        ok: false,
        reason: 'cannot reach the cloud (ECONNREFUSED)',
      });
    });
  });

  describe('camera', () => {
    it('finds a video device on a real Pi', async () => {
      const devDir = tempDir();
      const probes = (dir: string) =>
        healthProbes(stubConfig({ audioBackend: 'alsa' }), { fetch, devDir: dir });
      await expect(probes(devDir).camera(100, never)).resolves.toEqual({
        ok: false,
        reason: `no camera device (${devDir}/video*)`,
      });
      writeFileSync(path.join(devDir, 'video0'), '');
      writeFileSync(path.join(devDir, 'video-not'), '');
      await expect(probes(devDir).camera(100, never)).resolves.toEqual({
        ok: true,
        detail: `${devDir}/video0`,
      });
      await expect(probes(path.join(devDir, 'none')).camera(100, never)).resolves.toMatchObject({
        ok: false,
      });
    });

    it('has a virtual camera unless configured without', async () => {
      await expect(healthProbes(stubConfig(), { fetch }).camera(100, never)).resolves.toEqual({
        ok: true,
        detail: 'virtual camera',
      });
      await expect(
        healthProbes(stubConfig({ virtualCamera: false }), { fetch }).camera(100, never),
      ).resolves.toEqual({
        ok: false,
        reason: 'no camera on this virtual Pi',
      });
    });
  });

  describe('gui_automation', () => {
    const plugins = [PI_EXTRA_PLUGINS.uiAutomation];

    it('needs the ui-automation plugin', async () => {
      await expect(healthProbes(stubConfig(), { fetch }).gui_automation(100, never)).resolves.toEqual({
        ok: false,
        reason: 'the mdx_plugin_ui_automation plugin is not installed on this Pi',
      });
      await expect(
        healthProbes(stubConfig({ plugins }), { fetch }).gui_automation(100, never),
      ).resolves.toEqual({ ok: true });
    });

    it('needs a display on a real Pi', async () => {
      const x11SocketDir = tempDir();
      const config = stubConfig({ plugins, audioBackend: 'alsa' });
      const probe = (env: NodeJS.ProcessEnv) =>
        healthProbes(config, { fetch, x11SocketDir, env }).gui_automation(100, never);
      await expect(probe({})).resolves.toMatchObject({
        ok: false,
        reason: expect.stringMatching(/no graphical display/),
      });
      await expect(probe({ DISPLAY: ':0' })).resolves.toEqual({ ok: true });
      mkdirSync(path.join(x11SocketDir, 'X0'));
      await expect(probe({})).resolves.toEqual({ ok: true });
    });
  });
});
