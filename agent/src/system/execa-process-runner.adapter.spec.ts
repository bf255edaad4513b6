import { ExecaProcessRunner } from './execa-process-runner.adapter';
import { describeProcessFailure, succeeded } from './process-runner.port';

const runner = new ExecaProcessRunner();

describe('ExecaProcessRunner', () => {
  // The adapter loads execa on its first run; transformed for jest on a busy machine, that alone can
  // take seconds, which no test below should be charged for.
  beforeAll(() => runner.run({ command: 'true' }), 60_000);

  it('runs a command with its args, env, cwd and stdin, and says how it ended', async () => {
    const result = await runner.run({
      command: 'sh',
      args: ['-c', 'echo "$GREETING $1"; pwd; cat; echo oops >&2; exit 3', 'sh', 'world'],
      env: { GREETING: 'hello' },
      cwd: '/tmp',
      input: 'from stdin',
    });
    expect(result).toMatchObject({
      command: 'sh',
      exitCode: 3,
      signal: null,
      stdout: 'hello world\n/tmp\nfrom stdin',
      stderr: 'oops\n',
      stdoutTruncated: false,
      timedOut: false,
      aborted: false,
      forceKilled: false,
    });
    expect(result.startError).toBeUndefined();
    expect(succeeded(result)).toBe(false);
    expect(describeProcessFailure(result)).toBe('oops');
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('keeps the first bytes of a long output and says it cut the rest', async () => {
    const result = await runner.run({
      command: 'sh',
      args: ['-c', 'head -c 300000 /dev/zero | tr "\\0" a; echo done >&2'],
      maxOutputBytes: 1000,
    });
    expect(succeeded(result)).toBe(true);
    expect(result.stdout).toBe('a'.repeat(1000));
    expect(result.stdoutTruncated).toBe(true);
    expect(result.stderr).toBe('done\n');
    expect(result.stderrTruncated).toBe(false);
  });

  it('kills a process at its timeout with SIGTERM', async () => {
    const result = await runner.run({ command: 'sleep', args: ['30'], timeoutMs: 200 });
    expect(result).toMatchObject({ timedOut: true, signal: 'SIGTERM', exitCode: null, forceKilled: false });
    expect(result.durationMs).toBeLessThan(5000);
    expect(describeProcessFailure(result)).toMatch(/timed out/);
  });

  it('kills a process when the signal aborts, with SIGKILL once the grace is over if it ignores SIGTERM', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const result = await runner.run({
      command: 'sh',
      args: ['-c', 'trap "" TERM; echo ready; sleep 30 & wait; sleep 30'],
      signal: controller.signal,
      killGraceMs: 300,
    });
    expect(result).toMatchObject({ aborted: true, signal: 'SIGKILL', forceKilled: true });
    expect(result.stdout).toBe('ready\n');
    expect(result.durationMs).toBeLessThan(5000);
  });

  it('says why a command could not start', async () => {
    const result = await runner.run({ command: 'oak-no-such-command' });
    expect(result.exitCode).toBeNull();
    expect(result.startError).toMatch(/ENOENT/);
    expect(succeeded(result)).toBe(false);
    expect(describeProcessFailure(result)).toMatch(/ENOENT/);
  });
});
