import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadWorkerConfig } from '../config/app-config';
import { QuietBootLogger } from '../modules/logging/quiet-boot-logger';
import { WorkerModule } from '../worker.module';

/**
 * `oak worker`: runs lab jobs for the cloud nodes that share its Postgres,
 * Redis and MQTT broker, and serves nothing. SIGTERM or SIGINT stops the run
 * it holds at its next step and hands it back to its queue, where another
 * worker continues it from its last stored result.
 */
export async function runWorker(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadWorkerConfig(env);
  const context = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    bufferLogs: true,
    abortOnError: false,
  });
  context.useLogger(new QuietBootLogger(context.get(Logger)));
  context.enableShutdownHooks();
  new NestLogger('Worker').log('Running lab jobs; this node serves no HTTP API');
}
