#!/usr/bin/env node
// `npm run bench`: every benchmark under bench/, one after another, each
// printing its table with the baseline it is compared to, measured in the same run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = [
  'rpc.mjs',
  'sync.mjs',
  'live.mjs',
  'schedule.mjs',
  'playground.mjs',
  'console.mjs',
  'long.mjs',
];
let failed = false;
for (const bench of benches) {
  const result = spawnSync(process.execPath, [path.join(here, bench)], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
