import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { LIVE_SOCKET_NAMESPACE, LIVE_SOCKET_PATH } from '@oak/shared';
import { type Namespace, type Socket } from 'socket.io';
import { JobFeedHandler } from './job-feed.handler';
import { LabStatusHandler } from './lab-status.handler';
import { LiveAdmissionGuard, admissionMiddleware, admissionOf } from './live-admission.guard';
import { LiveSessions } from './live-sessions';
import { SyncPushHandler } from './sync-push.handler';

/**
 * The live sockets of the console (Socket.IO, namespace /live) on the cloud's
 * HTTP port: the job feed (JobFeedHandler) and the lab status socket
 * (LabStatusHandler, SyncPushHandler). A browser opens one with its query and
 * then only listens, so the gateway handles no messages: LiveAdmissionGuard
 * admits each handshake (as the namespace's middleware: Nest runs no guard on
 * a connection), and each admitted socket goes to the handler of its feed,
 * and lives no longer than its session (LiveSessions).
 *
 * Nest connects the gateway only where the application serves HTTP, on the
 * server LiveIoAdapter hands it: the live hub's, whose Redis Streams adapter
 * carries to these sockets what any node emits, a worker-only node's
 * announcements included. The server's options (path, recovery) are the hub's;
 * the path here only names it.
 */
@WebSocketGateway({ namespace: LIVE_SOCKET_NAMESPACE, path: LIVE_SOCKET_PATH })
export class LiveGateway implements OnGatewayInit<Namespace>, OnGatewayConnection<Socket> {
  constructor(
    private readonly admission: LiveAdmissionGuard,
    private readonly sessions: LiveSessions,
    private readonly jobFeed: JobFeedHandler,
    private readonly labStatus: LabStatusHandler,
    private readonly syncPush: SyncPushHandler,
  ) {}

  afterInit(live: Namespace): void {
    live.use(admissionMiddleware(this.admission));
    this.sessions.watch(live);
    this.syncPush.serve(live);
  }

  handleConnection(socket: Socket): void {
    this.sessions.closeAtExpiry(socket);
    const admitted = admissionOf(socket);
    if (admitted.kind === 'job') void this.jobFeed.serve(socket, admitted);
    else this.labStatus.serve(socket, admitted);
  }
}
