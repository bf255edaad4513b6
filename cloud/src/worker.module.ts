import { type DynamicModule, Module } from '@nestjs/common';
import { type AppConfig } from './config/app-config';
import { JobsModule } from './modules/jobs/jobs.module';
import { nodeInfrastructure } from './node-infrastructure';

/**
 * What `oak worker` runs: the lab jobs' workers and everything their runner
 * reaches (Postgres, Redis, the Pis over MQTT, the device cloud, the resource
 * store, the live hub), in an application context with no HTTP server. Its
 * live announcements reach the browsers through the live hub's Redis adapter,
 * on the cloud nodes that serve them.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [...nodeInfrastructure(config), JobsModule],
    };
  }
}
