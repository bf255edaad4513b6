import { Module } from '@nestjs/common';
import { LiveHubModule } from '../live/live-hub.module';
import { MetricsCollector } from './metrics-collector.service';
import { MetricsController } from './metrics.controller';
import { MetricsGuard } from './metrics.guard';

/** /metrics on a serving node: the process's metrics (MetricsRegistryModule) and the gauges read at scrape time. */
@Module({
  imports: [LiveHubModule],
  controllers: [MetricsController],
  providers: [MetricsCollector, MetricsGuard],
})
export class MetricsModule {}
