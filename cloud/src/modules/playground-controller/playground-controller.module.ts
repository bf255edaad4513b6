import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { DeviceCloudModule } from '../device-cloud/device-cloud.module';
import { PlaygroundControllerService } from './playground-controller.service';

/** The playground's controller messages (sdcfeature, senddirective) answered over MQTT. */
@Module({
  imports: [CustomersModule, DeviceCloudModule],
  providers: [PlaygroundControllerService],
})
export class PlaygroundControllerModule {}
