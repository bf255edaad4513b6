#!/usr/bin/env node
// bench/playground: the Playground's chat exchange as the console makes it
// (console/src/features/playground: chat-exchange, live-stream, playground-api),
// on one embedded OAK with 5 virtual labs of 10 good virtual Echo Dots each.
// Every device is first switched to the proxy endpoint (PUT deviceendpoint), as
// Connect does, and its liveinteraction stream opened and kept open.
//
// 1. Round trip: send an utterance (GET injectspeech, the text in the console's
//    slow-prosody SSML) -> the assistant's Speak directive read from the device's
//    stream (the Alexa item) and its SpeechFinished event (the user's item turns
//    Human) -> the activity items read (the exchange is done, the utterance id
//    known for the metadata viewer). A step counts once the injectspeech answer is
//    in as well (the console waits for it first), matched by the utterance id the
//    answer names. Through the cloud (/api/playground/prod/..., the admin's bearer
//    token), and, in the same run, the very same calls straight to the virtual
//    lab's device-cloud emulator (it takes no auth) as the baseline: alternated
//    one by one (cloud first on even rounds, direct first on odd ones), one
//    exchange in flight at a time, over the first device of each lab, after a
//    warm-up. An utterance the device does not answer (the device cloud hands
//    injected words over itself, so none should be) is counted, not timed.
//    The virtual device takes its own time, as a real one does: the emulator
//    paces its stream on the device's timeline (it takes the words in as they
//    are injected, answers after its latency, says its answer), so both paths
//    wait for it, and its latency is drawn afresh for every utterance. What a
//    path adds is therefore measured per exchange, less the device's own time:
//    from its Recognize to its Speak (the Alexa item) and to its SpeechFinished
//    (Human), read from the device cloud's time stamps of those messages and
//    turned into real time at the lab's time scale. Target: the cloud adds
//    under 20 ms at p99 (p99 through the cloud minus the direct p99, to the
//    Alexa item and Human, each less the device's own time).
// 2. 50 concurrent playground sessions on the one OAK: one stream through the
//    cloud per device (50 devices), each session sending its exchanges one after
//    another, all sessions at once. Sent = the events and directives the emulator
//    wrote for those devices, read from a second stream per device opened
//    straight at the emulator; received = those read by the sessions through the
//    cloud. Target: none dropped.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import shared from '@oak/shared';
import { benchLabs, startOakWithVirtualLabs, stopChildren } from './support.mjs';

const {
  PLAYGROUND_API_BASE_PATH,
  PLAYGROUND_API_CALLS,
  PLAYGROUND_ACTIVITY_ITEMS_LIMIT,
  PLAYGROUND_PROXY_ENDPOINT,
  activityItemsWindow,
  activityUtteranceId,
  buildInjectSpeechSsml,
  concatBytes,
  liveInteractionApiMessages,
  liveInteractionTime,
  parseEventStream,
  playgroundActivityOf,
} = shared;

const LABS = Number(process.env.BENCH_LABS ?? 5);
const DEVICES_PER_LAB = Number(process.env.BENCH_DEVICES_PER_LAB ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 50);
const SESSION_EXCHANGES = Number(process.env.BENCH_SESSION_EXCHANGES ?? 10);
/**
 * Real time per second of audio in the virtual lab (the Pis stay idle here).
 * Each exchange waits for the virtual device's own time (some 5 simulated
 * seconds, 100 ms at 0.02), which is taken out of what is measured: a faster
 * lab only keeps the run short.
 */
const TIME_SCALE = Number(process.env.BENCH_TIME_SCALE ?? 0.02);
const TARGET_P99_ADDED_MS = 20;
const PLACEMENT = '0.9m-90deg';
const CUSTOMER = { customerId: 'A1BENCHPLAY01', email: 'bench.playground@oak.example' };
const DEVICE_TYPE = 'ECHO_DOT';
const UTTERANCE = 'what time is it';
/** How long an exchange waits for the device's SpeechFinished before it counts as not woken. */
const EXCHANGE_WAIT_MS = 3000;
/** After the last session exchange, how long stragglers may still arrive. */
const GRACE_MS = 1000;

/** benchLabs' labs, each with DEVICES_PER_LAB good Echo Dots (DSNs G0BENCHPLAY00001 ...). */
const { definitions: ONE_EACH } = benchLabs({
  count: LABS * DEVICES_PER_LAB,
  tag: 'Play',
  customer: CUSTOMER,
  placement: PLACEMENT,
});
const LAB_DEFINITIONS = ONE_EACH.slice(0, LABS).map((lab, l) => ({
  ...lab,
  duts: Array.from({ length: DEVICES_PER_LAB }, (_, d) => ({
    ...ONE_EACH[l * DEVICES_PER_LAB + d].duts[0],
    name: `Bench Echo Dot ${l + 1}.${d + 1}`,
  })),
}));
const DEVICES = LAB_DEFINITIONS.flatMap((lab) => lab.duts.map((dut) => dut.dsn));

/** The table's rows for each path: what an exchange's times are kept under, and their labels. */
const STEPS = [
  ['inject', 'injectspeech answered'],
  ['alexa', 'Alexa item (Speak)'],
  ['human', 'Alexa item and Human (SpeechFinished)'],
  ['done', '+ activityitems read (exchange done)'],
  ['alexaLessDevice', "Alexa item, less the device's time"],
  ['humanLessDevice', "Alexa item and Human, less the device's time"],
  ['doneLessDevice', "exchange done, less the device's time"],
];

const now = () => performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const deviceQuery = (dsn) => ({ deviceserial: dsn, devicetype: DEVICE_TYPE });

/** A way to the device API: the cloud's pass-through with the session, or the emulator itself. */
function route(base, headers) {
  const url = (call, query) => `${base}/${call}?${new URLSearchParams(query)}`;
  return {
    url,
    headers,
    async call(call, query, method = 'GET') {
      const response = await fetch(url(call, query), { method, headers });
      const body = response.status === 204 ? null : await response.json();
      if (response.status !== 200 && response.status !== 204)
        throw new Error(`${method} ${call} answered ${response.status}: ${JSON.stringify(body)}`);
      return body;
    },
  };
}

/**
 * A device's liveinteraction stream as live-stream.ts reads it: every event and
 * directive to `onMessage(message, at)` with the device cloud's time of it, and
 * `count` of those read. Rejects when the stream is refused.
 */
async function openStream(way, dsn, onMessage) {
  const controller = new AbortController();
  const response = await fetch(way.url(PLAYGROUND_API_CALLS.liveinteraction.path, deviceQuery(dsn)), {
    headers: way.headers,
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`liveinteraction of ${dsn} answered ${response.status}: ${await response.text()}`);
  const stream = { count: 0, error: null, ended: false, close: () => controller.abort() };
  const reader = response.body.getReader();
  void (async () => {
    let rest = new Uint8Array(0);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parsed = parseEventStream(concatBytes(rest, value));
      if (!parsed.ok) throw new Error(parsed.error);
      rest = parsed.value.rest;
      for (const message of parsed.value.messages) {
        const items = liveInteractionApiMessages(message);
        if (!items.ok) throw new Error(items.error);
        const at = liveInteractionTime(message);
        for (const item of items.value) {
          stream.count += 1;
          onMessage(item, at);
        }
      }
    }
    stream.ended = true;
  })().catch((error) => {
    if (!controller.signal.aborted) stream.error = error;
  });
  return stream;
}

/**
 * What each path's streams saw, by utterance id: when (bench clock) the
 * Speak and SpeechFinished of it arrived, and the device cloud's time
 * stamps of its first activity (Recognize), its Speak and its SpeechFinished.
 */
function utteranceBook() {
  const seen = new Map();
  const waiters = new Map();
  const entry = (id) => {
    if (!seen.has(id)) seen.set(id, {});
    return seen.get(id);
  };
  return {
    onMessage(message, at) {
      const id = message.data?.utteranceId;
      const activity = playgroundActivityOf(message);
      if (typeof id !== 'string' || !activity) return;
      const book = entry(id);
      book.deviceCloudAt ??= at;
      if (activity === 'speak') {
        book.speak ??= now();
        book.speakAt ??= at;
      }
      if (activity === 'speechFinished') {
        book.speechFinished ??= now();
        book.speechFinishedAt ??= at;
        waiters.get(id)?.();
      }
    },
    /** The utterance's record once its SpeechFinished is in, or null after `timeoutMs`. */
    async finished(id, timeoutMs) {
      if (!entry(id).speechFinished) {
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          waiters.set(id, () => {
            clearTimeout(timer);
            resolve();
          });
        });
        waiters.delete(id);
      }
      const book = seen.get(id);
      seen.delete(id);
      return book.speechFinished ? book : null;
    },
  };
}

/**
 * The device's own time (real ms, at the lab's time scale) from taking an
 * utterance in (its first activity) to a later message of it, from the
 * device cloud's stamps; fails when the stream carried none.
 */
function deviceMs(seen, at) {
  if (typeof seen.deviceCloudAt !== 'number' || typeof at !== 'number')
    throw new Error(`The stream did not stamp the device's time: ${JSON.stringify(seen)}`);
  return (at - seen.deviceCloudAt) * TIME_SCALE;
}

/**
 * One chat exchange as runExchange makes it: injectspeech, the Alexa item and
 * Human from the stream, then the activity items of the chat window. Answers
 * its times from the send (ms), as the person waits and less the device's own
 * time (deviceMs), or null when the device did not answer.
 */
async function exchange(way, book, dsn) {
  const sent = now();
  const injected = await way.call(PLAYGROUND_API_CALLS.injectspeech.path, {
    ...deviceQuery(dsn),
    text: buildInjectSpeechSsml(UTTERANCE),
  });
  const answered = now();
  const seen = await book.finished(injected.utteranceId, EXCHANGE_WAIT_MS);
  if (!seen?.speak) return null;
  const injectedAtS = Math.floor((seen.deviceCloudAt ?? Date.now()) / 1000);
  const window = activityItemsWindow(injectedAtS, 'chat');
  const items = await way.call(PLAYGROUND_API_CALLS.activityitems.path, {
    ...deviceQuery(dsn),
    starttime: window.starttime,
    endtime: window.endtime,
    limit: PLAYGROUND_ACTIVITY_ITEMS_LIMIT,
  });
  const done = now();
  if (activityUtteranceId(items.ActivityItems) !== injected.utteranceId)
    throw new Error(`activityitems of ${dsn} did not name ${injected.utteranceId}: ${JSON.stringify(items)}`);
  const alexa = Math.max(answered, seen.speak) - sent;
  const human = Math.max(answered, seen.speak, seen.speechFinished) - sent;
  const deviceHuman = deviceMs(seen, seen.speechFinishedAt);
  return {
    inject: answered - sent,
    alexa,
    human,
    done: done - sent,
    alexaLessDevice: alexa - deviceMs(seen, seen.speakAt),
    humanLessDevice: human - deviceHuman,
    doneLessDevice: done - sent - deviceHuman,
  };
}

function quantiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { n: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted.at(-1) };
}

const home = mkdtempSync(path.join(tmpdir(), 'oak-bench-playground-'));
chmodSync(home, 0o755);
const streams = [];
try {
  const oak = await startOakWithVirtualLabs('bench/playground', home, {
    definitions: LAB_DEFINITIONS,
    timeScale: TIME_SCALE,
  });
  const cloud = route(`${oak.base}${PLAYGROUND_API_BASE_PATH}/prod`, {
    Authorization: oak.headers.Authorization,
  });
  const direct = route(oak.deviceCloud, {});

  // Connect, as the console does it: the device on the proxy endpoint, its stream open.
  process.stderr.write(`bench/playground: ${DEVICES.length} devices to the proxy endpoint ...\n`);
  for (const dsn of DEVICES)
    await cloud.call(
      PLAYGROUND_API_CALLS.switchendpoint.path,
      { ...deviceQuery(dsn), endpoint: PLAYGROUND_PROXY_ENDPOINT },
      PLAYGROUND_API_CALLS.switchendpoint.method,
    );

  // 1. Round trips, alternating the two paths, one exchange at a time.
  const timed = DEVICES.filter((_, i) => i % DEVICES_PER_LAB === 0);
  const paths = [
    { name: 'direct to the emulator (baseline)', way: direct, book: utteranceBook() },
    { name: 'through the cloud', way: cloud, book: utteranceBook() },
  ];
  for (const p of paths) {
    p.samples = Object.fromEntries(STEPS.map(([step]) => [step, []]));
    p.missed = 0;
    for (const dsn of timed) streams.push(await openStream(p.way, dsn, p.book.onMessage));
  }
  process.stderr.write(
    `bench/playground: ${WARMUP} + ${ROUNDS} round trips each way on ${timed.length} devices ...\n`,
  );
  for (let round = -WARMUP; round < ROUNDS; round++) {
    const dsn = timed[(round + WARMUP) % timed.length];
    const order = round % 2 === 0 ? [paths[1], paths[0]] : paths;
    for (const p of order) {
      const times = await exchange(p.way, p.book, dsn);
      if (round < 0) continue;
      if (!times) {
        p.missed += 1;
        continue;
      }
      for (const [step, ms] of Object.entries(times)) p.samples[step].push(ms);
    }
  }
  for (const stream of streams.splice(0)) stream.close();

  // 2. 50 sessions at once through the cloud, each on its own device, counted against the emulator's own stream.
  process.stderr.write(
    `bench/playground: ${SESSIONS} concurrent sessions, ${SESSION_EXCHANGES} exchanges each ...\n`,
  );
  const sessionDevices = Array.from({ length: SESSIONS }, (_, i) => DEVICES[i % DEVICES.length]);
  const sessionBook = utteranceBook();
  const sessions = await Promise.all(
    sessionDevices.map((dsn) => openStream(cloud, dsn, sessionBook.onMessage)),
  );
  const references = await Promise.all(
    [...new Set(sessionDevices)].map(async (dsn) => [dsn, await openStream(direct, dsn, () => undefined)]),
  );
  streams.push(...sessions, ...references.map(([, stream]) => stream));
  const sessionSamples = { human: [], humanLessDevice: [] };
  let sessionMissed = 0;
  const loadStarted = now();
  await Promise.all(
    sessionDevices.map(async (dsn) => {
      for (let i = 0; i < SESSION_EXCHANGES; i++) {
        const times = await exchange(cloud, sessionBook, dsn);
        if (!times) {
          sessionMissed += 1;
          continue;
        }
        sessionSamples.human.push(times.human);
        sessionSamples.humanLessDevice.push(times.humanLessDevice);
      }
    }),
  );
  const loadSeconds = (now() - loadStarted) / 1000;
  await sleep(GRACE_MS);
  const sentOf = new Map(references.map(([dsn, stream]) => [dsn, stream.count]));
  const expected = sessionDevices.reduce((sum, dsn) => sum + sentOf.get(dsn), 0);
  const received = sessions.reduce((sum, stream) => sum + stream.count, 0);
  const sent = [...sentOf.values()].reduce((sum, n) => sum + n, 0);
  const short = sessions.filter((stream, i) => stream.count !== sentOf.get(sessionDevices[i])).length;
  const broken = [...sessions, ...references.map(([, stream]) => stream)].filter(
    (stream) => stream.error || stream.ended,
  );
  for (const stream of streams.splice(0)) stream.close();

  // The table.
  const rows = [];
  for (const p of paths)
    for (const [step, label] of STEPS)
      rows.push({ name: `${p.name}: ${label}`, ...quantiles(p.samples[step]) });
  rows.push(
    {
      name: `${SESSIONS} sessions at once, through the cloud: Alexa item and Human`,
      ...quantiles(sessionSamples.human),
    },
    {
      name: `${SESSIONS} sessions at once, through the cloud: Alexa item and Human, less the device's time`,
      ...quantiles(sessionSamples.humanLessDevice),
    },
  );
  const cell = (value) =>
    Number.isInteger(value) ? String(value) : typeof value === 'number' ? value.toFixed(2) : String(value);
  const header = ['scenario', 'n', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'];
  const table = rows.map((r) => [r.name, r.n, r.p50, r.p90, r.p99, r.max].map(cell));
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(
    `\nbench/playground: chat exchange "${UTTERANCE}" on good virtual Echo Dots (${LABS} labs x ${DEVICES_PER_LAB}, time scale ${TIME_SCALE}), ${ROUNDS} round trips each way after ${WARMUP} warm-up, alternated on ${timed.length} devices; then ${SESSIONS} concurrent sessions x ${SESSION_EXCHANGES} exchanges; one embedded OAK\n`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  const [base, via] = paths;
  const addedAt99 = (step) => quantiles(via.samples[step]).p99 - quantiles(base.samples[step]).p99;
  const added = addedAt99('humanLessDevice');
  const addedDone = addedAt99('doneLessDevice');
  console.log(
    `\nNot woken (not timed): direct ${base.missed}, cloud ${via.missed}, sessions ${sessionMissed}. Sessions: ${SESSIONS * SESSION_EXCHANGES - sessionMissed} exchanges answered in ${loadSeconds.toFixed(1)} s.`,
  );
  console.log(
    `Stream events: the emulator sent ${sent} on ${sentOf.size} devices; the ${SESSIONS} sessions received ${received} of ${expected} (${expected - received} dropped, ${short} sessions short, ${broken.length} streams broken or ended).`,
  );
  console.log(
    `Cloud adds at p99 to the Alexa item and Human, less the device's own time: ${cell(added)} ms (with the activity items read: ${cell(addedDone)} ms; as the person waits, device's time included: ${cell(addedAt99('human'))} ms) (target: under ${TARGET_P99_ADDED_MS} ms) ${added < TARGET_P99_ADDED_MS ? 'met' : 'NOT met'}`,
  );
  const noDrops = received === expected && short === 0 && broken.length === 0 && expected > 0;
  console.log(
    `${SESSIONS} concurrent sessions, events dropped: ${expected - received} (target: none) ${noDrops ? 'met' : 'NOT met'}`,
  );
} finally {
  for (const stream of streams) stream.close();
  await stopChildren();
  rmSync(home, { recursive: true, force: true });
}
