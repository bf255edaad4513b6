#!/usr/bin/env node
import 'reflect-metadata';
import { Command, InvalidArgumentError } from 'commander';
import { ConfigError } from '../config/app-config';
import { registerAdminCommands } from './admin/admin.commands';
import { registerClientCommands } from './client/client.commands';
import { runStart } from './start.command';

function portArg(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new InvalidArgumentError('not a port number');
  return port;
}

/** Prints a failure in one clean message (no stack for expected errors) and exits 1. */
export function fail(error: unknown): never {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`oak: ${message}`);
  process.exit(1);
}

const program = new Command('oak')
  .description('Open Automation Kit: the cloud, its embedded stack, its admin tasks and its CI commands')
  .showHelpAfterError();

program
  .command('start')
  .description(
    'Start OAK with embedded Postgres, Redis, MQTT broker and the virtual lab (what `npm start` runs)',
  )
  .action(() => runStart().catch(fail));

program
  .command('serve')
  .description('Start the cloud alone, using DATABASE_URL, REDIS_URL and optionally MQTT_URL')
  .action(async () => {
    // Loaded on demand so that the launcher and the Postgres keeper do not load NestJS.
    const { serve } = require('../main') as typeof import('../main');
    await serve().catch(fail);
  });

program
  .command('worker')
  .description(
    'Run lab jobs only, for scale-out: no HTTP API, using DATABASE_URL, REDIS_URL and MQTT_URL (required)',
  )
  .action(async () => {
    const { runWorker } = require('./worker.command') as typeof import('./worker.command');
    await runWorker().catch(fail);
  });

program
  .command('resources')
  .description('The resource store')
  .command('generate')
  .description(
    'Generate the default resource pack (speech with espeak-ng, noise and music with sox) into RESOURCE_DIR or OAK_HOME/resources; files already made are kept',
  )
  .option('--locales <list>', 'comma-separated locales, e.g. en_US,de_DE (default: all)')
  .action(async (options: { locales?: string }) => {
    const { runGenerateResources } = require('./resources.command') as typeof import('./resources.command');
    await runGenerateResources(options.locales).catch(fail);
  });

program
  .command('migrate')
  .description('Apply pending database migrations to DATABASE_URL and exit')
  .action(async () => {
    const { runMigrate } = require('./migrate.command') as typeof import('./migrate.command');
    await runMigrate().catch(fail);
  });

program
  .command('openapi')
  .description('Print the OpenAPI document of the REST API as JSON (no database or server needed)')
  .action(async () => {
    const { runOpenApi } = require('./openapi.command') as typeof import('./openapi.command');
    await runOpenApi().catch(fail);
  });

program
  .command('internal:postgres', { hidden: true })
  .requiredOption('--data-dir <dir>')
  .requiredOption('--port <port>', 'port', portArg)
  .requiredOption('--log-file <file>')
  .action(async (options: { dataDir: string; port: number; logFile: string }) => {
    const { runPostgresKeeper } =
      require('../launcher/postgres-keeper') as typeof import('../launcher/postgres-keeper');
    await runPostgresKeeper(options.dataDir, options.port, options.logFile);
  });

registerAdminCommands(program, fail);

// The CI commands (run submit|status|cancel|report, lab queue): over the REST API with OAK_URL and OAK_TOKEN.
registerClientCommands(program, {
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  setExitCode: (code) => {
    process.exitCode = code;
  },
  exit: (code) => process.exit(code),
});

program.parseAsync().catch(fail);
