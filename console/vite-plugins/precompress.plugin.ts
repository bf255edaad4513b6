import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Plugin } from 'vite';

/** What a browser gets smaller over the wire: text, not images already compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, headers and a connection's set-up cost more than the bytes saved. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Each compressed twin the cloud looks for beside a file, and how to make it. */
const ENCODERS = [
  {
    suffix: '.br',
    encode: (bytes: Buffer) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: '.gz', encode: (bytes: Buffer) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }) },
] as const;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of `dir` (a
 * twin that would not be smaller is left out), so the cloud serves them as
 * they are, at no CPU cost per request and at maximum compression. Returns the
 * twins written, relative to `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written = await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return [];
      const twins = await Promise.all(
        ENCODERS.map(async ({ suffix, encode }) => {
          const encoded = await encode(bytes);
          if (encoded.length >= bytes.length) return undefined;
          await writeFile(file + suffix, encoded);
          return path.relative(dir, file + suffix);
        }),
      );
      return twins.filter((twin) => twin !== undefined);
    }),
  );
  return written.flat().sort();
}

/** The build's last step: precompresses what it wrote (see precompressDir). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'oak-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
