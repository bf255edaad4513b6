import { Global, Module } from '@nestjs/common';
import { MqttBrokerService } from './mqtt-broker.service';
import { MqttClientAdapter } from './mqtt-client.adapter';

@Global()
@Module({
  providers: [MqttBrokerService, MqttClientAdapter],
  exports: [MqttBrokerService, MqttClientAdapter],
})
export class MqttModule {}
