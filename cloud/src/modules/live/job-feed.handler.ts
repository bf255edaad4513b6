import { Injectable, Logger } from '@nestjs/common';
import { LIVE_SOCKET_EVENTS, LIVE_SOCKET_FEED_ERRORS } from '@oak/shared';
import { type Socket } from 'socket.io';
import { JobFeedPublisher, jobRoom } from './job-feed.publisher';
import { type JobFeedSocket } from './live-admission.guard';

/**
 * The job feed socket (doc 1 §7: query token and jobId): a job's room. A
 * socket that recovered its session already got what it missed; any other
 * first gets the snapshot of every key, then the changes as the runner
 * announces them through JobFeedPublisher (doc 1 §7: a late joiner sees the
 * whole run). A snapshot that cannot be read is the socket's error event.
 */
@Injectable()
export class JobFeedHandler {
  private readonly logger = new Logger('LiveSocket');

  constructor(private readonly feed: JobFeedPublisher) {}

  async serve(socket: Socket, { jobId }: JobFeedSocket): Promise<void> {
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
    const own = socket.nsp.to(socket.id);
    for (const change of snapshot) own.emit(LIVE_SOCKET_EVENTS.stateChange, change);
  }
}
