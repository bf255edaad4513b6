import {
  AGENT_RESPONSE_CODES,
  type AgentAction,
  type AgentCapabilities,
  type AgentCommand,
  type AgentError,
  type AgentRequest,
  type AgentResponse,
  type AgentResponseCode,
  exceptionMessage,
} from '@oak/shared';
import { type CommandLocator, pathCommandLocator } from '../system/command-locator';
import { ActionFailure, DeadlineExceeded } from './action-errors';
import { type Activity } from './activity.registry';
import { type AgentActionPlugin, type AgentServices, type JobStep } from './agent-action.port';
import { clip, describeIssues, parseAgentRequest } from './request-parse.util';

/** Actions the wire knows that this agent does not implement yet; answered 404 rather than faked. None today. */
export const UNAVAILABLE_ACTIONS: readonly AgentAction[] = [];

/** How many answers are kept to repeat when the broker redelivers a request (QoS 1 may, flagged `dup`). */
const ANSWER_MEMORY = 200;
/** After a deadline, how long a resource stays held at most while the work winds down. */
const RELEASE_GRACE_MS = 5000;

/** What a request is answered: 200 and the data, or a code and a message. */
interface Outcome {
  readonly code: AgentResponseCode;
  readonly message?: string;
  readonly data?: unknown;
}

/**
 * Answers every request on the response topic with the request's id: 200 and
 * the action's data, or 400/404/409/500/504 with `{message, state: 'failed'}`.
 * Nothing a request holds can make it throw. A request that names a job and a
 * step runs one action per step: asked again while it runs (a resumed run),
 * the second request waits for the same outcome rather than starting it twice,
 * and asked again once it has succeeded, it answers the same data.
 */
export class ActionDispatcher {
  private readonly plugins = new Map<AgentAction, AgentActionPlugin<unknown>>();
  private readonly inFlight = new Set<string>();
  private readonly answered = new Map<string, AgentResponse>();
  /** The actions running for a job's step, by job and step. */
  private readonly steps = new Map<string, { action: AgentAction; outcome: Promise<Outcome> }>();
  /** The last steps that succeeded, by job and step: asked again, they answer what they answered. */
  private readonly stepsDone = new Map<string, { action: AgentAction; outcome: Outcome }>();

  constructor(
    plugins: readonly AgentActionPlugin<unknown>[],
    private readonly services: AgentServices,
    private readonly answer: (response: AgentResponse) => Promise<void>,
    private readonly locate: CommandLocator = pathCommandLocator(),
  ) {
    for (const plugin of plugins) this.plugins.set(plugin.name, plugin);
  }

  /**
   * Looks up the programs the actions need (on PATH; nothing is run) and puts
   * them, with the actions they allow, in the reported shadow's `capabilities`.
   */
  async probeCapabilities(): Promise<AgentCapabilities> {
    const names = [...new Set([...this.plugins.values()].flatMap((plugin) => plugin.requires ?? []))].sort();
    const commands: AgentCommand[] = await Promise.all(
      names.map(async (name) => {
        const found = await this.locate(name);
        return found ? { name, path: found } : { name };
      }),
    );
    const installed = new Set(commands.filter((command) => command.path).map((command) => command.name));
    const capabilities: AgentCapabilities = {
      actions: [...this.plugins.values()]
        .filter((plugin) => (plugin.requires ?? []).every((name) => installed.has(name)))
        .map((plugin) => plugin.name),
      commands,
    };
    this.services.state.update({ capabilities });
    return capabilities;
  }

  /**
   * Handles one raw request; resolves once it is answered (and any after-answer
   * task has run). A redelivered request (MQTT `dup`) that already ran is
   * answered again rather than run twice: a talk must not play twice.
   */
  async handle(raw: Buffer | string, redelivered = false): Promise<void> {
    try {
      await this.dispatch(raw, redelivered);
    } catch (error) {
      this.services.logger.error({ err: error }, 'request handling failed');
    }
  }

  private async dispatch(raw: Buffer | string, redelivered: boolean): Promise<void> {
    const { logger } = this.services;
    const parsed = parseAgentRequest(raw);
    if (!parsed.ok) {
      if (parsed.id === undefined) {
        logger.warn(
          { reason: parsed.message, bytes: raw.length },
          'dropped a request that cannot be answered',
        );
        return;
      }
      return this.reply(parsed.id, { code: parsed.code, message: parsed.message });
    }
    const { id } = parsed.request;
    if (redelivered) {
      const previous = this.answered.get(id);
      if (previous) return this.send(previous);
      if (this.inFlight.has(id)) return;
    }
    this.inFlight.add(id);
    try {
      await this.run(parsed.request);
    } finally {
      this.inFlight.delete(id);
    }
  }

  private async run(request: AgentRequest): Promise<void> {
    const { id, action, payload, ackTimeout, jobId, stepKey } = request;

    const plugin = this.plugins.get(action);
    if (!plugin) {
      const message = UNAVAILABLE_ACTIONS.includes(action)
        ? `Action ${action} is not available on this agent`
        : `Unknown action: ${clip(action)}`;
      return this.reply(id, { code: AGENT_RESPONSE_CODES.unknownAction, message });
    }
    const checked = plugin.schema.safeParse(payload ?? {});
    if (!checked.success)
      return this.reply(id, {
        code: AGENT_RESPONSE_CODES.badRequest,
        message: describeIssues(checked.error.issues, 'payload'),
      });
    const invalid = plugin.validate?.(checked.data);
    if (invalid) return this.reply(id, { code: AGENT_RESPONSE_CODES.badRequest, message: invalid });

    const missing = await this.missingCommands(plugin);
    if (missing.length > 0)
      return this.reply(id, {
        code: AGENT_RESPONSE_CODES.unknownAction,
        message: `Action ${action} is not available on this agent: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not installed`,
      });

    // From the look at the running steps to the step's start nothing is awaited, so a request
    // for a step arriving meanwhile finds it running and re-attaches rather than running it twice.
    const step: JobStep | undefined =
      jobId !== undefined && stepKey !== undefined ? { jobId, stepKey } : undefined;
    const key = step && JSON.stringify([step.jobId, step.stepKey]);
    const running = key === undefined ? undefined : this.steps.get(key);
    if (running && step) {
      if (running.action !== action)
        return this.reply(id, {
          code: AGENT_RESPONSE_CODES.busy,
          message: `Busy: step ${clip(step.stepKey)} of job ${clip(step.jobId)} runs ${running.action}`,
        });
      // A resumed run asking again re-attaches: it waits for the action already running.
      return this.reply(id, await running.outcome);
    }
    const done = key === undefined ? undefined : this.stepsDone.get(key);
    if (done?.action === action) return this.reply(id, done.outcome);

    const started = this.services.activities.tryStart(id, action, plugin.uses, plugin.stoppable);
    if ('busyWith' in started)
      return this.reply(id, {
        code: AGENT_RESPONSE_CODES.busy,
        message: `Busy: the ${started.resource} is in use by ${started.busyWith.action} (request ${clip(started.busyWith.requestId)})`,
      });

    const afterAnswer: (() => Promise<void> | void)[] = [];
    const outcome = this.execute(plugin, started, {
      id,
      payload: checked.data,
      ms: ackTimeout ?? plugin.defaultTimeoutMs(checked.data),
      afterAnswer,
      ...(step ? { step } : {}),
    });
    if (key !== undefined) {
      this.steps.set(key, { action, outcome });
      void outcome.then((ended) => {
        this.steps.delete(key);
        // A step that failed may be tried again; one that succeeded is not run twice.
        if (ended.code !== AGENT_RESPONSE_CODES.ok) return;
        this.stepsDone.set(key, { action, outcome: ended });
        if (this.stepsDone.size > ANSWER_MEMORY) this.stepsDone.delete(this.stepsDone.keys().next().value!);
      });
    }
    await this.reply(id, await outcome);
    for (const task of afterAnswer) await task();
  }

  /** Runs the action under its deadline; resolves with what its answer says, whatever happens. */
  private async execute(
    plugin: AgentActionPlugin<unknown>,
    { activity, end }: { activity: Activity; end: () => void },
    request: {
      readonly id: string;
      readonly payload: unknown;
      readonly ms: number;
      readonly step?: JobStep;
      readonly afterAnswer: (() => Promise<void> | void)[];
    },
  ): Promise<Outcome> {
    const { clock, logger } = this.services;
    const { id, ms, step } = request;
    const action = plugin.name;
    const cancelDeadline = clock.setTimer(ms, () => activity.controller.abort(new DeadlineExceeded(ms)));
    let work: Promise<unknown>;
    try {
      work = plugin.run(
        {
          ...this.services,
          requestId: id,
          payload: request.payload,
          ...(step ? { step } : {}),
          progress: (update) =>
            this.services.publishEvent({
              type: 'action_progress',
              at: clock.now().toISOString(),
              requestId: id,
              action,
              ...step,
              ...update,
            }),
          afterAnswer: (task) => request.afterAnswer.push(task),
        },
        { ms, signal: activity.controller.signal },
      );
    } catch (error) {
      work = Promise.reject(error);
    }
    // The resource is free once the work has wound down, or shortly after a deadline if it does not.
    void work
      .catch(() => undefined)
      .finally(() => {
        cancelDeadline();
        end();
      });

    try {
      const data = await Promise.race([work, deadlineOf(activity.controller.signal)]);
      return { code: AGENT_RESPONSE_CODES.ok, data };
    } catch (error) {
      if (error instanceof DeadlineExceeded) {
        clock.setTimer(RELEASE_GRACE_MS, end);
        return {
          code: AGENT_RESPONSE_CODES.timedOut,
          message: `Action ${action} did not finish within ${error.ms} ms`,
        };
      }
      const code = error instanceof ActionFailure ? error.code : AGENT_RESPONSE_CODES.failed;
      if (code === AGENT_RESPONSE_CODES.failed && !(error instanceof ActionFailure))
        logger.warn({ err: error, action, id }, 'action failed');
      // A failed action answers the exception's own message (doc 2 §8).
      return { code, message: exceptionMessage(error) };
    }
  }

  /** The programs the action needs that are not installed; one missing is looked for again (installed since?). */
  private async missingCommands(plugin: AgentActionPlugin<unknown>): Promise<string[]> {
    const requires = plugin.requires ?? [];
    const installedIn = (capabilities: AgentCapabilities | undefined) => (name: string) =>
      capabilities?.commands.some((command) => command.name === name && command.path !== undefined) ?? false;
    if (requires.every(installedIn(this.services.state.current.capabilities))) return [];
    const capabilities = await this.probeCapabilities();
    return requires.filter((name) => !installedIn(capabilities)(name));
  }

  private async reply(id: string, { code, message, data }: Outcome): Promise<void> {
    const error: AgentError | undefined = message === undefined ? undefined : { message, state: 'failed' };
    const response: AgentResponse = error
      ? { id, code, error }
      : data === undefined
        ? { id, code }
        : { id, code, data };
    this.answered.set(id, response);
    if (this.answered.size > ANSWER_MEMORY) this.answered.delete(this.answered.keys().next().value!);
    await this.send(response);
  }

  private send(response: AgentResponse): Promise<void> {
    return this.answer(response);
  }
}

/** Rejects with the deadline's reason once the signal aborts for it (a stop abort is the work's to handle). */
function deadlineOf(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const check = () => {
      if (signal.reason instanceof DeadlineExceeded) reject(signal.reason);
    };
    if (signal.aborted) check();
    else signal.addEventListener('abort', check, { once: true });
  });
}
