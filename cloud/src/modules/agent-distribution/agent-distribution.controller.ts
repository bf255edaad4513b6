import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { AUTH_THROTTLER } from '../auth/auth.controller';
import {
  type AgentRegistrationRequest,
  type AgentRegistrationResponse,
  type AgentRelease,
  agentRegistrationRequestSchema,
  agentRegistrationResponseSchema,
  agentReleaseSchema,
  restErrorBodySchema,
} from '@oak/shared';
import { type Request, type Response } from 'express';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { AppConfig } from '../../config/app-config';
import { ApiNoCredentials, Public } from '../auth/public.decorator';
import { requestOrigin } from '../site/request-origin.util';
import { renderInstallScript } from './agent-install-script.util';
import { AgentRegistrationService } from './agent-registration.service';
import { AgentReleaseService } from './agent-release.service';

const errorSchema = openApiSchema(restErrorBodySchema);

/**
 * How many setup requests (install script, bundle, register) one address
 * may make a minute (chosen). A lab's Pis sit behind one address and are set
 * up together, so the sign-in budget would refuse the eleventh Pi; the
 * one-time registration tokens are long random strings, so a higher bound
 * still stops a flood without letting anyone guess one.
 */
export const AGENT_SETUP_RATE_LIMIT_PER_MINUTE = 120;

/**
 * The origin Pis reach this cloud at: PUBLIC_URL, else the origin of the
 * request when a trusted proxy or this machine's own name vouches for it.
 */
export function publicOrigin(config: AppConfig, req: Request): string {
  return requestOrigin(config, req);
}

/**
 * What a Pi fetches while it is set up and updated. Public: the installer and
 * registration are guarded by the one-time token, the bundle is open source.
 */
@ApiTags('agent')
@Controller('agent')
@ApiTooManyRequestsResponse({ description: 'Above AGENT_SETUP_RATE_LIMIT_PER_MINUTE from this address.' })
@UseGuards(ThrottlerGuard)
// A lab's Pis share its address and are set up together: not the sign-in budget (see AGENT_SETUP_RATE_LIMIT_PER_MINUTE).
@Throttle({ [AUTH_THROTTLER]: { limit: AGENT_SETUP_RATE_LIMIT_PER_MINUTE, ttl: 60_000 } })
export class AgentDistributionController {
  constructor(
    private readonly config: AppConfig,
    private readonly registration: AgentRegistrationService,
    private readonly release: AgentReleaseService,
  ) {}

  @Get('install')
  @Public()
  @ApiNoCredentials()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The install script of a setup command (query token)' })
  @ApiOkResponse({
    description: "The shell script that installs the agent with the token's Pi, distro and plugins.",
    content: { 'text/x-shellscript': { schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ description: 'Expired or used token.', schema: errorSchema })
  async installScript(
    @Query(new ZodPipe(agentRegistrationRequestSchema, 'Query')) query: AgentRegistrationRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const { token, thing } = await this.registration.pendingToken(query.token);
    const bundle = await this.release.bundle();
    // Set only on success: an error answers JSON like every other.
    res.setHeader('Content-Type', 'text/x-shellscript; charset=utf-8');
    return renderInstallScript({
      cloudUrl: publicOrigin(this.config, req),
      token: query.token,
      thingName: thing.thingName,
      distro: token.distro,
      plugins: token.plugins,
      sha256: bundle.sha256,
      ...(this.config.tls?.ca ? { caPem: this.config.tls.ca.toString('utf8') } : {}),
    });
  }

  @Get('bundle')
  @Public()
  @ApiNoCredentials()
  @ApiOperation({ summary: 'The agent as one JavaScript file (Node.js 18 or later)' })
  @ApiOkResponse({
    description: 'The bundle, its version in X-Agent-Version and its SHA-256 in Digest.',
    content: { 'application/javascript': { schema: { type: 'string' } } },
  })
  async bundle(@Res() res: Response): Promise<void> {
    const bundle = await this.release.bundle();
    res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
    res.setHeader('X-Agent-Version', bundle.version);
    res.setHeader('Digest', `sha-256=${Buffer.from(bundle.sha256, 'hex').toString('base64')}`);
    res.sendFile(bundle.file);
  }

  @Get('release')
  @Public()
  @ApiNoCredentials()
  @ApiOperation({ summary: 'The current agent release: what update installs' })
  @ApiOkResponse({ schema: openApiSchema(agentReleaseSchema) })
  getRelease(@Req() req: Request): Promise<AgentRelease> {
    return this.release.release(publicOrigin(this.config, req));
  }

  @Post('register')
  @Public()
  @ApiNoCredentials()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Trade a setup command's one-time token for the Pi's MQTT credentials",
    description: 'The token works once and expires after a day; the password is shown only in this answer.',
  })
  @ApiBody({ schema: openApiSchema(agentRegistrationRequestSchema) })
  @ApiOkResponse({ schema: openApiSchema(agentRegistrationResponseSchema) })
  @ApiBadRequestResponse({ description: 'Expired or used token.', schema: errorSchema })
  @ApiTooManyRequestsResponse({ schema: errorSchema })
  register(
    @Body(new ZodPipe(agentRegistrationRequestSchema)) body: AgentRegistrationRequest,
    @Req() req: Request,
  ): Promise<AgentRegistrationResponse> {
    const origin = publicOrigin(this.config, req);
    return this.registration.register(body.token, origin, new URL(origin).host);
  }
}
