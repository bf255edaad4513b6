import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { JobsModule } from '../jobs/jobs.module';
import { LabsModule } from '../labs/labs.module';
import { LiveHubModule } from './live-hub.module';
import { LiveSocketService } from './live-socket.service';

/** The live sockets of the console (Socket.IO, namespace /live): lab status and job feeds. */
@Module({
  imports: [AuthModule, LabsModule, JobsModule, LiveHubModule],
  providers: [LiveSocketService],
})
export class LiveModule {}
