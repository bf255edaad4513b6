import {
  BadRequestException,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiSecurity,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  RECORDING_FILE_NAME_PATTERN,
  RECORDING_MESSAGES,
  RECORDING_UPLOAD_MAX_BYTES,
  type Recording,
  type WavInfo,
  WavFormatError,
  parseWavHeader,
  recordingSchema,
  restErrorBodySchema,
} from '@oak/shared';
import { type Request, type Response } from 'express';
import { fileContent, openApiSchema } from '../../common/openapi-schema.util';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { PI_SECURITY, Public } from '../auth/public.decorator';
import { PiAuthenticator } from './pi-authenticator.service';
import { RecordingNotFoundError, RecordingStore } from './recording-store.service';
import { readBodyWithin } from './request-body.util';

const errorSchema = openApiSchema(restErrorBodySchema);

/**
 * Reference-mic recordings (doc 1 §2.6): a Pi uploads what `record` made with
 * its own credentials; a signed-in user of the lab's company reads it back.
 */
@ApiTags('recordings')
@Controller()
export class RecordingsController {
  constructor(
    private readonly pis: PiAuthenticator,
    private readonly store: RecordingStore,
  ) {}

  @Put('agent/things/:thingName/recordings/:fileName')
  @Public()
  @ApiSecurity(PI_SECURITY)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'A Pi uploads one of its recordings (the WAV bytes as the body)',
    description:
      "HTTP Basic with the Pi's own credentials (its thing name and the password registration issued). The same file name again replaces the earlier upload. Recordings are kept 7 days, 100 per Pi.",
  })
  @ApiConsumes('audio/wav')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiCreatedResponse({ schema: openApiSchema(recordingSchema) })
  @ApiBadRequestResponse({ schema: errorSchema })
  @ApiUnauthorizedResponse({ schema: errorSchema })
  @ApiForbiddenResponse({ schema: errorSchema })
  @ApiPayloadTooLargeResponse({ schema: errorSchema })
  async upload(
    @Param('thingName') thingName: string,
    @Param('fileName') fileName: string,
    @Headers('authorization') authorization: string | undefined,
    @Req() req: Request,
  ): Promise<Recording> {
    const thing = await this.pis.authorize(authorization, thingName);
    if (!RECORDING_FILE_NAME_PATTERN.test(fileName))
      throw new BadRequestException(RECORDING_MESSAGES.badFileName);
    const wav = await readBodyWithin(req, RECORDING_UPLOAD_MAX_BYTES, RECORDING_MESSAGES.tooLarge);
    return this.store.save(thing, fileName, wav, wavInfoOf(wav));
  }

  @Get('recordings/:recordingId')
  @ApiBearerAuth()
  @ApiOperation({ summary: "A recording of one of the company's Pis, as WAV" })
  @ApiOkResponse({ description: 'The WAV file as an attachment.', content: fileContent('audio/wav') })
  @ApiNotFoundResponse({ schema: errorSchema })
  async download(
    @Param('recordingId') recordingId: string,
    @CurrentAuth() auth: AuthContext,
    @Res() res: Response,
  ): Promise<void> {
    try {
      const { recording, wav } = await this.store.read(recordingId, { companyId: auth.companyId });
      res
        .type('audio/wav')
        .setHeader('Content-Disposition', `attachment; filename="${recording.fileName}"`)
        .send(wav);
    } catch (error) {
      if (error instanceof RecordingNotFoundError) throw new NotFoundException(RECORDING_MESSAGES.notFound);
      throw error;
    }
  }
}

/** The header of an uploaded WAV (PCM or float); 400 for anything else. */
function wavInfoOf(wav: Buffer): WavInfo {
  try {
    return parseWavHeader(wav);
  } catch (error) {
    if (error instanceof WavFormatError)
      throw new BadRequestException(RECORDING_MESSAGES.notWav(error.message));
    throw error;
  }
}
