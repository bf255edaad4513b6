import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { JobsModule } from '../jobs/jobs.module';
import { LabsModule } from '../labs/labs.module';
import { JobFeedHandler } from './job-feed.handler';
import { LabStatusHandler } from './lab-status.handler';
import { LiveAdmissionGuard } from './live-admission.guard';
import { LiveHubModule } from './live-hub.module';
import { LiveSessions } from './live-sessions';
import { LiveGateway } from './live.gateway';
import { SyncPushHandler } from './sync-push.handler';

/** The live sockets of the console (Socket.IO, namespace /live): lab status and job feeds, through LiveGateway. */
@Module({
  imports: [AuthModule, LabsModule, JobsModule, LiveHubModule],
  providers: [
    LiveGateway,
    LiveAdmissionGuard,
    LiveSessions,
    JobFeedHandler,
    LabStatusHandler,
    SyncPushHandler,
  ],
})
export class LiveModule {}
