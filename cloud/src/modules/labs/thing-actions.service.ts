import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  GatewayTimeoutException,
  HttpException,
  Injectable,
  NotImplementedException,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  AGENT_RESPONSE_CODES,
  type AgentAction,
  type AgentResponse,
  PI_MESSAGES,
  THING_STATUS_OFFLINE,
  piCallErrorMessage,
} from '@oak/shared';
import { type AgentCallOptions, AgentRpcService, AgentTimeoutError } from '../mqtt/agent-rpc.service';
import { MqttUnavailableError } from '../mqtt/mqtt-client.adapter';
import { type ThingRecord } from './thing.entity';

/** The text of an agent's error: its message, as the Pi call returns the exception message (doc 2 §8). */
function agentErrorText(response: AgentResponse): string {
  return piCallErrorMessage(response.error ?? PI_MESSAGES.unknownError);
}

/**
 * Runs one agent action on one Pi and turns its answer into HTTP: the data on
 * success; otherwise a 4xx/5xx whose message says what the Pi said, or that it
 * is offline or silent.
 */
@Injectable()
export class ThingActionsService {
  constructor(private readonly rpc: AgentRpcService) {}

  async run(
    thing: ThingRecord,
    action: AgentAction,
    payload: unknown,
    timeoutMs: number,
    options: AgentCallOptions = {},
  ): Promise<unknown> {
    if (!thing.connected) {
      // The ping of an offline Pi is answered here: its status topic already says so.
      if (action === 'state') return { thingStatus: THING_STATUS_OFFLINE };
      // Any other request would wait in the Pi's session and run whenever it
      // returns, long after anyone asked: refuse it now instead.
      throw new ServiceUnavailableException(PI_MESSAGES.offline(thing.name));
    }
    let response: AgentResponse;
    try {
      response = await this.rpc.call(thing.thingName, action, payload, timeoutMs, options);
    } catch (error) {
      if (error instanceof AgentTimeoutError) {
        throw new GatewayTimeoutException(PI_MESSAGES.noAnswer(thing.name, timeoutMs));
      }
      if (error instanceof MqttUnavailableError) throw new ServiceUnavailableException(error.message);
      throw error;
    }
    return this.unwrap(thing, response);
  }

  private unwrap(thing: ThingRecord, response: AgentResponse): unknown {
    const text = agentErrorText(response);
    switch (response.code) {
      case AGENT_RESPONSE_CODES.ok:
        return response.data ?? {};
      case AGENT_RESPONSE_CODES.badRequest:
        throw new BadRequestException(text);
      case AGENT_RESPONSE_CODES.unknownAction:
        throw new NotImplementedException(text);
      case AGENT_RESPONSE_CODES.busy:
        throw new ConflictException(text);
      case AGENT_RESPONSE_CODES.timedOut:
        throw new GatewayTimeoutException(text);
      default:
        throw response.code >= 400 && response.code < 500
          ? new HttpException(text, response.code)
          : new BadGatewayException(`Raspberry Pi ${thing.name}: ${text}`);
    }
  }
}
