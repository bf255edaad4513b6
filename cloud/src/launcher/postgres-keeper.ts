import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';

/** What the keeper sends its parent over IPC. */
export type KeeperMessage = { type: 'ready'; url: string } | { type: 'failed'; error: string };

/**
 * Entry of the Postgres keeper process (`oak internal:postgres`): it owns the
 * embedded cluster so that the launcher can stop it last, after the cloud.
 * embedded-postgres stops the cluster when this process gets SIGTERM or SIGINT;
 * the keeper also stops when its parent goes away.
 */
export async function runPostgresKeeper(dataDir: string, port: number, logFile: string): Promise<void> {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const send = (message: KeeperMessage) => process.send?.(message);
  try {
    const running = await startEmbeddedPostgres({
      dataDir,
      port,
      database: 'oak',
      onLog: (line) => appendFileSync(logFile, `${line}\n`),
    });
    process.once('disconnect', () => {
      void running.stop().finally(() => process.exit(0));
    });
    send({ type: 'ready', url: running.url });
  } catch (error) {
    send({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
    process.exitCode = 1;
    process.disconnect?.();
  }
}
