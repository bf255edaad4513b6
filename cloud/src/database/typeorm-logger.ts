import { Logger } from '@nestjs/common';
import { type Logger as TypeOrmLogger } from 'typeorm';

/** Routes TypeORM's own messages into the app's logger instead of the console. */
export class TypeOrmNestLogger implements TypeOrmLogger {
  private readonly logger = new Logger('TypeORM');

  logQuery(): void {}
  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${query}`);
  }
  logQueryError(error: string | Error, query: string): void {
    this.logger.error(`Query failed: ${error instanceof Error ? error.message : error} -- ${query}`);
  }
  logSchemaBuild(): void {}
  logMigration(message: string): void {
    this.logger.log(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.debug(String(message));
  }
}
