import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type EnvironmentConfig, environmentConfigSchema } from '@oak/shared';
import { type Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { openApiSchema } from '../../common/openapi-schema.util';
import { Public } from '../auth/public.decorator';
import { buildEnvironmentConfig } from './environment-config.builder';

@ApiTags('console')
@Public()
@Controller()
export class EnvironmentConfigController {
  constructor(private readonly config: AppConfig) {}

  @Get('config.json')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'The environment configuration the console loads first',
    description: 'Needs no sign-in.',
  })
  @ApiOkResponse({ schema: openApiSchema(environmentConfigSchema) })
  get(@Req() req: Request): EnvironmentConfig {
    return buildEnvironmentConfig(this.config, `${req.protocol}://${req.get('host')}`);
  }
}
