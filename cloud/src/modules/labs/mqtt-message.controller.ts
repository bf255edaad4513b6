import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  MQTT_MESSAGES,
  type MqttMessageQuery,
  type MqttMessageRequest,
  type MqttMessageResponse,
  companyTopicPrefix,
  mqttMessageQuerySchema,
  mqttMessageRequestSchema,
  mqttMessageResponseSchema,
  THING_TOPIC_PREFIX,
  isValidThingName,
} from '@oak/shared';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { MqttMessageService } from '../mqtt/mqtt-message.service';
import { thingOfTopic } from '../mqtt/mqtt-publish-rules';
import { LabsService } from './labs.service';

const MAX_TOPIC_LENGTH = 512;

@ApiTags('labs')
@ApiBearerAuth()
@Controller('mqtt')
export class MqttMessageController {
  constructor(
    private readonly labs: LabsService,
    private readonly messages: MqttMessageService,
  ) {}

  @Post('message')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Publish a payload on requestTopic and answer the first message on responseTopic (doc 1 §7)',
    description:
      "Waits up to waitForActionTime ms (default 50000). Success is code 200; no answer in time is code 504. Both topics must be your company's: under oak/things/{name}/ of one of its Pis, or under oak/companies/{its id}/.",
  })
  @ApiBody({ schema: openApiSchema(mqttMessageRequestSchema) })
  @ApiOkResponse({ schema: openApiSchema(mqttMessageResponseSchema) })
  @ApiBadRequestResponse({ description: 'A malformed body, or a topic with a wildcard, a NUL or $.' })
  @ApiForbiddenResponse({ description: "A topic that is not the company's." })
  async send(
    @CurrentAuth() auth: AuthContext,
    @Query(new ZodPipe(mqttMessageQuerySchema, 'Query')) query: MqttMessageQuery,
    @Body(new ZodPipe(mqttMessageRequestSchema)) body: MqttMessageRequest,
  ): Promise<MqttMessageResponse> {
    await this.authorize(auth.companyId, body.requestTopic);
    await this.authorize(auth.companyId, body.responseTopic);
    return this.messages.exchange(
      body.requestTopic,
      body.responseTopic,
      body.payload,
      query.waitForActionTime,
    );
  }

  /**
   * No wildcards nor system topics, and no channel to anyone else: a topic of
   * one of the company's Pis, or under the company's own prefix. Another
   * company's Pi, an unknown one and any other topic get the same 403.
   */
  private async authorize(companyId: string, topic: string): Promise<void> {
    if (
      topic.length > MAX_TOPIC_LENGTH ||
      /[+#]/.test(topic) ||
      topic.includes('\u0000') ||
      // A lone surrogate has no UTF-8 form: it would reach the broker as something else.
      /\p{Cs}/u.test(topic) ||
      topic.startsWith('$')
    ) {
      throw new BadRequestException(MQTT_MESSAGES.notPlainTopic(topic));
    }
    const companyPrefix = companyTopicPrefix(companyId);
    if (topic.startsWith(companyPrefix) && topic.length > companyPrefix.length) return;
    const thingName = thingOfTopic(topic);
    if (
      thingName &&
      isValidThingName(thingName) &&
      topic.length > `${THING_TOPIC_PREFIX}/${thingName}/`.length
    ) {
      const owned = await this.labs.thingNamedInCompany(companyId, thingName).then(
        () => true,
        (error: unknown) => {
          if (error instanceof NotFoundException) return false;
          throw error;
        },
      );
      if (owned) return;
    }
    throw new ForbiddenException(MQTT_MESSAGES.topicNotOwned(topic, companyPrefix));
  }
}
