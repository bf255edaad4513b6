import { randomUUID } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import {
  AGENT_RESPONSE_CODES,
  LAB_API_PATHS,
  MANIFEST_STATE_ACTION,
  MANIFEST_STATE_PAYLOAD_TYPE,
  MQTT_MESSAGES,
  THING_STATUS_ONLINE,
  piCallTopics,
  piSchema,
  thingTopics,
} from '@oak/shared';
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

/**
 * POST /api/mqtt/message to a real agent, installed by its setup command, on
 * the topics doc 1 §7 describes: a prefix, the Pi, a random id, then /request
 * and /response.
 */
describe('POST /api/mqtt/message to a real agent', () => {
  const app = useTestApp();
  const PI = 'message-agent-pi';
  let base: string;
  let token: string;
  let lab: { labId: string; thingIds: Record<string, string> };
  let installed: InstalledAgent | undefined;
  let agent: RunningAgent | undefined;

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const message = (topics: { requestTopic: string; responseTopic: string }, payload: unknown) =>
    post(`${LAB_API_PATHS.mqttMessage}?waitForActionTime=10000`, { ...topics, payload });

  beforeAll(async () => {
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    lab = await createLab(app(), 'Message Agent Lab', [PI]);
    const setup = await fetch(`${base}${LAB_API_PATHS.setupCommand(lab.thingIds[PI]!, 'raspbian')}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    installed = await runSetupCommand(((await setup.json()) as { cmdLine: string }).cmdLine);
    agent = startAgent(installed);
    await eventually(
      async () => {
        const response = await fetch(`${base}${LAB_API_PATHS.labThings(lab.labId)}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return z.array(piSchema).parse(await response.json());
      },
      (pis) => pis.every((pi) => pi.status === 'online'),
      20_000,
    );
  }, 90_000);

  afterAll(async () => {
    await agent?.stop();
    removeInstall(installed);
    await new Promise<void>((resolve) =>
      app()
        .app.getHttpServer()
        .close(() => resolve()),
    );
  });

  it('reaches the Pi on topics of a prefix, its id and a random id, and brings its answer back', async () => {
    const topics = piCallTopics(PI, randomUUID());
    expect(topics.requestTopic).toMatch(new RegExp(`^oak/things/${PI}/[0-9a-f-]{36}/request$`));
    expect(topics.responseTopic).toMatch(new RegExp(`^oak/things/${PI}/[0-9a-f-]{36}/response$`));
    const state = await message(topics, { action: 'state' });
    expect(state).toEqual({ status: 200, body: { code: 200, data: expect.any(Object) } });
    expect((state.body.data as { thingStatus?: string }).thingStatus).toBe(THING_STATUS_ONLINE);
    // doc 1 §7: a manifest-state request uses action get_manifest_state with payload type mdxirs.
    const manifest = await message(piCallTopics(PI, randomUUID()), {
      action: MANIFEST_STATE_ACTION,
      payload: { type: MANIFEST_STATE_PAYLOAD_TYPE },
    });
    expect(manifest).toEqual({ status: 200, body: { code: 200, data: { status: 'in_sync' } } });
  });

  it('keeps concurrent calls to one Pi apart: each gets its own answer', async () => {
    const [state, manifest] = await Promise.all([
      message(piCallTopics(PI, randomUUID()), { action: 'state' }),
      message(piCallTopics(PI, randomUUID()), {
        action: MANIFEST_STATE_ACTION,
        payload: { type: MANIFEST_STATE_PAYLOAD_TYPE },
      }),
    ]);
    expect((state.body.data as { thingStatus?: string }).thingStatus).toBe(THING_STATUS_ONLINE);
    expect(manifest.body).toEqual({ code: 200, data: { status: 'in_sync' } });
  });

  it("brings back the Pi's refusal as its code and error", async () => {
    const unknown = await message(piCallTopics(PI, randomUUID()), { action: 'dance' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.code).toBe(AGENT_RESPONSE_CODES.unknownAction);
    expect(unknown.body.error).toEqual(expect.anything());
  });

  it('refuses a payload that is not an action request with a 400', async () => {
    for (const payload of ['ping', 42, ['state'], null]) {
      const refused = await message(piCallTopics(PI, randomUUID()), payload);
      expect(refused).toEqual({
        status: 400,
        body: { statusCode: 400, message: MQTT_MESSAGES.piCallPayloadNotObject },
      });
    }
  });

  it("still answers on the Pi's own request and response topics, the first answer there", async () => {
    const own = thingTopics(PI);
    const state = await message(
      { requestTopic: own.request, responseTopic: own.response },
      { id: randomUUID(), action: 'state' },
    );
    expect(state.body.code).toBe(200);
    expect((state.body.data as { thingStatus?: string }).thingStatus).toBe(THING_STATUS_ONLINE);
  });
});
