import { Global, Module } from '@nestjs/common';
import { KeyValueStore } from './key-value-store.port';
import { RedisAdapter } from './redis.adapter';

@Global()
@Module({
  providers: [RedisAdapter, { provide: KeyValueStore, useExisting: RedisAdapter }],
  exports: [KeyValueStore],
})
export class RedisModule {}
