import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  type FunctionalTestCase,
  JOB_API_PATHS,
  type JobUtteranceResult,
  type Lab,
  LIVE_SOCKET_EVENTS,
  type Pi,
  RESOURCE_API_PATHS,
  type ResourceManifest,
  acousticSegments,
  acousticTrials,
  functionalPlan,
  parseJobOptions,
} from '@oak/shared';
import { Queue } from 'bullmq';
import { type Socket } from 'socket.io-client';
import { type RunningRedis, startEmbeddedRedis } from '../cloud/src/launcher/embedded-redis';
import { labQueueName } from '../cloud/src/modules/jobs/lab-job-queue.service';
import { eventually } from '../cloud/src/testing/eventually.util';
import {
  acousticRun,
  finishedJob,
  functionalRun,
  functionalRunEnd,
  jobNow,
  readyVirtualLab,
  resultsAtLeast,
  resultsOf,
  submitRun,
} from './support/acoustic-runs';
import { e2eInstance } from './support/e2e-instance';
import {
  type OakInstance,
  freePorts,
  makeHome,
  seedResourcePack,
  startOak,
  stopLeftoverOaks,
} from './support/oak-process';
import { type OakWorker, spawnWorker, stopLeftoverWorkers, workerEnvOf } from './support/oak-worker';
import { type VirtualLabApi } from './support/virtual-lab-api';

const ADMIN = { email: 'workers@e2e.test', password: 'E2e-Workers-Passw0rd' };
/** A quick wake-word test from 0.9 m 90° in quiet: 20 utterances, long enough to interrupt twice. */
const SCENARIO = 'AC_WWDD_QUICK_TEST';
const PLACEMENTS = ['0.9m-90deg'];
const JOB_LOCK_SECONDS = 10;
/** Where BullMQ keeps the labs' queues: the default REDIS_KEY_PREFIX, then 'bull'. */
const QUEUE_PREFIX = 'oak:bull';

interface Change {
  readonly key: string;
  readonly data: Record<string, unknown>;
}

/**
 * Scale-out: an OAK whose cloud node runs no jobs (JOB_WORKERS=off), and
 * `oak worker` processes pointed at its Postgres, Redis and broker that run
 * them. A worker killed mid-run is replaced and the run completes with each
 * utterance recorded once; a worker stopped with SIGTERM hands its run back to
 * the queue; Redis killed and started again mid-run loses nothing, and the
 * browser's live feed still gets the end of the run.
 */
describe('lab jobs on worker-only nodes', () => {
  let home: string;
  let oak: OakInstance;
  let redis: RunningRedis;
  let redisPort: number;
  let api: VirtualLabApi;
  let lab: Lab;
  let pis: Pi[];
  let planned: number;
  const sockets: Socket[] = [];

  const redisPassword = randomBytes(24).toString('base64url');
  const startRedis = () =>
    startEmbeddedRedis({
      port: redisPort,
      password: redisPassword,
      dataDir: path.join(home, 'redis'),
      logFile: path.join(home, 'logs', 'redis.log'),
      pidFile: path.join(home, 'run', 'redis.pid'),
    });
  const worker = (name: string): OakWorker =>
    // A shorter hold than the default 30 s, so that a killed worker's run moves on sooner.
    spawnWorker(oak, name, { ...workerEnvOf(oak, redis.url), JOB_LOCK_SECONDS: String(JOB_LOCK_SECONDS) });
  const run = (name: string) => submitRun(api, acousticRun(lab, pis, name, SCENARIO, PLACEMENTS));

  /** Every utterance of the run recorded, each exactly once, in play order. */
  const expectEachUtteranceOnce = (results: JobUtteranceResult[]) =>
    expect(results.map((result) => result.trialIndex)).toEqual([...Array(planned).keys()]);

  beforeAll(async () => {
    home = makeHome();
    // The shared test instance's pack (en_US among its locales), rather than a second one made here.
    await seedResourcePack(e2eInstance().home, home);
    const ports = await freePorts();
    redisPort = ports.redis;
    // A Redis of the test's own (append-only, as the embedded one), so that it can be restarted mid-run.
    redis = await startRedis();
    oak = await startOak(home, ports, {
      REDIS_URL: redis.url,
      JOB_WORKERS: 'off',
      OAK_SIM_TIME_SCALE: '0.1',
      OAK_SIM_SEED: '2027',
      RESOURCE_PACK: 'auto',
      RESOURCE_PACK_LOCALES: 'en_US',
      OAK_ADMIN_EMAIL: ADMIN.email,
      OAK_ADMIN_PASSWORD: ADMIN.password,
    });
    ({ api, lab, pis } = await readyVirtualLab(oak.url, ADMIN));
    const resource = `${SCENARIO}/en_US`;
    const manifest = await api.request<ResourceManifest>(RESOURCE_API_PATHS.manifest(resource));
    if (manifest.status !== 200) throw new Error(`No manifest of ${resource}: ${manifest.status}`);
    planned = acousticTrials(
      acousticSegments(SCENARIO, 'en_US')!,
      new Map([[resource, manifest.body]]),
    ).length;
  }, 240_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await stopLeftoverWorkers();
    await oak?.stop('SIGINT');
    await stopLeftoverOaks();
    await redis?.stop();
    if (home) rmSync(home, { recursive: true, force: true });
  }, 60_000);

  it('completes a run whose worker was killed, and takes back a run a stopping worker returned', async () => {
    const queue = new Queue(labQueueName(lab.id), { connection: { url: redis.url }, prefix: QUEUE_PREFIX });
    try {
      const job = await run('Killed_worker');
      const first = worker('worker-1');
      const before = (await resultsAtLeast(api, job.id, 2)).length;
      const killed = await first.stop('SIGKILL');
      expect(killed.signal).toBe('SIGKILL');

      // The run's lock lapses and the next worker takes it from its last stored utterance.
      const second = worker('worker-2');
      const taken = await resultsAtLeast(api, job.id, before + 2);
      expect(taken.map((result) => result.trialIndex)).toEqual([...Array(taken.length).keys()]);

      // SIGTERM: the worker stops the run at its next step and hands it back to the queue, unfailed.
      expect(await second.stop('SIGTERM')).toEqual({ code: null, signal: 'SIGTERM' });
      expect(await queue.getJobState(job.id)).toBe('waiting');
      expect((await jobNow(api, job.id)).state).toBe('inprogress');
      worker('worker-3');
      expect((await finishedJob(api, job.id)).state).toBe('succeeded');
      expectEachUtteranceOnce(await resultsOf(api, job.id));
    } finally {
      await queue.close();
      await stopLeftoverWorkers();
    }
  }, 240_000);

  it('resumes a functional run whose worker was killed mid-run: each test case recorded once', async () => {
    const job = await submitRun(
      api,
      functionalRun(lab, pis, 'Functional_killed', [
        { category: 'FUNC_CUSTOM', scenarios: ['TIMER', 'VOLUME'] },
      ]),
    );
    const options = parseJobOptions(job.options);
    const plan = options.ok ? functionalPlan(options.value) : 'unreadable';
    if (typeof plan === 'string') throw new Error(plan);
    const cases = async () => (await api.request<FunctionalTestCase[]>(JOB_API_PATHS.results(job.id))).body;
    try {
      const first = worker('worker-functional-1');
      await eventually(cases, (done) => done.length >= 1, 180_000, 200);
      expect((await first.stop('SIGKILL')).signal).toBe('SIGKILL');
      worker('worker-functional-2');
      const ended = await finishedJob(api, job.id);
      // Every case of the plan, in play order, each once: the stored ones were not played again.
      const played = await cases();
      expect(played.map((testCase) => testCase.testCaseName)).toEqual(plan.steps.map((step) => step.name));
      // Played to its end, judged by every case, the ones stored before the kill too (issue 29).
      expect(ended).toMatchObject(functionalRunEnd(played));
    } finally {
      await stopLeftoverWorkers();
    }
  }, 300_000);

  it('loses nothing when Redis restarts mid-run: runs complete, and the live feed sees the end', async () => {
    const job = await run('Redis_restart');
    worker('worker-4');
    await resultsAtLeast(api, job.id, 2);
    const feed = api.jobFeed(job.id);
    sockets.push(feed);
    const changes: Change[] = [];
    feed.on(LIVE_SOCKET_EVENTS.stateChange, (change: Change) => changes.push(change));
    await new Promise<void>((resolve, reject) => {
      feed.once('connect', () => resolve());
      feed.once('connect_error', reject);
    });

    // Killed, as in a crash (the last second of writes may be lost), and started again on its data.
    redis.process.kill('SIGKILL');
    await eventually(
      async () => redis.process.exitCode !== null || redis.process.signalCode !== null,
      (exited) => exited,
      10_000,
      50,
    );
    redis = await startRedis();
    // Queued through the cloud node's queue connection, taken by the worker's: both came back by themselves.
    const next = await run('After_restart');

    expect((await finishedJob(api, job.id)).state).toBe('succeeded');
    expectEachUtteranceOnce(await resultsOf(api, job.id));
    const final = await eventually(
      async () => changes.filter((change) => change.key === 'testStatus').at(-1)?.data,
      (status) => status?.state === 'succeeded',
      30_000,
      100,
    );
    expect(final).toMatchObject({ status: 'completed', state: 'succeeded' });
    expect((await finishedJob(api, next.id)).state).toBe('succeeded');
    expectEachUtteranceOnce(await resultsOf(api, next.id));
  }, 240_000);
});
