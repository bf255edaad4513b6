import { startAgent } from '../agent';
import { loadAgentConfig } from '../config/agent-config';

/**
 * `oak-agent run`: starts the agent and keeps it up until SIGTERM/SIGINT, on
 * which it goes offline cleanly and exits 0.
 */
export async function runAgentCommand(configFile: string | undefined): Promise<void> {
  const config = loadAgentConfig(configFile);
  const agent = await startAgent(config);
  const { logger } = agent;
  const shutdown = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    // A second signal while stopping means: now.
    process.once(signal, () => process.exit(1));
    agent.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'unclean shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
  process.on('uncaughtException', (error) => {
    // State may be inconsistent now; systemd restarts a fresh agent.
    logger.fatal({ err: error }, 'uncaught exception; exiting');
    process.exit(1);
  });
}
