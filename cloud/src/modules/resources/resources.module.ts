import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AuthModule } from '../auth/auth.module';
import { ResourceDownloadMeter } from './resource-download.meter';
import { ResourcePackService } from './resource-pack.service';
import { ResourceStore } from './resource-store';
import { resourceStoreFor } from './resource-store.factory';
import { ResourcesController } from './resources.controller';

/** The resource store: the default pack, its manifests, and the files Pis download. */
@Module({
  imports: [AuthModule],
  controllers: [ResourcesController],
  providers: [
    {
      provide: ResourceStore,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => resourceStoreFor(config.resources),
    },
    ResourcePackService,
    ResourceDownloadMeter,
  ],
  exports: [ResourceStore, ResourcePackService, ResourceDownloadMeter],
})
export class ResourcesModule {}
