import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { silentLogger, tempDir } from '../testing/agent-services.stub';
import { buildDownloadWorker } from '../testing/download-worker.build';
import { type StubResourceServer, md5Of, startResourceServer } from '../testing/resource-server.stub';
import { type AttemptRunner, InlineAttemptRunner } from './download-attempt';
import { DownloadFailure } from './download-failure';
import { WorkerAttemptRunner } from './download-worker.host';
import { objectPath, objectsDir, partPath } from './object-cache.util';
import { type DownloadRequest, ResourceDownloader } from './resource-downloader.service';
import { downloadAuthorization } from './resource-sync.util';

const LOGIN = { username: 'lab1-pi1', password: 'pi-password' };
const content = (bytes: number, seed = 1) =>
  Buffer.from(Array.from({ length: bytes }, (_, i) => (i * seed) % 251));

const worker = buildDownloadWorker();

// The same behaviour whether the tries run inline or in the download worker, as on a Pi.
describe.each<[string, () => AttemptRunner]>([
  ['inline', () => new InlineAttemptRunner()],
  ['in the download worker', () => new WorkerAttemptRunner(worker)],
])('ResourceDownloader, tries %s', (_where, runner) => {
  let server: StubResourceServer;
  let cacheDir: string;
  let sut: ResourceDownloader | undefined;
  beforeEach(async () => {
    server = await startResourceServer(LOGIN);
    cacheDir = path.join(tempDir(), 'cache');
  });
  afterEach(async () => {
    await sut?.close();
    sut = undefined;
    await server.close();
  });

  function setup(options: { idleTimeoutMs?: number; maxAttempts?: number } = {}) {
    sut = new ResourceDownloader({
      cacheDir,
      logger: silentLogger,
      maxAttempts: options.maxAttempts ?? 3,
      retryBaseMs: 5,
      idleTimeoutMs: options.idleTimeoutMs ?? 5000,
      runner: runner(),
    });
    const downloader = sut;
    const progress: [number, number | undefined][] = [];
    const request = (file: string, body: Buffer, patch: Partial<DownloadRequest> = {}): DownloadRequest => {
      const url = new URL(file, server.url);
      return {
        url,
        md5: md5Of(body),
        size: body.length,
        authorization: downloadAuthorization(url, server.url, LOGIN.username, LOGIN.password)!,
        ...patch,
      };
    };
    const download = (req: DownloadRequest, signal = new AbortController().signal) =>
      downloader.download(req, signal, (bytes, total) => progress.push([bytes, total]));
    return { progress, request, download };
  }

  it('downloads into .objects/<md5> with the login, reporting the bytes', async () => {
    const body = content(50_000);
    server.serve('/files/a.wav', { content: body, chunkBytes: 10_000 });
    const { request, download, progress } = setup();
    await expect(download(request('/files/a.wav', body))).resolves.toBe(50_000);
    expect(readFileSync(objectPath(cacheDir, md5Of(body)))).toEqual(body);
    expect(existsSync(partPath(cacheDir, md5Of(body)))).toBe(false);
    expect(server.requests).toEqual([expect.objectContaining({ status: 200, bytesSent: 50_000 })]);
    expect(server.requests[0]!.authorization).toMatch(/^Basic /);
    expect(progress[0]).toEqual([0, 50_000]);
    expect(progress.at(-1)).toEqual([50_000, 50_000]);
  });

  it('resumes a part with a Range request: the server sends only the rest', async () => {
    const body = content(40_000);
    server.serve('/files/a.wav', body);
    mkdirSync(objectsDir(cacheDir), { recursive: true });
    writeFileSync(partPath(cacheDir, md5Of(body)), body.subarray(0, 15_000));
    const { request, download, progress } = setup();
    await download(request('/files/a.wav', body));
    expect(readFileSync(objectPath(cacheDir, md5Of(body)))).toEqual(body);
    expect(server.requests).toEqual([
      expect.objectContaining({ status: 206, range: 'bytes=15000-', bytesSent: 25_000 }),
    ]);
    expect(progress[0]).toEqual([15_000, 40_000]);
  });

  it('starts over when the server ignores the Range', async () => {
    const body = content(30_000);
    server.serve('/files/a.wav', { content: body, ignoreRange: true });
    mkdirSync(objectsDir(cacheDir), { recursive: true });
    writeFileSync(partPath(cacheDir, md5Of(body)), body.subarray(0, 10_000));
    const { request, download } = setup();
    await download(request('/files/a.wav', body));
    expect(readFileSync(objectPath(cacheDir, md5Of(body)))).toEqual(body);
    expect(server.requests.map((r) => [r.status, r.bytesSent])).toEqual([[200, 30_000]]);
  });

  it('starts from zero when the server answers 416 to the Range', async () => {
    const body = content(1000);
    server.serve('/files/a.wav', body);
    mkdirSync(objectsDir(cacheDir), { recursive: true });
    // Longer than the server's file, and no size to tell beforehand.
    writeFileSync(partPath(cacheDir, md5Of(body)), content(5000, 3));
    const { request, download } = setup();
    await download(request('/files/a.wav', body, { size: undefined }));
    expect(readFileSync(objectPath(cacheDir, md5Of(body)))).toEqual(body);
    expect(server.requests.map((r) => [r.status, r.range])).toEqual([
      [416, 'bytes=5000-'],
      [200, undefined],
    ]);
  });

  it('takes a complete part left by a crash without asking the server', async () => {
    const body = content(2000);
    mkdirSync(objectsDir(cacheDir), { recursive: true });
    writeFileSync(partPath(cacheDir, md5Of(body)), body);
    const { request, download } = setup();
    await download(request('/files/a.wav', body));
    expect(readFileSync(objectPath(cacheDir, md5Of(body)))).toEqual(body);
    expect(server.requests).toEqual([]);
  });

  it('counts a stalled transfer as a failed try and resumes where it stopped', async () => {
    const body = content(20_000);
    server.serve('/files/a.wav', { content: body, stallAfterBytes: 8000, stallTimes: 1 });
    const { request, download } = setup({ idleTimeoutMs: 150 });
    await download(request('/files/a.wav', body));
    expect(readFileSync(objectPath(cacheDir, md5Of(body)))).toEqual(body);
    expect(server.requests.map((r) => [r.status, r.range, r.bytesSent])).toEqual([
      [200, undefined, 8000],
      [206, 'bytes=8000-', 12_000],
    ]);
    expect(server.bytesSentFor('/files/a.wav')).toBe(body.length);
  });

  it('gives up after the last try when the content does not match its md5, leaving no part', async () => {
    const body = content(3000);
    server.serve('/files/a.wav', content(3000, 7));
    const { request, download } = setup();
    const failure = await download(request('/files/a.wav', body)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DownloadFailure);
    expect((failure as DownloadFailure).message).toMatch(/md5 is [0-9a-f]{32}, not /);
    expect(server.requests).toHaveLength(3);
    expect(server.requests.every((r) => r.range === undefined)).toBe(true);
    expect(existsSync(partPath(cacheDir, md5Of(body)))).toBe(false);
    expect(existsSync(objectPath(cacheDir, md5Of(body)))).toBe(false);
  });

  it.each([
    ['a missing file (404)', '/files/missing.wav', undefined, /^HTTP 404: No resource at/],
    ['a refused login (401)', '/files/a.wav', 'Basic bm8=', /^HTTP 401: Unauthorized$/],
  ])('fails %s at once', async (_case, file, authorization, message) => {
    const body = content(100);
    server.serve('/files/a.wav', body);
    const { request, download } = setup();
    const req = request(file, body, authorization ? { authorization } : {});
    const failure = (await download(req).catch((error: unknown) => error)) as DownloadFailure;
    expect(failure).toBeInstanceOf(DownloadFailure);
    expect(failure.permanent).toBe(true);
    expect(failure.message).toMatch(message);
    expect(server.requests).toHaveLength(1);
  });

  it('fails a server that sends more than the expected size, without writing past it', async () => {
    const body = content(1000);
    server.serve('/files/a.wav', content(5000));
    const { request, download } = setup({ maxAttempts: 1 });
    await expect(download(request('/files/a.wav', body))).rejects.toThrow(
      /more than the expected 1000 bytes/,
    );
    expect(existsSync(partPath(cacheDir, md5Of(body)))).toBe(false);
  });

  it('stops on an abort and keeps the part for a resume', async () => {
    const body = content(100_000);
    server.serve('/files/a.wav', { content: body, chunkBytes: 10_000, delayMs: 20 });
    const { request, download } = setup();
    const controller = new AbortController();
    const reason = new Error('closing');
    const running = download(request('/files/a.wav', body), controller.signal);
    // Abort once part of the body is on disk, however slow the machine is to start.
    const part = partPath(cacheDir, md5Of(body));
    while (!existsSync(part) || statSync(part).size === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    controller.abort(reason);
    await expect(running).rejects.toBe(reason);
    const kept = statSync(partPath(cacheDir, md5Of(body))).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(body.length);
    expect(existsSync(objectPath(cacheDir, md5Of(body)))).toBe(false);
  });
});
