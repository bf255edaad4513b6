import { type Readable } from 'node:stream';
import {
  PROCESS_KILL_GRACE_MS,
  PROCESS_OUTPUT_MAX_BYTES,
  type ProcessRequest,
  type ProcessResult,
  type ProcessRunner,
} from './process-runner.port';

/**
 * execa is an ES module only. Loaded with import(), the agent's CommonJS build
 * runs on Node 18 as well, which cannot require() one (the bundle a Pi runs
 * has it inlined either way).
 */
let execaModule: Promise<typeof import('execa')> | undefined;
const loadExeca = () => (execaModule ??= import('execa'));

/**
 * Runs processes with execa (no shell): output read as it comes and kept up to
 * the cap, so a chatty 20-minute scan cannot fill the Pi's memory. Each runs in
 * a process group of its own, and a timeout or an abort sends SIGTERM to the
 * whole group (a script's children too: testssl.sh runs openssl after openssl),
 * then SIGKILL after the grace.
 */
export class ExecaProcessRunner implements ProcessRunner {
  async run(request: ProcessRequest): Promise<ProcessResult> {
    const args = [...(request.args ?? [])];
    const cap = request.maxOutputBytes ?? PROCESS_OUTPUT_MAX_BYTES;
    const graceMs = request.killGraceMs ?? PROCESS_KILL_GRACE_MS;
    const { execa } = await loadExeca();
    const startedAt = new Date();
    const started = performance.now();
    const subprocess = execa(request.command, args, {
      reject: false,
      buffer: false,
      detached: true,
      ...(request.cwd ? { cwd: request.cwd } : {}),
      ...(request.env ? { env: request.env } : {}),
      ...(request.input === undefined ? { stdin: 'ignore' as const } : { input: request.input }),
    });
    const stdout = capped(subprocess.stdout, cap);
    const stderr = capped(subprocess.stderr, cap);

    let exited = false;
    let ending: 'timeout' | 'abort' | undefined;
    let forceKilled = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const signalGroup = (signal: NodeJS.Signals) => {
      if (subprocess.pid === undefined) return;
      try {
        process.kill(-subprocess.pid, signal);
      } catch {
        // The group is gone already.
      }
    };
    const terminate = (why: 'timeout' | 'abort') => {
      if (exited || ending) return;
      ending = why;
      signalGroup('SIGTERM');
      graceTimer = setTimeout(() => {
        if (exited) return;
        forceKilled = true;
        signalGroup('SIGKILL');
      }, graceMs);
    };
    const onAbort = () => terminate('abort');
    const timeoutTimer = request.timeoutMs
      ? setTimeout(() => terminate('timeout'), request.timeoutMs)
      : undefined;
    if (request.signal?.aborted) onAbort();
    else request.signal?.addEventListener('abort', onAbort, { once: true });
    subprocess.once('exit', () => {
      exited = true;
      clearTimeout(timeoutTimer);
      request.signal?.removeEventListener('abort', onAbort);
      // Whatever the group still runs would hold the output open: it goes with the process that was ended.
      if (ending) signalGroup('SIGKILL');
    });

    const result = await subprocess;
    clearTimeout(timeoutTimer);
    clearTimeout(graceTimer);
    request.signal?.removeEventListener('abort', onAbort);
    const [out, err] = await Promise.all([stdout, stderr]);
    const neverStarted = result.failed && result.exitCode === undefined && result.signal === undefined;
    return {
      command: request.command,
      args,
      exitCode: result.exitCode ?? null,
      signal: result.signal ?? null,
      stdout: out.text,
      stderr: err.text,
      stdoutTruncated: out.truncated,
      stderrTruncated: err.truncated,
      timedOut: ending === 'timeout',
      aborted: ending === 'abort',
      forceKilled,
      ...(neverStarted ? { startError: result.shortMessage } : {}),
      startedAt,
      durationMs: Math.round(performance.now() - started),
    };
  }
}

/** Reads a stream to its end, keeping its first `cap` bytes. */
async function capped(stream: Readable | null, cap: number): Promise<{ text: string; truncated: boolean }> {
  if (!stream) return { text: '', truncated: false };
  const kept: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const room = cap - size;
      if (chunk.length > room) truncated = true;
      if (room <= 0) continue;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      kept.push(part);
      size += part.length;
    }
  } catch {
    // A process killed mid-write ends its streams with an error; what came before stands.
  }
  return { text: Buffer.concat(kept).toString('utf8'), truncated };
}
