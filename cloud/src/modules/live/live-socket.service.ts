import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  type AutoSyncPushData,
  LIVE_LAB_STATUS_KEY,
  LIVE_SOCKET_EVENTS,
  LIVE_SOCKET_FEED_ERRORS,
  LIVE_SOCKET_NAMESPACE,
  LIVE_SOCKET_REFUSALS,
  PI_SYNC_SOCKET_EVENT,
  type PiSyncEvent,
  type ResourceSyncShadow,
  autoSyncThingFrom,
  liveJobFeedQuerySchema,
  liveLabStatusQuerySchema,
  resourceSyncShadowSchema,
} from '@oak/shared';
import { type Server as HttpServer } from 'node:http';
import { type Socket } from 'socket.io';
import {
  PgNotificationsAdapter,
  REVOCATION_CHANNELS,
  noticeIdOf,
} from '../../database/pg-notifications.adapter';
import { type AuthContext } from '../auth/auth-context';
import { AuthService } from '../auth/auth.service';
import { JobFeedPublisher, jobRoom } from './job-feed.publisher';
import { JobsService } from '../jobs/jobs.service';
import { LabsService } from '../labs/labs.service';
import { type ThingRecord } from '../labs/thing.entity';
import { ReportedShadowFeed } from '../labs/reported-shadow.feed';
import { LiveHub } from './live-hub';
import { Clock } from '../clock/clock';

/** The session a socket was admitted under: it closes when that session ends. */
interface SessionOfSocket {
  readonly sessionId: string;
  /** When the session token expires (ms since the epoch). */
  readonly expiresAt: number;
}

interface LabStatusSocket extends SessionOfSocket {
  readonly kind: 'labStatus';
  readonly companyId: string;
  readonly labId: string;
  readonly intervalMs: number;
}

interface JobFeedSocket extends SessionOfSocket {
  readonly kind: 'job';
  readonly jobId: string;
}

const labRoom = (labId: string) => `lab:${labId}`;

/** setTimeout's longest delay; a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function sessionOf(auth: AuthContext): SessionOfSocket {
  return { sessionId: auth.sessionId, expiresAt: auth.claims.exp * 1000 };
}

/** One Pi's entry of the lab status push, from its stored report. */
function autoSyncEntry(thing: ThingRecord): AutoSyncPushData[string] | undefined {
  const reported = resourceSyncShadowSchema.safeParse(
    (thing.shadow as Record<string, unknown> | null)?.resource_sync,
  );
  return autoSyncThingFrom(reported.success ? reported.data : null, thing.desiredResources !== null);
}

/**
 * The live sockets (Socket.IO, namespace /live) on the cloud's HTTP port. The
 * lab status socket (doc 1 §7 auto-sync socket: token, request=labLiveStatus,
 * labID, pushIntervalMilliseconds) pushes the sync progress of the lab's Pis
 * as stateChange {key, data} at the asked interval, and shadowStateChange as
 * soon as a Pi's sync state or status changes. A bad query, an expired session
 * or another company's lab is refused at the handshake, a reconnection that
 * recovers its state included. A socket lives no longer than its session: it
 * is closed when the token expires, and on every node as soon as Postgres
 * announces the session's end (sign-out, a password reset).
 */
@Injectable()
export class LiveSocketService implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LiveSocket');
  private serving = false;
  /** Each Pi's last sync state and status, to tell changes from repeats. */
  private readonly lastSync = new Map<string, string>();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly auth: AuthService,
    private readonly labs: LabsService,
    private readonly shadows: ReportedShadowFeed,
    private readonly hub: LiveHub,
    private readonly jobs: JobsService,
    private readonly feed: JobFeedPublisher,
    private readonly notifications: PgNotificationsAdapter,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    this.notifications.onResync(() => void this.closeEndedSessions());
    await this.notifications.listen(REVOCATION_CHANNELS.session, (payload) => {
      const sessionId = noticeIdOf(payload);
      if (sessionId) this.closeSession(sessionId);
    });
    this.shadows.listen(({ thingName, resourceSync }) => {
      if (!resourceSync) return;
      void this.onReport(thingName, resourceSync).catch((error: unknown) =>
        this.logger.warn(`Sync state of ${thingName} not pushed: ${String(error)}`),
      );
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    const httpServer = this.adapterHost.httpAdapter?.getHttpServer() as HttpServer | undefined;
    if (!httpServer) return;
    this.hub.attach(httpServer);
    this.serving = true;
    const live = this.hub.io.of(LIVE_SOCKET_NAMESPACE);
    live.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
    });
    live.on('connection', (socket) => {
      const data = socket.data as LabStatusSocket | JobFeedSocket;
      this.closeAtExpiry(socket, data.expiresAt);
      if (data.kind === 'job') void this.serveJobFeed(socket, data);
      else this.serveLabStatus(socket, data);
    });
  }

  /** Closes this node's sockets of a session that ended. */
  closeSession(sessionId: string): void {
    if (!this.serving) return;
    for (const socket of this.hub.io.of(LIVE_SOCKET_NAMESPACE).sockets.values()) {
      if ((socket.data as SessionOfSocket).sessionId === sessionId) socket.disconnect(true);
    }
  }

  /** Checks every socket's session again: an end announced while this node was not listening is caught here. */
  private async closeEndedSessions(): Promise<void> {
    if (!this.serving) return;
    for (const socket of this.hub.io.of(LIVE_SOCKET_NAMESPACE).sockets.values()) {
      const token = socket.handshake.query.token;
      // null: Postgres could not say; the socket stays until it can.
      const auth =
        typeof token === 'string' ? await this.auth.authenticate(token).catch(() => null) : undefined;
      if (auth === undefined) socket.disconnect(true);
    }
  }

  private closeAtExpiry(socket: Socket, expiresAt: number): void {
    let timer: NodeJS.Timeout | undefined;
    const check = () => {
      const left = expiresAt - this.clock.nowMs();
      if (left <= 0) return void socket.disconnect(true);
      timer = setTimeout(check, Math.min(left, MAX_TIMER_MS));
    };
    check();
    socket.once('disconnect', () => clearTimeout(timer));
  }

  beforeApplicationShutdown(): void {
    // Before Nest closes the HTTP server, which would wait for these connections.
    if (this.serving) this.hub.disconnectAll();
  }

  private async admit(socket: Socket): Promise<void> {
    if ('jobId' in socket.handshake.query) return this.admitJobFeed(socket);
    const query = liveLabStatusQuerySchema.safeParse(socket.handshake.query);
    if (!query.success) throw new Error(LIVE_SOCKET_REFUSALS.invalidQuery);
    const auth = await this.auth.authenticate(query.data.token);
    if (!auth) throw new Error(LIVE_SOCKET_REFUSALS.unauthorized);
    await this.labs.labOfCompany(auth.companyId, query.data.labID).catch(() => {
      throw new Error(LIVE_SOCKET_REFUSALS.labNotFound);
    });
    socket.data = {
      kind: 'labStatus',
      ...sessionOf(auth),
      companyId: auth.companyId,
      labId: query.data.labID,
      intervalMs: query.data.pushIntervalMilliseconds,
    } satisfies LabStatusSocket;
  }

  /** The job feed (doc 1 §7: query token and jobId): only a job of the user's company. */
  private async admitJobFeed(socket: Socket): Promise<void> {
    const query = liveJobFeedQuerySchema.safeParse(socket.handshake.query);
    if (!query.success) throw new Error(LIVE_SOCKET_REFUSALS.invalidQuery);
    const auth = await this.auth.authenticate(query.data.token);
    if (!auth) throw new Error(LIVE_SOCKET_REFUSALS.unauthorized);
    const job = await this.jobs.jobOfCompany(auth.companyId, query.data.jobId).catch(() => {
      throw new Error(LIVE_SOCKET_REFUSALS.jobNotFound);
    });
    socket.data = { kind: 'job', ...sessionOf(auth), jobId: job.id } satisfies JobFeedSocket;
  }

  /**
   * A job's room. A socket that recovered its session already got what it
   * missed; any other first gets the snapshot of every key, then the changes
   * as the runner announces them (doc 1 §7: a late joiner sees the whole run).
   * A snapshot that cannot be read is the socket's error event.
   */
  private async serveJobFeed(socket: Socket, { jobId }: JobFeedSocket): Promise<void> {
    if (socket.recovered) return;
    await socket.join(jobRoom(jobId));
    // Joined first, then read: a change announced meanwhile is in the snapshot or arrives after it.
    const snapshot = await this.feed.snapshot(jobId).catch((error: unknown) => {
      this.logger.warn(`Snapshot of job ${jobId} not read: ${String(error)}`);
      // The watcher is told (doc 1 §4.4 'An error event sets Error in connection to Job!'), and stays in the room.
      socket.emit(LIVE_SOCKET_EVENTS.error, { message: LIVE_SOCKET_FEED_ERRORS.snapshotUnreadable });
      return [];
    });
    // Through the adapter to this socket's own room: each carries a stream offset, so a socket
    // that drops before the next change can still recover its session from here.
    const own = this.hub.io.of(LIVE_SOCKET_NAMESPACE).to(socket.id);
    for (const change of snapshot) own.emit(LIVE_SOCKET_EVENTS.stateChange, change);
  }

  private serveLabStatus(socket: Socket, { companyId, labId, intervalMs }: LabStatusSocket): void {
    void socket.join(labRoom(labId));
    const push = async () => {
      const things = await this.labs.thingsOfLab(companyId, labId);
      const data: AutoSyncPushData = {};
      for (const thing of things) {
        const entry = autoSyncEntry(thing);
        if (entry) data[thing.thingName] = entry;
      }
      socket.emit(LIVE_SOCKET_EVENTS.stateChange, { key: LIVE_LAB_STATUS_KEY, data });
    };
    const pushSafely = () =>
      void push().catch((error: unknown) =>
        this.logger.warn(`Lab status of ${labId} not pushed: ${String(error)}`),
      );
    pushSafely();
    const timer = setInterval(pushSafely, intervalMs);
    socket.once('disconnect', () => clearInterval(timer));
  }

  private async onReport(thingName: string, report: ResourceSyncShadow): Promise<void> {
    if (!this.serving) return;
    const status = report.sync_inprogress?.status ?? 'initial';
    const key = `${report.state}/${status}`;
    if (this.lastSync.get(thingName) === key) return;
    this.lastSync.set(thingName, key);
    const thing = await this.labs.thingNamed(thingName);
    if (!thing) return;
    const event: PiSyncEvent = { thingName, resource_sync: { state: report.state, status } };
    this.hub.io.of(LIVE_SOCKET_NAMESPACE).local.to(labRoom(thing.labId)).emit(PI_SYNC_SOCKET_EVENT, event);
  }
}
