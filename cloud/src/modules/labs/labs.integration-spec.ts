import { LAB_API_PATHS, PI_MESSAGES, type Pi, labSchema, piSchema } from '@oak/shared';
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

describe('labs and their Pis over REST', () => {
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

  it('lists each Pi with the lab controller state and the capabilities its shadow reports (doc 1 §4.8)', async () => {
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
    // What it can do, as its agent reports it: which programs (a scanner's) it has.
    const capabilitiesOf = (pis: Pi[]) => pis.find((pi) => pi.thingName === 'bench-pi-2')?.capabilities;
    expect(capabilitiesOf(await things())).toBeNull();
    const capabilities = {
      actions: ['state', 'talk'],
      commands: [{ name: 'nmap' }, { name: 'uname', path: '/usr/bin/uname' }],
    };
    const shadow = { ...JSON.parse(reportedShadowJson({ state: 'queued' })), capabilities };
    await client.publishAsync('oak/things/bench-pi-2/shadow/reported', JSON.stringify(shadow), {
      qos: 1,
      retain: true,
    });
    await eventually(things, (pis) => capabilitiesOf(pis) !== null);
    expect(capabilitiesOf(await things())).toEqual(capabilities);
    await client.endAsync();
  });
});
