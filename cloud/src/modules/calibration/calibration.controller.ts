import { Body, Controller, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  type CalibrationRequest,
  type CalibrationResourcesSync,
  calibrationRequestSchema,
  calibrationResourcesSyncSchema,
  restErrorBodySchema,
} from '@oak/shared';
import { type Response } from 'express';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { CalibrationResources } from './calibration-resources.service';

const errorSchema = openApiSchema(restErrorBodySchema);

@ApiTags('labs')
@ApiBearerAuth()
@Controller('labs')
export class CalibrationController {
  constructor(private readonly resources: CalibrationResources) {}

  @Post(':labId/things/:thingId/calibrate/resources')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sync the resources a calibration needs to the Pi, before it calibrates (doc 2 §4)',
    description:
      "The body is the calibration's. A DUT calibration's prompts go to the Pi as a run's auto-sync does, and the call answers once the Pi holds them; pink noise needs none. The Pi reports its resources syncing meanwhile.",
  })
  @ApiOkResponse({ schema: openApiSchema(calibrationResourcesSyncSchema) })
  @ApiNotFoundResponse({ schema: errorSchema })
  @ApiConflictResponse({ description: 'The lab is locked.', schema: errorSchema })
  @ApiServiceUnavailableResponse({ description: 'The Pi is offline.', schema: errorSchema })
  @ApiBadGatewayResponse({ description: 'The sync failed or did not end in time.', schema: errorSchema })
  syncResources(
    @CurrentAuth() auth: AuthContext,
    @Param('labId') labId: string,
    @Param('thingId') thingId: string,
    @Body(new ZodPipe(calibrationRequestSchema)) body: CalibrationRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CalibrationResourcesSync> {
    const gone = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) gone.abort();
    });
    return this.resources.ensure(auth, labId, thingId, body, gone.signal);
  }
}
