import { Readable } from 'node:stream';
import { type ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  BadGatewayException,
  BadRequestException,
  Controller,
  Get,
  NotFoundException,
  Param,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import {
  bedrockGenerateResponseSchema,
  type BedrockGenerateResponse,
  DEVICE_CLOUD_MESSAGES,
  DEVICE_CLOUD_PLAYGROUND_CALLS,
  DEVICE_CLOUD_PUT_PATH,
  type DeviceCloudPlaygroundCall,
  PLAYGROUND_ENVIRONMENTS,
  type PlaygroundEnvironment,
  isDeviceCloudPlaygroundPath,
  type PlaygroundDeviceQuery,
  playgroundDeviceQuerySchema,
  restErrorBodySchema,
} from '@oak/shared';
import { type Request, type Response } from 'express';
import { openApiSchema } from '../../common/openapi-schema.util';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { SuggestionService } from '../suggestion/suggestion.service';
import { DeviceCloud } from './device-cloud.port';
import { PLAYGROUND_CALL_ANSWER } from './playground-answers.openapi';
import { DevicesService } from './devices.service';

/**
 * The playground device API (doc 2 §7) in front of the device cloud: the
 * console calls `/api/playground/{prod|gamma}/{call}` with its session, the
 * cloud checks that the device is registered to one of the caller's company's
 * customer ids and passes the call through, a live interaction stream included.
 */
@ApiTags('playground')
@ApiBearerAuth()
@Controller('playground')
export class PlaygroundController {
  constructor(
    private readonly deviceCloud: DeviceCloud,
    private readonly devices: DevicesService,
    private readonly suggestions: SuggestionService,
  ) {}

  // Declared before the pass-through route so that it, not ':call', takes bedrockgenerate.
  @Get(':environment/bedrockgenerate')
  @ApiOperation({
    summary: 'bedrockgenerate: a suggested next utterance from the language model (doc 2 §7)',
    description:
      'Query: deviceserial, devicetype, prompt, modelid and stmt (a JSON list of the last Q/A pairs, {"Q", "A"}); the last 10 are used. 404 when the device is not registered to your company\'s customer ids; 502 when the model cannot answer.',
  })
  @ApiParam({ name: 'environment', enum: PLAYGROUND_ENVIRONMENTS })
  @ApiOkResponse({ schema: openApiSchema(bedrockGenerateResponseSchema) })
  @ApiBadRequestResponse({ schema: openApiSchema(restErrorBodySchema) })
  @ApiNotFoundResponse({ schema: openApiSchema(restErrorBodySchema) })
  @ApiBadGatewayResponse({ schema: openApiSchema(restErrorBodySchema) })
  async bedrockGenerate(
    @CurrentAuth() auth: AuthContext,
    @Param('environment') environment: string,
    @Req() request: Request,
  ): Promise<BedrockGenerateResponse> {
    const device = this.deviceOf(environment, request);
    await this.devices.assertCompanyDevice(auth.companyId, device);
    return this.suggestions.generate(request.query);
  }

  @Get(':environment/:call')
  @ApiOperation({
    summary: 'A playground device call, passed to the device cloud (doc 2 §7)',
    description: `call is one of ${DEVICE_CLOUD_PLAYGROUND_CALLS.join(', ')}; deviceserial and devicetype are required, the call's own parameters as in doc 2 §7. The device cloud's answer comes back as it is; liveinteraction is an event stream. 404 when the device is not registered to your company's customer ids.`,
  })
  @ApiParam({ name: 'environment', enum: PLAYGROUND_ENVIRONMENTS })
  @ApiParam({ name: 'call', enum: DEVICE_CLOUD_PLAYGROUND_CALLS })
  @ApiOkResponse({
    description: "The device cloud's answer to the call, as it is (its other statuses too).",
    content: PLAYGROUND_CALL_ANSWER,
  })
  @ApiNotFoundResponse({ schema: openApiSchema(restErrorBodySchema) })
  @ApiBadGatewayResponse({ schema: openApiSchema(restErrorBodySchema) })
  get(
    @CurrentAuth() auth: AuthContext,
    @Param('environment') environment: string,
    @Param('call') call: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (!isDeviceCloudPlaygroundPath(call))
      throw new NotFoundException(DEVICE_CLOUD_MESSAGES.unknownCall(call));
    return this.pass(auth, environment, 'GET', call, request, response);
  }

  @Put(`:environment/${DEVICE_CLOUD_PUT_PATH}`)
  @ApiOperation({
    summary: "switchendpoint: moves a device to the endpoint query's endpoint; 204 means switched (doc 2 §7)",
  })
  @ApiParam({ name: 'environment', enum: PLAYGROUND_ENVIRONMENTS })
  @ApiNoContentResponse({
    description: 'Switched (PLAYGROUND_SWITCH_ENDPOINT_SUCCESS_STATUS), as the device cloud answers.',
  })
  @ApiNotFoundResponse({ schema: openApiSchema(restErrorBodySchema) })
  switchEndpoint(
    @CurrentAuth() auth: AuthContext,
    @Param('environment') environment: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.pass(auth, environment, 'PUT', DEVICE_CLOUD_PUT_PATH, request, response);
  }

  private async pass(
    auth: AuthContext,
    environment: string,
    method: 'GET' | 'PUT',
    path: DeviceCloudPlaygroundCall,
    request: Request,
    response: Response,
  ): Promise<void> {
    const device = this.deviceOf(environment, request);
    await this.devices.assertCompanyDevice(auth.companyId, device);

    const caller = new AbortController();
    // The caller leaving ends the call, and a live stream with it.
    response.on('close', () => caller.abort());
    const query = new URL(request.originalUrl, 'http://oak.invalid').searchParams;
    const upstream = await this.deviceCloud.call({
      environment: environment as PlaygroundEnvironment,
      method,
      path,
      query,
      signal: caller.signal,
    });
    // The device cloud's own failure is not OAK's: a 502 that says whose it was.
    if (upstream.status === 500) {
      await upstream.body?.cancel();
      throw new BadGatewayException(DEVICE_CLOUD_MESSAGES.failed);
    }
    response.status(upstream.status);
    const contentType = upstream.headers.get('content-type');
    if (contentType) response.setHeader('Content-Type', contentType);
    if (!upstream.body) {
      response.end();
      return;
    }
    response.setHeader('Cache-Control', 'no-store');
    response.flushHeaders();
    const body = Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>);
    body.on('error', () => response.destroy());
    body.pipe(response);
  }

  /** The call's device, in a known environment; else a 400. */
  private deviceOf(environment: string, request: Request): PlaygroundDeviceQuery {
    if (!(PLAYGROUND_ENVIRONMENTS as readonly string[]).includes(environment)) {
      throw new BadRequestException(DEVICE_CLOUD_MESSAGES.invalidEnvironment(environment));
    }
    const device = playgroundDeviceQuerySchema.safeParse(request.query);
    if (!device.success) {
      throw new BadRequestException('deviceserial and devicetype are required, once each');
    }
    return device.data;
  }
}
