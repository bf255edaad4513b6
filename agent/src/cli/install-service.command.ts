import { AGENT_INSTALL_LAYOUT } from '@oak/shared';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderSystemdUnit } from '../service/systemd-unit.util';
import { CliError } from './cli-error';

export interface InstallServiceOptions {
  readonly configDir?: string;
  readonly bin?: string;
  readonly unitFile?: string;
}

/** Writes the systemd unit and says how to start it; returns the unit file's path. */
export async function installService(options: InstallServiceOptions): Promise<string> {
  const unitFile = options.unitFile ?? AGENT_INSTALL_LAYOUT.unitFile;
  const bin = options.bin ? path.resolve(options.bin) : undefined;
  const configDir = options.configDir ? path.resolve(options.configDir) : undefined;
  try {
    await mkdir(path.dirname(unitFile), { recursive: true });
    await writeFile(
      unitFile,
      renderSystemdUnit({ ...(bin ? { bin } : {}), ...(configDir ? { configDir } : {}) }),
      {
        mode: 0o644,
      },
    );
  } catch (error) {
    throw new CliError(`Cannot write ${unitFile}: ${(error as Error).message}`);
  }
  return unitFile;
}
