import { type AddressInfo } from 'node:net';
import {
  type AutoSyncPushData,
  LIVE_LAB_STATUS_KEY,
  LIVE_LAB_STATUS_REQUEST,
  LIVE_SOCKET_NAMESPACE,
  LIVE_SOCKET_REFUSALS,
  PI_SYNC_SOCKET_EVENT,
  type PiSyncEvent,
  RESOURCE_SYNC_API_PATHS,
} from '@oak/shared';
import { type MqttClient } from 'mqtt';
import { type Socket, io } from 'socket.io-client';
import {
  brokerUrl,
  connectAs,
  eventually,
  registerThing,
  reportedShadowJson,
} from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { LabsService } from '../labs/labs.service';
import { generateResourcePack } from '../resources/pack/resource-pack.generator';
import { ResourceStore } from '../resources/resource-store';

describe('the lab status live socket', () => {
  const app = useTestApp();
  let base: string;
  let token: string;
  let labId: string;
  let pi: MqttClient;
  const sockets: Socket[] = [];

  const open = (query: Record<string, string>) => {
    const socket = io(`${base}${LIVE_SOCKET_NAMESPACE}`, {
      query,
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };
  const refusal = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once('connect_error', (error) => resolve(error.message)));
  const labStatus = (extra: Record<string, string> = {}) =>
    open({
      token,
      request: LIVE_LAB_STATUS_REQUEST,
      labID: labId,
      pushIntervalMilliseconds: '500',
      ...extra,
    });

  beforeAll(async () => {
    await generateResourcePack(app().app.get(ResourceStore), { locales: ['en_US'] });
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const labs = app().app.get(LabsService);
    labId = (await labs.createLab(TEST_ADMIN.company, 'Live Lab')).id;
    const thing = await labs.addThing(TEST_ADMIN.company, 'Live Lab', 'live-pi-1', {
      location: '0.9m-90deg',
    });
    const registration = await registerThing(app(), token, thing.id);
    pi = await connectAs(await brokerUrl(app()), {
      clientId: 'live-pi-1',
      username: 'live-pi-1',
      password: registration.password,
      will: true,
    });
    await pi.publishAsync('oak/things/live-pi-1/status', 'online', { qos: 1, retain: true });
    await eventually(
      async () => (await labs.thingNamed('live-pi-1'))?.connected,
      (connected) => connected === true,
    );
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await pi.endAsync();
    await new Promise<void>((resolve) =>
      app()
        .app.getHttpServer()
        .close(() => resolve()),
    );
  });

  it('refuses a bad query, an expired session and a lab of another company', async () => {
    expect(
      await refusal(open({ token, request: 'nonsense', labID: labId, pushIntervalMilliseconds: '500' })),
    ).toBe(LIVE_SOCKET_REFUSALS.invalidQuery);
    expect(await refusal(labStatus({ pushIntervalMilliseconds: '10' }))).toBe(
      LIVE_SOCKET_REFUSALS.invalidQuery,
    );
    expect(await refusal(labStatus({ token: 'expired' }))).toBe(LIVE_SOCKET_REFUSALS.unauthorized);
    const other = await app().companyWithUser('Globex', 'qa@globex.test');
    expect(await refusal(labStatus({ token: other }))).toBe(LIVE_SOCKET_REFUSALS.labNotFound);
    expect(await refusal(labStatus({ labID: '00000000-0000-0000-0000-000000000000' }))).toBe(
      LIVE_SOCKET_REFUSALS.labNotFound,
    );
  });

  it("pushes each Pi's sync progress at the interval, and its state changes at once", async () => {
    const socket = labStatus();
    const pushes: AutoSyncPushData[] = [];
    const changes: PiSyncEvent[] = [];
    socket.on('stateChange', ({ key, data }: { key: string; data: AutoSyncPushData }) => {
      if (key === LIVE_LAB_STATUS_KEY) pushes.push(data);
    });
    socket.on(PI_SYNC_SOCKET_EVENT, (event: PiSyncEvent) => changes.push(event));
    await eventually(
      async () => pushes.length,
      (count) => count >= 1,
    );
    expect(pushes[0]).toEqual({});

    const submitted = await app()
      .http()
      .post(RESOURCE_SYNC_API_PATHS.submit(labId))
      .set('Authorization', `Bearer ${token}`)
      .send({ locales: ['en_US'], locations: ['0.9m-90deg'], manifests: ['AC_WWDD_QUICK_TEST'] })
      .expect(200);
    const { syncId } = submitted.body as { syncId: string };
    await eventually(
      async () => pushes.at(-1),
      (last) => last?.['live-pi-1']?.state === 'queued',
    );

    await pi.publishAsync(
      'oak/things/live-pi-1/shadow/reported',
      reportedShadowJson({
        state: 'sync_inprogress',
        syncId,
        sync_inprogress: {
          status: 'inprogress',
          overall_total: 20,
          overall_pending: 12,
          overall_failed: 0,
          overall_completed: 8,
          overall_completed_size: 800_000,
          overall_total_size: 2_000_000,
        },
      }),
      { qos: 1, retain: true },
    );
    await eventually(
      async () => changes,
      (seen) => seen.length >= 1,
    );
    expect(changes[0]).toEqual({
      thingName: 'live-pi-1',
      resource_sync: { state: 'sync_inprogress', status: 'inprogress' },
    });
    const progress = await eventually(
      async () => pushes.at(-1)?.['live-pi-1'],
      (entry) => entry?.state === 'sync_inprogress',
    );
    expect(progress!.syncData).toMatchObject({
      overall_completed: 8,
      overall_total: 20,
      size_remaining: 1_200_000,
    });
  });
});
