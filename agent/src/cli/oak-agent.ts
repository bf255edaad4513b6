#!/usr/bin/env node
import { Command } from 'commander';
import { AgentConfigError, loadAgentConfig } from '../config/agent-config';
import { AGENT_VERSION } from '../version';

const program = new Command('oak-agent').description('The OAK agent of a lab Pi').version(AGENT_VERSION);

program
  .command('check-config')
  .description('Validate the configuration (file and OAK_* variables) and print what the agent would use')
  .option('-c, --config <file>', 'configuration file', process.env.OAK_AGENT_CONFIG)
  .action((options: { config?: string }) => {
    try {
      const config = loadAgentConfig(options.config);
      console.log(JSON.stringify(config, null, 2));
    } catch (error) {
      console.error(`oak-agent: ${error instanceof AgentConfigError ? error.message : String(error)}`);
      process.exit(1);
    }
  });

program.parse();
