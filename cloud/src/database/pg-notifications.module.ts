import { Global, Module } from '@nestjs/common';
import { PgNotificationsAdapter } from './pg-notifications.adapter';

/** This node's Postgres LISTEN connection, for whoever must hear of revocations, or of a job's answered actions, at once. */
@Global()
@Module({ providers: [PgNotificationsAdapter], exports: [PgNotificationsAdapter] })
export class PgNotificationsModule {}
