import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { DevicesUnderTestController } from './devices-under-test.controller';
import { DevicesUnderTestService } from './devices-under-test.service';

/** The devices the company's runs have put under test, read from the runs. */
@Module({
  imports: [TypeOrmModule.forFeature([LabJobRecord])],
  controllers: [DevicesUnderTestController],
  providers: [DevicesUnderTestService],
})
export class DevicesUnderTestModule {}
