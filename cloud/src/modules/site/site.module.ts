import { Global, Module } from '@nestjs/common';
import { ConsoleAssets } from './console-assets.service';
import { EnvironmentConfigController } from './environment-config.controller';
import { HttpConnectionsCloser } from './http-connections-closer.service';

@Global()
@Module({
  controllers: [EnvironmentConfigController],
  providers: [ConsoleAssets, HttpConnectionsCloser],
  exports: [ConsoleAssets],
})
export class SiteModule {}
