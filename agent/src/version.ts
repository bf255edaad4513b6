import { readFileSync } from 'node:fs';
import path from 'node:path';

export const AGENT_VERSION: string = (
  JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }
).version;
