import { Global, Module } from '@nestjs/common';
import { ConsoleAssets } from './console-assets.service';
import { EnvironmentConfigController } from './environment-config.controller';

@Global()
@Module({ controllers: [EnvironmentConfigController], providers: [ConsoleAssets], exports: [ConsoleAssets] })
export class SiteModule {}
