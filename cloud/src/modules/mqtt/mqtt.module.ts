import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AgentRpcService } from './agent-rpc.service';
import { MqttAuthController } from './mqtt-auth.controller';
import { MqttBrokerService } from './mqtt-broker.service';
import { MqttClientAdapter } from './mqtt-client.adapter';
import { MqttCredentialsService } from './mqtt-credentials.service';
import { MqttMessageService } from './mqtt-message.service';
import { MqttSessionRevoker } from './mqtt-session-revoker.service';
import { ThingCredential } from './thing-credential.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ThingCredential])],
  controllers: [MqttAuthController],
  providers: [
    MqttCredentialsService,
    MqttBrokerService,
    MqttClientAdapter,
    AgentRpcService,
    MqttMessageService,
    MqttSessionRevoker,
  ],
  exports: [
    MqttCredentialsService,
    MqttBrokerService,
    MqttClientAdapter,
    AgentRpcService,
    MqttMessageService,
  ],
})
export class MqttModule {}
