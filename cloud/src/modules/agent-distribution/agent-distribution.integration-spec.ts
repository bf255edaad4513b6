import { LAB_API_PATHS, LAB_SETUP_MESSAGES, splitSetupCommand } from '@oak/shared';
import { brokerUrl, createLab } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';

/**
 * How a Pi joins its lab over REST: the setup command a user copies for it
 * (GET /api/things/{thingId}/setup/{distro}), the install script that command
 * fetches with its one-time token, and the registration that trades the token
 * for the Pi's MQTT credentials, once.
 */
describe("a Pi's setup command, install script and registration over REST", () => {
  const app = useTestApp();
  let token: string;
  let lab: { labId: string; thingIds: Record<string, string> };
  let foreign: { labId: string; thingIds: Record<string, string> };

  beforeAll(async () => {
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await app().companyWithUser('Other Audio', 'someone@other.test');
    lab = await createLab(app(), 'Bench Lab', ['bench-pi-1', 'bench-pi-2']);
    foreign = await createLab(app(), 'Their Lab', ['their-pi-1'], 'Other Audio');
  });

  const get = (path: string, bearer = token) =>
    app().http().get(path).set('Authorization', `Bearer ${bearer}`);

  it("answers 404 for another company's Pi, and for ids that are not ids", async () => {
    for (const path of [
      LAB_API_PATHS.setupCommand(foreign.thingIds['their-pi-1']!, 'raspbian'),
      LAB_API_PATHS.setupCommand('42', 'raspbian'),
    ]) {
      const response = await get(path).expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: expect.stringMatching(/not found/) });
    }
  });

  it('builds a setup command of two parts around a pipe, for a token that works once', async () => {
    const thingId = lab.thingIds['bench-pi-2']!;
    const response = await get(`${LAB_API_PATHS.setupCommand(thingId, 'ubuntu')}?version=3.9.2`).expect(200);
    const cmdLine = response.body.cmdLine as string;
    const split = splitSetupCommand(cmdLine);
    expect(split.ok).toBe(true);
    expect(cmdLine).toMatch(
      /^curl -fsSL 'http:\/\/127\.0\.0\.1:\d+\/api\/agent\/install\?token=[\w-]+' \| sudo bash$/,
    );
    const oneTime = /token=([\w-]+)/.exec(cmdLine)![1]!;

    // npm test builds the agent bundle first, so the installer can name its checksum.
    const script = await app().http().get(`/api/agent/install?token=${oneTime}`).expect(200);
    expect(script.headers['content-type']).toMatch(/^text\/x-shellscript/);
    expect(script.text).toContain('bench-pi-2 (ubuntu)');
    expect(script.text).toContain('mdx_plugin_aqt_camera');
    expect(script.text).toMatch(/OAK_SHA256='[a-f0-9]{64}'/);

    const registered = await app().http().post('/api/agent/register').send({ token: oneTime }).expect(200);
    expect(registered.body).toMatchObject({
      thingName: 'bench-pi-2',
      username: 'bench-pi-2',
      brokerUrl: `mqtt://127.0.0.1:${/:(\d+)$/.exec(await brokerUrl(app()))![1]}`,
      distro: 'ubuntu',
      plugins: expect.arrayContaining(['mdx_plugin_aqt_camera']),
    });
    expect(registered.body.password).toMatch(/^[\w-]{40,}$/);

    for (const attempt of [
      app().http().post('/api/agent/register').send({ token: oneTime }),
      app().http().get(`/api/agent/install?token=${oneTime}`),
      app()
        .http()
        .post('/api/agent/register')
        .send({ token: 'x'.repeat(32) }),
    ]) {
      const refused = await attempt.expect(400);
      expect(refused.body.message).toBe(LAB_SETUP_MESSAGES.invalidSetupToken);
    }
    await app().http().post('/api/agent/register').send({ token: 42 }).expect(400);
    await app().http().post('/api/agent/register').send({}).expect(400);
  });

  it("voids a Pi's other setup commands once one of them set it up", async () => {
    const thingId = lab.thingIds['bench-pi-2']!;
    const tokenOf = async () => {
      const response = await get(LAB_API_PATHS.setupCommand(thingId, 'raspbian')).expect(200);
      return /token=([\w-]+)/.exec(response.body.cmdLine as string)![1]!;
    };
    const [earlier, used, other] = [await tokenOf(), await tokenOf(), await tokenOf()];
    const otherPi = await get(LAB_API_PATHS.setupCommand(lab.thingIds['bench-pi-1']!, 'raspbian')).expect(
      200,
    );
    await app().http().post('/api/agent/register').send({ token: used }).expect(200);
    for (const stale of [earlier, other]) {
      const refused = await app().http().post('/api/agent/register').send({ token: stale }).expect(400);
      expect(refused.body.message).toBe(LAB_SETUP_MESSAGES.invalidSetupToken);
    }
    // Another Pi's command is its own.
    const otherToken = /token=([\w-]+)/.exec(otherPi.body.cmdLine as string)![1]!;
    await app().http().get(`/api/agent/install?token=${otherToken}`).expect(200);
  });

  it('refuses an unknown distro and hostile plugin names', async () => {
    const thingId = lab.thingIds['bench-pi-1']!;
    await get(`/api/things/${thingId}/setup/windows`).expect(400);
    const hostile = await get(`${LAB_API_PATHS.setupCommand(thingId, 'debian')}?plugins=ok,$(reboot)`).expect(
      400,
    );
    expect(hostile.body.message).toMatch(/plugins/);
  });
});
