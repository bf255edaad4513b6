// What every benchmark shares: free ports, child processes it stops at the end, waiting,
// an embedded OAK to measure, agents installed the way a Pi installs them, and the
// virtual lab with its acoustic runs.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import shared from '@oak/shared';

const { LAB_API_PATHS, RESOURCE_API_PATHS } = shared;
const mqtt = createRequire(import.meta.url)('mqtt');
const run = promisify(execFile);

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const oakCli = path.join(root, 'cloud', 'dist', 'cli', 'oak.js');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const children = [];

/** Starts a child process in the repository, with `env` on top of ours; `stopChildren` ends it. */
export function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  children.push(child);
  return { child, output: () => output };
}

/** Stops every started child, newest first, and waits for each to exit. */
export async function stopChildren() {
  for (const child of children.reverse()) {
    if (child.exitCode === null) child.kill('SIGINT');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
}

export async function until(what, probe, timeoutMs = 180_000, everyMs = 200) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/** The first administrator of a benchmark's OAK. */
/**
 * `count` virtual labs of one speech Pi at `placement` and one good virtual
 * Echo Dot each, named after `tag` ('Live' gives 'Bench Live 1'; `code`, the tag's
 * upper case by default, gives the DSNs: G0BENCHLIVE00001), the DUTs under `customer`.
 */
export function benchLabs({ count, tag, code = tag.toUpperCase(), customer, placement }) {
  const dsnOf = (i) => `G0BENCH${code}${String(i + 1).padStart(5, '0')}`;
  const definitions = Array.from({ length: count }, (_, i) => ({
    name: `Bench ${tag} ${i + 1}`,
    pis: [
      { thingName: `bench-${tag.toLowerCase()}-pi-${i + 1}`, name: 'Speech 0.9 m 90°', location: placement },
    ],
    duts: [
      {
        dsn: dsnOf(i),
        name: `Bench Echo Dot ${i + 1}`,
        deviceType: 'ECHO_DOT',
        ...customer,
        buildInfo: 'virtual-1.0.0',
        profile: 'good',
      },
    ],
  }));
  return { dsnOf, definitions };
}

/** An MQTT client, connected (no reconnects), with Nagle off as the cloud and agents have it. */
export function connectMqtt(url, options) {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(url, { reconnectPeriod: 0, ...options });
    client.once('connect', () => {
      client.stream.setNoDelay?.(true);
      resolve(client);
    });
    client.once('error', reject);
  });
}

export const BENCH_ADMIN = { email: 'bench@oak.test', password: 'Bench-Passw0rd-1234', company: 'OAK Bench' };

/**
 * Starts an embedded OAK in `home` on free ports, without the virtual lab,
 * with `extraEnv` on top, and waits for its health. Answers its environment,
 * ports and base URL, `cli(...)` to run the oak CLI against it, and `signIn()`
 * giving `get(path)` and the headers of the administrator's session.
 */
export async function startOak(name, home, extraEnv = {}) {
  const ports = {
    http: await freePort(),
    mqtt: await freePort(),
    postgres: await freePort(),
    redis: await freePort(),
  };
  const env = {
    OAK_HOME: home,
    PORT: String(ports.http),
    MQTT_PORT: String(ports.mqtt),
    EMBEDDED_PG_PORT: String(ports.postgres),
    EMBEDDED_REDIS_PORT: String(ports.redis),
    OAK_SIMULATOR: 'off',
    OAK_ADMIN_EMAIL: BENCH_ADMIN.email,
    OAK_ADMIN_PASSWORD: BENCH_ADMIN.password,
    OAK_ADMIN_COMPANY: BENCH_ADMIN.company,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    ...extraEnv,
  };
  const base = `http://127.0.0.1:${ports.http}`;
  process.stderr.write(`${name}: starting OAK ...\n`);
  start(process.execPath, [oakCli, 'start'], env);
  await until('OAK start', async () => (await (await fetch(`${base}/api/health`)).json()).status === 'ok');
  const cli = (...args) =>
    run(process.execPath, [oakCli, ...args], { cwd: root, env: { ...process.env, ...env } });
  const signIn = async () => {
    const session = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
    }).then((r) => r.json());
    const headers = {
      Authorization: `Bearer ${session.idToken.jwtToken}`,
      'Content-Type': 'application/json',
    };
    return { headers, get: (p) => fetch(`${base}${p}`, { headers }).then((r) => r.json()) };
  };
  return { env, ports, base, cli, signIn };
}

/**
 * Installs a Pi's agent under `piRoot` through the setup command the cloud
 * gives (`get` is a signed-in GET), as a Pi would, and starts it with the
 * virtual audio backend and `extraArgs` for node. Answers the Pi's credentials.
 */
export async function installAgent(get, thingId, piRoot, extraArgs = []) {
  mkdirSync(piRoot, { recursive: true });
  const { cmdLine } = await get(`/api/things/${thingId}/setup/raspbian`);
  await run('bash', [
    '-o',
    'pipefail',
    '-c',
    cmdLine.replace(/\| sudo bash$/, `| env OAK_INSTALL_ROOT='${piRoot}' OAK_SKIP_SYSTEM=1 bash`),
  ]);
  start(
    process.execPath,
    [
      ...extraArgs,
      path.join(piRoot, 'opt', 'oak-agent', 'oak-agent.js'),
      'run',
      '-c',
      path.join(piRoot, 'etc', 'oak', 'agent.json'),
    ],
    {
      OAK_AUDIO_BACKEND: 'virtual',
      OAK_CACHE_DIR: path.join(piRoot, 'cache'),
      OAK_STATE_DIR: path.join(piRoot, 'state'),
      OAK_INSTALL_DIR: path.join(piRoot, 'opt', 'oak-agent'),
      OAK_LOG_LEVEL: 'warn',
    },
  );
  return JSON.parse(readFileSync(path.join(piRoot, 'etc', 'oak', 'credentials.json'), 'utf8'));
}

/** The virtual lab with a benchmark's labs, in its own process as `oak start` runs it. */
const VIRTUAL_LAB = `
import pino from 'pino';
import simulator from '@oak/simulator';
const options = JSON.parse(process.argv[1]);
const lab = await simulator.startVirtualLab({ ...options, logger: pino({ level: 'warn' }) });
const stop = () => void lab.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
console.log('virtual lab ready');
setInterval(() => undefined, 1 << 30);
`;

/**
 * Starts the virtual lab in its own process with `options` as
 * simulator.startVirtualLab takes them (but the logger), and waits until it is up.
 */
export async function startVirtualLab(options) {
  const lab = start(process.execPath, ['--input-type=module', '-e', VIRTUAL_LAB, JSON.stringify(options)], {
    LOG_LEVEL: 'warn',
  });
  await until('the virtual lab', async () => {
    if (lab.child.exitCode !== null) throw new Error(`The virtual lab exited:\n${lab.output()}`);
    return lab.output().includes('virtual lab ready');
  });
}

/**
 * An embedded OAK (`env` on top) with the virtual lab of `definitions` at
 * `timeScale`, its Pis online and the en_US resource pack ready: what the
 * benchmarks of runs measure on. Answers startOak's parts, the admin's
 * `headers` and `get`, the labs as labsOnline gives them and the device
 * cloud emulator's URL.
 */
export async function startOakWithVirtualLabs(name, home, { definitions, timeScale, env = {} }) {
  const deviceCloudPort = await freePort();
  const deviceCloud = `http://127.0.0.1:${deviceCloudPort}`;
  const provisioningToken = randomBytes(24).toString('hex');
  const oak = await startOak(name, home, {
    PROVISIONING_TOKEN: provisioningToken,
    DEVICE_CLOUD_URL: deviceCloud,
    RESOURCE_PACK: 'auto',
    RESOURCE_PACK_LOCALES: 'en_US',
    ...env,
  });
  process.stderr.write(`${name}: ${definitions.length} virtual labs at time scale ${timeScale} ...\n`);
  await startVirtualLab({
    cloudUrl: oak.base,
    labs: definitions,
    provisioningToken,
    company: BENCH_ADMIN.company,
    dataDir: path.join(home, 'virtual-lab'),
    timeScale,
    seed: 8,
    deviceCloudPort,
  });
  const { headers, get } = await oak.signIn();
  const labs = await labsOnline(get, definitions);
  process.stderr.write(`${name}: waiting for the en_US resource pack ...\n`);
  await untilPackReady(get);
  return { ...oak, headers, get, labs, deviceCloud };
}

/** Each lab of `definitions` (one Pi each) once its Pi is online, as `{ lab, pi }` in their order. */
export async function labsOnline(get, definitions) {
  const labs = [];
  await until('the labs online', async () => {
    const all = await get(LAB_API_PATHS.labs);
    labs.length = 0;
    for (const definition of definitions) {
      const found = all.find((candidate) => candidate.name === definition.name);
      const things = found ? await get(LAB_API_PATHS.labThings(found.id)) : [];
      if (things.length !== 1 || !things[0].connected) return false;
      labs.push({ lab: found, pi: things[0] });
    }
    return true;
  });
  return labs;
}

/** Waits for the resource pack an OAK generates on its first start (RESOURCE_PACK auto). */
export async function untilPackReady(get) {
  await until(
    'the resource pack',
    async () => {
      const pack = await get(RESOURCE_API_PATHS.pack);
      if (pack.state === 'failed') throw new Error(`The resource pack failed: ${JSON.stringify(pack)}`);
      return pack.state === 'ready';
    },
    600_000,
    1000,
  );
}

/**
 * A run of the wake-word quick test (AC_WWDD_QUICK_TEST, 20 utterances from
 * `placement`) on a lab's DUT, as the wizard submits it (see e2e acoustic runs).
 */
export function quickTest({ lab, pi, dsn, customerId, placement, name, customOptions }) {
  const actor = { name: 'Speaker', configType: 'actor', thingId: pi.id, piName: pi.name };
  return {
    name,
    locale: 'en_US',
    enableEmailNotification: false,
    scenarioType: 'CUSTOM',
    customizedScenarios: [{ category: 'AC_WWDD_QUICK_TEST', scenarios: [placement] }],
    deviceAttributes: { irBlasters: false, dimmable: false },
    testSuite: {
      id: 'AVSCertSimulation',
      displayName: 'Acoustic',
      category: 'ACOUSTIC',
      config: '{"marketPlace":"en_US"}',
      mapping: [{ tag: '@acoustic', duts: ['DUT1'], actors: ['Speaker'] }],
    },
    testMapping: {
      mapping: [{ name: 'DUT1', configType: 'dut', customerId, dsn }, actor],
      actorMapping: [actor],
      deviceMapping: [{ dsn, customerId, deviceType: 'ECHO_DOT' }],
    },
    testOptions: customOptions ? { customOptions } : {},
    labId: lab.id,
    accountConfig: [],
    referenceMicConsent: true,
  };
}
