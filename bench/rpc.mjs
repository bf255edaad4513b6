#!/usr/bin/env node
// bench/rpc: 1000 sequential `state` round trips to a real agent through the
// cloud (HTTP -> cloud -> MQTT -> agent -> back), beside the same broker's raw
// publish->subscribe round trip and a direct MQTT request to the agent, all
// measured in one run on one embedded OAK (`oak start`, virtual lab off).
import { mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_ADMIN, connectMqtt, installAgent, startOak, stopChildren, until } from './support.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1000);
const WARMUP = 50;

function summary(name, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { name, n: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted.at(-1), mean };
}

async function measure(rounds, once) {
  for (let i = 0; i < WARMUP; i++) await once();
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    const started = process.hrtime.bigint();
    await once();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return samples;
}

/** Sequential request/response over one topic pair: publish, wait for the matching answer. */
function requester(client, requestTopic, responseTopic, makePayload, idOf) {
  const waiting = new Map();
  client.on('message', (topic, payload) => {
    if (topic !== responseTopic) return;
    const id = idOf(payload);
    waiting.get(id)?.();
    waiting.delete(id);
  });
  let counter = 0;
  return async () => {
    const id = `r${++counter}`;
    const answered = new Promise((resolve) => waiting.set(id, resolve));
    client.publish(requestTopic, makePayload(id), { qos: 1 });
    await answered;
  };
}

const home = mkdtempSync(path.join(tmpdir(), 'oak-bench-'));
chmodSync(home, 0o755);
const piRoot = mkdtempSync(path.join(tmpdir(), 'oak-bench-pi-'));
try {
  const { ports, cli, signIn } = await startOak('bench/rpc', home);
  await cli('lab', 'create', 'Bench Lab', '--company', BENCH_ADMIN.company);
  await cli('pi', 'add', 'bench-pi', '--lab', 'Bench Lab', '--company', BENCH_ADMIN.company);
  const { get } = await signIn();
  const [lab] = await get('/api/labs');
  const [thing] = await get(`/api/labs/${lab.id}/things`);
  await installAgent(get, thing.id, piRoot);
  const statePath = `/api/labs/${lab.id}/things/${thing.id}/state?ackTimeout=3000`;
  await until('the agent online', async () => (await get(statePath)).thingStatus === 'ONLINE', 30_000);

  const brokerUrl = `mqtt://127.0.0.1:${ports.mqtt}`;
  const servicePassword = readFileSync(path.join(home, 'secrets', 'mqtt-service-password'), 'utf8').trim();
  const service = (id) =>
    connectMqtt(brokerUrl, {
      clientId: `bench-${id}-${process.pid}`,
      username: 'oak-cloud',
      password: servicePassword,
    });

  // 1. The broker alone: publish, an echo client republishes, receive.
  const [a, b] = [await service('a'), await service('b')];
  await b.subscribeAsync('bench/ping', { qos: 1 });
  b.on('message', (_topic, payload) => b.publish('bench/pong', payload, { qos: 1 }));
  await a.subscribeAsync('bench/pong', { qos: 1 });
  const raw = await measure(
    ROUNDS,
    requester(
      a,
      'bench/ping',
      'bench/pong',
      (id) => id,
      (p) => p.toString(),
    ),
  );

  // 2. MQTT straight to the agent, as the cloud's RPC does, without HTTP or the cloud.
  const direct = await service('direct');
  await direct.subscribeAsync('oak/things/bench-pi/response', { qos: 1 });
  const viaMqtt = await measure(
    ROUNDS,
    requester(
      direct,
      'oak/things/bench-pi/request',
      'oak/things/bench-pi/response',
      (id) => JSON.stringify({ id, action: 'state', payload: {}, ackTimeout: 3000 }),
      (p) => JSON.parse(p.toString()).id,
    ),
  );

  // 3. The whole path a browser's ping takes.
  const viaCloud = await measure(ROUNDS, async () => {
    const answer = await get(statePath);
    if (answer.thingStatus !== 'ONLINE') throw new Error(`Unexpected answer: ${JSON.stringify(answer)}`);
  });
  await Promise.all([a, b, direct].map((client) => client.endAsync()));

  const rows = [
    summary('raw publish -> subscribe echo (baseline)', raw),
    summary('MQTT request -> agent state -> response', viaMqtt),
    summary('HTTP GET state through the cloud (agent RPC)', viaCloud),
  ];
  const cell = (value) =>
    Number.isInteger(value) ? String(value) : typeof value === 'number' ? value.toFixed(2) : String(value);
  const header = ['round trip', 'n', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'mean ms'];
  const table = rows.map((r) => [r.name, r.n, r.p50, r.p90, r.p99, r.max, r.mean].map(cell));
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(
    `\nbench/rpc: ${ROUNDS} sequential round trips each, after ${WARMUP} warm-up, on one embedded OAK\n`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  console.log(`\nCloud overhead over the raw broker at p50: ${(rows[2].p50 - rows[0].p50).toFixed(2)} ms`);
} finally {
  await stopChildren();
  rmSync(piRoot, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
}
