import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiGatewayTimeoutResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  AGENT_ACTIONS,
  type AgentAction,
  type Lab,
  MANIFEST_STATE_PAYLOAD_TYPE,
  type Pi,
  PI_BASE_PACKAGE,
  PI_PACKAGE_LATEST_VERSION,
  type TalkActionQuery,
  type ThingActionQuery,
  type UpdateV2Request,
  buildTalkRequest,
  calibrationRequestSchema,
  healthCheckRequestSchema,
  isAgentAction,
  labSchema,
  piSchema,
  recordRequestSchema,
  restErrorBodySchema,
  talkActionQuerySchema,
  talkRequestSchema,
  thingActionQuerySchema,
  updateRequestSchema,
  updateResultSchema,
  updateV2RequestSchema,
} from '@oak/shared';
import { z } from 'zod';
import { openApiSchema } from '../../common/openapi-schema.util';
import { ZodPipe } from '../../common/zod-body.pipe';
import { type AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { LabsService, toPiDto } from './labs.service';
import { actionAnswerSchema } from './thing-action-answers.openapi';
import { ThingActionsService } from './thing-actions.service';

const errorSchema = openApiSchema(restErrorBodySchema);

/** What each action's payload must be; actions without an entry take none. */
const ACTION_PAYLOADS: Partial<Record<AgentAction, z.ZodType>> = {
  record: recordRequestSchema,
  calibrate: calibrationRequestSchema,
  healthcheck: healthCheckRequestSchema,
  update: updateRequestSchema,
  get_manifest_state: z.object({
    type: z.literal(MANIFEST_STATE_PAYLOAD_TYPE).default(MANIFEST_STATE_PAYLOAD_TYPE),
  }),
};

/** The talk body: volume and control name default per Pi (doc 2 §7). */
const talkBodySchema = talkRequestSchema.extend({
  volume: talkRequestSchema.shape.volume.unwrap().optional(),
  controlName: z.string().min(1).optional(),
});

function actionOf(value: string): AgentAction {
  if (!isAgentAction(value)) {
    throw new NotFoundException(`Unknown action ${value}: one of ${AGENT_ACTIONS.join(', ')}`);
  }
  return value;
}

function payloadFor(action: AgentAction, body: unknown): unknown {
  const schema = ACTION_PAYLOADS[action];
  if (!schema) return {};
  return new ZodPipe(schema, `Payload of ${action}`).transform(body);
}

@ApiTags('labs')
@ApiBearerAuth()
@Controller('labs')
export class LabsController {
  constructor(
    private readonly labs: LabsService,
    private readonly actions: ThingActionsService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The company's labs, with their lock (doc 1 §7, doc 2 §7)" })
  @ApiOkResponse({ schema: openApiSchema(z.array(labSchema)) })
  list(@CurrentAuth() auth: AuthContext): Promise<Lab[]> {
    return this.labs.listForCompany(auth.companyId);
  }

  @Get(':labId/things')
  @ApiOperation({ summary: 'The Pis of a lab, online while their agent is connected' })
  @ApiOkResponse({ schema: openApiSchema(z.array(piSchema)) })
  @ApiNotFoundResponse({ description: 'Unknown lab, or of another company.', schema: errorSchema })
  async things(@CurrentAuth() auth: AuthContext, @Param('labId') labId: string): Promise<Pi[]> {
    return (await this.labs.thingsOfLab(auth.companyId, labId)).map(toPiDto);
  }

  @Post(':labId/things/:thingId/talk')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Play a file on a Pi (doc 1 §7)',
    description:
      "Volume defaults to 100; the control name to the Pi's own, the hi-fi control for Pis whose name contains WITHDAC. Answers when playback ends, within actionTimeout.",
  })
  @ApiBody({ schema: openApiSchema(talkBodySchema) })
  @ApiOkResponse({ description: 'What played, once it ended.', schema: actionAnswerSchema(['talk']) })
  @ApiNotFoundResponse({ schema: errorSchema })
  @ApiServiceUnavailableResponse({ description: 'The Pi is offline.', schema: errorSchema })
  @ApiGatewayTimeoutResponse({ description: 'The Pi did not answer in time.', schema: errorSchema })
  async talk(
    @CurrentAuth() auth: AuthContext,
    @Param('labId') labId: string,
    @Param('thingId') thingId: string,
    @Query(new ZodPipe(talkActionQuerySchema, 'Query')) query: TalkActionQuery,
    @Body(new ZodPipe(talkBodySchema)) body: z.infer<typeof talkBodySchema>,
  ): Promise<unknown> {
    const { thing } = await this.labs.thingInLab(auth.companyId, labId, thingId);
    const request = buildTalkRequest(thing, body.waveFileName, {
      volume: body.volume,
      controlName: body.controlName,
    });
    return this.actions.run(thing, 'talk', request, query.actionTimeout);
  }

  @Get(':labId/things/:thingId/:action')
  @ApiOperation({
    summary:
      'Run an action that takes no payload on a Pi, e.g. state (the ping: thingStatus contains ONLINE)',
  })
  @ApiOkResponse({ description: "The Pi's answer to the action.", schema: actionAnswerSchema(AGENT_ACTIONS) })
  @ApiNotFoundResponse({ schema: errorSchema })
  @ApiServiceUnavailableResponse({ description: 'The Pi is offline.', schema: errorSchema })
  @ApiGatewayTimeoutResponse({ description: 'The Pi did not answer within ackTimeout.', schema: errorSchema })
  async getAction(
    @CurrentAuth() auth: AuthContext,
    @Param('labId') labId: string,
    @Param('thingId') thingId: string,
    @Param('action') actionName: string,
    @Query(new ZodPipe(thingActionQuerySchema, 'Query')) query: ThingActionQuery,
  ): Promise<unknown> {
    const action = actionOf(actionName);
    const { thing } = await this.labs.thingInLab(auth.companyId, labId, thingId);
    return this.actions.run(thing, action, payloadFor(action, {}), query.ackTimeout);
  }

  @Post(':labId/things/:thingId/:action')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Run an action on a Pi with a payload (doc 1 §7)',
    description:
      "Actions: state, stop, record {durationMs}, calibrate {option, locale?}, healthcheck {step, waitMs}, update {version?}, get_manifest_state. Answers the agent's data; waits up to ackTimeout.",
  })
  @ApiOkResponse({ description: "The Pi's answer to the action.", schema: actionAnswerSchema(AGENT_ACTIONS) })
  @ApiNotFoundResponse({ schema: errorSchema })
  @ApiServiceUnavailableResponse({ description: 'The Pi is offline.', schema: errorSchema })
  @ApiGatewayTimeoutResponse({ description: 'The Pi did not answer within ackTimeout.', schema: errorSchema })
  async postAction(
    @CurrentAuth() auth: AuthContext,
    @Param('labId') labId: string,
    @Param('thingId') thingId: string,
    @Param('action') actionName: string,
    @Query(new ZodPipe(thingActionQuerySchema, 'Query')) query: ThingActionQuery,
    @Body() body: unknown,
  ): Promise<unknown> {
    const action = actionOf(actionName);
    const { thing } = await this.labs.thingInLab(auth.companyId, labId, thingId);
    return this.actions.run(thing, action, payloadFor(action, body), query.ackTimeout);
  }

  @Post(':labId/things/:thingId/:action/v2')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'The automotive update: install a package list on a Pi (doc 2 §7)',
    description: "Only update has a v2 form. Answers the agent's data with thingStatus.",
  })
  @ApiBody({ schema: openApiSchema(updateV2RequestSchema) })
  @ApiOkResponse({
    description: "The update's answer, with thingStatus.",
    schema: openApiSchema(updateResultSchema.extend({ thingStatus: z.literal('ONLINE') })),
  })
  @ApiNotFoundResponse({ schema: errorSchema })
  async postActionV2(
    @CurrentAuth() auth: AuthContext,
    @Param('labId') labId: string,
    @Param('thingId') thingId: string,
    @Param('action') actionName: string,
    @Query(new ZodPipe(thingActionQuerySchema, 'Query')) query: ThingActionQuery,
    @Body(new ZodPipe(updateV2RequestSchema)) body: UpdateV2Request,
  ): Promise<unknown> {
    if (actionName !== 'update') throw new NotFoundException(`Action ${actionName} has no v2 form`);
    const { thing } = await this.labs.thingInLab(auth.companyId, labId, thingId);
    // The agent bundle carries every plugin, so the base package's version is the one to install.
    const base = body.packages.find((pkg) => pkg.name === PI_BASE_PACKAGE);
    const version = base && base.version !== PI_PACKAGE_LATEST_VERSION ? base.version : undefined;
    const data = await this.actions.run(thing, 'update', version ? { version } : {}, query.ackTimeout);
    return { thingStatus: 'ONLINE', ...(data as object) };
  }
}
