import { Module } from '@nestjs/common';
import { AgentDistributionModule } from '../agent-distribution/agent-distribution.module';
import { AuthModule } from '../auth/auth.module';
import { CustomersModule } from '../customers/customers.module';
import { LabsModule } from '../labs/labs.module';
import { ProvisioningController } from './provisioning.controller';
import { ProvisioningToken } from './provisioning-token.service';

/**
 * The provisioning API: an operator's tool (the virtual lab at start-up, or a script that sets up a real lab)
 * declares a lab, its Pis and its devices' customer ids with the provisioning token, and gets a one-time
 * registration token per Pi. The token that guards it is also checked before the body is read (app.factory).
 */
@Module({
  imports: [AuthModule, CustomersModule, LabsModule, AgentDistributionModule],
  controllers: [ProvisioningController],
  providers: [ProvisioningToken],
  exports: [ProvisioningToken],
})
export class ProvisioningModule {}
