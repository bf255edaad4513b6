import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArtifactsModule } from '../artifacts/artifacts.module';
import { DeviceCloudModule } from '../device-cloud/device-cloud.module';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { LabRecord } from '../labs/lab.entity';
import { LabsModule } from '../labs/labs.module';
import { LiveHubModule } from '../live/live-hub.module';
import { ResourceSyncModule } from '../resource-sync/resource-sync.module';
import { RecordingsModule } from '../recordings/recordings.module';
import { ResourcesModule } from '../resources/resources.module';
import { TranscriberModule } from '../transcriber/transcriber.module';
import { CompletionMails } from './completion-mail/completion-mails.service';
import { JobLifecycle } from './lifecycle/job-lifecycle.service';
import { JobStates } from './lifecycle/job-states.port';
import { TypeOrmJobStates } from './lifecycle/job-states.typeorm';
import { RunExecutor } from './run-executor.service';
import { RunReports } from './run-reports.service';
import { RUN_FAMILIES, RUN_FAMILY_LIST, RunFamilies } from './run-families.registry';
import { JobActionRecord } from './operator-actions/job-action.entity';
import { OperatorActionsStore } from './operator-actions/operator-actions.store';
import { JobStepResultRecord } from './step-results/job-step-result.entity';
import { StepResultsStore } from './step-results/step-results.store';
import { AutoSync } from './tools/auto-sync.tool';
import { DeviceCloudListener } from './tools/device-cloud-listener.tool';
import { JobLease } from './tools/job-lease.tool';
import { LivePublisher } from './tools/live-publisher.tool';
import { OperatorActions } from './tools/operator.tool';
import { PiActions } from './tools/pi-actions.tool';
import { PiPlayer } from './tools/pi-player.tool';
import { RunState } from './tools/run-state.tool';
import { RunToolsFactory } from './tools/run-tools';
import { SpokenAnswers } from './tools/transcription.tool';

/** The runner: the test families as plug-ins, the one loop that plays them, their tools and step results. */
@Module({
  imports: [
    TypeOrmModule.forFeature([LabJobRecord, LabRecord, JobStepResultRecord, JobActionRecord]),
    LabsModule,
    DeviceCloudModule,
    ResourceSyncModule,
    ResourcesModule,
    LiveHubModule,
    RecordingsModule,
    ArtifactsModule,
    TranscriberModule,
  ],
  providers: [
    ...RUN_FAMILIES,
    { provide: RUN_FAMILY_LIST, useFactory: (...families: unknown[]) => families, inject: [...RUN_FAMILIES] },
    RunFamilies,
    RunExecutor,
    RunReports,
    CompletionMails,
    JobLifecycle,
    { provide: JobStates, useClass: TypeOrmJobStates },
    StepResultsStore,
    OperatorActionsStore,
    OperatorActions,
    AutoSync,
    DeviceCloudListener,
    JobLease,
    LivePublisher,
    PiPlayer,
    PiActions,
    RunState,
    RunToolsFactory,
    SpokenAnswers,
  ],
  exports: [
    RunExecutor,
    RunFamilies,
    StepResultsStore,
    RunReports,
    CompletionMails,
    OperatorActionsStore,
    JobLifecycle,
  ],
})
export class RunnerModule {}
