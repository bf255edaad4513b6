import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Set by the bundler (scripts/bundle.mjs): the single-file bundle a Pi runs has
 * no package.json beside it, so its version is baked in at bundle time.
 */
declare const OAK_AGENT_BUNDLED_VERSION: string | undefined;

function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string })
    .version;
}

export const AGENT_VERSION: string =
  typeof OAK_AGENT_BUNDLED_VERSION === 'string' ? OAK_AGENT_BUNDLED_VERSION : packageVersion();
