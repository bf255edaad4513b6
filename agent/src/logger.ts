import pino, { type Logger } from 'pino';
import { type AgentConfig } from './config/agent-config';

/**
 * JSON lines on stdout, which the journal keeps on a Pi. Secrets never reach a
 * log: the password is only ever in the credentials file and the MQTT client.
 */
export function createLogger(config: Pick<AgentConfig, 'logLevel' | 'thingName'>): Logger {
  return pino({
    level: config.logLevel,
    base: { thing: config.thingName },
    redact: { paths: ['password', '*.password', 'credentials'], censor: '[redacted]' },
  });
}
