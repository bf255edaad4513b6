import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './precompress.plugin';

describe('precompressDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'oak-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text: string | Buffer) => writeFileSync(path.join(dir, file), text);

  it('writes a brotli and a gzip twin beside each text file, which decode to the file', async () => {
    const script = 'export const greeting = "hello";\n'.repeat(100);
    const style = 'body { margin: 0; }\n'.repeat(100);
    write('assets/index-abc.js', script);
    write('assets/index-abc.css', style);
    write('index.html', `<!doctype html>${'<meta name="x" content="y">'.repeat(50)}`);

    const written = await precompressDir(dir);

    expect(written).toEqual([
      path.join('assets', 'index-abc.css.br'),
      path.join('assets', 'index-abc.css.gz'),
      path.join('assets', 'index-abc.js.br'),
      path.join('assets', 'index-abc.js.gz'),
      'index.html.br',
      'index.html.gz',
    ]);
    const read = (file: string) => readFileSync(path.join(dir, file));
    expect(brotliDecompressSync(read('assets/index-abc.js.br')).toString()).toBe(script);
    expect(gunzipSync(read('assets/index-abc.js.gz')).toString()).toBe(script);
    expect(brotliDecompressSync(read('assets/index-abc.css.br')).toString()).toBe(style);
    expect(read('assets/index-abc.js.br').length).toBeLessThan(script.length / 10);
  });

  it('leaves out small files, files already compressed and twins that would not be smaller', async () => {
    write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write('assets/logo.png', Buffer.alloc(4096, 7));
    // Random bytes do not compress: a twin would only cost the browser a header.
    write('assets/noise.js', randomBytes(4096));

    expect(await precompressDir(dir)).toEqual([]);
  });
});
