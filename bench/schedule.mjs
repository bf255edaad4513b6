#!/usr/bin/env node
// bench/schedule: how fast the runner starts a lab job, and what it costs per step, on
// one embedded OAK with 5 virtual labs (one speech Pi and one virtual DUT each, time
// scale 0.1), measured from outside: Redis (BullMQ's own job hashes), the MQTT broker
// (a subscriber with the cloud's service user) and the device-cloud emulator.
//
// 1. Job add -> first Pi action: 500 one-utterance wake-word runs, in batches of one
//    job per lab (submitted at once, POST /api/jobs; the next batch once every job of
//    the batch is finished), after WARMUP_BATCHES unmeasured ones (a server that has
//    just started runs its first requests through code the JIT has not compiled yet:
//    not the scheduling this measures, and a lab server runs for months). Added = the BullMQ job's
//    `timestamp` (the cloud's clock at Queue.add); first Pi action = the moment the
//    first agent request of the run (a `talk`) reaches a subscriber of the Pi's
//    request topic, on the bench's clock (same machine, same clock, 1 ms steps). On
//    the way: the job made active (`processedOn`), the run's auto-sync published (the
//    Pi's desired shadow) and the Pi reporting that sync complete. Baseline, in the
//    same Redis and run: bare BullMQ, 5 queues with a global concurrency of 1 and one
//    worker each with the lab workers' options, the same batches and warm-up; add -> the worker's
//    processor called. Target: p99 within 50 ms of the baseline's.
// 2. Runner overhead per step: 3 full wake-word runs (20 utterances) on one lab. A
//    step's time = one talk request of the run to its next, as the subscriber sees
//    them: the talk round trip, the DUT's answer read from the device cloud, storing
//    and announcing the step, the checkpoint, the next step's "last seen" read. Only
//    steps the DUT answered count (for the others the runner waits out the answer
//    window, by design). Baseline, after each run, against the same Pi and emulator:
//    the bench itself reads the DUT's latest activity, has the Pi play the same file
//    (the same request over MQTT) and reads the activity again, for each file of the
//    run. The runs are custom, so they pause between utterances by design (their delay,
//    the spec's default of 1 s of audio, at the lab's pace as the runner measures it:
//    the talk's round trip over the audio it played); that pause is taken off each run
//    step. Overhead = run step - pause - bare step, matched by run and file. Target: at
//    most 10%.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import shared from '@oak/shared';
import {
  benchLabs,
  connectMqtt,
  quickTest,
  root,
  startOakWithVirtualLabs,
  stopChildren,
  until,
} from './support.mjs';

const require = createRequire(import.meta.url);
const Redis = require('ioredis');
const { JOB_API_PATHS, runDelayBetweenUtterances, thingTopics } = shared;

const run = promisify(execFile);
const LABS = Number(process.env.BENCH_LABS ?? 5);
const JOBS = Number(process.env.BENCH_JOBS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Batches run before the measured ones, by OAK and by the baseline alike. */
const WARMUP_BATCHES = Number(process.env.BENCH_WARMUP_BATCHES ?? 20);
/** Real time per second of audio in the virtual lab: 0.1 plays a 3 s utterance in 300 ms. */
const TIME_SCALE = Number(process.env.BENCH_TIME_SCALE ?? 0.1);
const TARGET_P99_GAP_MS = 50;
const TARGET_OVERHEAD = 0.1;
const PLACEMENT = '0.9m-90deg';
const CUSTOMER = { customerId: 'A1BENCHSCHED01', email: 'bench.schedule@oak.example' };
/** The lab workers' hold on a job (JOB_LOCK_SECONDS), given to the baseline's workers too. */
const JOB_LOCK_SECONDS = 30;
/** The cloud's Redis key prefix (REDIS_KEY_PREFIX's default) and its BullMQ prefix under it. */
const REDIS_KEY_PREFIX = 'oak:';
const BULL_PREFIX = `${REDIS_KEY_PREFIX}bull`;
/** The device cloud's activity reads, as the runner makes them (its whole window, newest first). */
const ACTIVITY_WINDOW = { starttime: '0', endtime: '4102444800' };
const ACTIVITY_PAGE = 20;
/** The custom runs' pause between utterances, in audio ms: the spec's default (doc 3 §5). */
const RUN_DELAY_AUDIO_MS = runDelayBetweenUtterances(true) * 1000;
/** How long one batch, one run or one bare step may take before the bench gives up. */
const BATCH_TIMEOUT_MS = 120_000;
const RUN_TIMEOUT_MS = 300_000;
const TALK_TIMEOUT_MS = 60_000;

const { dsnOf, definitions: LAB_DEFINITIONS } = benchLabs({
  count: LABS,
  tag: 'Schedule',
  code: 'SCHED',
  customer: CUSTOMER,
  placement: PLACEMENT,
});

/**
 * The baseline: bare BullMQ in its own process, as the cloud runs its queues
 * and workers (one queue per lab with a global concurrency of 1, one worker of
 * concurrency 1 each, the same job and worker options), fed the same batches.
 * Prints each measured job's add -> processor called, in ms.
 */
const RAW_BULLMQ = `
import { Queue, Worker } from 'bullmq';
const job = JSON.parse(process.argv[1]);
const connection = { url: job.redisUrl, maxRetriesPerRequest: null };
const queues = [];
const workers = [];
const samples = [];
let pending = 0;
let batchDone = () => undefined;
for (let i = 0; i < job.queues; i++) {
  const name = 'lab-raw-' + i;
  const queue = new Queue(name, { connection, prefix: job.prefix, defaultJobOptions: job.jobOptions });
  await queue.setGlobalConcurrency(1);
  const worker = new Worker(
    name,
    async (entry) => {
      const called = Date.now();
      if (entry.data.measured) samples.push(called - entry.timestamp);
    },
    {
      connection,
      prefix: job.prefix,
      concurrency: 1,
      lockDuration: job.lockMs,
      stalledInterval: job.lockMs,
      maxStalledCount: 1000,
    },
  );
  worker.on('completed', () => --pending === 0 && batchDone());
  await worker.waitUntilReady();
  queues.push(queue);
  workers.push(worker);
}
// The workers' first blocking wait on their queues.
await new Promise((resolve) => setTimeout(resolve, 500));
for (let added = -job.queues * job.warmup, batch = 0; added < job.jobs; added += job.queues, batch++) {
  const size = Math.min(job.queues, job.jobs - added);
  const done = new Promise((resolve) => (batchDone = resolve));
  pending = size;
  await Promise.all(
    queues.slice(0, size).map((queue, i) =>
      queue.add('run', { jobId: batch + '-' + i, measured: added >= 0 }, { jobId: batch + '-' + i }),
    ),
  );
  await done;
}
await Promise.all(workers.map((worker) => worker.close()));
await Promise.all(queues.map((queue) => queue.close()));
console.log(JSON.stringify(samples));
`;

/**
 * What the Pis are asked and what they say, as the cloud's service user sees
 * it on the broker: requests, responses, desired and reported shadows, each
 * with its receipt on the wall clock (`at`, ms) and on the monotonic one (`hr`).
 */
function observe(client) {
  const seen = [];
  const kinds = {
    request: 'request',
    response: 'response',
    desired: 'shadow/desired',
    reported: 'shadow/reported',
  };
  client.on('message', (topic, payload, packet) => {
    const at = Date.now();
    const hr = performance.now();
    if (packet.retain) return; // what the broker kept from before, not news
    const [, , thing, ...rest] = topic.split('/');
    const kind = Object.keys(kinds).find((key) => kinds[key] === rest.join('/'));
    if (kind) seen.push({ kind, thing, at, hr, text: payload.toString() });
  });
  return {
    seen,
    subscribe: () =>
      client.subscribeAsync(
        Object.values(kinds).map((kind) => `oak/things/+/${kind}`),
        { qos: 1 },
      ),
  };
}

function summary(name, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { name, n: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted.at(-1), mean };
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

const home = mkdtempSync(path.join(tmpdir(), 'oak-bench-schedule-'));
chmodSync(home, 0o755);
const closers = [];
try {
  const benchStarted = Date.now();
  const { base, ports, headers, get, labs, deviceCloud } = await startOakWithVirtualLabs(
    'bench/schedule',
    home,
    {
      definitions: LAB_DEFINITIONS,
      timeScale: TIME_SCALE,
      env: { JOB_LOCK_SECONDS: String(JOB_LOCK_SECONDS), REDIS_KEY_PREFIX },
    },
  );

  const redisPassword = readFileSync(path.join(home, 'secrets', 'redis-password'), 'utf8').trim();
  const redisUrl = `redis://:${encodeURIComponent(redisPassword)}@127.0.0.1:${ports.redis}`;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  closers.push(() => redis.quit());
  const servicePassword = readFileSync(path.join(home, 'secrets', 'mqtt-service-password'), 'utf8').trim();
  const service = (id) =>
    connectMqtt(`mqtt://127.0.0.1:${ports.mqtt}`, {
      clientId: `bench-schedule-${id}-${process.pid}`,
      username: 'oak-cloud',
      password: servicePassword,
    });
  const watcher = await service('watch');
  closers.push(() => watcher.endAsync());
  const broker = observe(watcher);
  await broker.subscribe();

  /** Submits a run; answers the job's id. */
  const submit = async (index, name, customOptions) => {
    const { lab, pi } = labs[index];
    const response = await fetch(`${base}${JOB_API_PATHS.jobs}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(
        quickTest({
          lab,
          pi,
          dsn: dsnOf(index),
          customerId: CUSTOMER.customerId,
          placement: PLACEMENT,
          name,
          customOptions,
        }),
      ),
    });
    const body = await response.json();
    if (response.status !== 201)
      throw new Error(`POST /api/jobs answered ${response.status}: ${JSON.stringify(body)}`);
    return body.id;
  };
  /** The lab job's BullMQ hash: when it was added, made active and finished (ms). */
  const queued = async (labId, jobId) => {
    const [timestamp, processedOn, finishedOn] = await redis.hmget(
      `${BULL_PREFIX}:lab-${labId}:${jobId}`,
      'timestamp',
      'processedOn',
      'finishedOn',
    );
    return { added: Number(timestamp), active: Number(processedOn), finished: Number(finishedOn) };
  };
  /** Waits until each of `jobs` ({ labId, jobId }) has left its worker (the lab free again). */
  const finished = (jobs, timeoutMs) =>
    until(
      'the jobs finished',
      async () =>
        (await Promise.all(jobs.map((job) => queued(job.labId, job.jobId)))).every((q) => q.finished),
      timeoutMs,
      20,
    );

  // 1. Job add -> first Pi action, in batches of one job per lab, after the warm-up batches.
  process.stderr.write(
    `bench/schedule: ${JOBS} one-utterance runs in batches of ${LABS}, after ${WARMUP_BATCHES} batches of warm-up ...\n`,
  );
  const scheduled = [];
  for (let added = -LABS * WARMUP_BATCHES; added < JOBS; added += LABS) {
    const size = Math.min(LABS, JOBS - added);
    const batch = await Promise.all(
      labs.slice(0, size).map(async ({ lab, pi }, i) => ({
        labId: lab.id,
        thing: pi.thingName,
        measured: added >= 0,
        jobId: await submit(i, `Bench_Schedule_${added + i + 1 + LABS * WARMUP_BATCHES}`, {
          utteranceCount: 1,
        }),
      })),
    );
    await finished(batch, BATCH_TIMEOUT_MS);
    scheduled.push(...batch.filter((job) => job.measured));
  }
  const firstAfter = (kind, thing, from, matches = () => true) =>
    broker.seen.find(
      (event) => event.kind === kind && event.thing === thing && event.at >= from && matches(event),
    );
  const moments = [];
  const firstActions = {};
  for (const job of scheduled) {
    const { added, active } = await queued(job.labId, job.jobId);
    const request = firstAfter('request', job.thing, added);
    const desired = firstAfter('desired', job.thing, added);
    const syncId = desired && JSON.parse(desired.text).resources?.syncId;
    const synced =
      desired &&
      firstAfter(
        'reported',
        job.thing,
        desired.at,
        (event) => event.text.includes(syncId) && event.text.includes('"complete"'),
      );
    const action = request ? JSON.parse(request.text).action : 'none';
    firstActions[action] = (firstActions[action] ?? 0) + 1;
    moments.push({
      active: active - added,
      desired: desired?.at - added,
      synced: synced?.at - added,
      request: request?.at - added,
    });
  }
  const states = {};
  for (const job of scheduled) {
    const { state } = await get(JOB_API_PATHS.job(job.jobId));
    states[state] = (states[state] ?? 0) + 1;
  }

  process.stderr.write('bench/schedule: bare BullMQ, the same batches ...\n');
  const { stdout } = await run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      RAW_BULLMQ,
      JSON.stringify({
        redisUrl,
        prefix: `${REDIS_KEY_PREFIX}bench-raw`,
        queues: LABS,
        jobs: JOBS,
        warmup: WARMUP_BATCHES,
        lockMs: JOB_LOCK_SECONDS * 1000,
        // The lab queues' defaults (cloud lab-job-queue.service.ts, QUEUE_RETENTION).
        jobOptions: {
          attempts: 1,
          removeOnComplete: { count: 200, age: 7 * 24 * 3600 },
          removeOnFail: { count: 500, age: 30 * 24 * 3600 },
        },
      }),
    ],
    { cwd: root, maxBuffer: 1 << 24 },
  );
  const raw = JSON.parse(stdout);

  // 2. Runner overhead per step: a full run on the first lab, then the same files by hand.
  process.stderr.write(`bench/schedule: ${RUNS} full runs and the same steps by hand ...\n`);
  const [{ lab: stepLab, pi: stepPi }] = labs;
  const direct = await service('direct');
  closers.push(() => direct.endAsync());
  const topics = thingTopics(stepPi.thingName);
  await direct.subscribeAsync(topics.response, { qos: 1 });
  const waiting = new Map();
  direct.on('message', (topic, payload) => {
    if (topic !== topics.response) return;
    const { id } = JSON.parse(payload.toString());
    waiting.get(id)?.();
    waiting.delete(id);
  });
  const talk = async (request) => {
    const id = randomUUID();
    const answered = new Promise((resolve, reject) => {
      waiting.set(id, resolve);
      setTimeout(
        () => reject(new Error(`No answer to a talk within ${TALK_TIMEOUT_MS} ms`)),
        TALK_TIMEOUT_MS,
      ).unref();
    });
    await direct.publishAsync(topics.request, JSON.stringify({ ...request, id }), { qos: 1 });
    await answered;
  };
  const activity = async (limit) => {
    const query = new URLSearchParams({
      deviceserial: dsnOf(0),
      devicetype: 'ECHO_DOT',
      ...ACTIVITY_WINDOW,
      limit: String(limit),
    });
    const response = await fetch(`${deviceCloud}/activityitems?${query}`);
    if (!response.ok) throw new Error(`activityitems answered ${response.status}`);
    return (await response.json()).ActivityItems;
  };
  const runSteps = [];
  const bareSteps = [];
  const runTalks = [];
  const bareTalks = [];
  let unanswered = 0;
  for (let r = 0; r < RUNS; r++) {
    const from = Date.now();
    const jobId = await submit(0, `Bench_Schedule_Steps_${r + 1}`);
    await finished([{ labId: stepLab.id, jobId }], RUN_TIMEOUT_MS);
    const { added, finished: end } = await queued(stepLab.id, jobId);
    const inRun = (event) =>
      event.thing === stepPi.thingName && event.at >= Math.max(from, added) && event.at <= end;
    const requests = broker.seen.filter((event) => event.kind === 'request' && inRun(event));
    const talks = requests
      .map((event) => ({ ...event, body: JSON.parse(event.text) }))
      .filter((event) => event.body.action === 'talk');
    const responses = new Map(
      broker.seen
        .filter((event) => event.kind === 'response' && inRun(event))
        .map((event) => [JSON.parse(event.text).id, event]),
    );
    const results = await get(JOB_API_PATHS.results(jobId));
    if (results.length !== talks.length)
      throw new Error(`Run ${jobId}: ${talks.length} talks but ${results.length} results`);
    /** The run's pause after a talk: its delay at the pace that talk showed (as the runner reckons it). */
    const pauses = talks.map((event) => {
      const answer = responses.get(event.body.id);
      const round = answer.hr - event.hr;
      runTalks.push(round);
      const played = JSON.parse(answer.text).data?.durationMs;
      return RUN_DELAY_AUDIO_MS * Math.min(1, round / Math.max(1, played));
    });
    // The same steps by hand, against the same Pi and emulator, as the runner makes them.
    const bare = [];
    for (const event of talks) {
      const { id: _id, ...request } = event.body;
      const started = performance.now();
      await activity(1);
      const talkStarted = performance.now();
      await talk(request);
      bareTalks.push(performance.now() - talkStarted);
      await activity(ACTIVITY_PAGE);
      bare.push(performance.now() - started);
    }
    // A step = its talk request to the next one; the last step has no next.
    for (let i = 0; i + 1 < talks.length; i++) {
      if (results[i].dutHeard === null) {
        unanswered += 1;
        continue;
      }
      runSteps.push(talks[i + 1].hr - talks[i].hr - pauses[i]);
      bareSteps.push(bare[i]);
    }
  }

  const rows = [
    summary('raw BullMQ add -> worker called (baseline)', raw),
    summary(
      'job add -> lab worker active',
      moments.map((m) => m.active),
    ),
    summary(
      'job add -> auto-sync published to the Pi',
      moments.map((m) => m.desired).filter(Number.isFinite),
    ),
    summary('job add -> Pi reports the sync complete', moments.map((m) => m.synced).filter(Number.isFinite)),
    summary('job add -> first Pi request (talk)', moments.map((m) => m.request).filter(Number.isFinite)),
    summary('bare step: activity, talk, activity (baseline)', bareSteps),
    summary('run step: talk request -> next talk request, less its pause', runSteps),
    summary('  of which: talk round trip, by hand', bareTalks),
    summary('  of which: talk round trip, in runs', runTalks),
  ];
  // A row with no sample (no run needed a sync: its Pis held its files already) reads '-'.
  const cell = (value) =>
    value === undefined || Number.isNaN(value)
      ? '-'
      : Number.isInteger(value)
        ? String(value)
        : typeof value === 'number'
          ? value.toFixed(2)
          : String(value);
  const header = ['measurement', 'n', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'mean ms'];
  const table = rows.map((r) => [r.name, r.n, r.p50, r.p90, r.p99, r.max, r.mean].map(cell));
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const count = (counts) =>
    Object.entries(counts)
      .map(([what, n]) => `${n} ${what}`)
      .join(', ');
  console.log(
    `\nbench/schedule: ${JOBS} one-utterance runs in batches of ${LABS} (one per virtual lab) after ${WARMUP_BATCHES} batches of warm-up, then ${RUNS} AC_WWDD_QUICK_TEST runs on one lab, time scale ${TIME_SCALE}, one embedded OAK\n`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const [i, row] of table.entries()) {
    if (i === 5) console.log('');
    console.log(line(row));
  }
  const gap = rows[4].p99 - rows[0].p99;
  console.log(
    `\nRuns: ${count(states)}; their first Pi request: ${count(firstActions)}.` +
      ` Steps: ${runSteps.length} answered of ${runSteps.length + unanswered} (the others wait out the answer window).`,
  );
  console.log(
    `Job add -> first Pi request p99: ${cell(rows[4].p99)} ms, ${cell(gap)} ms over raw BullMQ's ${cell(rows[0].p99)} ms (target: within ${TARGET_P99_GAP_MS} ms) ${gap <= TARGET_P99_GAP_MS ? 'met' : 'NOT met'}`,
  );
  const overhead = mean(runSteps) - mean(bareSteps);
  const share = overhead / mean(bareSteps);
  console.log(
    `Runner overhead per step: ${cell(overhead)} ms, ${(share * 100).toFixed(1)}% of the bare step (target: at most ${TARGET_OVERHEAD * 100}%) ${share <= TARGET_OVERHEAD ? 'met' : 'NOT met'}`,
  );
  console.log(`Bench time: ${((Date.now() - benchStarted) / 1000).toFixed(0)} s.`);
} finally {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await stopChildren();
  rmSync(home, { recursive: true, force: true });
}
