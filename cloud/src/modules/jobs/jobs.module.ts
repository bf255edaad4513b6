import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomScenariosModule } from '../custom-scenarios/custom-scenarios.module';
import { CustomersModule } from '../customers/customers.module';
import { DeviceCloudModule } from '../device-cloud/device-cloud.module';
import { LabRecord } from '../labs/lab.entity';
import { LabsModule } from '../labs/labs.module';
import { LiveHubModule } from '../live/live-hub.module';
import { RunnerModule } from '../runner/runner.module';
import { JobsController } from './jobs.controller';
import { JobSubmission } from './job-submission.service';
import { JobsService } from './jobs.service';
import { JobWorkers } from './job-workers.service';
import { LabJobQueues } from './lab-job-queue.service';
import { LabJobRecord } from './lab-job.entity';

/** Lab jobs: the submission; the list, one job, its lab, results and reports, terminate and resume; the labs' workers. */
@Module({
  imports: [
    TypeOrmModule.forFeature([LabJobRecord, LabRecord]),
    LabsModule,
    CustomersModule,
    CustomScenariosModule,
    DeviceCloudModule,
    LiveHubModule,
    RunnerModule,
  ],
  controllers: [JobsController],
  providers: [JobSubmission, JobsService, LabJobQueues, JobWorkers],
  exports: [JobsService],
})
export class JobsModule {}
