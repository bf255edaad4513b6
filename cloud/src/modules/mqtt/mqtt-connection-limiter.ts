import { type MqttLimits } from '../../config/app-config';

const WINDOW_MS = 60_000;
/** Every this many admissions, forget the addresses that are idle and past their window. */
const PRUNE_EVERY = 1000;
/** The share of the unauthenticated budget one address may hold: it takes this many addresses to fill it. */
const PENDING_SHARE_PER_ADDRESS = 1 / 8;
/** The last share of the unauthenticated budget, kept for addresses with none of their connections waiting. */
const PENDING_RESERVE_SHARE = 1 / 4;

/** One connection the limiter counts: tell it when the client authenticated and when it closed. */
export interface ConnectionTicket {
  authenticated(): void;
  closed(): void;
}

export type Admission =
  | { readonly admitted: true; readonly ticket: ConnectionTicket }
  | { readonly admitted: false; readonly reason: string };

interface AddressState {
  open: number;
  /** Its connections admitted and not yet authenticated nor closed. */
  pending: number;
  windowStart: number;
  connects: number;
}

/** An address as the limiter counts it: an IPv4 address that came in over IPv6 is the IPv4 one. */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * The broker's admission at the door, before a byte of MQTT is read: open
 * connections per address, new connections per address per minute, and
 * connections not yet authenticated from all addresses together, shared
 * fairly: one address holds at most an eighth of that budget, and its last
 * quarter goes only to addresses with nothing waiting, so a few addresses
 * holding idle sockets cannot lock every Pi out. Counts are this node's (each
 * node bounds its own work).
 */
export class MqttConnectionLimiter {
  private readonly addresses = new Map<string, AddressState>();
  private pending = 0;
  private admissions = 0;

  constructor(
    private readonly limits: Pick<
      MqttLimits,
      'maxConnectionsPerIp' | 'connectsPerIpPerMinute' | 'maxPendingConnections'
    >,
    private readonly now: () => number = Date.now,
  ) {}

  admit(address: string | undefined): Admission {
    const key = addressKey(address);
    const now = this.now();
    if (++this.admissions % PRUNE_EVERY === 0) this.prune(now);
    let state = this.addresses.get(key);
    if (!state) {
      state = { open: 0, pending: 0, windowStart: now, connects: 0 };
      this.addresses.set(key, state);
    }
    if (now - state.windowStart >= WINDOW_MS) {
      state.windowStart = now;
      state.connects = 0;
    }
    if (state.open >= this.limits.maxConnectionsPerIp)
      return { admitted: false, reason: `${key} has ${state.open} connections open` };
    if (state.connects >= this.limits.connectsPerIpPerMinute)
      return { admitted: false, reason: `${key} opened ${state.connects} connections this minute` };
    const budget = this.limits.maxPendingConnections;
    if (this.pending >= budget)
      return { admitted: false, reason: `${this.pending} connections are waiting to authenticate` };
    const share = Math.max(1, Math.floor(budget * PENDING_SHARE_PER_ADDRESS));
    if (state.pending >= share)
      return { admitted: false, reason: `${key} has ${state.pending} connections waiting to authenticate` };
    if (state.pending > 0 && this.pending >= Math.floor(budget * (1 - PENDING_RESERVE_SHARE)))
      return {
        admitted: false,
        reason: `${this.pending} connections are waiting to authenticate; the rest are kept for other addresses`,
      };
    state.open++;
    state.connects++;
    state.pending++;
    this.pending++;
    const counted = state;
    let pending = true;
    let open = true;
    const settle = () => {
      if (!pending) return;
      pending = false;
      this.pending--;
      counted.pending--;
    };
    return {
      admitted: true,
      ticket: {
        authenticated: settle,
        closed: () => {
          settle();
          if (!open) return;
          open = false;
          counted.open--;
        },
      },
    };
  }

  /** Connections admitted and not yet authenticated nor closed. */
  get pendingConnections(): number {
    return this.pending;
  }

  private prune(now: number): void {
    for (const [key, state] of this.addresses) {
      if (state.open === 0 && state.pending === 0 && now - state.windowStart >= WINDOW_MS)
        this.addresses.delete(key);
    }
  }
}
