import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersModule } from '../customers/customers.module';
import { CustomScenarioLinks } from './custom-scenario-links.service';
import { CustomScenarioFileRecord, CustomScenarioRecord } from './custom-scenario.entity';
import { CustomScenariosController } from './custom-scenarios.controller';
import { CustomScenariosService } from './custom-scenarios.service';
import { TestSuitesController } from './test-suites.controller';

/** User-defined tests, and the suite list they join (doc 2 §3, §7). */
@Module({
  imports: [TypeOrmModule.forFeature([CustomScenarioRecord, CustomScenarioFileRecord]), CustomersModule],
  controllers: [CustomScenariosController, TestSuitesController],
  providers: [CustomScenariosService, CustomScenarioLinks],
  exports: [CustomScenariosService],
})
export class CustomScenariosModule {}
