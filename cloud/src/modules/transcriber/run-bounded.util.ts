import { spawn } from 'node:child_process';
import { TranscriptionError } from './transcriber.port';

/** The most a tool may print before it is stopped: a transcript or a minute of PCM is far less. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

export interface BoundedRun {
  readonly input?: Buffer;
  readonly timeoutMs: number;
  /** What the run does, for its errors: 'Transcribing', 'Converting the recording'. */
  readonly what: string;
}

/**
 * Runs a tool with a deadline and answers its stdout. A missing tool is
 * 'unavailable', a run past its deadline 'timedOut' (it is killed), a
 * non-zero exit 'failed' with the end of what it printed on stderr.
 */
export function runBounded(command: string, args: readonly string[], run: BoundedRun): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let timedOut = false;
    // A real timer, not the Clock's: the deadline bounds a real process, which runs
    // in real time whatever clock a spec hands the services (the lint rule allows
    // this file as it allows an adapter's transport timeouts).
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, run.timeoutMs);
    const out: Buffer[] = [];
    let size = 0;
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new TranscriptionError(
              'unavailable',
              `${command} is not installed (scripts/ensure-system-deps installs it)`,
            )
          : new TranscriptionError('failed', `${run.what} failed: ${error.message}`),
      );
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut)
        return reject(new TranscriptionError('timedOut', `${run.what} took longer than ${run.timeoutMs} ms`));
      if (code === 0 && size <= MAX_OUTPUT_BYTES) return resolve(Buffer.concat(out));
      const said = lastLines(err);
      reject(
        new TranscriptionError(
          'failed',
          `${run.what} failed: ${command} ended with ${signal ?? code}${said ? `: ${said}` : ''}`,
        ),
      );
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(run.input);
  });
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-3).join(' ').trim();
}
