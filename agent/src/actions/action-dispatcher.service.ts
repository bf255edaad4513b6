import {
  AGENT_RESPONSE_CODES,
  type AgentAction,
  type AgentError,
  type AgentResponse,
  type AgentResponseCode,
  exceptionMessage,
} from '@oak/shared';
import { ActionFailure, DeadlineExceeded } from './action-errors';
import { type AgentActionPlugin, type AgentServices } from './agent-action.port';
import { clip, describeIssues, parseAgentRequest } from './request-parse.util';

/** Actions the wire knows that this agent does not implement yet; answered 404 rather than faked. None today. */
export const UNAVAILABLE_ACTIONS: readonly AgentAction[] = [];

/** How many answers are kept to repeat when the broker redelivers a request (QoS 1 may, flagged `dup`). */
const ANSWER_MEMORY = 200;
/** After a deadline, how long a resource stays held at most while the work winds down. */
const RELEASE_GRACE_MS = 5000;

/**
 * Answers every request on the response topic with the request's id: 200 and
 * the action's data, or 400/404/409/500/504 with `{message, state: 'failed'}`.
 * Nothing a request holds can make it throw.
 */
export class ActionDispatcher {
  private readonly plugins = new Map<AgentAction, AgentActionPlugin<unknown>>();
  private readonly inFlight = new Set<string>();
  private readonly answered = new Map<string, AgentResponse>();

  constructor(
    plugins: readonly AgentActionPlugin<unknown>[],
    private readonly services: AgentServices,
    private readonly answer: (response: AgentResponse) => Promise<void>,
  ) {
    for (const plugin of plugins) this.plugins.set(plugin.name, plugin);
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
      return this.reply(parsed.id, parsed.code, parsed.message);
    }
    const { id, action, payload, ackTimeout } = parsed.request;
    if (redelivered) {
      const previous = this.answered.get(id);
      if (previous) return this.send(previous);
      if (this.inFlight.has(id)) return;
    }

    const plugin = this.plugins.get(action);
    if (!plugin) {
      const message = UNAVAILABLE_ACTIONS.includes(action)
        ? `Action ${action} is not available on this agent`
        : `Unknown action: ${clip(action)}`;
      return this.reply(id, AGENT_RESPONSE_CODES.unknownAction, message);
    }
    const checked = plugin.schema.safeParse(payload ?? {});
    if (!checked.success)
      return this.reply(id, AGENT_RESPONSE_CODES.badRequest, describeIssues(checked.error.issues, 'payload'));
    const invalid = plugin.validate?.(checked.data);
    if (invalid) return this.reply(id, AGENT_RESPONSE_CODES.badRequest, invalid);

    const started = this.services.activities.tryStart(id, action, plugin.uses, plugin.stoppable);
    if ('busyWith' in started)
      return this.reply(
        id,
        AGENT_RESPONSE_CODES.busy,
        `Busy: the ${started.resource} is in use by ${started.busyWith.action} (request ${clip(started.busyWith.requestId)})`,
      );

    this.inFlight.add(id);
    const { activity, end } = started;
    const afterAnswer: (() => Promise<void> | void)[] = [];
    const ms = ackTimeout ?? plugin.defaultTimeoutMs(checked.data);
    const timer = setTimeout(() => activity.controller.abort(new DeadlineExceeded(ms)), ms);
    const work = plugin.run(
      {
        ...this.services,
        requestId: id,
        payload: checked.data,
        afterAnswer: (task) => afterAnswer.push(task),
      },
      { ms, signal: activity.controller.signal },
    );
    // The resource is free once the work has wound down, or shortly after a deadline if it does not.
    void work
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        end();
      });

    let code: AgentResponseCode = AGENT_RESPONSE_CODES.ok;
    let data: unknown;
    let message: string | undefined;
    try {
      data = await Promise.race([work, deadlineOf(activity.controller.signal)]);
    } catch (error) {
      if (error instanceof DeadlineExceeded) {
        code = AGENT_RESPONSE_CODES.timedOut;
        message = `Action ${action} did not finish within ${error.ms} ms`;
        setTimeout(end, RELEASE_GRACE_MS).unref();
      } else {
        code = error instanceof ActionFailure ? error.code : AGENT_RESPONSE_CODES.failed;
        // A failed action answers the exception's own message (doc 2 §8).
        message = exceptionMessage(error);
        if (code === AGENT_RESPONSE_CODES.failed && !(error instanceof ActionFailure))
          logger.warn({ err: error, action, id }, 'action failed');
      }
    } finally {
      this.inFlight.delete(id);
    }
    await (message === undefined ? this.reply(id, code, undefined, data) : this.reply(id, code, message));
    for (const task of afterAnswer) await task();
  }

  private async reply(id: string, code: AgentResponseCode, message?: string, data?: unknown): Promise<void> {
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
