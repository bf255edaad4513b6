import { type BuildOptions, type BuildResult, buildSync } from 'esbuild';
import path from 'node:path';
import workerOptions from '../../scripts/download-worker.esbuild.json';
import { type DownloadWorkerScript } from '../resources/download-worker.host';

const entry = path.join(__dirname, '..', 'resources', 'download-worker.ts');

/**
 * The download worker built with the options scripts/bundle.mjs builds it with
 * (scripts/download-worker.esbuild.json) into the agent's
 * bundle, for tests that run tries in a real worker thread from the sources.
 * `inputs`: every file it bundles.
 */
export function buildDownloadWorker(): DownloadWorkerScript & {
  readonly code: string;
  readonly inputs: string[];
} {
  const built = buildSync({
    ...(workerOptions as BuildOptions),
    entryPoints: [entry],
    tsconfig: path.join(__dirname, '..', '..', 'tsconfig.json'),
  }) as BuildResult<{ write: false; metafile: true }>;
  return {
    code: built.outputFiles[0]!.text,
    inputs: Object.keys(built.metafile.inputs).map((input) => path.resolve(input)),
  };
}
