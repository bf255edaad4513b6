import { rmSync } from 'node:fs';
import { type OakInstance } from './oak-process';

export default async function globalTeardown(): Promise<void> {
  const oak = (globalThis as Record<string, unknown>).__oakE2e as OakInstance | undefined;
  if (!oak) return;
  const code = await oak.stop('SIGTERM');
  if (code !== 0) console.error(`oak start exited with ${code} on SIGTERM; its output:\n${oak.output()}`);
  rmSync(oak.home, { recursive: true, force: true });
}
