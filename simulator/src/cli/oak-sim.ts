#!/usr/bin/env node
import { Command } from 'commander';
import pino from 'pino';
import { startIdentityProvider } from '../identity-provider';
import { startVirtualLab } from '../virtual-lab';

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
  .description('Start the virtual lab and run it until stopped')
  .option(
    '--cloud <url>',
    'the OAK cloud to register with',
    process.env.OAK_CLOUD_URL ?? 'http://localhost:8080',
  )
  .action(async (options: { cloud: string }) => {
    const logger = pino({
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
    const lab = await startVirtualLab({ cloudUrl: options.cloud, labs: [], logger });
    const stop = () => void lab.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    // Started by the launcher: stop when it goes away.
    process.once('disconnect', stop);
    // Keep running until stopped.
    setInterval(() => undefined, 1 << 30);
  });

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
