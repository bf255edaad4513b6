import { readFileSync } from 'node:fs';
import { AgentConfigError } from './agent-config';

/** Reads the pinned CA (PEM); errors say which file and why, so a broken install is plain. */
export function readCaFile(file: string): Buffer {
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch (error) {
    throw new AgentConfigError(`Cannot read the CA file ${file}: ${(error as Error).message}`);
  }
  if (!content.toString('latin1').includes('-----BEGIN CERTIFICATE-----'))
    throw new AgentConfigError(`The CA file ${file} holds no PEM certificate`);
  return content;
}
