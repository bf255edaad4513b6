import { Injectable, Module, type OnModuleInit, Logger } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { runMigrations } from './run-migrations';

@Injectable()
class MigrationRunner implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    const applied = await runMigrations(this.dataSource);
    if (applied.length > 0) this.logger.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
  }
}

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.database.url),
        retryAttempts: 5,
        retryDelay: 2000,
      }),
    }),
  ],
  providers: [MigrationRunner],
})
export class DatabaseModule {}
