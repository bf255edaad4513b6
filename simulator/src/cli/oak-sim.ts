#!/usr/bin/env node
import path from 'node:path';
import { Command } from 'commander';
import pino from 'pino';
import { startIdentityProvider } from '../emulators/identity-provider/identity-provider';
import { DEFAULT_LABS, type VirtualLab, startVirtualLab } from '../lab/virtual-lab';

function createLogger() {
  return pino({
    name: 'oak-sim',
    level: process.env.LOG_LEVEL ?? 'info',
    transport:
      process.env.LOG_FORMAT === 'pretty'
        ? {
            target: 'pino-pretty',
            options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          }
        : undefined,
  });
}

const program = new Command('oak-sim').description(
  'The OAK virtual lab: simulated Pis, room acoustics and devices',
);

program
  .command('start')
  .description('Start the virtual lab (its labs, Pis and devices) and run it until stopped')
  .option(
    '--cloud <url>',
    'the OAK cloud to register with',
    process.env.OAK_CLOUD_URL ?? 'http://localhost:8080',
  )
  .option('--company <name>', 'the company the virtual labs belong to', process.env.OAK_SIM_COMPANY ?? 'OAK')
  .option(
    '--time-scale <factor>',
    'real time per second of audio (0.01: 3 s in 30 ms)',
    process.env.OAK_SIM_TIME_SCALE ?? '1',
  )
  .option('--seed <n>', 'seed of the simulation, to repeat a run', process.env.OAK_SIM_SEED)
  .option('--no-labs', 'stand up no lab (an empty virtual lab)')
  .action(
    async (options: { cloud: string; company: string; timeScale: string; seed?: string; labs: boolean }) => {
      const logger = createLogger();
      const timeScale = Number(options.timeScale);
      const seed = options.seed === undefined ? undefined : Number(options.seed);
      if (!(timeScale > 0) || (seed !== undefined && !Number.isInteger(seed))) {
        console.error('oak-sim: --time-scale must be a positive number and --seed a whole number');
        process.exit(1);
      }
      const home = path.resolve(process.env.OAK_HOME ?? '.oak');
      // A stop while the lab is still starting exits at once: the agents started so
      // far run under setpriv --pdeathsig, so the kernel stops them with us.
      const started: { lab?: VirtualLab } = {};
      const stop = () => {
        if (started.lab) void started.lab.stop().then(() => process.exit(0));
        else process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      // Started by the launcher: stop when it goes away.
      process.once('disconnect', stop);
      started.lab = await startVirtualLab({
        cloudUrl: options.cloud,
        labs: options.labs ? DEFAULT_LABS : [],
        logger,
        provisioningToken: process.env.OAK_PROVISIONING_TOKEN,
        company: options.company,
        dataDir: path.join(home, 'virtual-lab'),
        timeScale,
        seed,
        deviceCloudPort: process.env.OAK_SIM_DEVICE_CLOUD_PORT
          ? Number(process.env.OAK_SIM_DEVICE_CLOUD_PORT)
          : 0,
      }).catch((error: unknown) => {
        logger.error(error instanceof Error ? error.message : String(error));
        process.exit(1);
      });
      if (process.send && !process.connected) stop();
      // Keep running until stopped.
      setInterval(() => undefined, 1 << 30);
    },
  );

program
  .command('idp')
  .description('Run a local OpenID Connect provider for federated login (OIDC_ISSUER of the cloud)')
  .option('--port <port>', 'port to listen on (0: any free one)', '0')
  .option('--host <host>', 'interface to listen on', '127.0.0.1')
  .requiredOption('--client-id <id>', 'the client id OAK uses (OIDC_CLIENT_ID)')
  .requiredOption('--client-secret <secret>', 'the client secret OAK uses (OIDC_CLIENT_SECRET)')
  .requiredOption('--redirect-uri <uri...>', "the cloud's callback (OIDC_REDIRECT_URI)")
  .action(
    async (options: {
      port: string;
      host: string;
      clientId: string;
      clientSecret: string;
      redirectUri: string[];
    }) => {
      const logger = createLogger();
      const idp = await startIdentityProvider({
        port: Number(options.port),
        host: options.host,
        clientId: options.clientId,
        clientSecret: options.clientSecret,
        redirectUris: options.redirectUri,
        logger,
      });
      // The issuer on stdout, for whoever started it to configure the cloud with.
      console.log(`OIDC_ISSUER=${idp.issuer}`);
      const stop = () => void idp.stop().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      process.once('disconnect', stop);
    },
  );

program.parseAsync();
