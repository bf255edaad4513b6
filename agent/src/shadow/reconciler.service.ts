import { type AgentShadowDesired } from '@oak/shared';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Logger } from 'pino';
import { writeFileAtomic } from '../resources/cache-file.util';
import { type ReconcileCurrent, type ReconcileStep, type UpdateAttempt, plan } from './reconcile-plan.util';

export const UPDATE_ATTEMPT_FILE = 'update-attempt.json';
/** Re-plans at most this often in one pass; a plan that never empties is a bug, not a reason to spin. */
const MAX_STEPS_PER_PASS = 10;

export type StepExecutors = {
  readonly [K in Exclude<ReconcileStep['kind'], 'wait'>]: (
    step: Extract<ReconcileStep, { kind: K }>,
  ) => Promise<void>;
};

export interface ReconcilerOptions {
  readonly stateDir: string;
  readonly desired: () => AgentShadowDesired;
  readonly agentVersion: string;
  readonly busy: () => boolean;
  readonly executors: StepExecutors;
  readonly logger: Logger;
  readonly now?: () => number;
}

/**
 * Converges the agent to its desired shadow: plans, runs the steps, plans
 * again until nothing remains, and when only waiting remains, tries again
 * when the wait is over.
 */
export class Reconciler {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: ReconcilerOptions) {}

  /** Starts a pass, or queues one if a pass is running. */
  trigger(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    clearTimeout(this.timer);
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.trigger();
      }
    });
    return this.running;
  }

  /** No more passes; one running finishes its current step (an update may be what closes the agent). */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  /** Resolves once no pass runs, including one queued while the last ran. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async pass(): Promise<void> {
    for (let i = 0; i < MAX_STEPS_PER_PASS && !this.closed; i++) {
      const steps = plan(await this.current(), this.options.desired());
      if (steps.length === 0) return;
      const work = steps.filter((step) => step.kind !== 'wait');
      if (work.length === 0) {
        const retryInMs = Math.min(
          ...steps.map((step) => (step.kind === 'wait' ? step.retryInMs : Infinity)),
        );
        this.timer = setTimeout(() => void this.trigger(), retryInMs);
        this.timer.unref();
        return;
      }
      for (const step of work) await this.execute(step);
    }
  }

  private async execute(step: Exclude<ReconcileStep, { kind: 'wait' }>): Promise<void> {
    const { logger } = this.options;
    logger.info({ step }, 'reconciling');
    if (step.kind === 'updateAgent') await this.recordAttempt(step.version);
    try {
      await this.options.executors[step.kind](step);
    } catch (error) {
      logger.warn({ err: error, step }, 'reconcile step failed; will retry later');
    }
  }

  private async current(): Promise<ReconcileCurrent> {
    const lastUpdateAttempt = await this.readAttempt();
    return {
      agentVersion: this.options.agentVersion,
      busy: this.options.busy(),
      now: this.now(),
      ...(lastUpdateAttempt ? { lastUpdateAttempt } : {}),
    };
  }

  private async recordAttempt(version: string): Promise<void> {
    const last = await this.readAttempt();
    const attempt: UpdateAttempt = {
      version,
      at: this.now(),
      attempts: last?.version === version ? last.attempts + 1 : 1,
    };
    await writeFileAtomic(this.attemptFile, JSON.stringify(attempt)).catch((error: Error) =>
      this.options.logger.warn({ err: error }, 'could not record the update attempt'),
    );
  }

  private async readAttempt(): Promise<UpdateAttempt | undefined> {
    try {
      const value = JSON.parse(await readFile(this.attemptFile, 'utf8')) as Partial<UpdateAttempt>;
      if (
        typeof value.version === 'string' &&
        typeof value.at === 'number' &&
        typeof value.attempts === 'number'
      )
        return value as UpdateAttempt;
    } catch {
      // None yet, or damaged: as if never attempted.
    }
    return undefined;
  }

  private get attemptFile(): string {
    return path.join(this.options.stateDir, UPDATE_ATTEMPT_FILE);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
