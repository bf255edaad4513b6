import { type AddressInfo } from 'node:net';
import {
  LIVE_SOCKET_EVENTS,
  LIVE_SOCKET_FEED_ERRORS,
  LIVE_SOCKET_NAMESPACE,
  LIVE_SOCKET_REFUSALS,
  parseLiveStateChange,
} from '@oak/shared';
import { type Socket, io } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { createLab, eventually } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { JobFeedPublisher, jobRoom, jobSnapshotKey } from './job-feed.publisher';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { LiveHub } from './live-hub';
import { KeyValueStore } from '../redis/key-value-store.port';

interface Change {
  readonly key: string;
  readonly data: unknown;
  readonly at?: number;
}

describe('the job feed live socket', () => {
  const app = useTestApp();
  let base: string;
  let token: string;
  let jobId: string;
  let theirJobId: string;
  const sockets: Socket[] = [];

  const open = (query: Record<string, string>, reconnection = false) => {
    const socket = io(`${base}${LIVE_SOCKET_NAMESPACE}`, {
      query,
      transports: ['websocket'],
      reconnection,
      reconnectionDelay: 100,
      reconnectionDelayMax: 200,
    });
    sockets.push(socket);
    return socket;
  };
  const refusal = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once('connect_error', (error) => resolve(error.message)));
  const received = (socket: Socket) => {
    const changes: Change[] = [];
    socket.on(LIVE_SOCKET_EVENTS.stateChange, (change: Change) => changes.push(change));
    return changes;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  const publish = (key: string, data: unknown, job = jobId) =>
    app()
      .app.get(JobFeedPublisher)
      .publish(job, { key: key as 'testStatus', data });

  async function aJob(company: string, lab: string): Promise<string> {
    const dataSource = app().app.get(DataSource);
    const [{ company_id: companyId }] = (await dataSource.query('SELECT company_id FROM labs WHERE id = $1', [
      lab,
    ])) as { company_id: string }[];
    const saved = await dataSource.getRepository(LabJobRecord).save({
      companyId,
      labId: lab,
      labName: company,
      state: 'inprogress',
      options: '{}',
      mapping: '{}',
      ownerEmail: TEST_ADMIN.email,
      sendCompletionEmail: false,
      scenarioName: 'AC_NEAR_FIELD',
      family: 'acoustic',
    });
    return saved.id;
  }

  beforeAll(async () => {
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await app().companyWithUser('Globex', 'qa@globex.test');
    jobId = await aJob(TEST_ADMIN.company, (await createLab(app(), 'Feed Lab', ['feed-pi'])).labId);
    theirJobId = await aJob('Globex', (await createLab(app(), 'Their Lab', ['their-pi'], 'Globex')).labId);
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await new Promise<void>((resolve) =>
      app()
        .app.getHttpServer()
        .close(() => resolve()),
    );
  });

  it('refuses a bad query, an expired session, and a job that is unknown or of another company', async () => {
    expect(await refusal(open({ jobId }))).toBe(LIVE_SOCKET_REFUSALS.invalidQuery);
    expect(await refusal(open({ token: 'expired', jobId }))).toBe(LIVE_SOCKET_REFUSALS.unauthorized);
    expect(await refusal(open({ token, jobId: theirJobId }))).toBe(LIVE_SOCKET_REFUSALS.jobNotFound);
    expect(await refusal(open({ token, jobId: 'not-a-job' }))).toBe(LIVE_SOCKET_REFUSALS.jobNotFound);
  });

  it("sends the error event when the job's feed cannot be read, and keeps the socket in the room", async () => {
    const brokenJobId = await aJob(
      TEST_ADMIN.company,
      (await createLab(app(), 'Broken Feed Lab', ['broken-pi'])).labId,
    );
    // A string where the snapshot's hash belongs: reading it is a Redis error (WRONGTYPE).
    await app()
      .app.get(KeyValueStore)
      .setExpiring(jobSnapshotKey(app().config.redis.keyPrefix, brokenJobId), 'not a hash', 60_000);
    const socket = open({ token, jobId: brokenJobId });
    const errors: unknown[] = [];
    socket.on(LIVE_SOCKET_EVENTS.error, (error: unknown) => errors.push(error));
    const changes = received(socket);
    await connected(socket);
    expect(
      await eventually(
        async () => errors,
        (seen) => seen.length > 0,
      ),
    ).toEqual([{ message: LIVE_SOCKET_FEED_ERRORS.snapshotUnreadable }]);
    expect(socket.connected).toBe(true);
    // Changes announced after it still arrive.
    app()
      .app.get(LiveHub)
      .emitToRoom(jobRoom(brokenJobId), LIVE_SOCKET_EVENTS.stateChange, {
        key: 'testStatus',
        data: { status: 'processing' },
      });
    expect(
      await eventually(
        async () => changes,
        (seen) => seen.length > 0,
      ),
    ).toEqual([{ key: 'testStatus', data: { status: 'processing' } }]);
  });

  it('gives a late joiner the snapshot of every key first, then each change as it is announced', async () => {
    await publish('testStatus', { status: 'auto-sync of resources in progress' });
    await publish('commonFeeds', { played: 1, count: 4 });
    await publish('commonFeeds', { played: 2, count: 4 });
    const socket = open({ token, jobId });
    const changes = received(socket);
    await connected(socket);
    await eventually(
      async () => changes.length,
      (count) => count >= 2,
    );
    expect(new Map(changes.map((change) => [change.key, change.data]))).toEqual(
      new Map<string, unknown>([
        ['testStatus', { status: 'auto-sync of resources in progress' }],
        ['commonFeeds', { played: 2, count: 4 }],
      ]),
    );
    // The snapshot replays what was; only an announcement carries when it was made.
    expect(changes.map((change) => change.at)).toEqual([undefined, undefined]);
    const announcing = Date.now();
    await publish('commonFeeds', { played: 3, count: 4 });
    await eventually(
      async () => changes.length,
      (count) => count >= 3,
    );
    expect(changes[2]).toEqual({ key: 'commonFeeds', data: { played: 3, count: 4 }, at: expect.any(Number) });
    expect(changes[2]!.at).toBeGreaterThanOrEqual(announcing);
    expect(changes[2]!.at).toBeLessThanOrEqual(Date.now());
    expect(parseLiveStateChange(changes[2])).toEqual({ ok: true, value: changes[2] });
    // Other jobs' changes stay in their rooms.
    await publish('commonFeeds', { played: 9 }, theirJobId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changes).toHaveLength(3);
  });

  it('reaches a socket on this node when another node announces', async () => {
    await publish('testStatus', { status: 'processing' });
    await publish('commonFeeds', { played: 3, count: 4 });
    const socket = open({ token, jobId });
    const changes = received(socket);
    await connected(socket);
    await eventually(
      async () => changes.length,
      (count) => count >= 2,
    );
    // Another node: a hub of its own on the same Redis, as a worker-only node has.
    const otherNode = new LiveHub(app().config);
    try {
      otherNode.emitToRoom(jobRoom(jobId), LIVE_SOCKET_EVENTS.stateChange, {
        key: 'testStatus',
        data: { status: 'completed' },
      });
      const last = await eventually(
        async () => changes.at(-1),
        (change) => change?.key === 'testStatus',
      );
      expect(last).toEqual({ key: 'testStatus', data: { status: 'completed' } });
    } finally {
      await otherNode.onApplicationShutdown();
    }
  });

  it('replays what a socket missed while it was away, once and in order', async () => {
    await publish('testStatus', { status: 'processing' });
    await publish('commonFeeds', { played: 3, count: 4 });
    const socket = open({ token, jobId }, true);
    const changes = received(socket);
    await connected(socket);
    await eventually(
      async () => changes.length,
      (count) => count >= 2,
    );
    const before = changes.length;
    const lost = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    socket.io.engine.close();
    await lost;
    for (const played of [10, 11, 12]) await publish('commonFeeds', { played });
    await eventually(
      async () => socket.connected,
      (isConnected) => isConnected,
      10_000,
    );
    expect(socket.recovered).toBe(true);
    await eventually(
      async () => changes.length,
      (count) => count >= before + 3,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changes.slice(before)).toEqual(
      [10, 11, 12].map((played) => ({ key: 'commonFeeds', data: { played }, at: expect.any(Number) })),
    );
  });
});
