import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type EnvironmentConfig, environmentConfigSchema, restErrorBodySchema } from '@oak/shared';
import { type Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ApiNoCredentials, Public } from '../auth/public.decorator';
import { buildEnvironmentConfig } from './environment-config.builder';
import { requestOrigin } from './request-origin.util';

@ApiTags('console')
@Public()
@ApiNoCredentials()
@Controller()
export class EnvironmentConfigController {
  constructor(private readonly config: AppConfig) {}

  @Get('config.json')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'The environment configuration the console loads first',
    description:
      'Needs no sign-in. The controller endpoint is PUBLIC_URL, else the host a trusted proxy forwards, else the Host of the request when it names this machine; any other Host is a 400.',
  })
  @ApiOkResponse({ schema: openApiSchema(environmentConfigSchema) })
  @ApiBadRequestResponse({
    description: 'A Host this cloud does not answer to.',
    schema: openApiSchema(restErrorBodySchema),
  })
  get(@Req() req: Request): EnvironmentConfig {
    return buildEnvironmentConfig(this.config, requestOrigin(this.config, req));
  }
}
