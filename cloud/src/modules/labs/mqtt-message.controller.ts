import { Body, Controller, ForbiddenException, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type MqttMessageQuery,
  type MqttMessageRequest,
  type MqttMessageResponse,
  THING_TOPIC_PREFIX,
  mqttMessageQuerySchema,
  mqttMessageRequestSchema,
  mqttMessageResponseSchema,
} from '@oak/shared';
import { BadRequestException } from '@nestjs/common';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { MqttMessageService } from '../mqtt/mqtt-message.service';
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
      'Waits up to waitForActionTime ms (default 50000). Success is code 200; no answer in time is code 504. Topics of Pis must be Pis of your company; other oak/ topics are reserved.',
  })
  @ApiBody({ schema: openApiSchema(mqttMessageRequestSchema) })
  @ApiOkResponse({ schema: openApiSchema(mqttMessageResponseSchema) })
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

  /** No wildcards nor system topics; a Pi's topics only for the Pis of the caller's company. */
  private async authorize(companyId: string, topic: string): Promise<void> {
    if (
      topic.length > MAX_TOPIC_LENGTH ||
      /[+#]/.test(topic) ||
      topic.includes('\u0000') ||
      topic.startsWith('$')
    ) {
      throw new BadRequestException(`Topic ${JSON.stringify(topic.slice(0, 80))} is not a plain MQTT topic`);
    }
    const prefix = `${THING_TOPIC_PREFIX}/`;
    if (topic.startsWith(prefix)) {
      const thingName = topic.slice(prefix.length).split('/')[0] ?? '';
      await this.labs.thingNamedInCompany(companyId, thingName);
      return;
    }
    if (topic === 'oak' || topic.startsWith('oak/'))
      throw new ForbiddenException(`Topic ${topic} is reserved`);
  }
}
