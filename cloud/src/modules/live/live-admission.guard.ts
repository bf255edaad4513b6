import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { LIVE_SOCKET_REFUSALS, liveJobFeedQuerySchema, liveLabStatusQuerySchema } from '@oak/shared';
import { type Socket } from 'socket.io';
import { type SessionAuthContext } from '../auth/auth-context';
import { AuthService } from '../auth/auth.service';
import { JobsService } from '../jobs/jobs.service';
import { LabsService } from '../labs/labs.service';

/** The session a socket was admitted under: it closes when that session ends. */
export interface SessionOfSocket {
  readonly sessionId: string;
  /** When the session token expires (ms since the epoch). */
  readonly expiresAt: number;
}

/** A lab status socket, as admitted: the lab it watches and how often it wants the status. */
export interface LabStatusSocket extends SessionOfSocket {
  readonly kind: 'labStatus';
  readonly companyId: string;
  readonly labId: string;
  readonly intervalMs: number;
}

/** A job feed socket, as admitted: the job it watches. */
export interface JobFeedSocket extends SessionOfSocket {
  readonly kind: 'job';
  readonly jobId: string;
}

/** What an admitted socket carries in its `data`: which feed it is and under which session. */
export type AdmittedSocket = LabStatusSocket | JobFeedSocket;

/** The admission a socket carries once the guard let it in. */
export function admissionOf(socket: Socket): AdmittedSocket {
  return socket.data as AdmittedSocket;
}

function sessionOf(auth: SessionAuthContext): SessionOfSocket {
  return { sessionId: auth.sessionId, expiresAt: auth.claims.exp * 1000 };
}

/**
 * Who may open a live socket (doc 1 §7), checked on its handshake query: a
 * job feed (token, jobId) only for a job of the user's company, a lab status
 * socket (token, request=labLiveStatus, labID, pushIntervalMilliseconds) only
 * for a lab of the user's company. A bad query, an expired session or another
 * company's job or lab is refused with the matching LIVE_SOCKET_REFUSALS
 * message, which the browser reads as the connect error. An admitted socket
 * carries what it was admitted for in `data` (admissionOf).
 *
 * A guard, but Nest runs guards on message handlers only, never on a
 * connection, and the live sockets send no messages: the browser connects
 * with its query and then only listens. So the gateway runs it as the
 * namespace's Socket.IO middleware (admissionMiddleware), where a refusal
 * ends the handshake, a reconnection that recovers its state included.
 */
@Injectable()
export class LiveAdmissionGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly labs: LabsService,
    private readonly jobs: JobsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const socket = context.switchToWs().getClient<Socket>();
    socket.data = await this.admit(socket.handshake.query);
    return true;
  }

  private async admit(query: Socket['handshake']['query']): Promise<AdmittedSocket> {
    if ('jobId' in query) return this.admitJobFeed(query);
    const labStatus = liveLabStatusQuerySchema.safeParse(query);
    if (!labStatus.success) throw new Error(LIVE_SOCKET_REFUSALS.invalidQuery);
    const auth = await this.auth.authenticate(labStatus.data.token);
    if (!auth) throw new Error(LIVE_SOCKET_REFUSALS.unauthorized);
    await this.labs.labOfCompany(auth.companyId, labStatus.data.labID).catch(() => {
      throw new Error(LIVE_SOCKET_REFUSALS.labNotFound);
    });
    return {
      kind: 'labStatus',
      ...sessionOf(auth),
      companyId: auth.companyId,
      labId: labStatus.data.labID,
      intervalMs: labStatus.data.pushIntervalMilliseconds,
    };
  }

  /** The job feed (doc 1 §7: query token and jobId): only a job of the user's company. */
  private async admitJobFeed(query: Socket['handshake']['query']): Promise<JobFeedSocket> {
    const jobFeed = liveJobFeedQuerySchema.safeParse(query);
    if (!jobFeed.success) throw new Error(LIVE_SOCKET_REFUSALS.invalidQuery);
    const auth = await this.auth.authenticate(jobFeed.data.token);
    if (!auth) throw new Error(LIVE_SOCKET_REFUSALS.unauthorized);
    const job = await this.jobs.jobOfCompany(auth.companyId, jobFeed.data.jobId).catch(() => {
      throw new Error(LIVE_SOCKET_REFUSALS.jobNotFound);
    });
    return { kind: 'job', ...sessionOf(auth), jobId: job.id };
  }
}

/**
 * The guard as Socket.IO middleware of a namespace: each handshake is the
 * guard's WebSocket context (the socket as its client), and a refusal is the
 * error the handshake ends with.
 */
export function admissionMiddleware(
  guard: LiveAdmissionGuard,
): (socket: Socket, next: (error?: Error) => void) => void {
  return (socket, next) => {
    const context = new ExecutionContextHost([socket]);
    context.setType('ws');
    guard.canActivate(context).then(
      (admitted) => next(admitted ? undefined : new Error(LIVE_SOCKET_REFUSALS.unauthorized)),
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  };
}
