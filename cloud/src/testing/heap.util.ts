import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * The memory in use once garbage is collected: the JavaScript heap plus what
 * lives outside it (Buffers and other ArrayBuffers a server may hold on to),
 * what a fuzz test compares before and after.
 */
export function memoryAfterGc(): number {
  collectGarbage();
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}
