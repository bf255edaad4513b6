import { type ChildProcess, fork } from 'node:child_process';

export interface ExitStatus {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** A Node child process the launcher starts, watches and stops in order. */
export class SupervisedProcess {
  readonly exited: Promise<ExitStatus>;
  private stopping = false;

  private constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /**
   * Forks a Node script in its own process group (so a terminal Ctrl-C reaches
   * only the launcher) with an IPC channel (so the child can stop itself when
   * the launcher dies without a chance to stop it). `nodeFlags` go to its
   * Node after the launcher's own.
   */
  static fork(
    name: string,
    script: string,
    args: readonly string[],
    env: NodeJS.ProcessEnv,
    nodeFlags: readonly string[] = [],
  ): SupervisedProcess {
    const child = fork(script, [...args], {
      env,
      execArgv: [...process.execArgv, ...nodeFlags],
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new SupervisedProcess(name, child);
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Whether it ended without being asked to. */
  get stoppedByItself(): boolean {
    return !this.stopping;
  }

  /** The next IPC message that satisfies `accept`, or a rejection if the process exits first. */
  message<T>(accept: (message: unknown) => message is T, timeoutMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => finish(new Error(`${this.name} gave no answer within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      const onMessage = (message: unknown) => accept(message) && finish(undefined, message);
      const onExit = () => finish(new Error(`${this.name} exited while starting`));
      const finish = (error?: Error, value?: T) => {
        clearTimeout(timer);
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
        if (error) reject(error);
        else resolve(value as T);
      };
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
    });
  }

  /** Asks the process to stop, then kills it if it has not within the grace period. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 30_000): Promise<ExitStatus> {
    this.stopping = true;
    if (this.running) {
      this.child.kill(signal);
      const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
      await this.exited;
      clearTimeout(timer);
    }
    return this.exited;
  }

  kill(): void {
    this.stopping = true;
    if (this.running) this.child.kill('SIGKILL');
  }
}
