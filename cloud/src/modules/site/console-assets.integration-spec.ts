import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, request as httpRequest } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type TestApp, createTestApp } from '../../testing/test-app';

/**
 * The built console as a production start serves it: each file as the
 * compressed twin the build wrote beside it, by Accept-Encoding. Each twin
 * here holds other text than its file, so an answer's decoded body says which
 * of the three was sent.
 */
describe('the console files in production', () => {
  let sut: TestApp;
  let root: string;
  const script = 'console.log("identity")';
  const page = '<!doctype html><title>OAK</title><div id="root"></div>';

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'oak-console-files-'));
    const consoleDir = path.join(root, 'console');
    mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
    const write = (file: string, bytes: string | Buffer) => writeFileSync(path.join(consoleDir, file), bytes);
    write('index.html', page);
    write('index.html.br', brotliCompressSync(page.replace('OAK', 'OAK br')));
    write('index.html.gz', gzipSync(page.replace('OAK', 'OAK gzip')));
    write('assets/index-abc123.js', script);
    write('assets/index-abc123.js.br', brotliCompressSync('console.log("br")'));
    write('assets/index-abc123.js.gz', gzipSync('console.log("gzip")'));
    write('assets/index-abc123.js.map', '{"version":3,"sources":["src/secret.ts"]}');
    write('assets/index-abc123.css', 'body{margin:0}');
    write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(root, 'secret.txt'), 'not for the web');
    mkdirSync(path.join(root, 'console-other'));
    writeFileSync(path.join(root, 'console-other', 'secret.txt'), 'not for the web');
    sut = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-secret-of-the-console-files-spec-long-enough',
      CONSOLE_DIR: consoleDir,
    });
  });
  afterAll(async () => {
    await sut.close();
    rmSync(root, { recursive: true, force: true });
  });

  const getScript = (acceptEncoding: string) =>
    sut.http().get('/assets/index-abc123.js').set('Accept-Encoding', acceptEncoding).expect(200);

  it('sends the brotli twin to a browser that takes br, as JavaScript, cached for a year', async () => {
    const response = await getScript('gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toMatch(/\bAccept-Encoding\b/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toBe('console.log("br")');
  });

  it('sends the gzip twin to a client that takes gzip but not br', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const response = await getScript(acceptEncoding);
      expect([acceptEncoding, response.headers['content-encoding']]).toEqual([acceptEncoding, 'gzip']);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['vary']).toMatch(/\bAccept-Encoding\b/);
      expect(response.text).toBe('console.log("gzip")');
    }
  });

  it('sends the file itself to a client that takes no compression, still varying by Accept-Encoding', async () => {
    for (const acceptEncoding of ['identity', '', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await getScript(acceptEncoding);
      expect([acceptEncoding, response.headers['content-encoding']]).toEqual([acceptEncoding, undefined]);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['content-length']).toBe(String(script.length));
      expect(response.headers['vary']).toMatch(/\bAccept-Encoding\b/);
      expect(response.text).toBe(script);
    }
  });

  it('answers HEAD with the twin’s headers and no body', async () => {
    const response = await sut
      .http()
      .head('/assets/index-abc123.js')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('sends a file without twins as it is, with no Vary', async () => {
    const response = await sut
      .http()
      .get('/assets/index-abc123.css')
      .set('Accept-Encoding', 'br, gzip')
      .expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBeUndefined();
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.text).toBe('body{margin:0}');
  });

  it('keeps the security headers on a compressed answer', async () => {
    const response = await getScript('br');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('never serves a source map, under any spelling of its name', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js%2Emap',
      '/assets/index-abc123.js.MAP',
      '/assets/%69ndex-abc123.js.map',
    ]) {
      const response = await sut.http().get(url).set('Accept', '*/*').expect(404);
      expect([url, response.text]).not.toEqual([url, expect.stringContaining('secret.ts')]);
    }
  });

  it('has the browser revalidate the index page, compressed or not, on every navigation', async () => {
    for (const [acceptEncoding, title, encoding] of [
      ['br', 'OAK br', 'br'],
      ['gzip', 'OAK gzip', 'gzip'],
      ['identity', 'OAK', undefined],
    ] as const) {
      const response = await sut
        .http()
        .get('/labs')
        .set('Accept', 'text/html')
        .set('Accept-Encoding', acceptEncoding)
        .expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain(`<title>${title}</title>`);
    }
    const asFile = await sut.http().get('/index.html').set('Accept-Encoding', 'br').expect(200);
    expect(asFile.headers['cache-control']).toBe('no-cache');
    expect(asFile.text).toContain('<title>OAK br</title>');
    const icon = await sut.http().get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves nothing outside the console’s folder, however the path is spelled', async () => {
    const hostile = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/%252e%252e%252fsecret.txt',
      '/..%5csecret.txt',
      '/../console-other/secret.txt',
      '/..%2fconsole-other%2fsecret.txt',
      '/assets/%E0%A4%A.js',
    ];
    for (const url of hostile) {
      for (const acceptEncoding of ['br', 'identity']) {
        const response = await rawGet(url, { Accept: '*/*', 'Accept-Encoding': acceptEncoding });
        expect([url, response.status >= 400 && response.status < 500]).toEqual([url, true]);
        expect([url, response.body]).not.toEqual([url, expect.stringContaining('not for the web')]);
      }
      // A browser navigation gets the index page at worst, never the file.
      const navigation = await rawGet(url, { Accept: 'text/html' });
      expect([url, navigation.body]).not.toEqual([url, expect.stringContaining('not for the web')]);
    }
  });

  /** A GET with the path sent byte for byte, as no URL parser would leave it. */
  async function rawGet(
    urlPath: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: string }> {
    const server = sut.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end();
    });
  }
});
