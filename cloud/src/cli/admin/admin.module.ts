import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type AppConfig } from '../../config/app-config';
import { ConfigModule } from '../../config/config.module';
import { DatabaseModule } from '../../database/database.module';
import { Company } from '../../modules/auth/company.entity';
import { PasswordHasher } from '../../modules/auth/password-hasher.adapter';
import { User } from '../../modules/auth/user.entity';
import { UsersService } from '../../modules/auth/users.service';
import { BetaPartner } from '../../modules/customers/beta-partner.entity';
import { CustomerAccount } from '../../modules/customers/customer-account.entity';
import { CustomersService } from '../../modules/customers/customers.service';
import { ScenarioAllowance } from '../../modules/customers/scenario-allowance.entity';
import { BannerMessageRecord } from '../../modules/notices/banner-message.entity';
import { NoticesService } from '../../modules/notices/notices.service';
import { ReleaseNoteRecord } from '../../modules/notices/release-note.entity';
import { LabRecord } from '../../modules/labs/lab.entity';
import { LabsService } from '../../modules/labs/labs.service';
import { ThingRecord } from '../../modules/labs/thing.entity';
import { MqttCredentialsService } from '../../modules/mqtt/mqtt-credentials.service';
import { ThingCredential } from '../../modules/mqtt/thing-credential.entity';
import { ClockModule } from '../../modules/clock/clock.module';

/** What the admin CLI needs: the database and the services it calls, nothing that listens or connects elsewhere. */
@Module({})
export class AdminModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AdminModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule,
        DatabaseModule,
        TypeOrmModule.forFeature([
          Company,
          User,
          CustomerAccount,
          ScenarioAllowance,
          BetaPartner,
          ReleaseNoteRecord,
          BannerMessageRecord,
          LabRecord,
          ThingRecord,
          ThingCredential,
        ]),
      ],
      providers: [
        UsersService,
        CustomersService,
        NoticesService,
        PasswordHasher,
        LabsService,
        MqttCredentialsService,
      ],
    };
  }
}
