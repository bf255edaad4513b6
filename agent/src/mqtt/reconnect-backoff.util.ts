export interface BackoffPolicy {
  readonly initialMs: number;
  readonly maxMs: number;
}

/** 1 s doubling to 30 s: quick after a blip, gentle on a broker that many Pis wait for. */
export const RECONNECT_BACKOFF: BackoffPolicy = { initialMs: 1000, maxMs: 30_000 };

/** The delay before reconnect attempt `attempt` (0 for the first after a loss). */
export function reconnectDelayMs(attempt: number, policy: BackoffPolicy = RECONNECT_BACKOFF): number {
  return Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(30, Math.max(0, attempt)));
}
