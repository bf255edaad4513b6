#!/usr/bin/env node
// bench/long: the long runs (issue 30) on one embedded OAK with two virtual labs at a
// small time scale (BENCH_TIME_SCALE, 0.0002: a 5 min FAR track plays in 60 ms),
// measured from outside.
//
// 1. A 24 h FAR run (AC_FAR: 144 chunks of 10 min, the 5 min track twice a chunk, from
//    the noise Pi) on 3 devices at once (the DUT and two optional DUTs of the FAR lab),
//    submitted through POST /api/jobs: its wall time from submit to the lab job finished
//    (BullMQ's `finishedOn`), with its verdict and each device's false wakes checked.
//    Baseline, in the same run against the same Pi: the bench itself asks the noise Pi
//    for every talk and stop the run asked of it (as a subscriber with the cloud's
//    service user saw them), one after another, with no runner: the playing alone.
//    Target: the run under 60 s.
// 2. A 7-day stability run (STABILITY_STRESS, stabilityDurationMinutes 10080) on the 3
//    devices of the stability lab: the RSS of the cloud's `oak.js serve` process
//    (/proc/<pid>/status VmRSS) and its V8 heap in use (the /metrics endpoint's
//    nodejs_heap_size_used_bytes), sampled every SAMPLE_EVERY_MS from outside. The run
//    reckons its time at the lab's pace, so its simulated hour is its wall time over
//    168; the figure after the first simulated hour is the median of the SAMPLES samples
//    from that moment on, the figure at the end the median of the last SAMPLES before it
//    finished (one GC does not decide either). Target: the end within 10% of the first hour.
//    The run takes minutes, not seconds, whatever the time scale: it reckons its time at
//    the pace its talks show (real time per second of audio), and below some 0.001 a
//    talk's round trip over MQTT, not its audio, sets that pace (about 11 min here).
//
// A missed target is printed as such and does not fail the bench; a broken run (no
// verdict, a device's false wakes missing, no stability results) does.
import { mkdtempSync, chmodSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import shared from '@oak/shared';
import { connectMqtt, startOakWithVirtualLabs, stopChildren, until } from './support.mjs';

const require = createRequire(import.meta.url);
const Redis = require('ioredis');
const { JOB_API_PATHS, NOISE_LOCATION, NON_ACOUSTIC_LOCATION, speechPositions, thingTopics } = shared;

/** Real time per second of audio in the virtual lab: 0.0002 plays a day of audio in about 17 s. */
const TIME_SCALE = Number(process.env.BENCH_TIME_SCALE ?? 0.0002);
/** The stability run's bound: a week (its option's most). */
const STABILITY_MINUTES = Number(process.env.BENCH_STABILITY_MINUTES ?? 7 * 24 * 60);
const TARGET_FAR_WALL_S = 60;
const TARGET_MEMORY_GROWTH = 0.1;
/** Memory samples taken around each point, and how often the bench samples. */
const SAMPLES = 5;
const SAMPLE_EVERY_MS = 100;
/** How long either run may take before the bench calls it broken. */
const RUN_TIMEOUT_MS = Number(process.env.BENCH_RUN_TIMEOUT_MS ?? 30 * 60_000);
const TALK_TIMEOUT_MS = 60_000;
/** The cloud's Redis key prefix and its BullMQ prefix under it. */
const REDIS_KEY_PREFIX = 'oak:';
const BULL_PREFIX = `${REDIS_KEY_PREFIX}bull`;
const CUSTOMER = { customerId: 'A1BENCHLONG01', email: 'bench.long@oak.example' };
/** The devices of each lab: the DUT, then the two optional DUTs. */
const PROFILES = [
  ['good', 'ECHO_DOT'],
  ['average', 'ECHO_DOT'],
  ['poor', 'ECHO_POP'],
];

function labDefinition(tag, code, pi) {
  return {
    name: `Bench Long ${tag}`,
    pis: [pi],
    duts: PROFILES.map(([profile, deviceType], i) => ({
      dsn: `G0BENCHLONG${code}${i + 1}`,
      name: `Bench ${tag} Echo ${i + 1} (${profile})`,
      deviceType,
      ...CUSTOMER,
      buildInfo: 'virtual-1.0.0',
      profile,
    })),
  };
}

const DEFINITIONS = [
  labDefinition('FAR', 'FAR', {
    thingName: 'bench-long-noise',
    name: 'Noise 1.8 m 135°',
    location: NOISE_LOCATION,
  }),
  labDefinition('Stability', 'STB', {
    thingName: 'bench-long-speech',
    name: 'Speech 0.9 m 90°',
    location: NON_ACOUSTIC_LOCATION,
  }),
];

/**
 * A run of `category` on a lab's three devices (the DUT and two optional
 * DUTs) with its one Pi as the actor, as the wizard submits it.
 */
function labRun({ lab, pi }, definition, { name, category, suite, customOptions }) {
  const actor = { name: 'Speaker', configType: 'actor', thingId: pi.id, piName: pi.name };
  const [dut, ...optional] = definition.duts;
  const offered = speechPositions(category, 'en_US');
  const location = definition.pis[0].location;
  return {
    name,
    locale: 'en_US',
    enableEmailNotification: false,
    scenarioType: 'CUSTOM',
    customizedScenarios: [
      { category, scenarios: offered.includes(location) || !offered.length ? [location] : [offered[0]] },
    ],
    deviceAttributes: { irBlasters: false, dimmable: false },
    testSuite: {
      id: suite.id,
      displayName: suite.displayName,
      category: suite.category,
      config: '{"marketPlace":"en_US"}',
      mapping: [{ tag: suite.tag, duts: ['DUT1'], actors: ['Speaker'] }],
    },
    testMapping: {
      mapping: [{ name: 'DUT1', configType: 'dut', customerId: dut.customerId, dsn: dut.dsn }, actor],
      actorMapping: [actor],
      deviceMapping: [{ dsn: dut.dsn, customerId: dut.customerId, deviceType: dut.deviceType }],
    },
    optionalDuts: optional.map((device) => ({
      customerId: device.customerId,
      dsn: device.dsn,
      name: device.name,
      deviceType: device.deviceType,
      firmware: device.buildInfo,
    })),
    testOptions: customOptions ? { customOptions } : {},
    labId: lab.id,
    accountConfig: [],
    referenceMicConsent: true,
  };
}

/** The pid of the `oak.js serve` process under the `oak.js start` this bench started. */
function servePid() {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
        return [{ pid: Number(pid), ppid, argv }];
      } catch {
        return []; // gone meanwhile
      }
    });
  const byPid = new Map(processes.map((p) => [p.pid, p]));
  const ours = (p) => {
    for (let at = p; at; at = byPid.get(at.ppid)) if (at.ppid === process.pid) return true;
    return false;
  };
  const serve = processes.filter(
    (p) => p.argv.some((arg) => arg.endsWith('oak.js')) && p.argv.includes('serve') && ours(p),
  );
  if (serve.length !== 1) throw new Error(`Found ${serve.length} oak.js serve processes of this bench`);
  return serve[0].pid;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const home = mkdtempSync(path.join(tmpdir(), 'oak-bench-long-'));
chmodSync(home, 0o755);
const closers = [];
const broken = [];
try {
  const benchStarted = Date.now();
  const metricsToken = randomBytes(24).toString('hex');
  const { base, ports, headers, get, labs } = await startOakWithVirtualLabs('bench/long', home, {
    definitions: DEFINITIONS,
    timeScale: TIME_SCALE,
    env: { REDIS_KEY_PREFIX, METRICS_TOKEN: metricsToken },
  });
  const [farLab, stabilityLab] = labs;
  const redisPassword = readFileSync(path.join(home, 'secrets', 'redis-password'), 'utf8').trim();
  const redis = new Redis(`redis://:${encodeURIComponent(redisPassword)}@127.0.0.1:${ports.redis}`, {
    maxRetriesPerRequest: 1,
  });
  closers.push(() => redis.quit());
  const servicePassword = readFileSync(path.join(home, 'secrets', 'mqtt-service-password'), 'utf8').trim();
  const service = await connectMqtt(`mqtt://127.0.0.1:${ports.mqtt}`, {
    clientId: `bench-long-${process.pid}`,
    username: 'oak-cloud',
    password: servicePassword,
  });
  closers.push(() => service.endAsync());

  /** Submits a run; answers its job id and the moment it was sent (bench clock, ms). */
  const submit = async (run) => {
    const sent = Date.now();
    const response = await fetch(`${base}${JOB_API_PATHS.jobs}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(run),
    });
    const body = await response.json();
    if (response.status !== 201)
      throw new Error(`POST /api/jobs answered ${response.status}: ${JSON.stringify(body)}`);
    return { jobId: body.id, sent };
  };
  /** Waits for a job to finish; answers it and when its lab job left the worker (BullMQ, ms). */
  const finished = async (labId, jobId) => {
    let job;
    await until(
      `run ${jobId} finished`,
      async () => {
        job = await get(JOB_API_PATHS.job(jobId));
        return ['succeeded', 'failed', 'canceled'].includes(job.state);
      },
      RUN_TIMEOUT_MS,
      500,
    );
    const [added, active, finishedOn] = await redis.hmget(
      `${BULL_PREFIX}:lab-${labId}:${jobId}`,
      'timestamp',
      'processedOn',
      'finishedOn',
    );
    return { job, added: Number(added), active: Number(active), finishedAt: Number(finishedOn) };
  };

  // 1. The 24 h FAR run on three devices, the noise Pi's requests and answers watched.
  const noise = thingTopics(farLab.pi.thingName);
  const speech = thingTopics(stabilityLab.pi.thingName);
  const seen = [];
  const waiting = new Map();
  let utterances = 0;
  service.on('message', (topic, payload, packet) => {
    if (packet.retain) return;
    const at = Date.now();
    const body = JSON.parse(payload.toString());
    if (topic === speech.request && body.action === 'talk') utterances += 1;
    if (topic === noise.request) seen.push({ at, body });
    if (topic === noise.response) {
      waiting.get(body.id)?.(body);
      waiting.delete(body.id);
      seen.push({ at, answer: body });
    }
  });
  await service.subscribeAsync([noise.request, noise.response, speech.request], { qos: 1 });
  process.stderr.write('bench/long: a 24 h AC_FAR run on 3 devices ...\n');
  const far = await submit(
    labRun(farLab, DEFINITIONS[0], {
      name: 'Bench_Long_FAR',
      category: 'AC_FAR',
      suite: { id: 'AVSCertSimulation', displayName: 'Acoustic', category: 'ACOUSTIC', tag: '@acoustic' },
    }),
  );
  const farEnd = await finished(farLab.lab.id, far.jobId);
  const farResults = await get(JOB_API_PATHS.results(far.jobId));
  const wakes = Object.fromEntries(
    (Array.isArray(farResults) ? farResults : [])
      .filter((row) => typeof row.falseWakes === 'number')
      .map((row) => [row.deviceSerialNumber, row]),
  );
  const farDevices = DEFINITIONS[0].duts.map((dut) => wakes[dut.dsn]);
  if (!farEnd.job.verdict) broken.push(`the FAR run has no verdict: ${JSON.stringify(farEnd.job)}`);
  if (farDevices.some((row) => !row))
    broken.push(`the FAR run lacks a device's false wakes: ${JSON.stringify(farResults)}`);
  const inRun = seen.filter((event) => event.at >= far.sent && event.at <= farEnd.finishedAt);
  const requests = inRun.filter((event) => event.body && ['talk', 'stop'].includes(event.body.action));
  const talks = requests.filter((event) => event.body.action === 'talk');
  const answers = new Map(inRun.filter((event) => event.answer).map((event) => [event.answer.id, event]));
  const firstTalk = talks[0]?.at;
  const lastAnswer = answers.get(talks.at(-1)?.body.id)?.at;

  // The baseline: the same talks and stops asked of the same Pi by the bench, one after another.
  process.stderr.write(`bench/long: the run's ${requests.length} talks and stops by hand ...\n`);
  const ask = async ({ action, payload, ackTimeout }) => {
    const id = randomUUID();
    const answered = new Promise((resolve, reject) => {
      waiting.set(id, resolve);
      setTimeout(
        () => reject(new Error(`No answer to a ${action} within ${TALK_TIMEOUT_MS} ms`)),
        TALK_TIMEOUT_MS,
      ).unref();
    });
    await service.publishAsync(noise.request, JSON.stringify({ id, action, payload, ackTimeout }), {
      qos: 1,
    });
    const answer = await answered;
    if (answer.code >= 400) throw new Error(`The noise Pi refused a ${action}: ${JSON.stringify(answer)}`);
  };
  const bareStarted = Date.now();
  for (const { body } of requests) await ask(body);
  const bareMs = Date.now() - bareStarted;

  const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);
  const s = (ms) => (ms / 1000).toFixed(2);
  const farWall = farEnd.finishedAt - far.sent;
  const rows = [
    ['24 h AC_FAR on 3 devices: submit -> finished', `${s(farWall)} s`],
    ['  of which submit -> first talk (admission, sync)', `${s(firstTalk - far.sent)} s`],
    ['  of which first talk -> last talk answered', `${s(lastAnswer - firstTalk)} s`],
    ['  of which last talk -> finished (score, report)', `${s(farEnd.finishedAt - lastAnswer)} s`],
    [`the same ${requests.length} talks and stops by hand (baseline)`, `${s(bareMs)} s`],
    ['what the runner adds (run - baseline)', `${s(farWall - bareMs)} s`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  // The FAR table at once: the stability run after it takes minutes.
  console.log(
    `\nbench/long: one embedded OAK, two virtual labs of 3 devices each (good, average, poor), time scale ${TIME_SCALE}\n`,
  );
  console.log(`${'FAR'.padEnd(width)}  ${'wall time'.padStart(10)}`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(10)}`);
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(10)}`);
  const falseWakes = farDevices
    .map((row, i) => `${DEFINITIONS[0].duts[i].dsn} ${row ? row.falseWakes : 'missing'}`)
    .join(', ');
  const chunks = `${farDevices[0]?.chunksPlayed ?? '?'}/${farDevices[0]?.totalChunks ?? '?'}`;
  console.log(
    `\nFAR run: ${farEnd.job.state}, verdict ${farEnd.job.verdict ?? 'none'}; false wakes ${falseWakes}; ${chunks} chunks, ${talks.length} talks.`,
  );
  const farMet = farWall < TARGET_FAR_WALL_S * 1000;
  const farLine = `24 h FAR run: ${s(farWall)} s (target: under ${TARGET_FAR_WALL_S} s) ${farMet ? 'met' : 'NOT met'}`;
  console.log(farLine);

  // 2. The 7-day stability run, the cloud's memory sampled throughout.
  process.stderr.write(
    `bench/long: a ${STABILITY_MINUTES / 1440}-day STABILITY_STRESS run on 3 devices ...\n`,
  );
  const pid = servePid();
  const samples = [];
  const metrics = async () => {
    const text = await fetch(`${base}/metrics`, {
      headers: { Authorization: `Bearer ${metricsToken}` },
    }).then((r) => r.text());
    const line = /^nodejs_heap_size_used_bytes (\S+)$/m.exec(text);
    return line ? Number(line[1]) : NaN;
  };
  let sampling = true;
  // The cloud gone mid-run (killed, out of memory) ends the wait for the run: a broken run.
  let cloudGone;
  const gone = new Promise((resolve, reject) => (cloudGone = reject));
  gone.catch(() => undefined);
  const sampler = (async () => {
    while (sampling) {
      const at = Date.now();
      let status;
      try {
        status = readFileSync(`/proc/${pid}/status`, 'utf8');
      } catch {
        cloudGone(new Error(`The cloud (oak.js serve, pid ${pid}) exited during the stability run`));
        return;
      }
      const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]) * 1024;
      const heap = await metrics().catch(() => NaN);
      samples.push({ at, rss, heap });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at + SAMPLE_EVERY_MS - Date.now())));
    }
  })();
  const stability = await submit(
    labRun(stabilityLab, DEFINITIONS[1], {
      name: 'Bench_Long_Stability',
      category: 'STABILITY_STRESS',
      suite: { id: 'AQTStability', displayName: 'Stability', category: 'STABILITY', tag: '@acoustic' },
      customOptions: { stabilityDurationMinutes: STABILITY_MINUTES },
    }),
  );
  const stabilityEnd = await Promise.race([finished(stabilityLab.lab.id, stability.jobId), gone]);
  sampling = false;
  await sampler;
  const stabilityResults = await get(JOB_API_PATHS.results(stability.jobId));
  if (!stabilityEnd.job.verdict)
    broken.push(`the stability run has no verdict: ${JSON.stringify(stabilityEnd.job)}`);
  if (!Array.isArray(stabilityResults) || !stabilityResults.length)
    broken.push(`the stability run has no results: ${JSON.stringify(stabilityResults)}`);
  // The run's simulated hour, on the wall clock: it reckons its week at the lab's pace, start to end.
  const runMs = stabilityEnd.finishedAt - stabilityEnd.active;
  const hourAt = stabilityEnd.active + runMs / (STABILITY_MINUTES / 60);
  const during = samples.filter((sample) => sample.at <= stabilityEnd.finishedAt);
  const afterHour = during.filter((sample) => sample.at >= hourAt).slice(0, SAMPLES);
  const atEnd = during.slice(-SAMPLES);
  const memory = (key, picked) => median(picked.map((sample) => sample[key]).filter(Number.isFinite));
  const memoryRows = [
    ['cloud RSS (VmRSS)', 'rss'],
    ['cloud V8 heap in use (/metrics)', 'heap'],
  ].map(([name, key]) => {
    const first = memory(key, afterHour);
    const end = memory(key, atEnd);
    return { name, first, end, ratio: end / first };
  });
  console.log(
    `\n${'stability, cloud memory'.padEnd(width)}  ${'1st hour MB'.padStart(11)}  ${'end MB'.padStart(8)}  ${'end/1st'.padStart(7)}`,
  );
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(11)}  ${'-'.repeat(8)}  ${'-'.repeat(7)}`);
  for (const r of memoryRows)
    console.log(
      `${r.name.padEnd(width)}  ${mb(r.first).padStart(11)}  ${mb(r.end).padStart(8)}  ${r.ratio.toFixed(3).padStart(7)}`,
    );
  console.log(
    `\nStability run: ${stabilityEnd.job.state}, verdict ${stabilityEnd.job.verdict ?? 'none'}, ${s(runMs)} s of wall time for ${STABILITY_MINUTES} simulated minutes` +
      ` (${utterances} utterances played to the 3 devices); ${samples.length} memory samples every ${SAMPLE_EVERY_MS} ms,` +
      ` the first hour's ${afterHour.length} from ${s(hourAt - stabilityEnd.active)} s in, the end's the last ${atEnd.length}.`,
  );
  console.log(farLine);
  const growth = memoryRows[0].ratio - 1;
  console.log(
    `Stability cloud RSS at the end: ${(growth * 100).toFixed(1)}% against the first hour (target: within ${TARGET_MEMORY_GROWTH * 100}%) ${Math.abs(growth) <= TARGET_MEMORY_GROWTH ? 'met' : 'NOT met'}`,
  );
  console.log('A missed target does not fail the bench; a broken run does.');
  for (const problem of broken) console.log(`BROKEN: ${problem}`);
  console.log(`Bench time: ${((Date.now() - benchStarted) / 1000).toFixed(0)} s.`);
} catch (error) {
  broken.push(String(error?.stack ?? error));
  console.error(`bench/long: ${broken.at(-1)}`);
} finally {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await stopChildren();
  rmSync(home, { recursive: true, force: true });
}
process.exit(broken.length ? 1 : 0);
