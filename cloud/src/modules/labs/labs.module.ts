import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { LabRecord } from './lab.entity';
import { LabsController } from './labs.controller';
import { LabsService } from './labs.service';
import { MqttMessageController } from './mqtt-message.controller';
import { ThingActionsService } from './thing-actions.service';
import { ReportedShadowFeed } from './reported-shadow.feed';
import { ThingPresenceService } from './thing-presence.service';
import { ThingRecord } from './thing.entity';

/**
 * Labs and their Pis (things): the lab and Pi records, the actions a Pi answers, its presence and reported
 * shadow, and the MQTT message API. How a Pi gets its agent and registers is agent-distribution's; how the
 * simulator or an installer declares labs is provisioning's.
 */
@Module({
  imports: [TypeOrmModule.forFeature([LabRecord, ThingRecord]), AuthModule],
  controllers: [LabsController, MqttMessageController],
  providers: [LabsService, ThingActionsService, ThingPresenceService, ReportedShadowFeed],
  exports: [LabsService, ReportedShadowFeed, ThingActionsService],
})
export class LabsModule {}
