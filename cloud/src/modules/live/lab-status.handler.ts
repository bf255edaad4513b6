import { Injectable, Logger } from '@nestjs/common';
import {
  type AutoSyncPushData,
  LIVE_LAB_STATUS_KEY,
  LIVE_SOCKET_EVENTS,
  autoSyncThingFrom,
  resourceSyncShadowSchema,
} from '@oak/shared';
import { type Socket } from 'socket.io';
import { Clock } from '../clock/clock';
import { LabsService } from '../labs/labs.service';
import { type ThingRecord } from '../labs/thing.entity';
import { type LabStatusSocket } from './live-admission.guard';

/** The Socket.IO room of a lab's status sockets. */
export function labRoom(labId: string): string {
  return `lab:${labId}`;
}

/** One Pi's entry of the lab status push, from its stored report. */
function autoSyncEntry(thing: ThingRecord): AutoSyncPushData[string] | undefined {
  const reported = resourceSyncShadowSchema.safeParse(
    (thing.shadow as Record<string, unknown> | null)?.resource_sync,
  );
  return autoSyncThingFrom(reported.success ? reported.data : null, thing.desiredResources !== null);
}

/**
 * The lab status socket (doc 1 §7 auto-sync socket: token,
 * request=labLiveStatus, labID, pushIntervalMilliseconds): pushes the sync
 * progress of the lab's Pis, as stored, as stateChange {key: labLiveStatus,
 * data} at once and then at the asked interval, until the socket closes. The
 * socket joins its lab's room, where SyncPushHandler tells it of each change
 * as soon as a Pi reports it.
 */
@Injectable()
export class LabStatusHandler {
  private readonly logger = new Logger('LiveSocket');

  constructor(
    private readonly labs: LabsService,
    private readonly clock: Clock,
  ) {}

  serve(socket: Socket, { companyId, labId, intervalMs }: LabStatusSocket): void {
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
    const stop = this.clock.every(intervalMs, pushSafely);
    socket.once('disconnect', stop);
  }
}
