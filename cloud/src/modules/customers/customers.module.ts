import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from '../auth/company.entity';
import { BetaPartner } from './beta-partner.entity';
import { CustomerAccount } from './customer-account.entity';
import { CustomerIdWhitelistController } from './customer-id-whitelist.controller';
import { CustomersController } from './customers.controller';
import { CustomersService } from './customers.service';
import { ScenarioAllowance } from './scenario-allowance.entity';
import { ScenariosController } from './scenarios.controller';

@Module({
  imports: [TypeOrmModule.forFeature([CustomerAccount, ScenarioAllowance, BetaPartner, Company])],
  controllers: [CustomersController, CustomerIdWhitelistController, ScenariosController],
  providers: [CustomersService],
  exports: [CustomersService],
})
export class CustomersModule {}
