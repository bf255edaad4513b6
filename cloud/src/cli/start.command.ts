import { Launcher } from '../launcher/launcher';
import { loadLauncherConfig } from '../launcher/launcher-config';

/** `oak start`: runs the embedded stack until Ctrl-C, then stops it in order. */
export async function runStart(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const launcher = new Launcher(loadLauncherConfig(env), env, process.argv[1] ?? __filename);

  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      console.log('Stopping now.');
      launcher.kill();
      process.exit(130);
    }
    console.log(
      `\n${signal === 'SIGINT' ? 'Ctrl-C' : signal}: stopping OAK (press Ctrl-C again to force)...`,
    );
    void launcher.stop().then(() => {
      console.log('OAK stopped.');
      process.exit(0);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);

  try {
    await launcher.start();
  } catch (error) {
    await launcher.stop();
    throw error;
  }
  console.log(launcher.banner());

  const reason = await launcher.watch();
  if (signals > 0) return;
  console.error(`oak: ${reason}; stopping the rest.`);
  await launcher.stop();
  process.exit(1);
}
