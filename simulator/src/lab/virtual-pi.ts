import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Logger } from 'pino';

const run = promisify(execFile);

/** util-linux's setpriv: should the simulator die without stopping its agents, the kernel stops them. */
const SETPRIV = '/usr/bin/setpriv';

/** How long a crashed (or updated) agent waits before it is started again, as systemd would. */
const RESTART_DELAY_MS = 1000;

/** The agent's CLI, from the @oak/agent package the simulator depends on. */
export function agentCli(): string {
  const manifest = require.resolve('@oak/agent/package.json');
  return path.join(path.dirname(manifest), 'dist', 'cli', 'oak-agent.js');
}

export interface VirtualPiOptions {
  readonly thingName: string;
  readonly cloudUrl: string;
  /** The Pi's own folder: configuration, credentials, state and resource cache. */
  readonly dir: string;
  readonly timeScale: number;
  readonly seed?: number;
  /** The simulator's room, told what this Pi plays. */
  readonly roomUrl?: string;
  /** The devices under test the Pi stands beside, which it reports (devicesBeside). */
  readonly devices?: readonly string[];
  readonly logger: Logger;
}

/**
 * One simulated Pi: the real `oak-agent`, registered with its one-time token as
 * a real Pi's installer does, run on the virtual audio backend, and restarted
 * when it exits (an update ends with an exit for the service manager to restart).
 */
export class VirtualPi {
  private child: ChildProcess | undefined;
  private stopping = false;
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: VirtualPiOptions) {}

  get configFile(): string {
    return path.join(this.options.dir, 'agent.json');
  }

  async register(token: string): Promise<void> {
    mkdirSync(this.options.dir, { recursive: true });
    await run(
      process.execPath,
      [
        agentCli(),
        'register',
        '--cloud',
        this.options.cloudUrl,
        '--token',
        token,
        '--config-dir',
        this.options.dir,
      ],
      { timeout: 30_000 },
    );
  }

  start(): void {
    const { options } = this;
    const args = [agentCli(), 'run', '-c', this.configFile];
    const [command, commandArgs] = existsSync(SETPRIV)
      ? [SETPRIV, ['--pdeathsig', 'TERM', '--', process.execPath, ...args]]
      : [process.execPath, args];
    const child = spawn(command, commandArgs, {
      env: {
        ...process.env,
        OAK_AUDIO_BACKEND: 'virtual',
        OAK_TIME_SCALE: String(options.timeScale),
        OAK_CACHE_DIR: path.join(options.dir, 'cache'),
        OAK_STATE_DIR: path.join(options.dir, 'state'),
        OAK_INSTALL_DIR: path.join(options.dir, 'install'),
        ...(options.seed === undefined ? {} : { OAK_SEED: String(options.seed) }),
        ...(options.roomUrl ? { OAK_VIRTUAL_ROOM_URL: options.roomUrl } : {}),
        ...(options.devices ? { OAK_DEVICES: options.devices.join(',') } : {}),
        OAK_LOG_LEVEL: process.env.OAK_AGENT_LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('exit', (code, signal) => {
      this.child = undefined;
      if (this.stopping) return;
      options.logger.warn(
        { thingName: options.thingName, code, signal, stderr: stderr.trim() || undefined },
        'Virtual Pi agent exited; restarting it',
      );
      this.restartTimer = setTimeout(() => this.start(), RESTART_DELAY_MS);
    });
    this.child = child;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}
