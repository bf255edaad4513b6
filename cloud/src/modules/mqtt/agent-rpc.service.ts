import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  type AgentAction,
  type AgentResponse,
  THING_TOPIC_PREFIX,
  agentResponseSchema,
  thingTopics,
} from '@oak/shared';
import { type Cancel, Clock } from '../clock/clock';
import { OakMetrics, type RpcOutcome } from '../metrics/oak-metrics';
import { MqttClientAdapter } from './mqtt-client.adapter';

export class AgentTimeoutError extends Error {
  constructor(
    readonly thingName: string,
    readonly timeoutMs: number,
  ) {
    super(`did not answer within ${timeoutMs} ms`);
  }
}

/** What else a call may say: the run's job and step it belongs to, and a signal that gives up waiting. */
export interface AgentCallOptions {
  /** A run's step: the Pi runs one action per step, and a second call for it re-attaches (agent README). */
  readonly jobId?: string;
  readonly stepKey?: string;
  /** Aborting stops the wait (rejecting with its reason); the Pi's action runs on to its deadline. */
  readonly signal?: AbortSignal;
}

interface Pending {
  readonly thingName: string;
  readonly resolve: (response: AgentResponse) => void;
  readonly cancelTimeout: Cancel;
}

/**
 * Request/response with the agents over MQTT: a request `{id, action,
 * payload, ackTimeout}` on the Pi's request topic, its answer correlated by id
 * on the Pi's response topic. Answers for requests of other cloud nodes are
 * ignored; every node sees them. Each call's time to its answer (or to its
 * timeout) is observed by action (OakMetrics).
 */
@Injectable()
export class AgentRpcService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AgentRpc');
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly mqtt: MqttClientAdapter,
    private readonly clock: Clock,
    private readonly metrics: OakMetrics,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.mqtt.subscribe(`${THING_TOPIC_PREFIX}/+/response`, (topic, payload) =>
      this.onResponse(topic, payload),
    );
  }

  onModuleDestroy(): void {
    for (const pending of this.pending.values()) pending.cancelTimeout();
    this.pending.clear();
  }

  /** Sends an action to a Pi and waits up to `timeoutMs` for its answer. */
  async call(
    thingName: string,
    action: AgentAction,
    payload: unknown,
    timeoutMs: number,
    options: AgentCallOptions = {},
  ): Promise<AgentResponse> {
    const { jobId, stepKey, signal } = options;
    signal?.throwIfAborted();
    const id = randomUUID();
    const answer = new Promise<AgentResponse>((resolve, reject) => {
      const onAbort = () => {
        this.pending.get(id)?.cancelTimeout();
        this.pending.delete(id);
        reject(signal!.reason);
      };
      const cancelTimeout = this.clock.after(timeoutMs, () => {
        signal?.removeEventListener('abort', onAbort);
        this.pending.delete(id);
        reject(new AgentTimeoutError(thingName, timeoutMs));
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        thingName,
        resolve: (response) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(response);
        },
        cancelTimeout,
      });
    });
    const step = jobId !== undefined && stepKey !== undefined ? { jobId, stepKey } : {};
    const started = this.clock.monotonicMs();
    const observe = (outcome: RpcOutcome) =>
      this.metrics.agentCall(action, outcome, (this.clock.monotonicMs() - started) / 1000);
    try {
      await this.mqtt.publish(
        thingTopics(thingName).request,
        JSON.stringify({ id, action, payload: payload ?? {}, ackTimeout: timeoutMs, ...step }),
      );
    } catch (error) {
      this.pending.get(id)?.cancelTimeout();
      this.pending.delete(id);
      answer.catch(() => undefined);
      observe('error');
      throw error;
    }
    return answer.then(
      (response) => {
        observe('answered');
        return response;
      },
      (error: unknown) => {
        observe(error instanceof AgentTimeoutError ? 'timeout' : 'aborted');
        throw error;
      },
    );
  }

  private onResponse(topic: string, payload: Buffer): void {
    let parsed: ReturnType<typeof agentResponseSchema.safeParse>;
    try {
      parsed = agentResponseSchema.safeParse(JSON.parse(payload.toString('utf8')));
    } catch {
      this.logger.warn(`Dropped a response on ${topic} that is not JSON`);
      return;
    }
    if (!parsed.success) {
      this.logger.warn(`Dropped a malformed response on ${topic}`);
      return;
    }
    const pending = this.pending.get(parsed.data.id);
    // Only the Pi that was asked may answer: its own topic, which the broker lets only it publish to.
    if (!pending || topic !== thingTopics(pending.thingName).response) return;
    pending.cancelTimeout();
    this.pending.delete(parsed.data.id);
    pending.resolve(parsed.data);
  }
}
