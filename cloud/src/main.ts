import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';

/** `oak serve`: the cloud alone, pointed at Postgres, Redis and (optionally) an MQTT broker by env. */
export async function serve(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  const app = await createApp(config);
  await app.listen(config.http.port, config.http.host);
  // Started by the launcher: stop when it goes away without stopping us.
  if (process.send) process.once('disconnect', () => void app.close());
}
