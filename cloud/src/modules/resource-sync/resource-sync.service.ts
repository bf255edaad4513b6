import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type AgentDesiredResources,
  RESOURCE_API_PATHS,
  SCENARIO_TYPES,
  SYNC_MESSAGES,
  SYNC_RESOURCE_MESSAGES,
  type ResourceFile,
  type ResourceManifest,
  type ResourceSyncShadow,
  type SyncSuiteOption,
  type Environment,
  offeredSyncCatalogue,
  isFinalResourceDownloadState,
  resourceSyncShadowSchema,
  syncResourceIds,
  syncLocationStatuses,
  syncSubmissionErrors,
  thingTopics,
} from '@oak/shared';
import { In, IsNull, Repository } from 'typeorm';
import { LabsService } from '../labs/labs.service';
import { type ThingRecord } from '../labs/thing.entity';
import { ReportedShadowFeed } from '../labs/reported-shadow.feed';
import { MqttClientAdapter } from '../mqtt/mqtt-client.adapter';
import { ResourceStore } from '../resources/resource-store';
import { holdsAlready } from './resource-sync-held.util';
import { ResourceSyncRecord, ResourceSyncThingRecord } from './resource-sync.entity';
import { Clock } from '../clock/clock';

export interface SyncSubmission {
  readonly locales: readonly string[];
  readonly locations: readonly string[];
  readonly manifests: readonly string[];
}

export interface SubmittedSync {
  readonly syncId: string;
  readonly pis: {
    readonly thingId: string;
    readonly thingName: string;
    readonly location: string;
    readonly fileCount: number;
    readonly totalBytes: number;
  }[];
}

/** A manifest's file as a Pi's desired shadow lists it. */
function desiredFile(file: ResourceFile): AgentDesiredResources['files'][number] {
  return {
    fileName: file.fileName,
    md5: file.md5,
    size: file.size,
    url: RESOURCE_API_PATHS.file(file.fileName),
    ...(file.transcript ? { transcript: file.transcript } : {}),
  };
}

/** How many syncs a lab's history shows (chosen). */
export const SYNC_HISTORY_LIMIT = 20;

/**
 * Resource syncs (doc 1 §4.8, §5): a submission checked as the spec says, the
 * files each selected Pi is to hold put in its desired shadow (retained, so a
 * Pi that reconnects gets them), and each Pi's progress taken from its
 * reported shadow into the sync's history.
 */
@Injectable()
export class ResourceSyncService implements OnModuleInit {
  private readonly logger = new Logger('ResourceSync');
  /**
   * Each Pi's sync report as this node last stored it. A Pi reports its whole
   * shadow whenever any part of it changes (a run's every utterance: what it
   * plays), its sync part mostly as it was; a repeat would be read and
   * written again for nothing, beside the runs starting.
   */
  private readonly lastStored = new Map<string, string>();

  constructor(
    private readonly labs: LabsService,
    private readonly store: ResourceStore,
    private readonly mqtt: MqttClientAdapter,
    private readonly shadows: ReportedShadowFeed,
    @InjectRepository(ResourceSyncRecord) private readonly syncs: Repository<ResourceSyncRecord>,
    @InjectRepository(ResourceSyncThingRecord) private readonly parts: Repository<ResourceSyncThingRecord>,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.shadows.listen(({ thingName, resourceSync }) => {
      if (!resourceSync?.syncId) return;
      const report = JSON.stringify(resourceSync);
      if (this.lastStored.get(thingName) === report) return;
      this.lastStored.set(thingName, report);
      void this.recordProgress(thingName, resourceSync).catch((error: unknown) => {
        // Not stored: the same report, sent again, is to be stored then.
        if (this.lastStored.get(thingName) === report) this.lastStored.delete(thingName);
        this.logger.error(`Sync progress of ${thingName} not stored: ${String(error)}`);
      });
    });
  }

  /** The sync option catalogue, offering only what the store holds resources for (issue 29). */
  async catalogue(environment?: Environment): Promise<readonly SyncSuiteOption[]> {
    return offeredSyncCatalogue(await this.store.manifestIds(), environment);
  }

  async submit(
    companyId: string,
    labId: string,
    requestedBy: string,
    request: SyncSubmission,
  ): Promise<SubmittedSync> {
    const lab = await this.labs.labOfCompany(companyId, labId);
    const things = await this.labs.thingsOfLab(companyId, labId);
    const unknownManifest = request.manifests.find((m) => !(SCENARIO_TYPES as readonly string[]).includes(m));
    if (unknownManifest !== undefined)
      throw new BadRequestException(`${unknownManifest} is not a scenario type`);

    // A sync goes to every Pi standing at a chosen location (issue 29: five booths at 0.9 m 90 deg).
    const atLocation = new Map<string, ThingRecord[]>();
    for (const thing of things)
      if (thing.location) atLocation.set(thing.location, [...(atLocation.get(thing.location) ?? []), thing]);
    const errors = syncSubmissionErrors({
      ...request,
      labLock: lab.lock,
      locationStatuses: syncLocationStatuses(
        things.map((thing) => ({ location: thing.location, ping: thing.connected ? 'online' : 'offline' })),
      ),
    });
    const offline = errors.find(
      (e) =>
        e === SYNC_MESSAGES.locationsOffline ||
        request.locations.some((l) => e === SYNC_MESSAGES.locationOffline(l)),
    );
    const invalid = errors.find((e) => e !== offline && e !== SYNC_MESSAGES.labLocked);
    if (invalid) throw new BadRequestException(invalid);
    if (offline) throw new ConflictException(offline);
    if (errors.includes(SYNC_MESSAGES.labLocked)) throw new ConflictException(SYNC_MESSAGES.labLocked);

    const plans: {
      thing: ThingRecord;
      location: string;
      desired: AgentDesiredResources;
      totalBytes: number;
    }[] = [];
    for (const location of request.locations) {
      const files = await this.filesFor(request, location);
      if (files.length === 0) throw new BadRequestException(SYNC_RESOURCE_MESSAGES.resourceFilesUnavailable);
      const totalBytes = files.reduce((sum, file) => sum + (file.size ?? 0), 0);
      for (const thing of atLocation.get(location) ?? [])
        plans.push({ thing, location, desired: { files }, totalBytes });
    }

    const sync = await this.publish(labId, requestedBy, request, plans);
    this.logger.log(
      `Sync ${sync.id} of lab ${lab.name}: ${plans.length} Pis, manifests ${request.manifests.join(', ')}`,
    );
    return {
      syncId: sync.id,
      pis: plans.map((plan) => ({
        thingId: plan.thing.id,
        thingName: plan.thing.thingName,
        location: plan.location,
        fileCount: plan.desired.files.length,
        totalBytes: plan.totalBytes,
      })),
    };
  }

  /**
   * A run's auto-sync (doc 1 §2.16): each Pi gets every file of the catalogue
   * resources it plays, whatever the lab's lock (the run holds it). Resources
   * missing from the store are named in the error. `manifestOf` reads a
   * resource's manifest: the store's, unless the run read it already.
   */
  async syncForRun(
    labId: string,
    requestedBy: string,
    /** With the run it is for, when it is a run's (its details list it). */
    request: SyncSubmission & { readonly jobId?: string },
    parts: readonly {
      readonly thing: ThingRecord;
      readonly resources: readonly string[];
      /** Keep what the Pi was last asked to hold besides these (a calibration's few files). */
      readonly keepHeld?: boolean;
    }[],
    manifestOf: (resourceId: string) => Promise<ResourceManifest | undefined> = async (id) =>
      (await this.store.readManifest(id))?.manifest,
  ): Promise<string | undefined> {
    const plans = [];
    for (const { thing, resources, keepHeld = false } of parts) {
      const files = new Map<string, AgentDesiredResources['files'][number]>(
        keepHeld ? (thing.desiredResources?.files ?? []).map((file) => [file.fileName, file]) : [],
      );
      for (const manifest of await Promise.all(resources.map((id) => manifestOf(id)))) {
        if (!manifest) throw new NotFoundException(SYNC_RESOURCE_MESSAGES.resourceFilesUnavailable);
        for (const file of manifest.files) files.set(file.fileName, desiredFile(file));
      }
      const desired = { files: [...files.values()] };
      // A Pi that finished syncing these very files (the run before played them) is left alone.
      if (holdsAlready(thing, desired.files)) continue;
      plans.push({
        thing,
        location: thing.location ?? '',
        desired,
        totalBytes: desired.files.reduce((sum, file) => sum + (file.size ?? 0), 0),
      });
    }
    if (!plans.length) return undefined;
    return (await this.publish(labId, requestedBy, request, plans)).id;
  }

  /** Each Pi's part of a sync: its state and whether it has ended. */
  partsOf(syncId: string): Promise<ResourceSyncThingRecord[]> {
    return this.parts.find({ where: { syncId }, relations: { thing: true } });
  }

  /**
   * Records a sync and puts each Pi's files in its desired shadow (retained,
   * so a Pi that reconnects gets them). A Pi's earlier sync that has not
   * ended is replaced: it ends here, canceled, with what it had done.
   */
  private async publish(
    labId: string,
    requestedBy: string,
    request: SyncSubmission & { readonly jobId?: string },
    plans: readonly {
      thing: ThingRecord;
      location: string;
      desired: AgentDesiredResources;
      totalBytes: number;
    }[],
  ): Promise<ResourceSyncRecord> {
    await this.parts.update(
      { thingId: In(plans.map((plan) => plan.thing.id)), finishedAt: IsNull() },
      { state: 'canceled', finishedAt: this.clock.now() },
    );
    const sync = await this.syncs.save(
      this.syncs.create({
        labId,
        requestedBy,
        jobId: request.jobId ?? null,
        locales: [...request.locales],
        locations: [...request.locations],
        manifests: [...request.manifests],
      }),
    );
    for (const plan of plans) {
      const desired: AgentDesiredResources = { syncId: sync.id, files: plan.desired.files };
      await this.parts.save(
        this.parts.create({
          syncId: sync.id,
          thingId: plan.thing.id,
          location: plan.location,
          fileCount: desired.files.length,
          totalBytes: plan.totalBytes,
        }),
      );
      await this.labs.setDesiredResources(plan.thing.id, desired);
      await this.mqtt.publish(
        thingTopics(plan.thing.thingName).shadowDesired,
        JSON.stringify({ resources: desired }),
        {
          retain: true,
        },
      );
    }
    return sync;
  }

  /** Each Pi of the lab with what it is to hold and what it last reported of its sync. */
  async status(companyId: string, labId: string) {
    const things = await this.labs.thingsOfLab(companyId, labId);
    return things.map((thing) => this.thingStatus(thing));
  }

  /**
   * The sync progress of the Pi at a location, or of the Pi `thingId` names
   * there where several stand (booths at one position); a 404 with the
   * spec's message when none is running.
   */
  async locationStatus(companyId: string, labId: string, location: string, thingId?: string) {
    const things = await this.labs.thingsOfLab(companyId, labId);
    const thing = things.find(
      (candidate) => candidate.location === location && (thingId === undefined || candidate.id === thingId),
    );
    const status = thing && this.thingStatus(thing);
    if (!status?.resourceSync || isFinalResourceDownloadState(status.resourceSync.state)) {
      throw new NotFoundException(SYNC_RESOURCE_MESSAGES.noDownloadInProgress);
    }
    return status;
  }

  /** The lab's syncs, newest first, each with every Pi's part. */
  async history(companyId: string, labId: string) {
    await this.labs.labOfCompany(companyId, labId);
    return this.entries(
      await this.syncs.find({ where: { labId }, order: { createdAt: 'DESC' }, take: SYNC_HISTORY_LIMIT }),
    );
  }

  /**
   * A run's own syncs (its auto-sync), newest first, each with the parts of
   * the run's Pis: what its details list (issue 29); none for another
   * company's run.
   */
  async ofRun(companyId: string, jobId: string) {
    return this.entries(
      await this.syncs.find({
        where: { jobId, lab: { companyId } },
        order: { createdAt: 'DESC' },
        take: SYNC_HISTORY_LIMIT,
      }),
    );
  }

  private async entries(syncs: readonly ResourceSyncRecord[]) {
    const parts = syncs.length
      ? await this.parts.find({ where: { syncId: In(syncs.map((s) => s.id)) }, relations: { thing: true } })
      : [];
    return syncs.map((sync) => ({
      id: sync.id,
      requestedBy: sync.requestedBy,
      locales: sync.locales,
      locations: sync.locations,
      manifests: sync.manifests,
      createdAt: sync.createdAt.toISOString(),
      pis: parts
        .filter((part) => part.syncId === sync.id)
        .map((part) => ({
          thingId: part.thingId,
          thingName: part.thing?.thingName ?? '',
          location: part.location,
          fileCount: part.fileCount,
          totalBytes: part.totalBytes,
          state: part.state,
          completed: part.completed,
          failed: part.failed,
          completedBytes: part.completedBytes,
          finishedAt: part.finishedAt?.toISOString() ?? null,
        })),
    }));
  }

  private thingStatus(thing: ThingRecord) {
    const reported = resourceSyncShadowSchema.safeParse(
      (thing.shadow as Record<string, unknown> | null)?.resource_sync,
    );
    const desired = thing.desiredResources;
    return {
      thingId: thing.id,
      thingName: thing.thingName,
      name: thing.name,
      location: thing.location,
      connected: thing.connected,
      desired: desired
        ? {
            syncId: desired.syncId ?? null,
            fileCount: desired.files.length,
            totalBytes: desired.files.reduce((sum, file) => sum + (file.size ?? 0), 0),
          }
        : null,
      resourceSync: reported.success ? reported.data : null,
    };
  }

  /** The union of the files of every resource the selection needs at a location, once per file name. */
  private async filesFor(request: SyncSubmission, location: string): Promise<AgentDesiredResources['files']> {
    const ids = new Set<string>();
    for (const scenarioType of request.manifests) {
      for (const locale of request.locales)
        for (const id of syncResourceIds(scenarioType, locale, location)) ids.add(id);
    }
    const files = new Map<string, AgentDesiredResources['files'][number]>();
    for (const id of ids) {
      const stored = await this.store.readManifest(id);
      for (const file of stored?.manifest.files ?? []) {
        files.set(file.fileName, desiredFile(file));
      }
    }
    return [...files.values()];
  }

  /** A Pi's report about the sync it works on, into that sync's history. */
  /**
   * Stores a Pi's report on its part of a sync. Every cloud node and worker
   * handles every report, each at its own pace, so this is one conditional
   * UPDATE: a part that has ended is never written again, and an earlier
   * report stored late cannot undo its end (a read-then-save could, and the
   * run waiting for the sync would wait for ever).
   */
  private async recordProgress(thingName: string, report: ResourceSyncShadow): Promise<void> {
    const thing = await this.labs.thingNamed(thingName);
    if (!thing) return;
    const figures = report.sync_inprogress;
    await this.parts.update(
      { syncId: report.syncId, thingId: thing.id, finishedAt: IsNull() },
      {
        state: report.state,
        ...(figures && {
          completed: figures.overall_completed,
          failed: figures.overall_failed,
          completedBytes: figures.overall_completed_size,
        }),
        ...(isFinalResourceDownloadState(report.state) && { finishedAt: () => 'now()' }),
      },
    );
  }
}
