import { HttpException, Injectable } from '@nestjs/common';
import {
  type AgentAction,
  type Artifact,
  type AgentCapabilities,
  type AgentEvent,
  agentEventSchema,
  hasCommand,
  thingTopics,
} from '@oak/shared';
import { type z } from 'zod';
import { ArtifactStore } from '../../artifacts/artifact-store.service';
import { capabilitiesOf } from '../../labs/labs.service';
import { ThingActionsService } from '../../labs/thing-actions.service';
import { type ThingRecord } from '../../labs/thing.entity';
import { MqttClientAdapter } from '../../mqtt/mqtt-client.adapter';
import { PiActionFailed } from './pi-player.tool';

/** How far a Pi's long action has got, as it reports it on its events topic. */
export type ActionProgressEvent = Extract<AgentEvent, { type: 'action_progress' }>;

/** A call of one action, as a run makes it. */
export interface ActionCallOptions<T> {
  /** How long the Pi has (its deadline too: sent as the request's ackTimeout). */
  readonly deadlineMs: number;
  /** Stops waiting (the run was stopped); a later call of the same step re-attaches. */
  readonly signal?: AbortSignal;
  /** The run's job and step: the Pi runs the step once, however often it is asked. */
  readonly jobId?: string;
  readonly stepKey?: string;
  /** The answer's shape (e.g. diagnosticsResultSchema); an answer that is not one fails the call. */
  readonly answer: z.ZodType<T>;
}

/**
 * Any action of a Pi, as a run calls it: the ones the scanner families and
 * long runs need beyond play and record (PiPlayer), with their job and step,
 * the programs a Pi reported, and the progress it reports while it works.
 */
@Injectable()
export class PiActions {
  constructor(
    private readonly actions: ThingActionsService,
    private readonly mqtt: MqttClientAdapter,
    private readonly artifacts: ArtifactStore,
  ) {}

  /** An output a Pi uploaded for a step of the job, by the id its action answered (a scan's report). */
  artifact(jobId: string, artifactId: string): Promise<{ artifact: Artifact; content: Buffer }> {
    return this.artifacts.read(jobId, artifactId);
  }

  /** What the Pi last reported it can do; null when its agent reports none. */
  capabilities(pi: ThingRecord): AgentCapabilities | null {
    return capabilitiesOf(pi);
  }

  /** Whether the Pi reported that it answers `action`, with `commands` installed too (e.g. `nmap`). */
  canRun(pi: ThingRecord, action: AgentAction, commands: readonly string[] = []): boolean {
    const capabilities = this.capabilities(pi);
    if (!capabilities?.actions.includes(action)) return false;
    return commands.every((command) => hasCommand(capabilities, command));
  }

  /**
   * Calls `action` on the Pi and answers its data, typed by `answer`. What the
   * Pi could not do comes back as PiActionFailed, in the words of its answer.
   */
  async call<T>(
    pi: ThingRecord,
    action: AgentAction,
    payload: unknown,
    options: ActionCallOptions<T>,
  ): Promise<T> {
    const { deadlineMs, signal, jobId, stepKey } = options;
    let data: unknown;
    try {
      data = await this.actions.run(pi, action, payload, deadlineMs, {
        ...(signal ? { signal } : {}),
        ...(jobId !== undefined && stepKey !== undefined ? { jobId, stepKey } : {}),
      });
    } catch (error) {
      if (error instanceof HttpException) throw new PiActionFailed(pi.name, action, error.message);
      throw error;
    }
    const parsed = options.answer.safeParse(data);
    if (!parsed.success)
      throw new PiActionFailed(
        pi.name,
        action,
        `Raspberry Pi ${pi.name} answered ${action} with something unexpected`,
      );
    return parsed.data;
  }

  /**
   * Follows the progress the Pi reports for one step of a job until the
   * returned function is called. Resolves once the broker has granted the
   * subscription, so a call made after it misses none.
   */
  async onProgress(
    pi: ThingRecord,
    step: { readonly jobId: string; readonly stepKey: string },
    listener: (event: ActionProgressEvent) => void,
  ): Promise<() => Promise<void>> {
    return this.mqtt.subscribe(thingTopics(pi.thingName).events, (_topic, payload) => {
      let raw: unknown;
      try {
        raw = JSON.parse(payload.toString('utf8'));
      } catch {
        return;
      }
      const event = agentEventSchema.safeParse(raw);
      if (!event.success || event.data.type !== 'action_progress') return;
      if (event.data.jobId !== step.jobId || event.data.stepKey !== step.stepKey) return;
      listener(event.data);
    });
  }
}
