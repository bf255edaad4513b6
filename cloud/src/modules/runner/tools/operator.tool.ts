import { Injectable } from '@nestjs/common';
import { type BddActionState } from '@oak/shared';
import {
  JOB_ACTION_CHANNEL,
  PgNotificationsAdapter,
  noticeIdOf,
} from '../../../database/pg-notifications.adapter';
import { OperatorActionsStore, toBddActionMessage } from '../operator-actions/operator-actions.store';
import { Clock } from '../../clock/clock';
import { LivePublisher } from './live-publisher.tool';
import { RunState } from './run-state.tool';

/**
 * How long a waiting run goes without a notice before it looks again
 * (chosen): a notice sent while this node's listening connection reconnects
 * is lost, so the wait never rests on notices alone.
 */
export const OPERATOR_ACTION_RECHECK_MS = 5000;

/**
 * What a run asks of its operator (doc 1 §4.6): a manual step the run waits
 * on. The action is stored pending (one per job and step), announced on the
 * job's live feed as PAUSE, and the run sleeps until Postgres says the job's
 * action was answered or the job canceled (the NOTIFY of migration
 * 1796800000000-job-actions), looking again every OPERATOR_ACTION_RECHECK_MS
 * at most. Terminate and a worker going away end the wait like any other
 * (RunStopped); a run taken again asks for the same action and waits again,
 * or takes the answer given meanwhile.
 */
@Injectable()
export class OperatorActions {
  private readonly wakers = new Map<string, Set<() => void>>();
  private listening: Promise<void> | undefined;
  /** How long a wait goes without a notice (a test lengthens it to show that notices end waits). */
  recheckMs = OPERATOR_ACTION_RECHECK_MS;

  constructor(
    private readonly store: OperatorActionsStore,
    private readonly notifications: PgNotificationsAdapter,
    private readonly runState: RunState,
    private readonly live: LivePublisher,
    private readonly clock: Clock,
  ) {}

  /** Asks the operator of the job to do `message`, and waits: answers complete (confirm) or failed (cancel). */
  async ask(jobId: string, stepKey: string, message: string, signal: AbortSignal): Promise<BddActionState> {
    await this.listen();
    const action = await this.store.open(jobId, stepKey, message);
    let announced = false;
    for (;;) {
      // Listening before reading: a notice that comes between the read and the wait still wakes it.
      const wake = new AbortController();
      const stop = this.onNotice(jobId, () => wake.abort());
      try {
        await this.runState.stopIfTerminated(jobId, signal);
        const now = (await this.store.find(jobId, action.id)) ?? action;
        if (now.state !== 'pending') {
          await this.live.announce(jobId, {
            key: 'action_message_to_show_in_console',
            data: toBddActionMessage(now),
          });
          return now.state;
        }
        if (!announced) {
          await this.live.announce(jobId, {
            key: 'action_message_to_show_in_console',
            data: toBddActionMessage(now),
          });
          announced = true;
        }
        await this.clock
          .sleep(this.recheckMs, AbortSignal.any([signal, wake.signal]))
          .catch((error: unknown) => {
            // Woken by a notice: look again. Stopped: the run ends here.
            if (signal.aborted || !wake.signal.aborted) throw error;
          });
      } finally {
        stop();
      }
    }
  }

  private listen(): Promise<void> {
    this.listening ??= (async () => {
      // After a reconnection notices may have been missed: every waiting run looks again.
      this.notifications.onResync(() => {
        for (const wakers of this.wakers.values()) for (const wake of wakers) wake();
      });
      await this.notifications.listen(JOB_ACTION_CHANNEL, (payload) => {
        const jobId = noticeIdOf(payload);
        for (const wake of (jobId && this.wakers.get(jobId)) || []) wake();
      });
    })();
    return this.listening;
  }

  private onNotice(jobId: string, wake: () => void): () => void {
    const wakers = this.wakers.get(jobId) ?? new Set<() => void>();
    this.wakers.set(jobId, wakers);
    wakers.add(wake);
    return () => {
      wakers.delete(wake);
      if (!wakers.size && this.wakers.get(jobId) === wakers) this.wakers.delete(jobId);
    };
  }
}
