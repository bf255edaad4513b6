import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type Namespace, type Socket } from 'socket.io';
import {
  PgNotificationsAdapter,
  REVOCATION_CHANNELS,
  noticeIdOf,
} from '../../database/pg-notifications.adapter';
import { AuthService } from '../auth/auth.service';
import { type Cancel, Clock } from '../clock/clock';
import { admissionOf } from './live-admission.guard';

/**
 * A live socket lives no longer than the session it was admitted under: it is
 * closed when the token expires, and on every node as soon as Postgres
 * announces the session's end (sign-out, a password reset). An end announced
 * while this node was not listening is caught when it listens again, by
 * checking every socket's session anew.
 */
@Injectable()
export class LiveSessions implements OnModuleInit {
  /** The live namespace on this node, once the gateway serves it; until then there is nothing to close. */
  private live: Namespace | undefined;

  constructor(
    private readonly auth: AuthService,
    private readonly notifications: PgNotificationsAdapter,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    this.notifications.onResync(() => void this.closeEndedSessions());
    await this.notifications.listen(REVOCATION_CHANNELS.session, (payload) => {
      const sessionId = noticeIdOf(payload);
      if (sessionId) this.closeSession(sessionId);
    });
  }

  /** Watches the sessions of the sockets of `live`, the namespace the gateway serves. */
  watch(live: Namespace): void {
    this.live = live;
  }

  /** Closes this node's sockets of a session that ended. */
  closeSession(sessionId: string): void {
    for (const socket of this.live?.sockets.values() ?? []) {
      if (admissionOf(socket).sessionId === sessionId) socket.disconnect(true);
    }
  }

  /**
   * Closes `socket` when the session it was admitted under expires. The timer
   * runs on the monotonic clock and the expiry is a wall-clock moment, so when
   * it fires the wall clock is asked again, and a moment not yet reached (the
   * wall clock was set back meanwhile) is waited for anew.
   */
  closeAtExpiry(socket: Socket): void {
    const { expiresAt } = admissionOf(socket);
    let cancel: Cancel = () => undefined;
    const check = () => {
      const left = expiresAt - this.clock.nowMs();
      if (left <= 0) return void socket.disconnect(true);
      cancel = this.clock.after(left, check);
    };
    check();
    socket.once('disconnect', () => cancel());
  }

  /** Checks every socket's session again: an end announced while this node was not listening is caught here. */
  private async closeEndedSessions(): Promise<void> {
    for (const socket of this.live?.sockets.values() ?? []) {
      const token = socket.handshake.query.token;
      // null: Postgres could not say; the socket stays until it can.
      const auth =
        typeof token === 'string' ? await this.auth.authenticate(token).catch(() => null) : undefined;
      if (auth === undefined) socket.disconnect(true);
    }
  }
}
