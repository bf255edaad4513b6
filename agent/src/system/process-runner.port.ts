/** What to run, with which limits. */
export interface ProcessRequest {
  readonly command: string;
  readonly args?: readonly string[];
  /** Added to the agent's own environment. */
  readonly env?: Readonly<Record<string, string>>;
  readonly cwd?: string;
  /** Written to the process's stdin, which is then closed (no stdin at all without it). */
  readonly input?: string | Buffer;
  /** Past this the process is killed: SIGTERM, then SIGKILL after `killGraceMs`. */
  readonly timeoutMs?: number;
  /** Aborting it kills the process the same way (a stop, or the action's deadline). */
  readonly signal?: AbortSignal;
  /** How much of stdout and of stderr is kept, each (default PROCESS_OUTPUT_MAX_BYTES); the rest is counted, not kept. */
  readonly maxOutputBytes?: number;
  /** Between SIGTERM and SIGKILL (default PROCESS_KILL_GRACE_MS). */
  readonly killGraceMs?: number;
}

/** How a process ended. It never throws for the process's own failure: a non-zero exit is a result too. */
export interface ProcessResult {
  readonly command: string;
  readonly args: readonly string[];
  /** Null when a signal ended it, or when it never started. */
  readonly exitCode: number | null;
  /** The signal that ended it ('SIGTERM', 'SIGKILL', ...), or null. */
  readonly signal: string | null;
  /** The first `maxOutputBytes` bytes, as UTF-8. */
  readonly stdout: string;
  readonly stderr: string;
  /** Whether the process wrote more than was kept. */
  readonly stdoutTruncated: boolean;
  readonly stderrTruncated: boolean;
  /** Killed because it ran past `timeoutMs`. */
  readonly timedOut: boolean;
  /** Killed because `signal` aborted. */
  readonly aborted: boolean;
  /** Still running after SIGTERM and the grace, so SIGKILL ended it. */
  readonly forceKilled: boolean;
  /** Why it could not start (e.g. `spawn nmap ENOENT`), if it did not. */
  readonly startError?: string;
  readonly startedAt: Date;
  readonly durationMs: number;
}

/** Runs programs on the Pi: the one way an action starts a process, so specs can stand in for it. */
export interface ProcessRunner {
  run(request: ProcessRequest): Promise<ProcessResult>;
}

/** Output kept per stream unless the request says otherwise: 1 MiB, far more than an answer can carry. */
export const PROCESS_OUTPUT_MAX_BYTES = 1024 * 1024;
/** How long a process has to end after SIGTERM before SIGKILL. */
export const PROCESS_KILL_GRACE_MS = 5000;

/** Whether the process ran and exited 0. */
export function succeeded(result: ProcessResult): boolean {
  return result.exitCode === 0 && result.startError === undefined;
}

/** One line saying how a process failed, for an error message: its stderr's last line, or its end. */
export function describeProcessFailure(result: ProcessResult): string {
  if (result.startError) return result.startError;
  const last = result.stderr.trim().split('\n').pop()?.trim();
  if (last) return last;
  if (result.timedOut) return `timed out after ${result.durationMs} ms`;
  if (result.signal) return `killed by ${result.signal}`;
  return `exit code ${result.exitCode}`;
}
