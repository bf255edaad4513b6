import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomScenariosModule } from '../custom-scenarios/custom-scenarios.module';
import { CustomersModule } from '../customers/customers.module';
import { DeviceCloudModule } from '../device-cloud/device-cloud.module';
import { LabRecord } from '../labs/lab.entity';
import { LabsModule } from '../labs/labs.module';
import { LiveHubModule } from '../live/live-hub.module';
import { ResourceSyncModule } from '../resource-sync/resource-sync.module';
import { ResourcesModule } from '../resources/resources.module';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { JobFeedPublisher } from './job-feed.publisher';
import { JobRunner } from './job-runner.service';
import { JobWorkers } from './job-workers.service';
import { JobOptionalDutResultRecord, JobUtteranceResultRecord } from './job-utterance-result.entity';
import { LabJobQueues } from './lab-job-queue.service';
import { LabJobRecord } from './lab-job.entity';

/** Lab jobs: the list, one job, its lab, terminate and resume. */
@Module({
  imports: [
    TypeOrmModule.forFeature([LabJobRecord, JobUtteranceResultRecord, JobOptionalDutResultRecord, LabRecord]),
    LabsModule,
    CustomersModule,
    CustomScenariosModule,
    DeviceCloudModule,
    ResourceSyncModule,
    ResourcesModule,
    LiveHubModule,
  ],
  controllers: [JobsController],
  providers: [JobsService, LabJobQueues, JobRunner, JobWorkers, JobFeedPublisher],
  exports: [JobsService, JobFeedPublisher],
})
export class JobsModule {}
