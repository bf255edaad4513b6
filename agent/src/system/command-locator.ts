import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where a program is on the Pi, or undefined when it is not installed. */
export type CommandLocator = (name: string) => Promise<string | undefined>;

/**
 * Looks a program up on PATH as a shell would (the first executable file of
 * that name), without running it: probing a scanner must not start a scan.
 */
export function pathCommandLocator(searchPath: string | undefined = process.env.PATH): CommandLocator {
  const dirs = (searchPath ?? '').split(path.delimiter).filter((dir) => path.isAbsolute(dir));
  return async (name) => {
    if (!/^[A-Za-z0-9][A-Za-z0-9._+-]*$/.test(name)) return undefined;
    for (const dir of dirs) {
      const file = path.join(dir, name);
      try {
        await access(file, constants.X_OK);
        if ((await stat(file)).isFile()) return file;
      } catch {
        // Not here.
      }
    }
    return undefined;
  };
}
