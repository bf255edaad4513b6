import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { CustomersModule } from '../customers/customers.module';
import { SuggestionModule } from '../suggestion/suggestion.module';
import { DeviceCloud } from './device-cloud.port';
import { DevicesController } from './devices.controller';
import { DevicesService } from './devices.service';
import { HttpDeviceCloud, UnconfiguredDeviceCloud } from './http-device-cloud.adapter';
import { PlaygroundController } from './playground.controller';

/** The devices' assistant cloud behind its port: device lists and the playground device API. */
@Module({
  imports: [CustomersModule, SuggestionModule],
  controllers: [DevicesController, PlaygroundController],
  providers: [
    {
      provide: DeviceCloud,
      inject: [AppConfig],
      useFactory: (config: AppConfig): DeviceCloud =>
        config.deviceCloud ? new HttpDeviceCloud(config.deviceCloud) : new UnconfiguredDeviceCloud(),
    },
    DevicesService,
  ],
  exports: [DeviceCloud, DevicesService],
})
export class DeviceCloudModule {}
