import { Command } from 'commander';
import { type ClientIo, registerClientCommands } from '../cli/client/client.commands';

class Exited extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

/** What a CI command printed, and its exit code. */
export interface ClientCliRun {
  readonly out: string;
  readonly err: string;
  readonly code: number | undefined;
}

/**
 * Runs the CI commands of `oak ...args` in-process with the environment
 * given (OAK_URL, OAK_TOKEN), as the `oak` command registers them beside the
 * admin `lab` command: what they printed and the exit code they chose.
 */
export async function oakClientCli(args: string[], env: NodeJS.ProcessEnv): Promise<ClientCliRun> {
  let out = '';
  let err = '';
  let code: number | undefined;
  const io: ClientIo = {
    env,
    out: (text) => (out += text),
    err: (text) => (err += text),
    setExitCode: (exitCode) => (code = exitCode),
    exit: (exitCode) => {
      throw new Exited(exitCode);
    },
  };
  const program = new Command('oak').exitOverride();
  program.command('lab').description('the admin lab commands').command('create <name>');
  registerClientCommands(program, io);
  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (error) {
    if (!(error instanceof Exited)) throw error;
    code = error.code;
  }
  return { out, err, code };
}
