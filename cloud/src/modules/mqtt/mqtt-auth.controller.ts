import { Body, Controller, ForbiddenException, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { MQTT_SERVICE_USERNAME } from '@oak/shared';
import { z } from 'zod';
import { ZodPipe } from '../../common/zod-body.pipe';
import { MQTT_BROKER_SECURITY, Public } from '../auth/public.decorator';
import { MqttBrokerOnlyGuard } from './mqtt-broker-only.guard';
import { MqttCredentialsService } from './mqtt-credentials.service';

const userCheckSchema = z.object({
  username: z.string().max(256),
  password: z.string().max(1024),
  clientid: z.string().max(256),
});
const superuserCheckSchema = z.object({ username: z.string().max(256) });
const aclCheckSchema = z.object({
  username: z.string().max(256),
  clientid: z.string().max(256),
  topic: z.string().max(1024),
  acc: z.number().int().min(1).max(4),
});

/**
 * The same rules as the embedded broker, for an external Mosquitto: the HTTP
 * backend of mosquitto-go-auth (JSON parameters, status answers) asks here
 * whether a user may connect, is the cloud, and may use a topic. 200 is yes,
 * 403 is no. See deploy/mosquitto. Only the broker may ask (MqttBrokerOnlyGuard:
 * the shared secret MQTT_AUTH_SECRET or an address of MQTT_AUTH_ALLOWED_SOURCES),
 * at most MQTT_AUTH_RATE_LIMIT_PER_MINUTE times a minute per address.
 */
@ApiTags('mqtt')
@Controller('mqtt/auth')
@Public()
@UseGuards(MqttBrokerOnlyGuard)
// The shared secret, or nothing from an address of MQTT_AUTH_ALLOWED_SOURCES.
@ApiSecurity(MQTT_BROKER_SECURITY)
@ApiSecurity({})
@ApiUnauthorizedResponse({ description: 'Not the broker: no shared secret, not an allowed address.' })
@ApiTooManyRequestsResponse({ description: 'Above MQTT_AUTH_RATE_LIMIT_PER_MINUTE from this address.' })
export class MqttAuthController {
  constructor(private readonly credentials: MqttCredentialsService) {}

  @Post('user')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'May this user connect with this password and client id?' })
  @ApiOkResponse({ description: 'Yes.' })
  @ApiForbiddenResponse({ description: 'No.' })
  async user(@Body(new ZodPipe(userCheckSchema)) body: z.infer<typeof userCheckSchema>): Promise<void> {
    const identity = await this.credentials.authenticate(
      body.clientid,
      body.username,
      Buffer.from(body.password),
    );
    if (!identity) throw new ForbiddenException('Bad username or password');
  }

  @Post('superuser')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Is this user the cloud itself?' })
  @ApiOkResponse({ description: 'Yes.' })
  @ApiForbiddenResponse({ description: 'No.' })
  superuser(@Body(new ZodPipe(superuserCheckSchema)) body: z.infer<typeof superuserCheckSchema>): void {
    if (body.username !== MQTT_SERVICE_USERNAME) throw new ForbiddenException('Not a superuser');
  }

  @Post('acl')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'May this user read, write or subscribe to this topic?' })
  @ApiOkResponse({ description: 'Yes.' })
  @ApiForbiddenResponse({ description: 'No.' })
  acl(@Body(new ZodPipe(aclCheckSchema)) body: z.infer<typeof aclCheckSchema>): void {
    const identity =
      body.username === MQTT_SERVICE_USERNAME
        ? ({ kind: 'service' } as const)
        : body.clientid === body.username
          ? ({ kind: 'thing', thingName: body.username } as const)
          : null;
    if (!identity || !this.credentials.mayUse(identity, body.topic))
      throw new ForbiddenException('Not authorized');
  }
}
