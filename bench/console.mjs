#!/usr/bin/env node
// bench/console: the console's first load of /labs, signed in, in Debian's Chromium
// (playwright-core, a fresh browser context each load, so nothing is cached), on one
// embedded OAK with a virtual lab of one Pi. Per load: the bytes that came over the
// wire (CDP's Network.loadingFinished encodedDataLength: headers and encoded body) of
// every request sent before the lab's Pi table showed, and the time from the
// navigation's start to that table showing with its Pi row (performance.now() in the
// page, read on the first animation frame it is there). On the loopback, and on a
// link emulated by Chromium (10 Mbit/s down, 40 ms round trip), where bytes cost time.
//
// The build measured is console/dist as `npm run build` leaves it: a chunk per screen,
// shared/ tree-shaken per chunk, .br and .gz twins the cloud picks by Accept-Encoding.
// The baseline, measured in the same run on the same OAK, is the console as it was
// delivered before: built with CONSOLE_SINGLE_BUNDLE=1 (console/vite.config.ts) into a
// temporary folder, one script holding every screen and no compressed twins, so the
// cloud sends every file as it is. The same sources and the same server code, then:
// only the splitting, the tree-shaking and the compression differ. (Serving the new
// build with its twins hidden would measure compression alone, not the split.) Both
// take turns in one CONSOLE_DIR, which the cloud reads on every request: the bench
// copies the variant in before each load, alternating which goes first each round.
// Target: the new build's first load of /labs moves under 300 kB (1 kB = 1000 bytes).
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import shared from '@oak/shared';
import {
  BENCH_ADMIN,
  benchLabs,
  freePort,
  labsOnline,
  root,
  startOak,
  startVirtualLab,
  stopChildren,
} from './support.mjs';

const { LABS_SCREEN_TEXTS, ROUTES } = shared;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Debian's Chromium, as the browser tests use it; npm never downloads a browser for OAK. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET_KB = 300;
const SESSION_KEY = 'oak.session';
const PROFILES = [
  { name: 'loopback', conditions: undefined },
  {
    name: '10 Mbit/s, 40 ms RTT',
    conditions: {
      offline: false,
      latency: 40,
      downloadThroughput: 10_000_000 / 8,
      uploadThroughput: 5_000_000 / 8,
    },
  },
];

const builtConsole = path.join(root, 'console', 'dist');
const { definitions } = benchLabs({
  count: 1,
  tag: 'Console',
  customer: { customerId: 'A1BENCHCONS01', email: 'bench.console@oak.example' },
  placement: '0.9m-90deg',
});
const tableName = LABS_SCREEN_TEXTS.pisTable(definitions[0].name);

const kB = (bytes) => bytes / 1000;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The console as delivered before: one script, no compressed twins. */
function buildBaseline(outDir) {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'console'),
      env: { ...process.env, CONSOLE_SINGLE_BUNDLE: '1' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`The baseline build failed:\n${result.stdout}${result.stderr}`);
  const scripts = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  if (scripts.length !== 1) throw new Error(`The baseline build wrote ${scripts.length} scripts, not one`);
}

/** Puts a variant's files where the cloud serves the console from. */
function serve(variantDir, consoleDir) {
  rmSync(consoleDir, { recursive: true, force: true });
  cpSync(variantDir, consoleDir, { recursive: true });
}

/**
 * One first load of /labs in a fresh context, signed in with `session`:
 * the requests sent before the Pi table showed, and when it showed.
 */
async function firstLoad(browser, base, session, conditions) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(
      ([key, value]) => globalThis.localStorage.setItem(key, value),
      [SESSION_KEY, JSON.stringify(session)],
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (conditions) await cdp.send('Network.emulateNetworkConditions', conditions);
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) =>
      requests.set(requestId, { url: request.url, type, bytes: undefined, encoding: 'identity' }),
    );
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const request = requests.get(requestId);
      const encoding = Object.entries(response.headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      );
      if (request && encoding) request.encoding = encoding[1];
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) request.bytes = encodedDataLength;
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => {
      const request = requests.get(requestId);
      if (request) request.bytes = 0;
    });

    await page.goto(`${base}${ROUTES.labs}`, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(
      (name) => {
        const table = [...globalThis.document.querySelectorAll('table')].find(
          (candidate) => candidate.getAttribute('aria-label') === name,
        );
        const row = table?.querySelector('tbody tr');
        return row && row.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      tableName,
      { polling: 'raf', timeout: 60_000 },
    );
    const tableMs = await shown.jsonValue();
    // What was asked for before the table showed, each counted once it is in.
    const before = [...requests.values()];
    const deadline = Date.now() + 10_000;
    while (before.some((request) => request.bytes === undefined) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const unfinished = before.filter((request) => request.bytes === undefined);
    if (unfinished.length)
      throw new Error(`Requests never finished: ${unfinished.map((r) => r.url).join(', ')}`);
    const scripts = before.filter((request) => request.type === 'Script');
    const sum = (list) => list.reduce((total, request) => total + request.bytes, 0);
    return {
      tableMs,
      requests: before.length,
      scripts: scripts.length,
      scriptBytes: sum(scripts),
      totalBytes: sum(before),
      encodings: [...new Set(scripts.map((request) => request.encoding))].sort().join('+'),
    };
  } finally {
    await context.close();
  }
}

const home = mkdtempSync(path.join(tmpdir(), 'oak-bench-console-'));
chmodSync(home, 0o755);
let browser;
try {
  if (!existsSync(path.join(builtConsole, 'index.html')))
    throw new Error('console/dist is missing: `npm run bench` builds it first');
  if (!readdirSync(path.join(builtConsole, 'assets')).some((file) => file.endsWith('.js.br')))
    throw new Error('console/dist has no .br twins: build it with `npm run build`');
  const consoleDir = path.join(home, 'console');
  const baselineDir = path.join(home, 'baseline-build');
  process.stderr.write('bench/console: building the baseline (one script, no twins) ...\n');
  buildBaseline(baselineDir);
  const variants = [
    { name: 'baseline: one script, sent as it is', dir: baselineDir },
    { name: 'split by screen, precompressed', dir: builtConsole },
  ];
  serve(builtConsole, consoleDir);

  const deviceCloudPort = await freePort();
  const provisioningToken = `bench-console-${process.pid}-${Date.now()}`;
  mkdirSync(path.join(home, 'oak'));
  const oak = await startOak('bench/console', path.join(home, 'oak'), {
    CONSOLE_DIR: consoleDir,
    PROVISIONING_TOKEN: provisioningToken,
    DEVICE_CLOUD_URL: `http://127.0.0.1:${deviceCloudPort}`,
    RESOURCE_PACK: 'off',
  });
  await startVirtualLab({
    cloudUrl: oak.base,
    labs: definitions,
    provisioningToken,
    company: BENCH_ADMIN.company,
    dataDir: path.join(home, 'virtual-lab'),
    timeScale: 0.1,
    seed: 8,
    deviceCloudPort,
  });
  const { get } = await oak.signIn();
  await labsOnline(get, definitions);
  const signIn = await fetch(`${oak.base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  if (!signIn.ok) throw new Error(`Sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const session = await signIn.json();

  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  for (const profile of PROFILES) {
    process.stderr.write(`bench/console: ${profile.name}, ${ROUNDS} loads of each after a warm-up ...\n`);
    const samples = variants.map(() => []);
    for (let round = -1; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [1, 0] : [0, 1];
      for (const index of order) {
        serve(variants[index].dir, consoleDir);
        const load = await firstLoad(browser, oak.base, session, profile.conditions);
        if (round >= 0) samples[index].push(load);
      }
    }
    variants.forEach((variant, index) => {
      const loads = samples[index];
      const of = (key) => loads.map((load) => load[key]);
      rows.push({
        variant: variant.name,
        network: profile.name,
        n: loads.length,
        requests: median(of('requests')),
        scripts: median(of('scripts')),
        encodings: [...new Set(of('encodings'))].join(', '),
        scriptKB: kB(median(of('scriptBytes'))),
        totalKB: kB(median(of('totalBytes'))),
        maxTotalKB: kB(Math.max(...of('totalBytes'))),
        p50: median(of('tableMs')),
        max: Math.max(...of('tableMs')),
      });
    });
  }

  const header = [
    'console (first load of /labs)',
    'network',
    'n',
    'requests',
    'scripts',
    'script encoding',
    'script kB',
    'total kB',
    'table p50 ms',
    'table max ms',
  ];
  const table = rows.map((r) => [
    r.variant,
    r.network,
    String(r.n),
    String(r.requests),
    String(r.scripts),
    r.encodings,
    r.scriptKB.toFixed(1),
    r.totalKB.toFixed(1),
    r.p50.toFixed(0),
    r.max.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i < 2 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(
    `\nbench/console: first load of ${ROUTES.labs}, signed in, until the table '${tableName}' shows its Pi; Debian's Chromium, a fresh context per load, ${ROUNDS} loads per variant and network after a warm-up, alternated; one embedded OAK (medians; kB = 1000 bytes on the wire, headers included)\n`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  const worst = Math.max(...rows.filter((r) => r.variant === variants[1].name).map((r) => r.maxTotalKB));
  const baselineKB = rows.find((r) => r.variant === variants[0].name).totalKB;
  console.log(
    `\nFirst load of ${ROUTES.labs}: ${worst.toFixed(1)} kB at most (baseline ${baselineKB.toFixed(1)} kB) (target: under ${TARGET_KB} kB) ${worst < TARGET_KB ? 'met' : 'NOT met'}`,
  );
} finally {
  await browser?.close();
  await stopChildren();
  rmSync(home, { recursive: true, force: true });
}
