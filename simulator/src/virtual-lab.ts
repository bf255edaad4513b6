import { type Logger } from 'pino';

/** A lab the simulator stands up: its name and the Pis in it. Filled in by the virtual-lab issue. */
export interface LabDefinition {
  readonly name: string;
}

export interface VirtualLabOptions {
  /** The cloud the virtual Pis and DUTs register with. */
  readonly cloudUrl: string;
  readonly labs: readonly LabDefinition[];
  readonly logger: Logger;
}

export interface VirtualLab {
  readonly labs: readonly LabDefinition[];
  stop(): Promise<void>;
}

/**
 * Stands up the virtual lab: for each lab definition its room, Pis and devices.
 * With no definitions it is an empty lab that simply runs until stopped.
 */
export async function startVirtualLab(options: VirtualLabOptions): Promise<VirtualLab> {
  const { labs, logger } = options;
  logger.info(
    { cloudUrl: options.cloudUrl, labs: labs.map((lab) => lab.name) },
    `Virtual lab started with ${labs.length} labs`,
  );
  let stopped = false;
  return {
    labs,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      logger.info('Virtual lab stopped');
    },
  };
}
