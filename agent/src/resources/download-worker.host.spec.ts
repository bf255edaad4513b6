import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '../testing/agent-services.stub';
import { buildDownloadWorker } from '../testing/download-worker.build';
import { type StubResourceServer, md5Of, startResourceServer } from '../testing/resource-server.stub';
import { type AttemptRequest } from './download-attempt';
import { DownloadFailure } from './download-failure';
import { WorkerAttemptRunner } from './download-worker.host';
import { WORKER_PROGRESS_INTERVAL_MS } from './download-worker.protocol';
import { objectPath, objectsDir } from './object-cache.util';

const LOGIN = { username: 'lab1-pi1', password: 'pi-password' };
const AUTHORIZATION = `Basic ${Buffer.from(`${LOGIN.username}:${LOGIN.password}`).toString('base64')}`;
const content = (bytes: number) => Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7) % 251));
const worker = buildDownloadWorker();

/** A worker that dies on its first try, as one whose thread crashed would. */
const DYING_WORKER = {
  code: `require('node:worker_threads').parentPort.on('message', () => process.exit(3));`,
};

describe('the download worker', () => {
  it('bundles only the cache and download files beside it, and no package', () => {
    const resourcesDir = __dirname + path.sep;
    expect(worker.inputs.filter((input) => !input.startsWith(resourcesDir))).toEqual([]);
    expect(worker.inputs.map((input) => path.basename(input)).sort()).toEqual([
      'download-attempt.ts',
      'download-failure.ts',
      'download-http.util.ts',
      'download-worker.protocol.ts',
      'download-worker.ts',
      'object-cache.util.ts',
    ]);
  });
});

describe('WorkerAttemptRunner', () => {
  let server: StubResourceServer;
  let cacheDir: string;
  let sut: WorkerAttemptRunner | undefined;
  beforeEach(async () => {
    server = await startResourceServer(LOGIN);
    cacheDir = path.join(tempDir(), 'cache');
    await mkdir(objectsDir(cacheDir), { recursive: true });
  });
  afterEach(async () => {
    await sut?.close();
    sut = undefined;
    await server.close();
  });

  const request = (file: string, body: Buffer): AttemptRequest => ({
    url: new URL(file, server.url).href,
    md5: md5Of(body),
    size: body.length,
    authorization: AUTHORIZATION,
    cacheDir,
    idleTimeoutMs: 5000,
  });

  it('passes progress on at most every interval, and always the last bytes', async () => {
    const body = content(40 * 4000);
    server.serve('/files/slow.wav', { content: body, chunkBytes: 4000, delayMs: 15 });
    sut = new WorkerAttemptRunner(worker);
    const progress: number[] = [];
    const started = Date.now();
    await expect(
      sut.run(request('/files/slow.wav', body), new AbortController().signal, (bytes) =>
        progress.push(bytes),
      ),
    ).resolves.toBe(body.length);
    const tookMs = Date.now() - started;
    expect(readFileSync(objectPath(cacheDir, md5Of(body)))).toEqual(body);
    // 40 chunks arrived; far fewer messages crossed: the first, one per interval, the last.
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(tookMs / WORKER_PROGRESS_INTERVAL_MS) + 2);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(body.length);
  });

  it('runs tries side by side in one worker', async () => {
    const bodies = [content(30_000), content(31_000), content(32_000)];
    bodies.forEach((body, i) =>
      server.serve(`/files/${i}.wav`, { content: body, chunkBytes: 5000, delayMs: 5 }),
    );
    sut = new WorkerAttemptRunner(worker);
    const runner = sut;
    const signal = new AbortController().signal;
    const threads = new Set<number | undefined>();
    await Promise.all(
      bodies.map((body, i) =>
        runner.run(request(`/files/${i}.wav`, body), signal, () => threads.add(runner.threadId)),
      ),
    );
    for (const body of bodies) expect(readFileSync(objectPath(cacheDir, md5Of(body)))).toEqual(body);
    expect(threads.size).toBe(1);
  });

  it('fails the tries of a worker that dies as worth another try, and starts a new worker for the next', async () => {
    sut = new WorkerAttemptRunner(DYING_WORKER);
    const body = content(100);
    const signal = new AbortController().signal;
    const first = await sut
      .run(request('/files/a.wav', body), signal, () => {})
      .catch((error: unknown) => error);
    expect(first).toBeInstanceOf(DownloadFailure);
    expect((first as DownloadFailure).message).toBe('the download worker stopped (exit code 3)');
    expect((first as DownloadFailure).permanent).toBe(false);
    await expect(sut.run(request('/files/a.wav', body), signal, () => {})).rejects.toThrow(/exit code 3/);
  });

  it('stops its worker once idle, and starts another for the next try', async () => {
    const body = content(1000);
    server.serve('/files/a.wav', body);
    sut = new WorkerAttemptRunner(worker, 50);
    const signal = new AbortController().signal;
    await sut.run(request('/files/a.wav', body), signal, () => {});
    const first = sut.threadId;
    expect(first).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sut.threadId).toBeUndefined();

    const other = content(2000);
    server.serve('/files/b.wav', other);
    await expect(sut.run(request('/files/b.wav', other), signal, () => {})).resolves.toBe(2000);
    expect(sut.threadId).toBeDefined();
    expect(sut.threadId).not.toBe(first);
  });

  it('answers an abort with the signal’s reason once the worker has let go of the part', async () => {
    const body = content(100_000);
    server.serve('/files/a.wav', { content: body, chunkBytes: 10_000, delayMs: 20 });
    sut = new WorkerAttemptRunner(worker);
    const controller = new AbortController();
    const reason = new Error('superseded');
    const part = `${objectPath(cacheDir, md5Of(body))}.part`;
    const running = sut.run(request('/files/a.wav', body), controller.signal, () => {});
    // Aborted once the first bytes are on disk, however busy the machine is (the body takes 200 ms).
    const deadline = Date.now() + 5000;
    while (!(existsSync(part) && statSync(part).size > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    controller.abort(reason);
    await expect(running).rejects.toBe(reason);
    // Nothing writes to the part any more: its size holds still.
    const size = readFileSync(part).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readFileSync(part).length).toBe(size);
    expect(size).toBeGreaterThan(0);
  });
});
