import { rmSync } from 'node:fs';
import { type OakInstance, freePorts, makeHome, startOak } from './oak-process';

export const E2E_URL_ENV = 'OAK_E2E_URL';

/** One OAK for the browser specs, started the way `npm start` starts it. */
export default async function globalSetup(): Promise<void> {
  const home = makeHome();
  try {
    const oak = await startOak(home, await freePorts());
    process.env[E2E_URL_ENV] = oak.url;
    (globalThis as Record<string, unknown>).__oakE2e = oak;
  } catch (error) {
    rmSync(home, { recursive: true, force: true });
    throw error;
  }
}

export type { OakInstance };
