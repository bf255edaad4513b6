import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { LiveHubModule } from '../live/live-hub.module';
import { ExperimentsController } from './experiments.controller';
import { ExperimentsService } from './experiments.service';

/** The company's experiments: its runs of one test, summed up, read from the runs. */
@Module({
  imports: [TypeOrmModule.forFeature([LabJobRecord]), LiveHubModule],
  controllers: [ExperimentsController],
  providers: [ExperimentsService],
})
export class ExperimentsModule {}
