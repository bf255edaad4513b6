import { type MqttLimits } from '../../config/app-config';

const WINDOW_MS = 60_000;
/** Every this many admissions, forget the addresses that are idle and past their window. */
const PRUNE_EVERY = 1000;

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
 * connections not yet authenticated from all addresses together. Counts are
 * this node's (each node bounds its own work).
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
      state = { open: 0, windowStart: now, connects: 0 };
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
    if (this.pending >= this.limits.maxPendingConnections)
      return { admitted: false, reason: `${this.pending} connections are waiting to authenticate` };
    state.open++;
    state.connects++;
    this.pending++;
    const counted = state;
    let pending = true;
    let open = true;
    return {
      admitted: true,
      ticket: {
        authenticated: () => {
          if (!pending) return;
          pending = false;
          this.pending--;
        },
        closed: () => {
          if (pending) {
            pending = false;
            this.pending--;
          }
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
      if (state.open === 0 && now - state.windowStart >= WINDOW_MS) this.addresses.delete(key);
    }
  }
}
