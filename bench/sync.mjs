#!/usr/bin/env node
// bench/sync: 5 real agents each sync 300 MB in 200 files from one embedded
// OAK over loopback, through the resource sync (desired shadow, Basic-auth
// downloads, md5 checks, progress reports), beside a plain parallel HTTP
// download of the same files by 5 clients with the same parallelism, measured
// in the same run, 5 processes as the agents are (Node's fetch streamed to
// disk: the plain download a script would do). Target: the sync reaches at
// least 70% of the plain rate. All of it shares this machine's cores, so the
// agents' own CPU per byte (md5, flushing to disk) weighs on the figure; the table
// shows the CPU seconds each side spent (on Linux), the plain clients' including
// their start. BENCH_AGENT_NODE_ARGS passes node flags to the agents, e.g. to profile.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import shared from '@oak/shared';
import {
  BENCH_ADMIN,
  installAgent,
  oakCli as oakCliPath,
  startOak,
  stopChildren,
  until,
} from './support.mjs';

const { WAV_HEADER_BYTES, wavHeader } = shared;

const run = promisify(execFile);
const PIS = Number(process.env.BENCH_PIS ?? 5);
const FILES = Number(process.env.BENCH_FILES ?? 200);
const FILE_BYTES = Math.round((Number(process.env.BENCH_MB_PER_PI ?? 300) * 1e6) / FILES);
/** The agent's own parallelism (agent/src/resources/resource-sync.service.ts), for a fair baseline. */
const PARALLEL = 3;
const LOCATIONS = ['0.9m-90deg', '1.8m-135deg', '2.7m-30deg', '2.7m-90deg', '0.9m-30deg'];
const RESOURCE = 'AC_FAR/en_US';
/** Extra node flags for the agents, e.g. `--cpu-prof --cpu-prof-dir=/some/dir` to profile them. */
const AGENT_NODE_ARGS = (process.env.BENCH_AGENT_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

/** One plain downloader process: fetch each file and stream it to disk, PARALLEL at a time. */
const PLAIN_CLIENT = `
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
const job = JSON.parse(process.argv[1]);
let next = 0;
await Promise.all(Array.from({ length: job.parallel }, async () => {
  while (next < job.files.length) {
    const file = job.files[next++];
    const response = await fetch(job.base + file.url, { headers: { authorization: job.authorization } });
    if (!response.ok) throw new Error('plain download of ' + file.fileName + ': ' + response.status);
    await pipeline(Readable.fromWeb(response.body), createWriteStream(path.join(job.dir, file.fileName)));
  }
}));
const { user, system } = process.cpuUsage();
console.log(JSON.stringify({ cpuSeconds: (user + system) / 1e6 }));
`;

/**
 * CPU seconds (user + system) so far of this benchmark's processes, as
 * `{ [pid]: { role, seconds } }`, where Linux's /proc tells: the agents, and
 * the cloud with what it started (Postgres, Redis). Empty elsewhere.
 */
function cpuSnapshot(agentRoot) {
  const ticks = 100; // USER_HZ, 100 on every Linux that runs Node
  const processes = new Map();
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return {};
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      processes.set(Number(pid), {
        ppid: Number(fields[1]),
        seconds: (Number(fields[11]) + Number(fields[12])) / ticks,
        cmdline,
      });
    } catch {
      // gone meanwhile
    }
  }
  const args = (pid) => processes.get(pid)?.cmdline.split('\0') ?? [];
  const roleOf = (pid) => {
    const own = args(pid);
    if (own.some((arg) => arg.startsWith(agentRoot) && arg.endsWith('oak-agent.js'))) return 'agents';
    if (own.includes(oakCliPath)) return own.includes('serve') ? 'cloud' : undefined;
    // Postgres (the postmaster and its backends) and Redis, started by `oak start`.
    for (
      let at = processes.get(pid)?.ppid ?? 0, hops = 0;
      at > 1 && hops < 5;
      at = processes.get(at)?.ppid ?? 0, hops++
    )
      if (args(at).includes(oakCliPath) && args(at).includes('start')) return 'postgres, redis';
    return undefined;
  };
  const snapshot = {};
  for (const [pid, { seconds }] of processes) {
    const role = roleOf(pid);
    if (role) snapshot[pid] = { role, seconds };
  }
  return snapshot;
}

/** CPU seconds per role between two snapshots (processes present in both). */
function cpuBetween(before, after) {
  const roles = {};
  for (const [pid, { role, seconds }] of Object.entries(after)) {
    if (before[pid]) roles[role] = (roles[role] ?? 0) + seconds - before[pid].seconds;
  }
  return roles;
}

/** A WAV header over random samples: incompressible, like real audio for the network. */
function benchFile(bytes) {
  const header = wavHeader({ sampleRate: 16000, dataBytes: bytes - WAV_HEADER_BYTES });
  return Buffer.concat([header, randomBytes(bytes - WAV_HEADER_BYTES)]);
}

const home = mkdtempSync(path.join(tmpdir(), 'oak-bench-sync-'));
chmodSync(home, 0o755);
try {
  const resourceDir = path.join(home, 'resources');
  // The files, in the store as a pack would put them, and the manifest that lists them.
  process.stderr.write(`bench/sync: writing ${FILES} files of ${(FILE_BYTES / 1e6).toFixed(2)} MB ...\n`);
  mkdirSync(path.join(resourceDir, 'files'), { recursive: true });
  mkdirSync(path.join(resourceDir, 'manifests'), { recursive: true });
  const files = [];
  for (let i = 0; i < FILES; i++) {
    const fileName = `bench-${String(i).padStart(3, '0')}.wav`;
    const bytes = benchFile(FILE_BYTES);
    writeFileSync(path.join(resourceDir, 'files', fileName), bytes);
    files.push({
      id: fileName.slice(0, -4),
      fileName,
      md5: createHash('md5').update(bytes).digest('hex'),
      size: bytes.length,
      url: `/api/resources/files/${fileName}`,
      kind: 'noise',
      durationMs: Math.round(((bytes.length - 44) / 32000) * 1000),
    });
  }
  writeFileSync(
    path.join(resourceDir, 'manifests', `${RESOURCE.replaceAll('/', '__')}.json`),
    JSON.stringify({ id: RESOURCE, files }),
  );
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);

  const { base, cli, signIn } = await startOak('bench/sync', home, {
    RESOURCE_PACK: 'off',
    RESOURCE_DIR: resourceDir,
  });
  await cli('lab', 'create', 'Bench Lab', '--company', BENCH_ADMIN.company);
  for (let i = 0; i < PIS; i++) {
    await cli(
      'pi',
      'add',
      `sync-pi-${i}`,
      '--lab',
      'Bench Lab',
      '--company',
      BENCH_ADMIN.company,
      '--location',
      LOCATIONS[i],
    );
  }
  const { headers, get } = await signIn();
  const [lab] = await get('/api/labs');
  const things = await get(`/api/labs/${lab.id}/things`);
  const pis = [];
  for (const thing of things) {
    const piRoot = path.join(home, `pi-${thing.thingName}`);
    pis.push({ thing, piRoot, credentials: await installAgent(get, thing.id, piRoot, AGENT_NODE_ARGS) });
  }
  await until(
    'the agents online',
    async () => (await get(`/api/labs/${lab.id}/things`)).every((t) => t.connected),
    60_000,
  );

  // 1. The plain baseline: 5 client processes (one per Pi, as the agents are), each downloading
  //    every file PARALLEL at a time to disk, with no checks, no index and no reports.
  process.stderr.write('bench/sync: plain parallel download ...\n');
  const plainDir = path.join(home, 'plain');
  const plainCpuBefore = cpuSnapshot(home);
  const plainStarted = process.hrtime.bigint();
  const plainOutputs = await Promise.all(
    pis.map(({ thing, credentials }, client) => {
      const dir = path.join(plainDir, String(client));
      mkdirSync(dir, { recursive: true });
      const job = JSON.stringify({
        base,
        dir,
        parallel: PARALLEL,
        authorization: `Basic ${Buffer.from(`${thing.thingName}:${credentials.password}`).toString('base64')}`,
        files: files.map((file) => ({ url: file.url, fileName: file.fileName })),
      });
      return run(process.execPath, ['--input-type=module', '-e', PLAIN_CLIENT, job], { maxBuffer: 1 << 20 });
    }),
  );
  const plainSeconds = Number(process.hrtime.bigint() - plainStarted) / 1e9;
  const plainCpu = cpuBetween(plainCpuBefore, cpuSnapshot(home));
  plainCpu.downloaders = plainOutputs.reduce((sum, { stdout }) => sum + JSON.parse(stdout).cpuSeconds, 0);
  rmSync(plainDir, { recursive: true, force: true });

  // 2. The resource sync: submit, then wait for every Pi to report complete.
  process.stderr.write('bench/sync: resource sync ...\n');
  const syncCpuBefore = cpuSnapshot(home);
  const syncStarted = process.hrtime.bigint();
  const submitted = await fetch(`${base}/api/labs/${lab.id}/resources/sync`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ locales: ['en_US'], locations: LOCATIONS.slice(0, PIS), manifests: ['AC_FAR'] }),
  }).then((r) => r.json());
  if (!submitted.syncId) throw new Error(`Sync refused: ${JSON.stringify(submitted)}`);
  let last = [];
  await until(
    'every Pi complete',
    async () => {
      last = await get(`/api/labs/${lab.id}/resources/status`);
      if (last.some((pi) => pi.resourceSync?.state === 'failed'))
        throw new Error(`A Pi failed: ${JSON.stringify(last)}`);
      return last.every(
        (pi) => pi.resourceSync?.syncId === submitted.syncId && pi.resourceSync.state === 'complete',
      );
    },
    600_000,
    50,
  );
  const syncSeconds = Number(process.hrtime.bigint() - syncStarted) / 1e9;
  const syncCpu = cpuBetween(syncCpuBefore, cpuSnapshot(home));
  syncCpu.downloaders = syncCpu.agents;
  for (const pi of last) {
    if (pi.resourceSync.sync_inprogress.overall_completed !== FILES)
      throw new Error(`${pi.thingName} holds ${pi.resourceSync.sync_inprogress.overall_completed} files`);
  }

  const moved = totalBytes * PIS;
  const cpu = (roles, role) => (roles[role] === undefined ? '-' : roles[role].toFixed(1));
  const rows = [
    ['plain parallel HTTP download (baseline)', plainSeconds, plainCpu],
    ['resource sync through the agents (md5-verified)', syncSeconds, syncCpu],
  ].map(([name, seconds, roles]) => [
    name,
    (moved / 1e6).toFixed(0),
    seconds.toFixed(2),
    (moved / 1e6 / seconds).toFixed(1),
    cpu(roles, 'downloaders'),
    cpu(roles, 'cloud'),
    cpu(roles, 'postgres, redis'),
  ]);
  // CPU seconds (user + system) spent during each transfer, by the 5 downloading processes and by the cloud.
  const header = ['transfer', 'MB', 'seconds', 'MB/s', 'CPU s: downloaders', 'cloud', 'postgres, redis'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(
    `\nbench/sync: ${PIS} Pis x ${FILES} files x ${(FILE_BYTES / 1e6).toFixed(2)} MB over loopback, ${PARALLEL} downloads at a time per Pi, one embedded OAK\n`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  const ratio = plainSeconds / syncSeconds;
  console.log(
    `\nSync rate / plain rate: ${(ratio * 100).toFixed(0)}% (target: at least 70%) ${ratio >= 0.7 ? 'met' : 'NOT met'}`,
  );
} finally {
  await stopChildren();
  rmSync(home, { recursive: true, force: true });
}
