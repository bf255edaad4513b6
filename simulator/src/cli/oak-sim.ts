#!/usr/bin/env node
import { Command } from 'commander';
import pino from 'pino';
import { startVirtualLab } from '../virtual-lab';

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

program.parseAsync();
