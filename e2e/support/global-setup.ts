import { rmSync } from 'node:fs';
import { E2E_ADMIN, E2E_INSTANCE_ENV, type E2eInstance } from './e2e-instance';
import { type OakInstance, freePorts, makeHome, startOak } from './oak-process';

/** One OAK for the browser specs, started the way `npm start` starts it, with a known first admin. */
export default async function globalSetup(): Promise<void> {
  const home = makeHome();
  try {
    const ports = await freePorts();
    const oak = await startOak(home, ports, {
      OAK_ADMIN_EMAIL: E2E_ADMIN.email,
      OAK_ADMIN_PASSWORD: E2E_ADMIN.password,
      // The specs sign in many times a minute from one address; the API tests cover the limit itself.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      RESOURCE_PACK: 'auto',
      // en_US for every run, de_DE for the run that plays in another language (issue 29).
      RESOURCE_PACK_LOCALES: 'en_US,de_DE',
      // The virtual lab plays ten times faster than real time: runs take seconds, not minutes.
      OAK_SIM_TIME_SCALE: '0.1',
    });
    process.env[E2E_INSTANCE_ENV] = JSON.stringify({
      url: oak.url,
      home,
      ports,
      deviceCloudUrl: `http://127.0.0.1:${ports.deviceCloud}`,
    } satisfies E2eInstance);
    (globalThis as Record<string, unknown>).__oakE2e = oak;
  } catch (error) {
    rmSync(home, { recursive: true, force: true });
    throw error;
  }
}

export type { OakInstance };
