import { HttpException, Injectable } from '@nestjs/common';
import { type ResourceManifest, isFinalSyncPartState } from '@oak/shared';
import { ResourceSyncService } from '../../resource-sync/resource-sync.service';
import { RunFailed } from '../run-errors';
import { Clock } from '../../clock/clock';

/** How long a run's auto-sync may take before the run fails (chosen). */
export const AUTO_SYNC_TIMEOUT_MS = 15 * 60 * 1000;
const AUTO_SYNC_POLL_MS = 500;

/** What a run needs on its Pis: the sync selection it shows, and each Pi's catalogue resources. */
export interface AutoSyncRequest {
  readonly selection: Parameters<ResourceSyncService['syncForRun']>[2];
  readonly parts: Parameters<ResourceSyncService['syncForRun']>[3];
}

/**
 * A run's auto-sync (doc 1 §2.3, §2.16): syncs each Pi's resources and waits
 * until every Pi has them, or the sync fails, or the run stops. Pis that hold
 * them already are not asked again, so back-to-back runs start at once.
 */
@Injectable()
export class AutoSync {
  constructor(
    private readonly sync: ResourceSyncService,
    private readonly clock: Clock,
  ) {}

  async syncAndWait(
    /** With its id when it is a run's, whose details then list the sync. */
    job: { readonly id?: string; readonly labId: string; readonly ownerEmail: string },
    request: AutoSyncRequest,
    hooks: {
      /** A resource's manifest, as the run read it for its plan. */
      readonly manifest: (resourceId: string) => Promise<ResourceManifest | undefined>;
      /** Between two looks: stops the wait when the run stops. */
      readonly stopIfTerminated: () => Promise<void>;
      /** A sync was published: the run now shows that it waits for it. */
      readonly syncing: () => Promise<void>;
    },
    signal: AbortSignal,
  ): Promise<void> {
    let syncId: string | undefined;
    try {
      syncId = await this.sync.syncForRun(
        job.labId,
        job.ownerEmail,
        { ...request.selection, ...(job.id && { jobId: job.id }) },
        request.parts,
        hooks.manifest,
      );
    } catch (error) {
      // Resources missing from the store: the run fails with the words the sync screen shows.
      if (error instanceof HttpException) throw new RunFailed(error.message, 'lab');
      throw error;
    }
    // Every Pi holds what the run plays already: nothing to wait for.
    if (!syncId) return;
    await hooks.syncing();
    const deadline = this.clock.monotonicMs() + AUTO_SYNC_TIMEOUT_MS;
    for (;;) {
      await hooks.stopIfTerminated();
      const parts = await this.sync.partsOf(syncId);
      const failed = parts.find((part) => part.state === 'failed');
      if (failed)
        throw new RunFailed(`Resource auto-sync failed on ${failed.thing?.name ?? failed.location}`, 'lab');
      const canceled = parts.find((part) => part.state === 'canceled');
      if (canceled)
        throw new RunFailed(
          `Resource auto-sync on ${canceled.thing?.name ?? canceled.location} was replaced by a newer sync`,
          'lab',
        );
      if (parts.every((part) => isFinalSyncPartState(part.state))) return;
      if (this.clock.monotonicMs() > deadline)
        throw new RunFailed('Resource auto-sync did not finish in time', 'lab');
      await this.clock.sleep(AUTO_SYNC_POLL_MS, signal);
    }
  }
}
