import { type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type OakCliProcess, type OakInstance, spawnOakCli } from './oak-process';

export type OakWorker = OakCliProcess;

/**
 * What a worker node of a deployment is given, pointed at an OAK that
 * `oak start` runs: its embedded Postgres, its embedded broker (as the cloud's
 * own service user), its virtual lab's device cloud and its resource store,
 * and the Redis it was started with.
 */
export function workerEnvOf(oak: OakInstance, redisUrl: string): NodeJS.ProcessEnv {
  const secret = (name: string) =>
    encodeURIComponent(readFileSync(path.join(oak.home, 'secrets', name), 'utf8').trim());
  return {
    DATABASE_URL: `postgres://postgres:${secret('postgres-password')}@127.0.0.1:${oak.ports.postgres}/oak`,
    REDIS_URL: redisUrl,
    MQTT_URL: `mqtt://oak-cloud:${secret('mqtt-service-password')}@127.0.0.1:${oak.ports.mqtt}`,
    DEVICE_CLOUD_URL: `http://127.0.0.1:${oak.ports.deviceCloud}`,
    RESOURCE_DIR: path.join(oak.home, 'resources'),
  };
}

const running = new Set<ChildProcess>();

/** Runs `oak worker` with `env`; its log goes to `OAK_HOME/<name>.log` of the OAK it works for. */
export function spawnWorker(oak: OakInstance, name: string, env: NodeJS.ProcessEnv): OakWorker {
  return spawnOakCli(
    'worker',
    path.join(oak.home, `${name}.log`),
    {
      // A home of its own, as on another machine: nothing of the cloud node's is read from disk.
      OAK_HOME: path.join(oak.home, name),
      LOG_LEVEL: 'info',
      ...env,
    },
    running,
  );
}

/** Kills every worker a spec started and left running (a failed or timed-out test). */
export async function stopLeftoverWorkers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
