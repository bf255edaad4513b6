import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { PI_SYNC_SOCKET_EVENT, type PiSyncEvent, type ResourceSyncShadow } from '@oak/shared';
import { type Namespace } from 'socket.io';
import { LabsService } from '../labs/labs.service';
import { ReportedShadowFeed } from '../labs/reported-shadow.feed';
import { labRoom } from './lab-status.handler';

/**
 * The sync push of the lab status sockets: shadowStateChange {thingName,
 * resource_sync: {state, status}} to the sockets of a Pi's lab as soon as the
 * Pi reports a sync state or status other than its last, repeats left out.
 * Every node follows every Pi's reports, so each tells its own sockets only.
 */
@Injectable()
export class SyncPushHandler implements OnModuleInit {
  private readonly logger = new Logger('LiveSocket');
  /** The live namespace on this node, once the gateway serves it; until then nobody listens. */
  private live: Namespace | undefined;
  /** Each Pi's last sync state and status, to tell changes from repeats. */
  private readonly lastSync = new Map<string, string>();

  constructor(
    private readonly labs: LabsService,
    private readonly shadows: ReportedShadowFeed,
  ) {}

  onModuleInit(): void {
    this.shadows.listen(({ thingName, resourceSync }) => {
      if (!resourceSync) return;
      void this.onReport(thingName, resourceSync).catch((error: unknown) =>
        this.logger.warn(`Sync state of ${thingName} not pushed: ${String(error)}`),
      );
    });
  }

  /** Pushes to the lab status sockets of `live`, the namespace the gateway serves. */
  serve(live: Namespace): void {
    this.live = live;
  }

  private async onReport(thingName: string, report: ResourceSyncShadow): Promise<void> {
    const live = this.live;
    if (!live) return;
    const status = report.sync_inprogress?.status ?? 'initial';
    const key = `${report.state}/${status}`;
    if (this.lastSync.get(thingName) === key) return;
    this.lastSync.set(thingName, key);
    const thing = await this.labs.thingNamed(thingName);
    if (!thing) return;
    const event: PiSyncEvent = { thingName, resource_sync: { state: report.state, status } };
    live.local.to(labRoom(thing.labId)).emit(PI_SYNC_SOCKET_EVENT, event);
  }
}
