import { type AgentShadowDesired, type ResourceSyncShadow, resourceSyncShadowSchema } from '@oak/shared';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { silentLogger, tempDir } from '../testing/agent-services.stub';
import {
  type ServedFile,
  type StubResourceServer,
  md5Of,
  startResourceServer,
} from '../testing/resource-server.stub';
import { objectPath, objectsDir, partPath } from './object-cache.util';
import { type ResourceSyncOptions, ResourceSyncService } from './resource-sync.service';
import { SYNC_INDEX_FILE } from './resource-sync.util';

const LOGIN = { username: 'lab1-pi1', password: 'pi-password' };
const PROGRESS_MS = 60;

/** Distinct content per name, `bytes` long. */
function content(bytes: number, seed: string): Buffer {
  const buffer = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) buffer[i] = (i * 31 + seed.charCodeAt(i % seed.length)) % 256;
  return buffer;
}

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('ResourceSyncService', () => {
  let server: StubResourceServer;
  let cacheDir: string;
  let sut: ResourceSyncService | undefined;
  beforeEach(async () => {
    server = await startResourceServer(LOGIN);
    cacheDir = path.join(tempDir(), 'cache');
    mkdirSync(cacheDir, { recursive: true });
  });
  afterEach(async () => {
    await sut?.close();
    sut = undefined;
    await server.close();
  });

  function setup(options: Partial<ResourceSyncOptions> = {}) {
    let desired: AgentShadowDesired = {};
    const reports: { at: number; report: ResourceSyncShadow | undefined }[] = [];
    const hooks: { onReport?: (report: ResourceSyncShadow | undefined) => void } = {};
    const engine = new ResourceSyncService({
      cacheDir,
      cloudUrl: server.url,
      ...LOGIN,
      desired: () => desired,
      report: (report) => {
        reports.push({ at: Date.now(), report });
        hooks.onReport?.(report);
      },
      logger: silentLogger,
      retryBaseMs: 5,
      idleTimeoutMs: 1000,
      progressIntervalMs: PROGRESS_MS,
      ...options,
    });
    sut = engine;
    /** Serves a file and returns it as a desired entry (relative URL, taken from the cloud URL). */
    const offer = (fileName: string, body: Buffer, served: Partial<ServedFile> = {}) => {
      server.serve(`/files/${fileName}`, { content: body, ...served });
      return { fileName, md5: md5Of(body), url: `/files/${fileName}`, size: body.length };
    };
    const desire = (files: unknown[], syncId?: string) => {
      desired = { resources: { ...(syncId ? { syncId } : {}), files } };
      engine.desiredChanged();
    };
    const last = () => reports.at(-1)?.report;
    const cached = (name: string) => readFileSync(path.join(cacheDir, name));
    return {
      sut: engine,
      hooks,
      reports,
      offer,
      desire,
      last,
      cached,
      setDesired: (d: AgentShadowDesired) => (desired = d),
    };
  }

  it('downloads every desired file, verified, hard-linked to its object, reporting progress at most every interval', async () => {
    const { sut, reports, offer, desire, cached } = setup();
    const slow = { chunkBytes: 8 * 1024, delayMs: 10 };
    const bodies = {
      'one.wav': content(120_000, 'one'),
      'two.wav': content(90_000, 'two'),
      'three.wav': content(60_000, 'three'),
      'four.wav': content(30_000, 'four'),
    };
    const files = Object.entries(bodies).map(([name, body]) => offer(name, body, slow));
    const totalSize = files.reduce((sum, file) => sum + file.size, 0);
    desire(files, 'sync-1');
    await sut.settled();

    for (const [name, body] of Object.entries(bodies)) {
      // Compared whole rather than byte by byte: toEqual walks a 120 kB buffer for seconds on Node 18.
      expect(cached(name).equals(body)).toBe(true);
      expect(statSync(path.join(cacheDir, name)).ino).toBe(statSync(objectPath(cacheDir, md5Of(body))).ino);
    }
    expect(server.requests).toHaveLength(4);
    expect(server.requests.every((request) => request.status === 200)).toBe(true);
    expect(existsSync(path.join(cacheDir, SYNC_INDEX_FILE))).toBe(true);

    const sequence = reports.map(({ report }) => resourceSyncShadowSchema.parse(report));
    expect(sequence[0]).toEqual({
      state: 'sync_inprogress',
      syncId: 'sync-1',
      sync_inprogress: {
        status: 'start',
        overall_total: 4,
        overall_pending: 4,
        overall_failed: 0,
        overall_completed: 0,
        overall_completed_size: 0,
        overall_total_size: totalSize,
      },
    });
    expect(sequence.at(-1)).toEqual({
      state: 'complete',
      syncId: 'sync-1',
      sync_inprogress: {
        status: 'complete',
        overall_total: 4,
        overall_pending: 0,
        overall_failed: 0,
        overall_completed: 4,
        overall_completed_size: totalSize,
        overall_total_size: totalSize,
      },
    });
    const middle = sequence.slice(1, -1);
    expect(middle.length).toBeGreaterThanOrEqual(2);
    for (const report of middle) expect(report).toMatchObject({ state: 'sync_inprogress', syncId: 'sync-1' });
    expect(middle.every((report) => report.sync_inprogress!.status === 'inprogress')).toBe(true);
    const done = sequence.map((report) => report.sync_inprogress!.overall_completed_size);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.slice(1, -1).some((bytes) => bytes > 0 && bytes < totalSize)).toBe(true);
    // Throttled while in progress: the start and each progress report at least an interval apart.
    const times = reports.slice(0, -1).map(({ at }) => at);
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(PROGRESS_MS - 5);

    // Asked again, nothing is downloaded: the cache already holds it all.
    expect(sut.sync()).toEqual({ started: true, syncId: 'sync-1' });
    await sut.settled();
    expect(server.requests).toHaveLength(4);
    expect(reports.at(-1)!.report).toMatchObject({
      state: 'complete',
      sync_inprogress: { overall_completed: 4 },
    });
  });

  it('resumes a partially downloaded part: the server sends only the remaining bytes', async () => {
    const { sut, offer, desire, cached, last } = setup();
    const body = content(64_000, 'resume');
    const file = offer('resume.wav', body);
    mkdirSync(objectsDir(cacheDir), { recursive: true });
    writeFileSync(partPath(cacheDir, file.md5), body.subarray(0, 24_000));
    desire([file]);
    await sut.settled();
    expect(cached('resume.wav')).toEqual(body);
    expect(server.requestsFor('/files/resume.wav')).toEqual([
      expect.objectContaining({ status: 206, range: 'bytes=24000-', bytesSent: 40_000 }),
    ]);
    expect(existsSync(partPath(cacheDir, file.md5))).toBe(false);
    expect(last()).toMatchObject({ state: 'complete' });
  });

  it('finds a corrupted cached file on resync and fetches it again', async () => {
    const { sut, offer, desire, cached, last } = setup();
    const a = offer('a.wav', content(20_000, 'a'));
    const b = offer('b.wav', content(20_000, 'b'));
    desire([a, b], 's');
    await sut.settled();
    expect(server.requests).toHaveLength(2);

    // Bit rot: the bytes change in place, size and the index's stamp do not give it away.
    const file = path.join(cacheDir, 'a.wav');
    const damaged = Buffer.from(cached('a.wav'));
    damaged[100] = damaged[100]! ^ 0xff;
    writeFileSync(file, damaged);
    const indexFile = path.join(cacheDir, SYNC_INDEX_FILE);
    const index = JSON.parse(readFileSync(indexFile, 'utf8'));
    const { size, mtimeMs } = statSync(file);
    index.files['a.wav'] = { ...index.files['a.wav'], size, mtimeMs };
    index.objects[a.md5] = { size, mtimeMs };
    writeFileSync(indexFile, JSON.stringify(index));

    // A plain sync trusts the index...
    sut.sync();
    await sut.settled();
    expect(server.requests).toHaveLength(2);
    expect(md5Of(cached('a.wav'))).not.toBe(a.md5);

    // ...a resync hashes everything again.
    expect(sut.resync()).toEqual({ started: true, syncId: 's' });
    await sut.settled();
    expect(md5Of(cached('a.wav'))).toBe(a.md5);
    expect(server.requestsFor('/files/a.wav')).toHaveLength(2);
    expect(server.requestsFor('/files/b.wav')).toHaveLength(1);
    expect(last()).toMatchObject({ state: 'complete', sync_inprogress: { overall_completed: 2 } });
  });

  it('still re-hashes when a new list cuts a resync short', async () => {
    const { sut, offer, desire, cached, last, hooks } = setup();
    const a = offer('a.wav', content(5000, 'a'));
    desire([a], 'one');
    await sut.settled();
    // Damage a.wav behind the index's back, as in the case above.
    const file = path.join(cacheDir, 'a.wav');
    writeFileSync(file, content(5000, 'rot'));
    const indexFile = path.join(cacheDir, SYNC_INDEX_FILE);
    const index = JSON.parse(readFileSync(indexFile, 'utf8'));
    const { size, mtimeMs } = statSync(file);
    index.files['a.wav'] = { ...index.files['a.wav'], size, mtimeMs };
    index.objects[a.md5] = { size, mtimeMs };
    writeFileSync(indexFile, JSON.stringify(index));

    // The new list arrives as the resync's pass starts, before it has hashed anything.
    hooks.onReport = (report) => {
      if (report?.sync_inprogress?.status !== 'start') return;
      hooks.onReport = undefined;
      desire([a, offer('b.wav', content(100, 'b'))], 'two');
    };
    sut.resync();
    await sut.settled();
    expect(hooks.onReport).toBeUndefined();
    expect(cached('a.wav')).toEqual(content(5000, 'a'));
    expect(last()).toMatchObject({
      state: 'complete',
      syncId: 'two',
      sync_inprogress: { overall_completed: 2 },
    });
  });

  it('fails a file whose served content does not match its md5 after the retries, and completes the others', async () => {
    const { sut, offer, desire, last, cached } = setup({ maxAttempts: 3 });
    const good = offer('good.wav', content(10_000, 'good'));
    const bad = { ...offer('bad.wav', content(10_000, 'served')), md5: md5Of(content(10_000, 'expected')) };
    const other = offer('other.wav', content(5_000, 'other'));
    desire([good, bad, other], 's-bad');
    await sut.settled();
    expect(server.requestsFor('/files/bad.wav')).toHaveLength(3);
    expect(last()).toEqual({
      state: 'failed',
      syncId: 's-bad',
      failed_files: ['bad.wav'],
      sync_inprogress: expect.objectContaining({
        status: 'error',
        overall_total: 3,
        overall_completed: 2,
        overall_failed: 1,
        overall_pending: 0,
      }),
    });
    expect(cached('good.wav')).toEqual(content(10_000, 'good'));
    expect(cached('other.wav')).toEqual(content(5_000, 'other'));
    expect(existsSync(path.join(cacheDir, 'bad.wav'))).toBe(false);
    expect(readdirSync(objectsDir(cacheDir)).filter((name) => name.startsWith(bad.md5))).toEqual([]);
  });

  it('fails a file the server does not have (404) at once', async () => {
    const { sut, offer, desire, last } = setup({ maxAttempts: 3 });
    const here = offer('here.wav', content(1000, 'here'));
    const gone = { fileName: 'gone.wav', md5: md5Of('gone'), url: '/files/gone.wav', size: 4 };
    const noUrl = { fileName: 'nowhere.wav', md5: md5Of('nowhere') };
    desire([here, gone, noUrl]);
    await sut.settled();
    expect(server.requestsFor('/files/gone.wav')).toEqual([expect.objectContaining({ status: 404 })]);
    expect(last()).toMatchObject({
      state: 'failed',
      failed_files: ['gone.wav', 'nowhere.wav'],
      sync_inprogress: { overall_completed: 1, overall_failed: 2 },
    });
  });

  it('downloads the same content under two names once, and links a third name to it later', async () => {
    const { sut, offer, desire, cached, last } = setup();
    const body = content(30_000, 'same');
    const first = offer('first.wav', body);
    const second = offer('second.wav', body);
    desire([first, second]);
    await sut.settled();
    expect(server.requests).toHaveLength(1);
    expect(cached('first.wav')).toEqual(body);
    expect(statSync(path.join(cacheDir, 'second.wav')).ino).toBe(
      statSync(path.join(cacheDir, 'first.wav')).ino,
    );

    desire([first, second, offer('third.wav', body)]);
    await sut.settled();
    expect(server.requests).toHaveLength(1);
    expect(cached('third.wav')).toEqual(body);
    expect(last()).toMatchObject({ state: 'complete', sync_inprogress: { overall_completed: 3 } });
  });

  it('counts a file already in the cache with the right md5 as completed, and never deletes files others placed', async () => {
    const { sut, offer, desire, last } = setup();
    const placedBody = content(2000, 'placed');
    writeFileSync(path.join(cacheDir, 'placed.wav'), placedBody);
    writeFileSync(path.join(cacheDir, 'unrelated.wav'), 'someone else');
    mkdirSync(path.join(cacheDir, 'recordings'));
    writeFileSync(path.join(cacheDir, 'recordings', 'r.wav'), 'recording');
    mkdirSync(objectsDir(cacheDir), { recursive: true });
    writeFileSync(path.join(objectsDir(cacheDir), 'notes.txt'), 'not an object');
    const placed = offer('placed.wav', placedBody);
    const mine = offer('mine.wav', content(2000, 'mine'));
    desire([placed, mine], 'with');
    await sut.settled();
    expect(server.requestsFor('/files/placed.wav')).toEqual([]);
    expect(last()).toMatchObject({ state: 'complete', sync_inprogress: { overall_completed: 2 } });

    desire([], 'empty');
    await sut.settled();
    expect(existsSync(path.join(cacheDir, 'mine.wav'))).toBe(false);
    expect(readFileSync(path.join(cacheDir, 'placed.wav'))).toEqual(placedBody);
    expect(readFileSync(path.join(cacheDir, 'unrelated.wav'), 'utf8')).toBe('someone else');
    expect(readFileSync(path.join(cacheDir, 'recordings', 'r.wav'), 'utf8')).toBe('recording');
    expect(readdirSync(objectsDir(cacheDir))).toEqual(['notes.txt']);
    expect(last()).toEqual({
      state: 'complete',
      syncId: 'empty',
      sync_inprogress: expect.objectContaining({ overall_total: 0, overall_completed: 0 }),
    });
  });

  it('replaces an old list with a new one, removing the engine files no longer referenced', async () => {
    const { sut, offer, desire, cached, last } = setup();
    const a = offer('a.wav', content(4000, 'a'));
    const b = offer('b.wav', content(4000, 'b'));
    desire([a, b], 'old');
    await sut.settled();
    const c = offer('c.wav', content(4000, 'c'));
    desire([b, c], 'new');
    await sut.settled();
    expect(existsSync(path.join(cacheDir, 'a.wav'))).toBe(false);
    expect(existsSync(objectPath(cacheDir, a.md5))).toBe(false);
    expect(cached('b.wav')).toEqual(content(4000, 'b'));
    expect(cached('c.wav')).toEqual(content(4000, 'c'));
    expect(server.requestsFor('/files/b.wav')).toHaveLength(1);
    expect(last()).toMatchObject({ state: 'complete', syncId: 'new', sync_inprogress: { overall_total: 2 } });
  });

  it('aborts a running sync for a new list, queues it, resumes what it still wants and drops the rest', async () => {
    const { sut, offer, desire, reports, cached, last } = setup();
    const slow = { chunkBytes: 4096, delayMs: 15 };
    const kept = offer('kept.wav', content(80_000, 'kept'), slow);
    const dropped = offer('dropped.wav', content(80_000, 'dropped'), slow);
    desire([kept, dropped], 'first');
    await eventually(
      () => server.bytesSentFor('/files/kept.wav') > 8000 && server.bytesSentFor('/files/dropped.wav') > 8000,
    );
    const fresh = offer('fresh.wav', content(3000, 'fresh'));
    desire([kept, fresh], 'second');
    await sut.settled();

    expect(cached('kept.wav')).toEqual(content(80_000, 'kept'));
    expect(cached('fresh.wav')).toEqual(content(3000, 'fresh'));
    // The part of kept.wav was resumed, not downloaded again: the second request asks only for the rest.
    // (Bytes still in flight at the abort never reached the part, so the first request may have sent more.)
    const [first, resumed] = server.requestsFor('/files/kept.wav');
    expect([first?.status, resumed?.status]).toEqual([200, 206]);
    const from = Number(/^bytes=(\d+)-$/.exec(resumed!.range ?? '')?.[1]);
    expect(from).toBeGreaterThan(0);
    expect(resumed!.bytesSent).toBe(80_000 - from);
    expect(existsSync(partPath(cacheDir, dropped.md5))).toBe(false);
    expect(existsSync(path.join(cacheDir, 'dropped.wav'))).toBe(false);

    const states = reports.map(({ report }) => `${report?.syncId}:${report?.state}`);
    const queued = states.indexOf('second:queued');
    expect(queued).toBeGreaterThan(0);
    expect(states.slice(0, queued).every((state) => state.startsWith('first:'))).toBe(true);
    expect(states.slice(queued).every((state) => state.startsWith('second:'))).toBe(true);
    expect(states).not.toContain('first:complete');
    expect(states.filter((state) => state === 'second:sync_inprogress').length).toBeGreaterThanOrEqual(1);
    expect(last()).toMatchObject({ state: 'complete', syncId: 'second' });
  });

  it('joins a running sync on a sync request instead of starting a second one', async () => {
    const { sut, offer, desire, reports } = setup();
    desire([offer('slow.wav', content(40_000, 'slow'), { chunkBytes: 4096, delayMs: 10 })], 'one');
    await eventually(() => server.bytesSentFor('/files/slow.wav') > 0);
    expect(sut.sync()).toEqual({ started: true, syncId: 'one' });
    await sut.settled();
    const starts = reports.filter(({ report }) => report?.sync_inprogress?.status === 'start');
    expect(starts).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it('answers started: false while nothing (or nothing usable) is desired', async () => {
    const { sut, setDesired, reports } = setup();
    expect(sut.sync()).toEqual({ started: false, reason: 'No resources are desired' });
    setDesired({ resources: { files: [{ fileName: '../etc', md5: 'x' }] } });
    expect(sut.resync()).toEqual({
      started: false,
      reason: expect.stringMatching(/^The desired resources are malformed: resources\.files\.0/),
    });
    sut.start();
    await sut.settled();
    expect(reports).toEqual([]);
  });

  it('syncs on start from the desired shadow it already has, and stops cleanly keeping its parts', async () => {
    const { sut, offer, setDesired, reports } = setup();
    const body = content(200_000, 'big');
    const big = offer('big.wav', body, { chunkBytes: 4096, delayMs: 10 });
    setDesired({ resources: { files: [big] } });
    sut.start();
    await eventually(() => server.bytesSentFor('/files/big.wav') > 8000);
    await sut.close();
    const part = statSync(partPath(cacheDir, big.md5)).size;
    expect(part).toBeGreaterThan(0);
    expect(part).toBeLessThan(body.length);
    expect(reports.map(({ report }) => report?.state)).not.toContain('complete');
    expect(reports.map(({ report }) => report?.state)).not.toContain('failed');
    expect(sut.sync()).toEqual({ started: false, reason: 'The agent is stopping' });
  });
});
