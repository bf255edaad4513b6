#!/usr/bin/env node
// bench/live: 20 acoustic runs (AC_WWDD_QUICK_TEST) on 4 virtual labs (one
// speech Pi and one virtual DUT each), watched by 200 Socket.IO clients, 10
// per run, on one embedded OAK. The runs go in waves of one run per lab: a
// lab with a run in progress is locked and refuses a submission (doc 1 §6),
// so each wave submits one run to each free lab, connects its runs' watchers,
// and waits until its runs have finished and their labs are free again before
// the next. A wave's watchers stay connected to the end, so the last changes
// of its runs still reach them while the next wave runs. Each change the
// runner announces carries `at`, the cloud's clock when it was announced; a
// client's latency is its Date.now() at receipt minus `at` (same machine,
// same clock, 1 ms steps). Counted: every change of a run announced once all
// of its wave's watchers are in their rooms, as it reaches each watcher.
// Baseline, in the same run: a bare Socket.IO server (no adapter, no Redis,
// no recovery) in its own process replays the very same changes (same rooms,
// payloads and moments: each at its offset from the first change of all the
// waves, so the pauses between waves are kept too) to the same 200 clients,
// all connected at once, measured the same way. Target: p99 of the job feed
// under 100 ms.
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
const {
  JOB_API_PATHS,
  LAB_API_PATHS,
  LIVE_SOCKET_EVENTS,
  LIVE_SOCKET_NAMESPACE,
  LIVE_SOCKET_PATH,
  isFinishedJobState,
  isLabLocked,
} = shared;

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
/** How often the bench asks whether a wave's runs have finished. */
const WAVE_POLL_MS = 1000;
/** Waves of one run per lab: a locked lab (a run in progress) refuses a submission. */
const WAVES = Math.ceil(RUNS / LABS);

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

/** How many of the CLIENTS watch run `run` (0-based): an even share, the first runs one more. */
const watchersOf = (run) => Math.floor(CLIENTS / RUNS) + (run < CLIENTS % RUNS ? 1 : 0);

/** The job of each watcher of `jobIds`, the runs `firstRun` onwards, as watchersOf shares them out. */
const watchedJobs = (jobIds, firstRun) =>
  jobIds.flatMap((jobId, i) => Array.from({ length: watchersOf(firstRun + i) }, () => jobId));

/**
 * One client per entry of `jobOfClient`, in that job's room, each recording
 * the latency of every stamped change announced at or after `from()`; the
 * first client of each job also keeps the changes themselves, in order (the
 * baseline's schedule).
 */
function watchers(url, jobOfClient, query, from) {
  const samples = [];
  const seen = new Map(jobOfClient.map((jobId) => [jobId, []]));
  const sockets = jobOfClient.map((jobId, i) => {
    const socket = io(`${url}${LIVE_SOCKET_NAMESPACE}`, {
      path: LIVE_SOCKET_PATH,
      query: { ...query, jobId },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    const recorder = jobOfClient.indexOf(jobId) === i;
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

  // 1. The job feed, wave by wave: one run per free lab, then its watchers, until its runs finished.
  process.stderr.write(`bench/live: ${RUNS} runs in ${WAVES} waves, ${CLIENTS} watchers ...\n`);
  const jobIds = [];
  const feeds = [];
  let jobs = [];
  let runStarted;
  for (let wave = 0; wave < WAVES; wave++) {
    const firstRun = wave * LABS;
    const runs = Array.from({ length: Math.min(LABS, RUNS - firstRun) }, (_, i) => firstRun + i);
    const labIds = runs.map((i) => labs[i % labs.length].lab.id);
    await until(`wave ${wave + 1}'s labs free`, async () =>
      (await get(LAB_API_PATHS.labs))
        .filter((candidate) => labIds.includes(candidate.id))
        .every((candidate) => !isLabLocked(candidate.lock)),
    );
    const waveJobIds = [];
    for (const i of runs) {
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
      waveJobIds.push(body.id);
    }
    jobIds.push(...waveJobIds);
    let measuringFrom = Infinity;
    const feed = watchers(base, watchedJobs(waveJobIds, firstRun), { token }, () => measuringFrom);
    feeds.push(feed);
    await feed.connected;
    measuringFrom = Date.now();
    runStarted ??= measuringFrom;
    await until(
      `wave ${wave + 1}'s runs finished`,
      async () => {
        const waveJobs = (await get(`${JOB_API_PATHS.jobs}?limit=50`)).filter((job) =>
          waveJobIds.includes(job.id),
        );
        if (waveJobs.length !== waveJobIds.length || !waveJobs.every((job) => isFinishedJobState(job.state)))
          return false;
        jobs = [...jobs, ...waveJobs];
        return true;
      },
      900_000,
      WAVE_POLL_MS,
    );
  }
  const runSeconds = (Date.now() - runStarted) / 1000;
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  feeds.forEach((feed) => feed.close());

  const feedSamples = feeds.flatMap((feed) => feed.samples);
  const perJob = feeds.flatMap((feed) => [...feed.seen]).map(([jobId, changes]) => ({ jobId, changes }));
  const announced = perJob.reduce((sum, { changes }) => sum + changes.length, 0);
  const expected = perJob.reduce(
    (sum, { jobId, changes }) => sum + changes.length * watchersOf(jobIds.indexOf(jobId)),
    0,
  );

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
  const baseline = watchers(`http://127.0.0.1:${barePort}`, watchedJobs(jobIds, 0), {}, () => 0);
  await baseline.connected;
  await until('the replay', async () => bare.output().includes('replayed'), 900_000, 500);
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  baseline.close();

  const rows = [
    summary('bare Socket.IO emit, no adapter (baseline)', schedule.length, CLIENTS, baseline.samples),
    summary('job feed: runner announce -> watcher (Redis Streams adapter)', announced, CLIENTS, feedSamples),
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
    `\nbench/live: ${RUNS} ${SCENARIO} runs on ${LABS} virtual labs in ${WAVES} waves of one run per lab (time scale ${TIME_SCALE}), ${CLIENTS} watching clients (${CLIENTS / RUNS} per run), one embedded OAK\n`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  console.log(
    `\nRuns: ${states} in ${runSeconds.toFixed(0)} s. Receipts: job feed ${feedSamples.length} of ${expected}, baseline ${baseline.samples.length} of ${expected}.`,
  );
  const p99 = rows[1].p99;
  console.log(
    `Job feed p99: ${cell(p99)} ms (target: under ${TARGET_P99_MS} ms) ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await stopChildren();
  rmSync(home, { recursive: true, force: true });
}
