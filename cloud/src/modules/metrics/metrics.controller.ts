import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { restErrorBodySchema } from '@oak/shared';
import { openApiSchema } from '../../common/openapi-schema.util';
import { METRICS_SECURITY, Public } from '../auth/public.decorator';
import { MetricsGuard } from './metrics.guard';
import { OakMetrics } from './oak-metrics';

/** The path of the metrics, outside /api as scrapers expect it. */
export const METRICS_PATH = 'metrics';

@ApiTags('health')
@Public()
@UseGuards(MetricsGuard)
@Controller()
export class MetricsController {
  constructor(private readonly metrics: OakMetrics) {}

  @Get(METRICS_PATH)
  @Header('Cache-Control', 'no-store')
  // The token, or nothing from an address of METRICS_ALLOWED_SOURCES.
  @ApiSecurity(METRICS_SECURITY)
  @ApiSecurity({})
  @ApiOperation({
    summary: "This node's metrics in Prometheus text format",
    description:
      'For a Prometheus scraper: METRICS_TOKEN as a bearer token, or a call from an address of METRICS_ALLOWED_SOURCES.',
  })
  @ApiOkResponse({
    description: 'Process metrics, runs, queues, Pis, MQTT, agent calls, live sockets, resource bytes, HTTP.',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  @ApiUnauthorizedResponse({
    description: 'No token, a wrong one, and not an allowed address; or neither is configured.',
    schema: openApiSchema(restErrorBodySchema),
  })
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  async get(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
