import {
  BadGatewayException,
  ConflictException,
  Injectable,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  type CalibrationRequest,
  PI_MESSAGES,
  SYNC_MESSAGES,
  calibrationResourceIds,
  isLabLocked,
} from '@oak/shared';
import { LabsService } from '../labs/labs.service';
import { ResourceStore } from '../resources/resource-store';
import { RunFailed } from '../runner/run-errors';
import { AutoSync } from '../runner/tools/auto-sync.tool';

/**
 * Puts the resources a calibration needs on its Pi before it calibrates
 * (doc 2 §4): the run's auto-sync, for one Pi and the calibration's
 * resources. A Pi that holds them already is not asked again.
 */
@Injectable()
export class CalibrationResources {
  constructor(
    private readonly labs: LabsService,
    private readonly store: ResourceStore,
    private readonly autoSync: AutoSync,
  ) {}

  /** Resolves once the Pi holds them: `synced` says whether it had to download anything. */
  async ensure(
    auth: { readonly companyId: string; readonly email: string },
    labId: string,
    thingId: string,
    request: CalibrationRequest,
    signal: AbortSignal,
  ): Promise<{ synced: boolean }> {
    const { lab, thing } = await this.labs.thingInLab(auth.companyId, labId, thingId);
    const resources = calibrationResourceIds(request.option);
    if (resources.length === 0) return { synced: false };
    // A run holds the lab: its Pis' resources are the run's.
    if (isLabLocked(lab.lock)) throw new ConflictException(SYNC_MESSAGES.labLocked);
    if (!thing.connected) throw new ServiceUnavailableException(PI_MESSAGES.offline(thing.name));
    let synced = false;
    try {
      await this.autoSync.syncAndWait(
        { labId: lab.id, ownerEmail: auth.email },
        {
          selection: {
            locales: request.locale ? [request.locale] : [],
            locations: thing.location ? [thing.location] : [],
            manifests: resources,
          },
          // The Pi keeps what it was synced before: the agent removes files no longer desired.
          parts: [{ thing, resources, keepHeld: true }],
        },
        {
          manifest: async (resourceId) => (await this.store.readManifest(resourceId))?.manifest,
          // The caller went away: no one waits for the calibration any more.
          stopIfTerminated: async () => signal.throwIfAborted(),
          syncing: async () => {
            synced = true;
          },
        },
        signal,
      );
    } catch (error) {
      // The sync failed on the Pi, or did not end in time: the calibration cannot start.
      if (error instanceof RunFailed) throw new BadGatewayException(error.message);
      throw error;
    }
    return { synced };
  }
}
