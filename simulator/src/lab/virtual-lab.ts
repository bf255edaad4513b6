import path from 'node:path';
import {
  LAB_PROVISIONING_PATH,
  type LabProvisioningResponse,
  labProvisioningResponseSchema,
} from '@oak/shared';
import { type Logger } from 'pino';
import { type LabDefinition } from './lab-definitions.constant';
import { type LabRooms, devicesBeside, startLabRooms } from './lab-rooms';
import { VirtualPi } from './virtual-pi';

export type { LabDefinition, PiDefinition } from './lab-definitions.constant';
export { DEFAULT_LABS } from './lab-definitions.constant';

/** How long the simulator keeps trying to reach the cloud at start-up. */
const PROVISIONING_WAIT_MS = 60_000;

export interface VirtualLabOptions {
  /** The cloud the virtual Pis and DUTs register with. */
  readonly cloudUrl: string;
  readonly labs: readonly LabDefinition[];
  readonly logger: Logger;
  /** The cloud's provisioning token; required when there are labs to stand up. */
  readonly provisioningToken?: string;
  /** The company the labs belong to. */
  readonly company?: string;
  /** Where each virtual Pi keeps its files (one folder per Pi). */
  readonly dataDir?: string;
  /** Real time per second of audio in the virtual agents (0.01: 3 s of speech in 30 ms). */
  readonly timeScale?: number;
  /** Seeds the virtual Pis' noise and the virtual devices, so a run can be repeated. */
  readonly seed?: number;
  /** The device-cloud emulator's port; 0 (the default) picks a free one. */
  readonly deviceCloudPort?: number;
}

export interface VirtualLab {
  readonly labs: readonly LabDefinition[];
  /** The device-cloud emulator of the virtual devices, when the lab has any. */
  readonly deviceCloudUrl?: string;
  stop(): Promise<void>;
}

async function provision(options: VirtualLabOptions, lab: LabDefinition): Promise<LabProvisioningResponse> {
  const deadline = Date.now() + PROVISIONING_WAIT_MS;
  for (;;) {
    try {
      const response = await fetch(new URL(LAB_PROVISIONING_PATH, options.cloudUrl), {
        method: 'PUT',
        headers: { Authorization: `Bearer ${options.provisioningToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          company: options.company,
          name: lab.name,
          region: 'virtual',
          pis: lab.pis.map(({ thingName, name, location }) => ({ thingName, name, location })),
          customers: customersOf(lab),
        }),
      });
      const body: unknown = await response.json();
      // A refusal is final; only an unreachable or starting cloud is worth waiting for.
      if (response.status >= 400 && response.status < 500) {
        throw Object.assign(
          new Error(
            `The cloud refused lab ${lab.name}: ${(body as { message?: string }).message ?? response.status}`,
          ),
          { final: true },
        );
      }
      if (response.ok) return labProvisioningResponseSchema.parse(body);
    } catch (error) {
      if ((error as { final?: boolean }).final || Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The customer ids of a lab's devices, once each: they join the company with the lab. */
function customersOf(lab: LabDefinition): { customerId: string; email: string }[] {
  const byId = new Map<string, string>();
  for (const dut of lab.duts ?? []) byId.set(dut.customerId, dut.email);
  return [...byId].map(([customerId, email]) => ({ customerId, email }));
}

/**
 * Stands up the virtual lab: for each lab definition, the lab and its Pis in
 * the cloud (through the provisioning API), and one real agent per Pi on the
 * virtual audio backend, registered as a real Pi is. With no definitions it is
 * an empty lab that simply runs until stopped.
 */
export async function startVirtualLab(options: VirtualLabOptions): Promise<VirtualLab> {
  const { labs, logger } = options;
  const pis: VirtualPi[] = [];
  let rooms: LabRooms | undefined;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(pis.map((pi) => pi.stop()));
    await rooms?.close();
    logger.info('Virtual lab stopped');
  };
  if (labs.length && (!options.provisioningToken || !options.company || !options.dataDir)) {
    throw new Error('A virtual lab with labs needs a provisioning token, a company and a data folder');
  }
  try {
    if (labs.length) {
      rooms = await startLabRooms({
        labs,
        dataDir: options.dataDir!,
        timeScale: options.timeScale ?? 1,
        seed: options.seed,
        deviceCloudPort: options.deviceCloudPort,
        logger,
      });
    }
    for (const lab of labs) {
      const provisioned = await provision(options, lab);
      for (const { thingName, registrationToken } of provisioned.pis) {
        const pi = new VirtualPi({
          thingName,
          cloudUrl: options.cloudUrl,
          dir: path.join(options.dataDir!, thingName),
          timeScale: options.timeScale ?? 1,
          seed: options.seed,
          roomUrl: rooms?.roomUrl,
          devices: devicesBeside(lab, lab.pis.find((pi) => pi.thingName === thingName) ?? {}),
          logger,
        });
        await pi.register(registrationToken);
        pi.start();
        pis.push(pi);
      }
      logger.info({ lab: lab.name, pis: provisioned.pis.length }, `Virtual lab ${lab.name} is up`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  logger.info(
    { cloudUrl: options.cloudUrl, labs: labs.map((lab) => lab.name) },
    `Virtual lab started with ${labs.length} labs`,
  );
  return { labs, deviceCloudUrl: rooms?.deviceCloudUrl, stop };
}
