import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  HttpException,
  HttpStatus,
  NotFoundException,
  Param,
  Put,
  Req,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiSecurity,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import {
  ARTIFACT_CONTENT_TYPES,
  ARTIFACT_MESSAGES,
  ARTIFACT_NAME_PATTERN,
  ARTIFACT_UPLOAD_MAX_BYTES,
  type Artifact,
  type ArtifactContentType,
  artifactSchema,
  restErrorBodySchema,
} from '@oak/shared';
import { type Request } from 'express';
import { openApiSchema } from '../../common/openapi-schema.util';
import { PI_SECURITY, Public } from '../auth/public.decorator';
import { PiAuthenticator } from '../recordings/pi-authenticator.service';
import { readBodyWithin } from '../recordings/request-body.util';
import { ArtifactJobNotFoundError, ArtifactStore } from './artifact-store.service';

const errorSchema = openApiSchema(restErrorBodySchema);

/** Longest step key, as the agent's request allows it. */
const STEP_KEY_MAX_LENGTH = 128;

/**
 * A step's output past the MQTT limit (a scan's report, a capture): the Pi
 * uploads it with its own credentials for a job of its lab, and the action's
 * answer carries the id it is stored under (agent README, artifacts).
 */
@ApiTags('artifacts')
@Controller()
export class ArtifactsController {
  constructor(
    private readonly pis: PiAuthenticator,
    private readonly store: ArtifactStore,
  ) {}

  @Put('agent/things/:thingName/jobs/:jobId/steps/:stepKey/artifacts/:name')
  @Public()
  @ApiSecurity(PI_SECURITY)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: "A Pi uploads an output of a step of its lab's job (the bytes as the body)",
    description:
      "HTTP Basic with the Pi's own credentials. The body's Content-Type is one of the artifact types; the same name again in the same step replaces the earlier upload. At most 64 MiB.",
  })
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiCreatedResponse({ schema: openApiSchema(artifactSchema) })
  @ApiBadRequestResponse({ schema: errorSchema })
  @ApiUnauthorizedResponse({ schema: errorSchema })
  @ApiForbiddenResponse({ schema: errorSchema })
  @ApiNotFoundResponse({ schema: errorSchema })
  @ApiPayloadTooLargeResponse({ schema: errorSchema })
  @ApiUnsupportedMediaTypeResponse({ schema: errorSchema })
  async upload(
    @Param('thingName') thingName: string,
    @Param('jobId') jobId: string,
    @Param('stepKey') stepKey: string,
    @Param('name') name: string,
    @Headers('authorization') authorization: string | undefined,
    @Headers('content-type') contentTypeHeader: string | undefined,
    @Req() req: Request,
  ): Promise<Artifact> {
    const thing = await this.pis.authorize(authorization, thingName);
    if (!ARTIFACT_NAME_PATTERN.test(name)) throw new BadRequestException(ARTIFACT_MESSAGES.badName);
    if (stepKey.length === 0 || stepKey.length > STEP_KEY_MAX_LENGTH)
      throw new BadRequestException(`A step key has 1 to ${STEP_KEY_MAX_LENGTH} characters`);
    const contentType = (contentTypeHeader ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(ARTIFACT_CONTENT_TYPES as readonly string[]).includes(contentType))
      throw new HttpException(ARTIFACT_MESSAGES.badContentType, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
    const content = await readBodyWithin(req, ARTIFACT_UPLOAD_MAX_BYTES, ARTIFACT_MESSAGES.tooLarge);
    try {
      return await this.store.save(thing, {
        jobId,
        stepKey,
        name,
        contentType: contentType as ArtifactContentType,
        content,
      });
    } catch (error) {
      if (error instanceof ArtifactJobNotFoundError)
        throw new NotFoundException(ARTIFACT_MESSAGES.unknownJob(jobId));
      throw error;
    }
  }
}
