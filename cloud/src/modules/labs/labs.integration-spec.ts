import {
  LAB_API_PATHS,
  LAB_SETUP_MESSAGES,
  PI_MESSAGES,
  type Pi,
  labSchema,
  piSchema,
  splitSetupCommand,
} from '@oak/shared';
import { z } from 'zod';
import {
  connectAs,
  brokerUrl,
  createLab,
  eventually,
  registerThing,
  reportedShadowJson,
} from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';

describe('labs, Pis and their setup over REST', () => {
  const app = useTestApp();
  let token: string;
  let other: string;
  let lab: { labId: string; thingIds: Record<string, string> };
  let foreign: { labId: string; thingIds: Record<string, string> };

  beforeAll(async () => {
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    other = await app().companyWithUser('Other Audio', 'someone@other.test');
    lab = await createLab(app(), 'Bench Lab', ['bench-pi-1', 'bench-pi-2']);
    await createLab(app(), 'Automotive Companion', ['car-pi-1']);
    foreign = await createLab(app(), 'Their Lab', ['their-pi-1'], 'Other Audio');
  });

  const get = (path: string, bearer = token) =>
    app().http().get(path).set('Authorization', `Bearer ${bearer}`);
  const post = (path: string, bearer = token) =>
    app().http().post(path).set('Authorization', `Bearer ${bearer}`);

  it("lists only the company's labs, by name, with their lock", async () => {
    const response = await get(LAB_API_PATHS.labs).expect(200);
    const labs = z.array(labSchema).parse(response.body);
    expect(labs.map((l) => [l.name, l.lock])).toEqual([
      ['Automotive Companion', 0],
      ['Bench Lab', 0],
    ]);
    const theirs = z.array(labSchema).parse((await get(LAB_API_PATHS.labs, other).expect(200)).body);
    expect(theirs.map((l) => l.name)).toEqual(['Their Lab']);
  });

  it('lists the Pis of a lab, offline until their agent connects', async () => {
    const response = await get(LAB_API_PATHS.labThings(lab.labId)).expect(200);
    const pis = z.array(piSchema).parse(response.body);
    expect(pis.map((pi) => [pi.thingName, pi.connected, pi.status, pi.labId])).toEqual([
      ['bench-pi-1', false, 'offline', lab.labId],
      ['bench-pi-2', false, 'offline', lab.labId],
    ]);
  });

  it("answers 404 for another company's lab or Pi, and for ids that are not ids", async () => {
    for (const path of [
      LAB_API_PATHS.labThings(foreign.labId),
      LAB_API_PATHS.labThings('not-a-uuid'),
      LAB_API_PATHS.thingAction(foreign.labId, foreign.thingIds['their-pi-1']!, 'state'),
      LAB_API_PATHS.thingAction(lab.labId, foreign.thingIds['their-pi-1']!, 'state'),
      LAB_API_PATHS.setupCommand(foreign.thingIds['their-pi-1']!, 'raspbian'),
      LAB_API_PATHS.setupCommand('42', 'raspbian'),
    ]) {
      const response = await get(path).expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: expect.stringMatching(/not found/) });
    }
  });

  it('needs a session for every lab call', async () => {
    await app().http().get(LAB_API_PATHS.labs).expect(401);
    await app().http().post(LAB_API_PATHS.mqttMessage).send({}).expect(401);
  });

  it('refuses an action to a Pi that is offline, an unknown action and bad queries, without asking the Pi', async () => {
    const thingId = lab.thingIds['bench-pi-1']!;
    const ping = await get(LAB_API_PATHS.thingAction(lab.labId, thingId, 'state')).expect(200);
    expect(ping.body).toEqual({ thingStatus: 'OFFLINE' });
    const offline = await post(LAB_API_PATHS.thingAction(lab.labId, thingId, 'stop'))
      .send({})
      .expect(503);
    expect(offline.body.message).toBe(PI_MESSAGES.offline('bench-pi-1'));
    const unknown = await get(`/api/labs/${lab.labId}/things/${thingId}/selfdestruct`).expect(404);
    expect(unknown.body.message).toMatch(/^Unknown action selfdestruct/);
    const badQuery = await get(
      `${LAB_API_PATHS.thingAction(lab.labId, thingId, 'state')}?ackTimeout=soon`,
    ).expect(400);
    expect(badQuery.body.message).toMatch(/^Query is invalid: ackTimeout/);
    await get(`${LAB_API_PATHS.thingAction(lab.labId, thingId, 'state')}?ackTimeout=99999999`).expect(400);
    const badPayload = await post(LAB_API_PATHS.thingAction(lab.labId, thingId, 'calibrate'))
      .send({ option: 'loud' })
      .expect(400);
    expect(badPayload.body.message).toMatch(/^Payload of calibrate is invalid: option/);
    await post(`/api/labs/${lab.labId}/things/${thingId}/talk`).send({ volume: 5 }).expect(400);
    await post(`/api/labs/${lab.labId}/things/${thingId}/stop/v2`)
      .send({ packages: [{ name: 'mdxirs' }] })
      .expect(404);
    await post(`/api/labs/${lab.labId}/things/${thingId}/update/v2`).send({ packages: [] }).expect(400);
    await post(LAB_API_PATHS.thingAction(lab.labId, thingId, 'stop'))
      .set('Content-Type', 'application/json')
      .send('{"broken":')
      .expect(400);
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

  it('lets a registered Pi connect as itself, and shows it online, then offline when it drops', async () => {
    const registration = await registerThing(app(), token, lab.thingIds['bench-pi-1']!);
    const client = await connectAs(await brokerUrl(app()), {
      clientId: registration.thingName,
      username: registration.username,
      password: registration.password,
      will: true,
    });
    await client.publishAsync('oak/things/bench-pi-1/status', 'online', { qos: 1, retain: true });
    const things = () => get(LAB_API_PATHS.labThings(lab.labId)).then((r) => z.array(piSchema).parse(r.body));
    await eventually(things, (pis) => pis.find((pi) => pi.thingName === 'bench-pi-1')?.status === 'online');
    // An abrupt end: the broker publishes the last will.
    client.stream.destroy();
    await eventually(things, (pis) => pis.find((pi) => pi.thingName === 'bench-pi-1')?.status === 'offline');
  });

  it('lists each Pi with the lab controller state its shadow reports (doc 1 §4.8)', async () => {
    const registration = await registerThing(app(), token, lab.thingIds['bench-pi-2']!);
    const client = await connectAs(await brokerUrl(app()), {
      clientId: registration.thingName,
      username: registration.username,
      password: registration.password,
    });
    const things = () => get(LAB_API_PATHS.labThings(lab.labId)).then((r) => z.array(piSchema).parse(r.body));
    const stateOf = (pis: Pi[]) => pis.find((pi) => pi.thingName === 'bench-pi-2')?.controllerState;
    expect(stateOf(await things())).toBeNull();
    for (const labController of ['lab_code_updating', 'lab_code_updated', 'lab_resources_syncing'] as const) {
      const shadow = { ...JSON.parse(reportedShadowJson({ state: 'queued' })), labController };
      await client.publishAsync('oak/things/bench-pi-2/shadow/reported', JSON.stringify(shadow), {
        qos: 1,
        retain: true,
      });
      await eventually(things, (pis) => stateOf(pis) === labController);
    }
    await client.endAsync();
  });
});
