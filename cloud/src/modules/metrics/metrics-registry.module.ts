import { Global, Module } from '@nestjs/common';
import { OakMetrics } from './oak-metrics';

/**
 * The process's metrics, counted by every cloud process (a worker's agent
 * calls and MQTT messages too); the serving node's MetricsModule exposes them.
 */
@Global()
@Module({ providers: [OakMetrics], exports: [OakMetrics] })
export class MetricsRegistryModule {}
