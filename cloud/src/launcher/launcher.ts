import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_NAME } from '@oak/shared';
import { SECRET_FILES, readOrCreateSecret, secretFile } from '../config/secrets.util';
import { HEALTH_PATH, localCloudUrl, probeHealth } from './cloud-health.util';
import { type RunningRedis, startEmbeddedRedis } from './embedded-redis';
import { type LauncherConfig } from './launcher-config';
import { type NamedPort, assertPortsFree, freePort } from './ports';
import { type KeeperMessage } from './postgres-keeper';
import { stopLeftoverPostgres } from './embedded-postgres';
import { stopLeftoverRedis } from './embedded-redis';
import { waitFor } from './process-utils';
import { signInHint } from './sign-in-hint.util';
import { SupervisedProcess } from './supervised-process';

const STARTUP_TIMEOUT_MS = 180_000;
/**
 * The cloud's Node flags: a young generation of 64 MiB semi-spaces, not
 * Node's 16. The cloud allocates much per request, packet and run step, and
 * the small nursery was collected every few hundred milliseconds, each time
 * holding the event loop for 5-8 ms (runs starting waited on it: measured
 * with bench/schedule). The deploy Dockerfile starts the cloud with the same.
 */
const CLOUD_NODE_FLAGS = ['--max-semi-space-size=64'] as const;

type Say = (line: string) => void;

/**
 * `npm start`: the embedded default. Starts Postgres and Redis (unless external
 * URLs are given), the cloud with its MQTT broker and console, and the virtual
 * lab; stops them in reverse order on Ctrl-C or when one of them fails.
 */
export class Launcher {
  private postgres: SupervisedProcess | undefined;
  private redis: RunningRedis | undefined;
  private cloud: SupervisedProcess | undefined;
  private simulator: SupervisedProcess | undefined;
  private shuttingDown: Promise<void> | undefined;
  /** The device-cloud emulator's port, when the virtual lab serves the cloud's device cloud. */
  private deviceCloudPort: number | undefined;
  /** Whether the first administrator's generated password was there before this start. */
  private adminPasswordKeptBefore = false;

  constructor(
    private readonly config: LauncherConfig,
    private readonly env: NodeJS.ProcessEnv,
    private readonly cliScript: string,
    private readonly say: Say = (line) => console.log(line),
  ) {}

  /** Starts everything; resolves once the cloud answers and the virtual lab runs. */
  async start(): Promise<void> {
    const { config } = this;
    if ('dataDir' in config.postgres) await stopLeftoverPostgres(config.postgres.dataDir);
    if ('dataDir' in config.redis) await stopLeftoverRedis(this.redisPidFile);
    await assertPortsFree(this.portsToCheck());

    // The cloud is told where the emulator will listen before the virtual lab starts it.
    if (config.deviceCloudEmulator && findSimulatorScript())
      this.deviceCloudPort = config.deviceCloudEmulator.port || (await freePort());
    const databaseUrl = await this.startPostgres();
    const redisUrl = await this.startRedis();
    this.adminPasswordKeptBefore = existsSync(this.adminPasswordFile);
    await this.startCloud(databaseUrl, redisUrl);
    if (config.simulator) this.startSimulator();
  }

  /** Resolves when a child process ends by itself (a failure); the launcher then shuts down. */
  async watch(): Promise<string> {
    const children = [this.postgres, this.cloud, this.simulator].filter((c): c is SupervisedProcess => !!c);
    const redis = this.redis?.process;
    const ended = await Promise.race([
      ...children.map((child) => child.exited.then(() => ({ name: child.name }))),
      ...(redis
        ? [new Promise<{ name: string }>((resolve) => redis.once('exit', () => resolve({ name: 'Redis' })))]
        : []),
    ]);
    return `${ended.name} stopped unexpectedly`;
  }

  /** Stops the virtual lab, then the cloud, then Redis, then Postgres. Safe to call twice. */
  stop(): Promise<void> {
    this.shuttingDown ??= (async () => {
      await this.simulator?.stop('SIGTERM', 15_000);
      await this.cloud?.stop('SIGTERM', 30_000);
      await this.redis?.stop();
      await this.postgres?.stop('SIGTERM', 30_000);
    })();
    return this.shuttingDown;
  }

  /**
   * For a second Ctrl-C: kills the virtual lab, the cloud and Redis at once. The
   * Postgres keeper is only told to stop, since killing it would orphan the cluster;
   * Postgres's fast shutdown takes a moment and never loses committed data.
   */
  kill(): void {
    for (const child of [this.simulator, this.cloud]) child?.kill();
    this.redis?.process.kill('SIGKILL');
    if (this.postgres?.running) this.postgres.child.kill('SIGTERM');
  }

  /**
   * How to sign in: the first admin's e-mail and, on the terminal of the start
   * that generated it, the generated password (never on output that is not a
   * terminal, which is a log stream).
   */
  private signInHint(): string {
    const file = this.adminPasswordFile;
    return signInHint({
      email: (this.env.OAK_ADMIN_EMAIL ?? 'admin@oak.local').toLowerCase(),
      passwordInEnvironment: Boolean(this.env.OAK_ADMIN_PASSWORD),
      file: path.relative(process.cwd(), file) || file,
      generatedPassword: existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined,
      generatedNow: !this.adminPasswordKeptBefore,
      terminal: process.stdout.isTTY === true,
    });
  }

  private get adminPasswordFile(): string {
    return secretFile(this.config.home, SECRET_FILES.adminPassword);
  }

  get url(): string {
    return `${this.config.tls ? 'https' : 'http'}://localhost:${this.config.httpPort}`;
  }

  /** Where the virtual lab and the health check reach the cloud. */
  private get localCloudUrl(): string {
    return localCloudUrl(this.config.httpPort, this.config.tls !== undefined);
  }

  private get redisPidFile(): string {
    return path.join(this.config.runDir, 'redis.pid');
  }

  private portsToCheck(): NamedPort[] {
    const { config } = this;
    const ports: NamedPort[] = [{ variable: 'PORT', port: config.httpPort }];
    if (config.deviceCloudEmulator)
      ports.push({
        variable: 'OAK_SIM_DEVICE_CLOUD_PORT',
        port: config.deviceCloudEmulator.port,
        host: '127.0.0.1',
      });
    if (!config.externalMqtt) ports.push({ variable: 'MQTT_PORT', port: config.mqttPort });
    if ('port' in config.postgres)
      ports.push({ variable: 'EMBEDDED_PG_PORT', port: config.postgres.port, host: '127.0.0.1' });
    if ('port' in config.redis)
      ports.push({ variable: 'EMBEDDED_REDIS_PORT', port: config.redis.port, host: '127.0.0.1' });
    return ports;
  }

  private async startPostgres(): Promise<string> {
    const { postgres } = this.config;
    if ('url' in postgres) return postgres.url;
    const logFile = path.join(this.config.logDir, 'postgres.log');
    this.say(`Starting Postgres (data in ${path.relative(process.cwd(), postgres.dataDir) || '.'})`);
    this.postgres = SupervisedProcess.fork(
      'Postgres',
      this.cliScript,
      [
        'internal:postgres',
        '--data-dir',
        postgres.dataDir,
        '--port',
        String(postgres.port),
        '--log-file',
        logFile,
      ],
      this.env,
    );
    const answer = await this.postgres.message(
      (m): m is KeeperMessage => typeof m === 'object' && m !== null && 'type' in m,
      STARTUP_TIMEOUT_MS,
    );
    if (answer.type === 'failed') throw new Error(`${answer.error} (log: ${logFile})`);
    return answer.url;
  }

  private async startRedis(): Promise<string> {
    const { redis } = this.config;
    if ('url' in redis) return redis.url;
    this.say('Starting Redis');
    this.redis = await startEmbeddedRedis({
      port: redis.port,
      // Read at every start: removing the file gives Redis a new password at the next one.
      password: readOrCreateSecret(this.config.home, SECRET_FILES.redisPassword),
      dataDir: redis.dataDir,
      logFile: path.join(this.config.logDir, 'redis.log'),
      pidFile: this.redisPidFile,
    });
    return this.redis.url;
  }

  private async startCloud(databaseUrl: string, redisUrl: string): Promise<void> {
    this.say('Starting the cloud');
    const cloud = SupervisedProcess.fork(
      'The cloud',
      this.cliScript,
      ['serve'],
      {
        ...this.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        OAK_HOME: this.config.home,
        PORT: String(this.config.httpPort),
        MQTT_PORT: String(this.config.mqttPort),
        ...(this.deviceCloudPort ? { DEVICE_CLOUD_URL: `http://127.0.0.1:${this.deviceCloudPort}` } : {}),
        ...(this.deviceCloudPort && !this.env.BEDROCK_ENDPOINT
          ? virtualLabBedrock(this.deviceCloudPort)
          : {}),
        LOG_FORMAT: this.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
      },
      CLOUD_NODE_FLAGS,
    );
    this.cloud = cloud;
    const healthUrl = `${this.localCloudUrl}${HEALTH_PATH}`;
    const trust = this.config.tls ? readFileSync(this.config.tls.trustFile) : undefined;
    let last: true | string = 'no answer';
    const up = await waitFor(
      async () => !cloud.running || (last = await probeHealth(this.localCloudUrl, trust)) === true,
      STARTUP_TIMEOUT_MS,
      250,
    );
    if (!cloud.running) throw new Error('The cloud stopped while starting; its log is above.');
    if (!up)
      throw new Error(
        `The cloud did not become healthy within ${STARTUP_TIMEOUT_MS / 1000} s (${healthUrl}: ${String(last)}).`,
      );
  }

  private startSimulator(): void {
    const script = findSimulatorScript();
    if (!script) {
      this.say('The virtual lab (oak-sim) is not installed; starting without it.');
      return;
    }
    this.say('Starting the virtual lab');
    this.simulator = SupervisedProcess.fork('The virtual lab', script, ['start'], {
      ...this.env,
      OAK_CLOUD_URL: this.localCloudUrl,
      // The virtual lab and its Pis trust the cloud's CA for https and mqtts (Node reads it at start).
      ...(this.config.tls ? { NODE_EXTRA_CA_CERTS: this.config.tls.trustFile } : {}),
      OAK_HOME: this.config.home,
      // The cloud reads the same token from OAK_HOME when PROVISIONING_TOKEN is unset.
      OAK_PROVISIONING_TOKEN:
        this.config.provisioningToken ?? readOrCreateSecret(this.config.home, SECRET_FILES.provisioningToken),
      OAK_SIM_COMPANY: this.config.adminCompany,
      ...(this.deviceCloudPort ? { OAK_SIM_DEVICE_CLOUD_PORT: String(this.deviceCloudPort) } : {}),
      LOG_FORMAT: this.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    });
  }

  banner(): string {
    return [
      '',
      `${PRODUCT_NAME} is running at ${this.url}`,
      `  ${this.signInHint()}`,
      '  Add users: npm run oak -- user add <email> --company <company>   (npm run oak -- --help for more)',
      `  API documentation: ${this.url}/api/docs`,
      `  Data: ${this.config.home}   Logs: ${this.config.logDir}`,
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n');
  }
}

/**
 * The virtual lab ships as its own package. The launcher finds its command
 * through the package's `bin` entry (never importing its code; they talk only
 * over the wire), and failing that on PATH.
 */
/**
 * The virtual lab's Bedrock runtime, served on the device-cloud emulator's
 * port: the suggestions of the playground come from it. It takes any signed
 * request, so the keys are placeholders that keep the SDK from looking for real ones.
 */
function virtualLabBedrock(deviceCloudPort: number): NodeJS.ProcessEnv {
  return {
    BEDROCK_ENDPOINT: `http://127.0.0.1:${deviceCloudPort}`,
    BEDROCK_ACCESS_KEY_ID: 'oak-virtual-lab',
    BEDROCK_SECRET_ACCESS_KEY: 'oak-virtual-lab',
  };
}

function findSimulatorScript(): string | undefined {
  try {
    const manifest = require.resolve('@oak/simulator/package.json');
    const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin?: Record<string, string> };
    const script = bin?.['oak-sim'] && path.join(path.dirname(manifest), bin['oak-sim']);
    if (script && existsSync(script)) return script;
  } catch {
    // Not installed beside the cloud (a deployed image); look on PATH.
  }
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'oak-sim'))
    .find((file) => existsSync(file));
}
