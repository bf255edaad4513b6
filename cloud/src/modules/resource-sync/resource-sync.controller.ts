import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  type PiResourceStatus,
  type SyncHistoryEntry,
  type SyncSuiteOption,
  labResourceStatusSchema,
  piResourceStatusSchema,
  restErrorBodySchema,
  submittedSyncSchema,
  syncHistorySchema,
  syncOptionsResponseSchema,
} from '@oak/shared';
import { z } from 'zod';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { AppConfig } from '../../config/app-config';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { ResourceSyncService, type SubmittedSync } from './resource-sync.service';

const errorSchema = openApiSchema(restErrorBodySchema);

/** The body's shape; what is in it is checked against the spec's rules (and messages) by the service. */
const submissionSchema = z.object({
  locales: z.array(z.string().max(32)).max(64),
  locations: z.array(z.string().max(64)).max(64),
  manifests: z.array(z.string().max(64)).max(64),
});

@ApiTags('resource sync')
@ApiBearerAuth()
@Controller()
export class ResourceSyncController {
  constructor(
    private readonly config: AppConfig,
    private readonly syncs: ResourceSyncService,
  ) {}

  @Get('resources/sync-options')
  @ApiOperation({
    summary: 'The sync option catalogue: suite, its scenario types, their locales (doc 1 §3)',
    description:
      'Only the scenario types and locales the resource store holds resources for, so that none is refused for want of files.',
  })
  @ApiOkResponse({ schema: openApiSchema(syncOptionsResponseSchema) })
  options(): Promise<readonly SyncSuiteOption[]> {
    return this.syncs.catalogue(this.config.environment);
  }

  @Post('labs/:labId/resources/sync')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Submit a resource sync: the chosen scenario types' resources in the chosen locales to the Pis at the chosen locations",
    description:
      "manifests are scenario types (e.g. CT_WAKE_AND_RESPONSE). Each Pi's desired shadow gets its files; progress comes from its reports. 400 with the spec's message for a missing locale, location or manifest, more than 5 locations, or no resource files; 409 for an offline location or a locked lab.",
  })
  @ApiOkResponse({
    description: 'The sync and what each Pi is to download.',
    schema: openApiSchema(submittedSyncSchema),
  })
  @ApiBadRequestResponse({ schema: errorSchema })
  @ApiConflictResponse({ schema: errorSchema })
  @ApiNotFoundResponse({ schema: errorSchema })
  submit(
    @CurrentAuth() auth: AuthContext,
    @Param('labId') labId: string,
    @Body(new ZodPipe(submissionSchema)) body: z.infer<typeof submissionSchema>,
  ): Promise<SubmittedSync> {
    return this.syncs.submit(auth.companyId, labId, auth.email, body);
  }

  @Get('labs/:labId/resources/status')
  @ApiOperation({ summary: 'Each Pi of the lab: the resources it is to hold and its last sync report' })
  @ApiOkResponse({ schema: openApiSchema(labResourceStatusSchema) })
  @ApiNotFoundResponse({ schema: errorSchema })
  status(@CurrentAuth() auth: AuthContext, @Param('labId') labId: string): Promise<PiResourceStatus[]> {
    return this.syncs.status(auth.companyId, labId);
  }

  @Get('labs/:labId/resources/status/:location')
  @ApiOperation({
    summary:
      "The sync in progress at a location; 404 'There is no resource download in progress for this location.'",
  })
  @ApiOkResponse({
    description: 'The Pi at the location with its sync report.',
    schema: openApiSchema(piResourceStatusSchema),
  })
  @ApiQuery({
    name: 'thingId',
    required: false,
    type: String,
    description: 'The Pi among those standing at the location (booths at one position)',
  })
  @ApiNotFoundResponse({ schema: errorSchema })
  locationStatus(
    @CurrentAuth() auth: AuthContext,
    @Param('labId') labId: string,
    @Param('location') location: string,
    @Query('thingId') thingId?: unknown,
  ): Promise<PiResourceStatus> {
    return this.syncs.locationStatus(
      auth.companyId,
      labId,
      location,
      typeof thingId === 'string' && thingId ? thingId : undefined,
    );
  }

  @Get('jobs/:jobId/resource-syncs')
  @ApiOperation({
    summary: "A run's own resource syncs (its auto-sync), newest first, with its Pis' parts",
    description:
      "What the run's details list; an empty list when the run synced nothing (its Pis held its resources).",
  })
  @ApiOkResponse({ schema: openApiSchema(syncHistorySchema) })
  ofRun(@CurrentAuth() auth: AuthContext, @Param('jobId') jobId: string): Promise<SyncHistoryEntry[]> {
    return this.syncs.ofRun(auth.companyId, jobId);
  }

  @Get('labs/:labId/resources/syncs')
  @ApiOperation({
    summary: "The lab's sync history, newest first (an empty list: 'Sync History Unavailable')",
  })
  @ApiOkResponse({ schema: openApiSchema(syncHistorySchema) })
  @ApiNotFoundResponse({ schema: errorSchema })
  history(@CurrentAuth() auth: AuthContext, @Param('labId') labId: string): Promise<SyncHistoryEntry[]> {
    return this.syncs.history(auth.companyId, labId);
  }
}
