import { type OakPorts } from './oak-process';

/** The OAK every browser spec shares, as the global setup started it. */
export interface E2eInstance {
  readonly url: string;
  readonly home: string;
  readonly ports: OakPorts;
  /** The virtual lab's device-cloud emulator. */
  readonly deviceCloudUrl: string;
}

export const E2E_INSTANCE_ENV = 'OAK_E2E_INSTANCE';

/** Its first administrator. */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'E2e-Admin-Passw0rd' } as const;

export function e2eInstance(): E2eInstance {
  const raw = process.env[E2E_INSTANCE_ENV];
  if (!raw)
    throw new Error(`${E2E_INSTANCE_ENV} is unset: run browser specs through jest with the e2e global setup`);
  return JSON.parse(raw) as E2eInstance;
}
