import { randomBytes } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import {
  LIVE_LAB_STATUS_REQUEST,
  LIVE_SOCKET_EVENTS,
  LIVE_SOCKET_NAMESPACE,
  LIVE_SOCKET_REFUSALS,
} from '@oak/shared';
import { type Socket, io } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { createLab, eventually } from '../../testing/lab-fixtures';
import { TEST_ADMIN, type TestApp, createTestApp } from '../../testing/test-app';
import { TokenService } from '../auth/token.service';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { JobFeedPublisher } from './job-feed.publisher';

/** What socket.io-client keeps to recover its state after a lost connection. */
interface RecoveryState {
  readonly _pid?: string;
  readonly _lastOffset?: string;
}

describe('a live socket lives no longer than its session, on every node', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let baseA: string;
  let baseB: string;
  let labId: string;
  let jobId: string;
  const sockets: Socket[] = [];

  const listen = async (node: TestApp) => {
    const server = node.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const open = (base: string, query: Record<string, string>, auth?: object) => {
    const socket = io(`${base}${LIVE_SOCKET_NAMESPACE}`, {
      query,
      auth,
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };
  const labStatus = (base: string, token: string) =>
    open(base, {
      token,
      request: LIVE_LAB_STATUS_REQUEST,
      labID: labId,
      pushIntervalMilliseconds: '500',
    });
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  const refusal = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once('connect_error', (error) => resolve(error.message)));
  const disconnection = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  const signOut = (node: TestApp, token: string) =>
    node.http().post('/api/auth/signout').set('Authorization', `Bearer ${token}`).expect(200);

  beforeAll(async () => {
    // Nodes of one deployment share the session signing secret.
    const JWT_SECRET = randomBytes(32).toString('base64url');
    nodeA = await createTestApp({ JWT_SECRET });
    // A second cloud node: the same database and Redis.
    nodeB = await createTestApp({
      JWT_SECRET,
      DATABASE_URL: nodeA.config.database.url,
      REDIS_KEY_PREFIX: nodeA.config.redis.keyPrefix,
    });
    [baseA, baseB] = [await listen(nodeA), await listen(nodeB)];
    ({ labId } = await createLab(nodeA, 'Session Lab', ['session-pi']));
    const [{ company_id: companyId }] = (await nodeA.app
      .get(DataSource)
      .query('SELECT company_id FROM labs WHERE id = $1', [labId])) as { company_id: string }[];
    jobId = (
      await nodeA.app.get(DataSource).getRepository(LabJobRecord).save({
        companyId,
        labId,
        labName: 'Session Lab',
        state: 'inprogress',
        options: '{}',
        mapping: '{}',
        ownerEmail: TEST_ADMIN.email,
        sendCompletionEmail: false,
        scenarioName: 'AC_NEAR_FIELD',
        family: 'acoustic',
      })
    ).id;
  }, 120_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    for (const node of [nodeB, nodeA]) {
      if (!node) continue;
      await new Promise<void>((resolve) => node.app.getHttpServer().close(() => resolve()));
      await node.close();
    }
  });

  it('signing out on one node closes the session’s sockets on another; they receive nothing more', async () => {
    const token = await nodeA.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const other = await nodeA.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const socket = labStatus(baseB, token);
    const kept = labStatus(baseB, other);
    let pushes = 0;
    socket.on(LIVE_SOCKET_EVENTS.stateChange, () => pushes++);
    await Promise.all([connected(socket), connected(kept)]);
    await eventually(
      async () => pushes,
      (count) => count >= 1,
    );
    const closed = disconnection(socket);

    await signOut(nodeA, token);
    expect(await closed).toBe('io server disconnect');
    const after = pushes;
    // The other session's socket still gets its pushes: by then this one would have had its own.
    let keptPushes = 0;
    kept.on(LIVE_SOCKET_EVENTS.stateChange, () => keptPushes++);
    await eventually(
      async () => keptPushes,
      (count) => count >= 2,
    );
    expect(pushes).toBe(after);
    expect(kept.connected).toBe(true);
    expect(await refusal(labStatus(baseB, token))).toBe(LIVE_SOCKET_REFUSALS.unauthorized);
  });

  it('closes a socket when its session token expires', async () => {
    const tokens = nodeA.app.get(TokenService);
    const claims = tokens.verifySession(await nodeA.signIn(TEST_ADMIN.email, TEST_ADMIN.password))!;
    const shortLived = tokens.signSession(
      { sub: claims.sub, email: claims.email, sid: claims.sid, cid: claims.cid, company: claims.company },
      new Date(Date.now() + 1500),
    );
    const socket = labStatus(baseA, shortLived);
    await connected(socket);
    expect(await disconnection(socket)).toBe('io server disconnect');
  });

  it('admits a socket that recovers its state only while its session lasts', async () => {
    /** Connects to the job feed, gets one announcement (whose offset recovery starts from), then loses the line. */
    const lostConnection = async (token: string) => {
      const socket = open(baseA, { token, jobId });
      await connected(socket);
      await nodeA.app
        .get(JobFeedPublisher)
        .publish(jobId, { key: 'testStatus', data: { status: 'processing' } });
      await eventually(
        async () => (socket as unknown as RecoveryState)._lastOffset,
        (offset) => offset !== undefined,
      );
      const { _pid: pid, _lastOffset: offset } = socket as unknown as RecoveryState;
      const { id } = socket;
      const lost = disconnection(socket);
      socket.io.engine.close();
      await lost;
      return { id, recovery: { pid, offset } };
    };

    // A session that lasts: the socket comes back as itself (a recovered socket keeps its id).
    const live = await nodeA.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const lost = await lostConnection(live);
    const recovering = open(baseA, { token: live, jobId }, lost.recovery);
    await connected(recovering);
    expect(recovering.id).toBe(lost.id);

    const ended = await nodeA.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const { recovery } = await lostConnection(ended);
    await signOut(nodeA, ended);
    expect(await refusal(open(baseA, { token: ended, jobId }, recovery))).toBe(
      LIVE_SOCKET_REFUSALS.unauthorized,
    );
  });
});
