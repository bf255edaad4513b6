import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  PgNotificationsAdapter,
  REVOCATION_CHANNELS,
  noticeIdOf,
} from '../../database/pg-notifications.adapter';

/**
 * How long a session Postgres found valid is trusted by this node without
 * asking again (chosen). Revocation reaches the cache at once by NOTIFY; this
 * only bounds how long a notice lost without its connection dropping could
 * go unnoticed.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Sessions one node keeps at most; the oldest go first (chosen). */
export const SESSION_CACHE_MAX = 10_000;

interface Entry {
  readonly userId: string;
  readonly expiresAt: number;
  readonly checkedAt: number;
}

/** A read of the session table begun now: cache what it finds only if nothing was revoked meanwhile. */
export interface SessionRead {
  readonly generation: number;
}

/**
 * The console sessions this node found valid, so that every API call does not
 * cost a Postgres round trip before its route runs. Safe because every
 * revocation (sign-out, password reset, expiry by deletion) is announced by
 * Postgres once it commits (migration revocation-notices) and drops the
 * session here; while this node does not hear those notices (its LISTEN
 * connection down or not up yet) nothing is taken from the cache, and on each
 * reconnection it is emptied, as notices may have been missed. A read that
 * overlapped a revocation is not cached: it may have seen the session before
 * the revocation committed.
 */
@Injectable()
export class SessionCache implements OnModuleInit {
  private readonly sessions = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly notifications: PgNotificationsAdapter) {}

  async onModuleInit(): Promise<void> {
    this.notifications.onResync(() => this.clear());
    await this.notifications.listen(REVOCATION_CHANNELS.session, (payload) => {
      this.generation += 1;
      const id = noticeIdOf(payload);
      if (id) this.sessions.delete(id);
      else this.sessions.clear();
    });
  }

  /** Whether the session is known valid for this user at `now`, without asking Postgres. */
  holds(sessionId: string, userId: string, now: number): boolean {
    if (!this.notifications.isListening(REVOCATION_CHANNELS.session)) return false;
    const entry = this.sessions.get(sessionId);
    if (!entry) return false;
    if (entry.userId === userId && entry.expiresAt > now && now - entry.checkedAt < SESSION_CACHE_TTL_MS)
      return true;
    this.sessions.delete(sessionId);
    return false;
  }

  /** Marks the start of a read of the session table. */
  beginRead(): SessionRead {
    return { generation: this.generation };
  }

  /** What that read found valid, unless a revocation was heard since it began. */
  remember(read: SessionRead, sessionId: string, userId: string, expiresAt: Date, now: number): void {
    if (read.generation !== this.generation) return;
    if (this.sessions.size >= SESSION_CACHE_MAX) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    this.sessions.delete(sessionId);
    this.sessions.set(sessionId, { userId, expiresAt: expiresAt.getTime(), checkedAt: now });
  }

  /** A session this node ended itself: gone before its notice comes back. */
  forget(sessionId: string): void {
    this.generation += 1;
    this.sessions.delete(sessionId);
  }

  /** Every session of a user this node ended itself (a password reset). */
  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [id, entry] of this.sessions) if (entry.userId === userId) this.sessions.delete(id);
  }

  private clear(): void {
    this.generation += 1;
    this.sessions.clear();
  }
}
