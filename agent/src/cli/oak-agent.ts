#!/usr/bin/env node
import { AGENT_BUNDLE_PATH, AGENT_INSTALL_LAYOUT } from '@oak/shared';
import { Command } from 'commander';
import { AgentConfigError, loadAgentConfig } from '../config/agent-config';
import { AGENT_VERSION } from '../version';
import { CliError } from './cli-error';

const program = new Command('oak-agent').description('The OAK agent of a lab Pi').version(AGENT_VERSION);

/** Known failures print one line; anything else keeps its stack for a bug report. */
function fail(error: unknown): never {
  const known = error instanceof AgentConfigError || error instanceof CliError;
  console.error(
    `oak-agent: ${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
}

program
  .command('run')
  .description('Run the agent: connect to the broker and answer the cloud until stopped')
  .option(
    '-c, --config <file>',
    'configuration file (default: $OAK_AGENT_CONFIG)',
    process.env.OAK_AGENT_CONFIG,
  )
  .action(async (options: { config?: string }) => {
    const { runAgentCommand } = require('./run.command') as typeof import('./run.command');
    await runAgentCommand(options.config).catch(fail);
  });

program
  .command('register')
  .description("Exchange the setup command's token for this Pi's identity and credentials")
  .requiredOption('--cloud <url>', 'the OAK cloud, e.g. https://oak.example.com')
  .requiredOption('--token <token>', 'the one-time token of the setup command')
  .option(
    '--config-dir <dir>',
    'where to write agent.json and credentials.json',
    AGENT_INSTALL_LAYOUT.configDir,
  )
  .option('--ca-file <file>', "the cloud's private CA (PEM) for the agent to pin; the public roots if unset")
  .action(async (options: { cloud: string; token: string; configDir: string; caFile?: string }) => {
    const { registerAgent } = require('./register.command') as typeof import('./register.command');
    const registration = await registerAgent(options).catch(fail);
    console.log(
      `Registered ${registration.thingName} with ${registration.cloudUrl}; configuration in ${registration.configFile}`,
    );
  });

program
  .command('install-service')
  .description('Write the systemd unit that runs the agent')
  .option('--config-dir <dir>', 'where agent.json is', AGENT_INSTALL_LAYOUT.configDir)
  .option('--bin <path>', 'the agent program the unit runs', AGENT_BUNDLE_PATH)
  .option('--unit-file <path>', 'the unit file to write', AGENT_INSTALL_LAYOUT.unitFile)
  .action(async (options: { configDir: string; bin: string; unitFile: string }) => {
    const { installService } =
      require('./install-service.command') as typeof import('./install-service.command');
    const unitFile = await installService(options).catch(fail);
    console.log(
      `Wrote ${unitFile}; start it with: systemctl daemon-reload && systemctl enable --now ${AGENT_INSTALL_LAYOUT.serviceName}`,
    );
  });

program
  .command('check-config')
  .description('Validate the configuration (file and OAK_* variables) and print what the agent would use')
  .option('-c, --config <file>', 'configuration file', process.env.OAK_AGENT_CONFIG)
  .action((options: { config?: string }) => {
    try {
      const config = loadAgentConfig(options.config);
      console.log(JSON.stringify(config, null, 2));
    } catch (error) {
      fail(error);
    }
  });

program.parseAsync().catch(fail);
