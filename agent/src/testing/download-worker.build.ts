import { buildSync } from 'esbuild';
import path from 'node:path';
import { type DownloadWorkerScript } from '../resources/download-worker.host';

const entry = path.join(__dirname, '..', 'resources', 'download-worker.ts');

/**
 * The download worker built as scripts/bundle.mjs builds it into the agent's
 * bundle, for tests that run tries in a real worker thread from the sources.
 * `inputs`: every file it bundles.
 */
export function buildDownloadWorker(): DownloadWorkerScript & {
  readonly code: string;
  readonly inputs: string[];
} {
  const built = buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target: 'node18',
    format: 'cjs',
    write: false,
    metafile: true,
    tsconfig: path.join(__dirname, '..', '..', 'tsconfig.json'),
    logLevel: 'warning',
  });
  return {
    code: built.outputFiles[0]!.text,
    inputs: Object.keys(built.metafile.inputs).map((input) => path.resolve(input)),
  };
}
