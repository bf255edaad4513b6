import { BadRequestException, Controller, Get, Param, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import {
  SETUP_DISTROS,
  type SetupCommandQuery,
  type SetupCommandResponse,
  type SetupDistro,
  restErrorBodySchema,
  setupCommandQuerySchema,
  setupCommandResponseSchema,
  setupPlugins,
} from '@oak/shared';
import { type Request } from 'express';
import { z } from 'zod';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { AppConfig } from '../../config/app-config';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { publicOrigin } from './agent-distribution.controller';
import { AgentRegistrationService } from './agent-registration.service';
import { LabsService } from '../labs/labs.service';

const PLUGIN_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const MAX_PLUGINS = 32;

export const distroSchema = z.enum(SETUP_DISTROS, { error: `must be one of ${SETUP_DISTROS.join(', ')}` });

@ApiTags('labs')
@ApiBearerAuth()
@Controller('things')
export class SetupCommandController {
  constructor(
    private readonly config: AppConfig,
    private readonly labs: LabsService,
    private readonly registration: AgentRegistrationService,
  ) {}

  @Get(':thingId/setup/:distro')
  @ApiOperation({
    summary: 'The setup command of a Pi (doc 1 §7, doc 2 §7)',
    description:
      'One shell line: it downloads the install script with a one-time token (valid a day) and runs it as root; the script installs the agent as a systemd service and registers the Pi. Query: version, pythonVersion, plugins (comma-separated; default the plugins of the OS and lab).',
  })
  // Declared: the parameter's type is a union of names, which decorator metadata does not carry.
  @ApiParam({ name: 'distro', enum: SETUP_DISTROS })
  @ApiOkResponse({ schema: openApiSchema(setupCommandResponseSchema) })
  @ApiBadRequestResponse({
    description: 'An unknown distro, or plugins that are not plugin names.',
    schema: openApiSchema(restErrorBodySchema),
  })
  @ApiNotFoundResponse({ schema: openApiSchema(restErrorBodySchema) })
  async setupCommand(
    @CurrentAuth() auth: AuthContext,
    @Param('thingId') thingId: string,
    @Param('distro', new ZodPipe(distroSchema, 'distro')) distro: SetupDistro,
    @Query(new ZodPipe(setupCommandQuerySchema, 'Query')) query: SetupCommandQuery,
    @Req() req: Request,
  ): Promise<SetupCommandResponse> {
    const { lab, thing } = await this.labs.thingOfCompany(auth.companyId, thingId);
    const invalid = query.plugins.filter((plugin) => !PLUGIN_NAME.test(plugin));
    if (invalid.length || query.plugins.length > MAX_PLUGINS) {
      throw new BadRequestException(
        `Query is invalid: plugins must be at most ${MAX_PLUGINS} names of letters, digits, '_', '.' and '-'`,
      );
    }
    const plugins = query.plugins.length ? query.plugins : setupPlugins(distro, lab);
    const cmdLine = await this.registration.setupCommand(
      thing,
      distro,
      plugins,
      query.version,
      publicOrigin(this.config, req),
    );
    return { cmdLine };
  }
}
