import { type ProcessRequest, type ProcessResult, type ProcessRunner } from '../system/process-runner.port';

/** What a scripted command does: the parts of its result that matter to the spec. */
export type FakeOutcome = Partial<Omit<ProcessResult, 'command' | 'args' | 'startedAt'>>;

type Script = (request: ProcessRequest) => FakeOutcome | Promise<FakeOutcome>;

/**
 * Stands in for the Pi's programs in specs: each command answers what its
 * script says (an unscripted one is not installed: ENOENT), every request is
 * kept, and a script that waits sees the request's abort as a real run would.
 */
export class FakeProcessRunner implements ProcessRunner {
  readonly requests: ProcessRequest[] = [];
  private readonly scripts = new Map<string, Script>();

  /** Scripts `command`; replaces any earlier script of it. */
  on(command: string, script: Script | FakeOutcome): this {
    this.scripts.set(command, typeof script === 'function' ? script : () => script);
    return this;
  }

  async run(request: ProcessRequest): Promise<ProcessResult> {
    this.requests.push(request);
    const base = {
      command: request.command,
      args: [...(request.args ?? [])],
      stdout: '',
      stderr: '',
      stdoutTruncated: false,
      stderrTruncated: false,
      timedOut: false,
      aborted: false,
      forceKilled: false,
      startedAt: new Date(),
      durationMs: 0,
    };
    const script = this.scripts.get(request.command);
    if (!script)
      return { ...base, exitCode: null, signal: null, startError: `spawn ${request.command} ENOENT` };
    const outcome = await script(request);
    return { exitCode: 0, signal: null, ...base, ...outcome };
  }
}

/** A script that runs until the request aborts, then ends as SIGTERM leaves a process. */
export function untilAborted(request: ProcessRequest): Promise<FakeOutcome> {
  return new Promise((resolve) => {
    const end = () => resolve({ exitCode: null, signal: 'SIGTERM', aborted: true });
    if (request.signal?.aborted) end();
    else request.signal?.addEventListener('abort', end, { once: true });
  });
}
