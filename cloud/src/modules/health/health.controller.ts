import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type HealthReport, healthReportSchema, restErrorBodySchema } from '@oak/shared';
import { type Response } from 'express';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ApiNoCredentials, Public } from '../auth/public.decorator';
import { HealthService } from './health.service';

@ApiTags('health')
@Public()
@ApiNoCredentials()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({
    summary: 'Whether Postgres, Redis and the MQTT broker are reachable',
    description: 'Needs no sign-in, for load balancers and monitors.',
  })
  @ApiResponse({
    status: HttpStatus.OK,
    description: 'Every service is up.',
    schema: openApiSchema(healthReportSchema),
  })
  @ApiResponse({
    status: HttpStatus.SERVICE_UNAVAILABLE,
    description: 'At least one service is down; the body says which.',
    schema: openApiSchema(healthReportSchema),
  })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    // The global hostile-input guard (common/hostile-input.ts) answers it before the route runs.
    description: 'A NUL character in the query: refused as on every route.',
    schema: openApiSchema(restErrorBodySchema),
  })
  async get(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.health.report();
    res.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
