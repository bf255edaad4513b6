import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LabsModule } from '../labs/labs.module';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { LabJobRecord } from './lab-job.entity';

/** Lab jobs: the list, one job, its lab, terminate and resume. */
@Module({
  imports: [TypeOrmModule.forFeature([LabJobRecord]), LabsModule],
  controllers: [JobsController],
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule {}
