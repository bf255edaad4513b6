#!/usr/bin/env node
// bench/live: 20 acoustic runs (AC_WWDD_QUICK_TEST) submitted at once to 4
// virtual labs (one speech Pi and one virtual DUT each; a lab runs one job at
// a time, so 4 run while 16 wait), watched by 200 Socket.IO clients, 10 per
// run, on one embedded OAK. Each change the runner announces carries `at`,
// the cloud's clock when it was announced; a client's latency is its
// Date.now() at receipt minus `at` (same machine, same clock, 1 ms steps).
// Counted: every change announced once all 200 clients are in their rooms, as
// it reaches each watcher. Baseline, in the same run: a bare Socket.IO server
// (no adapter, no Redis, no recovery) in its own process replays the very
// same changes (same rooms, payloads and moments) to the same 200 clients,
// measured the same way. Target: p99 of the job feed under 100 ms.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import shared from '@oak/shared';
import {
  benchLabs,
  freePort,
  quickTest,
  start,
  startOakWithVirtualLabs,
  stopChildren,
  until,
} from './support.mjs';

const require = createRequire(import.meta.url);
const { io } = require('socket.io-client');
const { JOB_API_PATHS, LIVE_SOCKET_EVENTS, LIVE_SOCKET_NAMESPACE, LIVE_SOCKET_PATH, isFinishedJobState } =
  shared;

const LABS = Number(process.env.BENCH_LABS ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
/** Real time per second of audio in the virtual lab: 0.1 plays a 3 s utterance in 300 ms. */
const TIME_SCALE = Number(process.env.BENCH_TIME_SCALE ?? 0.1);
const TARGET_P99_MS = 100;
const SCENARIO = 'AC_WWDD_QUICK_TEST';
const PLACEMENT = '0.9m-90deg';
const CUSTOMER = { customerId: 'A1BENCHLIVE01', email: 'bench.live@oak.example' };
/** After the last run ends (or the replay), how long stragglers may still arrive. */
const GRACE_MS = 2000;

const { dsnOf, definitions: LAB_DEFINITIONS } = benchLabs({
  count: LABS,
  tag: 'Live',
  customer: CUSTOMER,
  placement: PLACEMENT,
});

/**
 * The baseline server: bare Socket.IO on the same path and namespace, each
 * client in its job's room; once every client is in, it replays the schedule,
 * stamping each emit with Date.now() as the cloud stamps its announcements.
 */
const BARE_SERVER = `
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Server } from 'socket.io';
const job = JSON.parse(process.argv[1]);
const schedule = JSON.parse(readFileSync(job.scheduleFile, 'utf8'));
const http = createServer();
const live = new Server(http, { path: job.path, serveClient: false }).of(job.namespace);
let joined = 0;
live.on('connection', async (socket) => {
  await socket.join('job:' + socket.handshake.query.jobId);
  if (++joined === job.clients) setTimeout(replay, 500);
});
async function replay() {
  const started = performance.now();
  for (const change of schedule) {
    const wait = started + change.offsetMs - performance.now();
    if (wait > 0) await sleep(wait);
    live.to('job:' + change.jobId).emit(job.event, { key: change.key, data: change.data, at: Date.now() });
  }
  console.log('replayed');
}
http.listen(job.port, '127.0.0.1', () => console.log('listening'));
`;

/**
 * `count` clients spread evenly over the jobs, each recording the latency of
 * every stamped change announced at or after `from()`; the first client of
 * each job also keeps the changes themselves, in order (the baseline's schedule).
 */
function watchers(url, jobIds, count, query, from) {
  const samples = [];
  const seen = new Map(jobIds.map((jobId) => [jobId, []]));
  const sockets = Array.from({ length: count }, (_, i) => {
    const jobId = jobIds[i % jobIds.length];
    const socket = io(`${url}${LIVE_SOCKET_NAMESPACE}`, {
      path: LIVE_SOCKET_PATH,
      query: { ...query, jobId },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    const recorder = i < jobIds.length;
    socket.on(LIVE_SOCKET_EVENTS.stateChange, (change) => {
      const received = Date.now();
      if (typeof change.at !== 'number' || change.at < from()) return;
      samples.push(received - change.at);
      if (recorder) seen.get(jobId).push(change);
    });
    return socket;
  });
  const connected = Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        }),
    ),
  );
  return { samples, seen, connected, close: () => sockets.forEach((socket) => socket.close()) };
}

function summary(name, events, clients, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { name, events, clients, receipts: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) };
}

const home = mkdtempSync(path.join(tmpdir(), 'oak-bench-live-'));
chmodSync(home, 0o755);
try {
  const { base, headers, get, labs } = await startOakWithVirtualLabs('bench/live', home, {
    definitions: LAB_DEFINITIONS,
    timeScale: TIME_SCALE,
  });
  const token = headers.Authorization.slice('Bearer '.length);

  // 1. The job feed: every run submitted at once, then 200 watchers.
  process.stderr.write(`bench/live: ${RUNS} runs, ${CLIENTS} watchers ...\n`);
  const jobIds = [];
  for (let i = 0; i < RUNS; i++) {
    const { lab: target, pi } = labs[i % labs.length];
    const response = await fetch(`${base}${JOB_API_PATHS.jobs}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(
        quickTest({
          lab: target,
          pi,
          dsn: dsnOf(i % labs.length),
          customerId: CUSTOMER.customerId,
          placement: PLACEMENT,
          name: `Bench_Live_${i + 1}`,
        }),
      ),
    });
    const body = await response.json();
    if (response.status !== 201)
      throw new Error(`POST /api/jobs answered ${response.status}: ${JSON.stringify(body)}`);
    jobIds.push(body.id);
  }
  let measuringFrom = Infinity;
  const feed = watchers(base, jobIds, CLIENTS, { token }, () => measuringFrom);
  await feed.connected;
  measuringFrom = Date.now();
  const runStarted = Date.now();
  let jobs = [];
  await until(
    'every run finished',
    async () => {
      jobs = (await get(`${JOB_API_PATHS.jobs}?limit=50`)).filter((job) => jobIds.includes(job.id));
      return jobs.length === RUNS && jobs.every((job) => isFinishedJobState(job.state));
    },
    900_000,
    3000,
  );
  const runSeconds = (Date.now() - runStarted) / 1000;
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  feed.close();

  const perJob = [...feed.seen].map(([jobId, changes]) => ({ jobId, changes }));
  const announced = perJob.reduce((sum, { changes }) => sum + changes.length, 0);
  const watchersOf = (jobIndex) => Math.floor(CLIENTS / RUNS) + (jobIndex < CLIENTS % RUNS ? 1 : 0);
  const expected = perJob.reduce((sum, { changes }, i) => sum + changes.length * watchersOf(i), 0);

  // 2. The baseline: the same changes at the same moments, through bare Socket.IO.
  process.stderr.write('bench/live: bare Socket.IO replay ...\n');
  const first = Math.min(...perJob.flatMap(({ changes }) => changes.map((change) => change.at)));
  const schedule = perJob
    .flatMap(({ jobId, changes }) =>
      changes.map((change, order) => ({
        jobId,
        order,
        offsetMs: change.at - first,
        key: change.key,
        data: change.data,
      })),
    )
    .sort((a, b) => a.offsetMs - b.offsetMs || a.order - b.order);
  const scheduleFile = path.join(home, 'schedule.json');
  writeFileSync(scheduleFile, JSON.stringify(schedule));
  const barePort = await freePort();
  const bare = start(process.execPath, [
    '--input-type=module',
    '-e',
    BARE_SERVER,
    JSON.stringify({
      port: barePort,
      path: LIVE_SOCKET_PATH,
      namespace: LIVE_SOCKET_NAMESPACE,
      event: LIVE_SOCKET_EVENTS.stateChange,
      clients: CLIENTS,
      scheduleFile,
    }),
  ]);
  await until('the bare server', async () => {
    if (bare.child.exitCode !== null) throw new Error(`The bare server exited:\n${bare.output()}`);
    return bare.output().includes('listening');
  });
  const baseline = watchers(`http://127.0.0.1:${barePort}`, jobIds, CLIENTS, {}, () => 0);
  await baseline.connected;
  await until('the replay', async () => bare.output().includes('replayed'), 900_000, 500);
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  baseline.close();

  const rows = [
    summary('bare Socket.IO emit, no adapter (baseline)', schedule.length, CLIENTS, baseline.samples),
    summary('job feed: runner announce -> watcher (Redis Streams adapter)', announced, CLIENTS, feed.samples),
  ];
  const cell = (value) =>
    Number.isInteger(value) ? String(value) : typeof value === 'number' ? value.toFixed(2) : String(value);
  const header = ['scenario', 'events', 'clients', 'p50 ms', 'p99 ms', 'max ms'];
  const table = rows.map((r) => [r.name, r.events, r.clients, r.p50, r.p99, r.max].map(cell));
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const states = Object.entries(
    jobs.reduce((count, job) => ({ ...count, [job.state]: (count[job.state] ?? 0) + 1 }), {}),
  )
    .map(([state, n]) => `${n} ${state}`)
    .join(', ');
  console.log(
    `\nbench/live: ${RUNS} ${SCENARIO} runs on ${LABS} virtual labs (time scale ${TIME_SCALE}), ${CLIENTS} watching clients (${CLIENTS / RUNS} per run), one embedded OAK\n`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  console.log(
    `\nRuns: ${states} in ${runSeconds.toFixed(0)} s. Receipts: job feed ${feed.samples.length} of ${expected}, baseline ${baseline.samples.length} of ${expected}.`,
  );
  const p99 = rows[1].p99;
  console.log(
    `Job feed p99: ${cell(p99)} ms (target: under ${TARGET_P99_MS} ms) ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await stopChildren();
  rmSync(home, { recursive: true, force: true });
}
