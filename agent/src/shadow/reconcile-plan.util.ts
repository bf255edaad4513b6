import { type AgentShadowDesired } from '@oak/shared';

/** What the agent knows about itself when it plans. */
export interface ReconcileCurrent {
  readonly agentVersion: string;
  /** Something plays or records; an update would cut it short. */
  readonly busy: boolean;
  /** The last update the reconciler started, kept across restarts. */
  readonly lastUpdateAttempt?: UpdateAttempt;
  /** Epoch ms. */
  readonly now: number;
}

export interface UpdateAttempt {
  readonly version: string;
  /** Epoch ms. */
  readonly at: number;
  /** Consecutive attempts at this version. */
  readonly attempts: number;
}

export type ReconcileStep =
  | { readonly kind: 'updateAgent'; readonly version: string }
  | { readonly kind: 'wait'; readonly reason: 'busy' | 'updateBackoff'; readonly retryInMs: number };

/** How soon a busy Pi looks again. */
export const BUSY_RETRY_MS = 5_000;
/** Backoff after an update attempt that did not bring the version: 1 min, doubling, at most 1 h. */
export const UPDATE_BACKOFF_MS = { first: 60_000, max: 3_600_000 } as const;

export function updateBackoffMs(attempts: number): number {
  return Math.min(UPDATE_BACKOFF_MS.max, UPDATE_BACKOFF_MS.first * 2 ** Math.max(0, attempts - 1));
}

/**
 * The steps from what the agent is to what the cloud wants, for now only the
 * agent's version. Waiting is a step too: while busy, and after an attempt at
 * the same version that did not bring it (a release that fails, or reports
 * another version), so a bad release cannot make the Pi restart in a loop.
 */
export function plan(current: ReconcileCurrent, desired: AgentShadowDesired): ReconcileStep[] {
  const version = desired.agentVersion;
  if (!version || version === current.agentVersion) return [];
  if (current.busy) return [{ kind: 'wait', reason: 'busy', retryInMs: BUSY_RETRY_MS }];
  const last = current.lastUpdateAttempt;
  if (last && last.version === version) {
    const due = last.at + updateBackoffMs(last.attempts);
    if (due > current.now) return [{ kind: 'wait', reason: 'updateBackoff', retryInMs: due - current.now }];
  }
  return [{ kind: 'updateAgent', version }];
}
