import { readFileSync } from 'node:fs';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a live process, or '' when unknown. */
export function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Stops a process left over from an earlier run that was killed before it
 * could stop its children, if `pid` is still such a process.
 */
export async function stopLeftover(
  pid: number | undefined,
  commandPattern: RegExp,
  signal: NodeJS.Signals,
): Promise<void> {
  if (!pid || !isAlive(pid) || !commandPattern.test(commandLineOf(pid))) return;
  process.kill(pid, signal);
  if (!(await waitFor(() => !isAlive(pid), 15_000))) process.kill(pid, 'SIGKILL');
}
