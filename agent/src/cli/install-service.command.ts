import { AGENT_INSTALL_LAYOUT } from '@oak/shared';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderSystemdUnit } from '../service/systemd-unit.util';
import { CliError } from './cli-error';

export interface InstallServiceOptions {
  readonly configDir?: string;
  readonly bin?: string;
  readonly unitFile?: string;
}

/**
 * Writes the systemd unit and says how to start it; returns the unit file's
 * path. When agent.json pins a CA (caFile), the unit hands it to Node so the
 * agent's HTTPS requests trust it too.
 */
export async function installService(options: InstallServiceOptions): Promise<string> {
  const unitFile = options.unitFile ?? AGENT_INSTALL_LAYOUT.unitFile;
  const bin = options.bin ? path.resolve(options.bin) : undefined;
  const configDir = options.configDir ? path.resolve(options.configDir) : undefined;
  const caFile = await pinnedCaFile(configDir ?? AGENT_INSTALL_LAYOUT.configDir);
  try {
    await mkdir(path.dirname(unitFile), { recursive: true });
    await writeFile(
      unitFile,
      renderSystemdUnit({
        ...(bin ? { bin } : {}),
        ...(configDir ? { configDir } : {}),
        ...(caFile ? { caFile } : {}),
      }),
      {
        mode: 0o644,
      },
    );
  } catch (error) {
    throw new CliError(`Cannot write ${unitFile}: ${(error as Error).message}`);
  }
  return unitFile;
}

/** agent.json's caFile, if the file is there and names one. */
async function pinnedCaFile(configDir: string): Promise<string | undefined> {
  const text = await readFile(path.join(configDir, AGENT_INSTALL_LAYOUT.configFileName), 'utf8').catch(
    () => '',
  );
  try {
    const caFile = (JSON.parse(text) as { caFile?: unknown }).caFile;
    return typeof caFile === 'string' && caFile ? caFile : undefined;
  } catch {
    return undefined;
  }
}
