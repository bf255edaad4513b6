import {
  Controller,
  Get,
  Headers,
  NotFoundException,
  Param,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPartialContentResponse,
  ApiRequestedRangeNotSatisfiableResponse,
  ApiSecurity,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type ByteRange,
  LAB_DEPENDENCIES_COMMON_KEY,
  type LabDependencies,
  RESOURCE_API_PATHS,
  TEST_SUITE_CATEGORIES,
  bearerToken,
  isApiTokenSecret,
  labDependenciesId,
  labDependenciesSchema,
  labDependencyResources,
  RESOURCE_MESSAGES,
  type ResourceManifestFile,
  type ResourcePackStatus,
  resourceManifestFileSchema,
  resourceManifestSchema,
  resourcePackStatusSchema,
  restErrorBodySchema,
} from '@oak/shared';
import { type Request, type Response } from 'express';
import { z } from 'zod';
import { fileContent, openApiSchema } from '../../common/openapi-schema.util';
import { AppConfig } from '../../config/app-config';
import { ApiTokens } from '../auth/api-tokens.service';
import { AuthService } from '../auth/auth.service';
import { PI_SECURITY, Public } from '../auth/public.decorator';
import { publicOrigin } from '../agent-distribution/agent-distribution.controller';
import { MqttCredentialsService } from '../mqtt/mqtt-credentials.service';
import { type Downloader, ResourceDownloadMeter } from './resource-download.meter';
import { sendResourceFile } from './resource-file.sender';
import { ResourcePackService } from './resource-pack.service';
import { ResourceStore, manifestFileName } from './resource-store';

const errorSchema = openApiSchema(restErrorBodySchema);

@ApiTags('resources')
@ApiBearerAuth()
@Controller('resources')
export class ResourcesController {
  constructor(
    private readonly config: AppConfig,
    private readonly store: ResourceStore,
    private readonly pack: ResourcePackService,
    private readonly auth: AuthService,
    private readonly apiTokens: ApiTokens,
    private readonly piCredentials: MqttCredentialsService,
    private readonly meter: ResourceDownloadMeter,
  ) {}

  @Get('pack')
  @ApiOperation({ summary: "The default resource pack's generation: state and files made of the total" })
  @ApiOkResponse({ schema: openApiSchema(resourcePackStatusSchema) })
  packStatus(): ResourcePackStatus {
    return this.pack.current();
  }

  @Get('manifests')
  @ApiOperation({
    summary:
      'The resource manifests: one per catalogue resource, each with id, file name, md5 and URL (doc 3 §9)',
  })
  @ApiOkResponse({ schema: openApiSchema(z.array(resourceManifestFileSchema)) })
  async manifests(@Req() req: Request): Promise<ResourceManifestFile[]> {
    const origin = publicOrigin(this.config, req);
    const files: ResourceManifestFile[] = [];
    for (const id of await this.store.manifestIds()) {
      const stored = await this.store.readManifest(id);
      if (stored) {
        files.push({
          id,
          fileName: manifestFileName(id),
          md5: stored.md5,
          url: `${origin}${RESOURCE_API_PATHS.manifest(id)}`,
        });
      }
    }
    return files;
  }

  @Get('manifests/:resourceId')
  @ApiOperation({
    summary:
      "One resource's manifest: its files with md5, size, duration, URL and, for speech, transcript and expected response",
    description:
      'resourceId is URL-encoded, e.g. AC_FAR%2Fen_US. The bytes are those the md5 of the manifest list is of; file URLs are relative to this one.',
  })
  @ApiOkResponse({ schema: openApiSchema(resourceManifestSchema) })
  @ApiNotFoundResponse({ schema: errorSchema })
  async manifest(@Param('resourceId') resourceId: string, @Res() res: Response): Promise<void> {
    const stored = await this.store.readManifest(resourceId);
    if (!stored) throw new NotFoundException(RESOURCE_MESSAGES.manifestNotFound(resourceId));
    res.type('application/json').setHeader('ETag', `"${stored.md5}"`);
    res.send(stored.bytes);
  }

  @Get('lab-dependencies/:suite')
  @ApiOperation({
    summary: "A suite's lab-dependencies manifest (its labDependenciesUri under /api/resources)",
    description:
      'Under SUBTYPES_COMMON: the URL of the resource manifest holding every file all runs of the suite need (doc 1 §7), its md5 and the resources it is made of.',
  })
  @ApiOkResponse({ schema: openApiSchema(labDependenciesSchema) })
  @ApiNotFoundResponse({ schema: errorSchema })
  async labDependencies(@Param('suite') suite: string, @Req() req: Request): Promise<LabDependencies> {
    const known = TEST_SUITE_CATEGORIES.find((category) => category === suite);
    if (!known) throw new NotFoundException(RESOURCE_MESSAGES.unknownSuite(suite.slice(0, 100)));
    const manifestId = labDependenciesId(known);
    const stored = await this.store.readManifest(manifestId);
    if (!stored) throw new NotFoundException(RESOURCE_MESSAGES.labDependenciesMissing(known));
    return {
      suite: known,
      [LAB_DEPENDENCIES_COMMON_KEY]: {
        resourceDownloadUrl: `${publicOrigin(this.config, req)}${RESOURCE_API_PATHS.manifest(manifestId)}`,
        manifestId,
        md5: stored.md5,
        resources: [...labDependencyResources(known)],
      },
    };
  }

  @Get('files/:fileName')
  @Public()
  // The controller's bearer token, or a Pi's own credentials.
  @ApiSecurity(PI_SECURITY)
  @ApiOperation({
    summary: 'A resource file, with Range requests for resumed downloads',
    description:
      "Needs a signed-in user's bearer token, or a Pi's credentials as HTTP Basic (its thing name and MQTT password).",
  })
  @ApiOkResponse({ description: 'The whole file.', content: fileContent('audio/wav') })
  @ApiPartialContentResponse({
    description: 'The one byte range asked for (Range), with its Content-Range.',
    content: fileContent('audio/wav'),
  })
  @ApiRequestedRangeNotSatisfiableResponse({
    description: 'The range is outside the file.',
    schema: errorSchema,
  })
  @ApiUnauthorizedResponse({ schema: errorSchema })
  @ApiNotFoundResponse({ schema: errorSchema })
  async file(
    @Param('fileName') fileName: string,
    @Headers('authorization') authorization: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const who = await this.authorizeDownload(authorization);
    const stored = await this.store.fileStat(fileName);
    if (!stored) throw new NotFoundException(RESOURCE_MESSAGES.fileNotFound(fileName));
    const file = { ...stored, open: (range?: ByteRange) => this.store.openFile(fileName, range) };
    await sendResourceFile(req, res, file, {
      bytesPerSecond: this.config.resources.downloadBytesPerSecond,
      onBytes: (bytes) => this.meter.record(who, bytes),
    });
  }

  /** Who may download: a signed-in user or an API token's (by e-mail) or a Pi (by thing name); anyone else is a 401. */
  private async authorizeDownload(authorization: string | undefined): Promise<Downloader> {
    const token = bearerToken(authorization);
    const user = !token
      ? undefined
      : isApiTokenSecret(token)
        ? (await this.apiTokens.authenticate(token)).auth
        : await this.auth.authenticate(token);
    if (user) return { kind: 'user', name: user.email };
    const basic = /^Basic\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (basic) {
      const decoded = Buffer.from(basic, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon > 0) {
        const thingName = decoded.slice(0, colon);
        const identity = await this.piCredentials.authenticate(
          thingName,
          thingName,
          Buffer.from(decoded.slice(colon + 1)),
        );
        if (identity?.kind === 'thing') return { kind: 'pi', name: thingName };
      }
    }
    throw new UnauthorizedException(RESOURCE_MESSAGES.downloadUnauthorized);
  }
}
