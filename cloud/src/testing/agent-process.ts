import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AGENT_INSTALL_LAYOUT } from '@oak/shared';

const run = promisify(execFile);

/** A Pi's file system in a temp folder: what the install script writes with OAK_INSTALL_ROOT. */
export interface InstalledAgent {
  readonly root: string;
  readonly bin: string;
  readonly config: string;
  readonly cacheDir: string;
  readonly stateDir: string;
  readonly installDir: string;
  readonly installLog: string;
}

/**
 * Runs a setup command as a person would paste it on a Pi, except that it
 * installs into a temp folder instead of / and skips apt and systemd: the
 * real install script, the real bundle download and the real registration.
 */
export async function runSetupCommand(cmdLine: string): Promise<InstalledAgent> {
  const root = mkdtempSync(path.join(tmpdir(), 'oak-pi-'));
  const unprivileged = cmdLine.replace(
    /\| sudo bash$/,
    `| env OAK_INSTALL_ROOT='${root}' OAK_SKIP_SYSTEM=1 bash`,
  );
  if (unprivileged === cmdLine) throw new Error(`Not a setup command: ${cmdLine}`);
  const { stdout, stderr } = await run('bash', ['-o', 'pipefail', '-c', unprivileged], { timeout: 60_000 });
  const installDir = path.join(root, AGENT_INSTALL_LAYOUT.installDir);
  const stateDir = path.join(root, AGENT_INSTALL_LAYOUT.stateDir);
  const cacheDir = path.join(root, AGENT_INSTALL_LAYOUT.cacheDir);
  mkdirSync(cacheDir, { recursive: true });
  return {
    root,
    bin: path.join(installDir, AGENT_INSTALL_LAYOUT.bundleFileName),
    config: path.join(root, AGENT_INSTALL_LAYOUT.configDir, AGENT_INSTALL_LAYOUT.configFileName),
    cacheDir,
    stateDir,
    installDir,
    installLog: `${stdout}${stderr}`,
  };
}

export interface RunningAgent {
  readonly process: ChildProcess;
  /** What the agent printed, for a failure message. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the installed agent on the virtual audio backend, fast (time scale 0.01). */
export function startAgent(installed: InstalledAgent, env: NodeJS.ProcessEnv = {}): RunningAgent {
  let output = '';
  const child = spawn(process.execPath, [installed.bin, 'run', '-c', installed.config], {
    env: {
      ...process.env,
      OAK_AUDIO_BACKEND: 'virtual',
      OAK_TIME_SCALE: '0.01',
      OAK_CACHE_DIR: installed.cacheDir,
      OAK_STATE_DIR: installed.stateDir,
      OAK_INSTALL_DIR: installed.installDir,
      OAK_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A WAV of `seconds`, 16 kHz mono, made with sox into a Pi's cache: a sine tone, or pink noise for speech-like sound. */
export async function makeTone(
  cacheDir: string,
  fileName: string,
  seconds: number,
  signal: 'sine' | 'pinknoise' = 'sine',
): Promise<void> {
  const synth = signal === 'sine' ? ['sine', '440', 'vol', '0.5'] : ['pinknoise', 'vol', '0.3'];
  const target = path.join(cacheDir, fileName);
  await run('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', target, 'synth', String(seconds), ...synth]);
}

export function removeInstall(installed: InstalledAgent | undefined): void {
  if (installed) rmSync(installed.root, { recursive: true, force: true });
}
