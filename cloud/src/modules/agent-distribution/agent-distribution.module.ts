import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LabsModule } from '../labs/labs.module';
import { AgentDistributionController } from './agent-distribution.controller';
import { AgentRegistrationToken } from './agent-registration-token.entity';
import { AgentRegistrationService } from './agent-registration.service';
import { AgentReleaseService } from './agent-release.service';
import { SetupCommandController } from './setup-command.controller';

/**
 * How a Pi gets its agent and joins the cloud: a Pi's setup command with its one-time registration token,
 * the install script, the agent bundle and its release, and the registration that trades the token for the
 * Pi's MQTT credentials.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AgentRegistrationToken]), LabsModule],
  controllers: [AgentDistributionController, SetupCommandController],
  providers: [AgentRegistrationService, AgentReleaseService],
  exports: [AgentRegistrationService],
})
export class AgentDistributionModule {}
