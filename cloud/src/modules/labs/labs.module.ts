import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CustomersModule } from '../customers/customers.module';
import { AgentDistributionController } from './agent-distribution.controller';
import { AgentRegistrationToken } from './agent-registration-token.entity';
import { AgentRegistrationService } from './agent-registration.service';
import { AgentReleaseService } from './agent-release.service';
import { LabRecord } from './lab.entity';
import { LabsController } from './labs.controller';
import { LabsService } from './labs.service';
import { MqttMessageController } from './mqtt-message.controller';
import { ProvisioningController } from './provisioning.controller';
import { ProvisioningToken } from './provisioning-token.service';
import { SetupCommandController } from './setup-command.controller';
import { ThingActionsService } from './thing-actions.service';
import { ReportedShadowFeed } from './reported-shadow.feed';
import { ThingPresenceService } from './thing-presence.service';
import { ThingRecord } from './thing.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([LabRecord, ThingRecord, AgentRegistrationToken]),
    AuthModule,
    CustomersModule,
  ],
  controllers: [
    LabsController,
    SetupCommandController,
    AgentDistributionController,
    MqttMessageController,
    ProvisioningController,
  ],
  providers: [
    LabsService,
    ThingActionsService,
    ThingPresenceService,
    ReportedShadowFeed,
    AgentRegistrationService,
    AgentReleaseService,
    ProvisioningToken,
  ],
  exports: [
    LabsService,
    AgentRegistrationService,
    ReportedShadowFeed,
    ThingActionsService,
    ProvisioningToken,
  ],
})
export class LabsModule {}
