import { ConflictException, Logger, NotFoundException } from '@nestjs/common';
import {
  type AgentDesiredResources,
  type ResourceFile,
  type ResourceManifest,
  type ResourceSyncShadow,
  SYNC_MESSAGES,
  SYNC_RESOURCE_MESSAGES,
  agentDesiredResourcesSchema,
  thingTopics,
} from '@oak/shared';
import { seed, useTestDataSource } from '../../testing/test-data-source';
import { typedFake } from '../../testing/typed-fake';
import { Company } from '../auth/company.entity';
import { type UsersService } from '../auth/users.service';
import { LabRecord } from '../labs/lab.entity';
import { LabsService } from '../labs/labs.service';
import { type ReportedShadowFeed, type ReportedShadowListener } from '../labs/reported-shadow.feed';
import { ThingRecord } from '../labs/thing.entity';
import { type MqttClientAdapter } from '../mqtt/mqtt-client.adapter';
import { type ResourceStore } from '../resources/resource-store';
import { ResourceSyncRecord, ResourceSyncThingRecord } from './resource-sync.entity';
import { ResourceSyncService, type SyncSubmission } from './resource-sync.service';
import { TestClock } from '../../testing/test-clock';

const file = (fileName: string, size: number, transcript?: string): ResourceFile => ({
  id: fileName,
  fileName,
  md5: fileName.length.toString(16).padStart(32, '0'),
  size,
  url: `/packs/${fileName}`,
  kind: 'speech',
  durationMs: 1_000,
  ...(transcript ? { transcript } : {}),
});
const TIMER = file('en_US-timer-03-f2.wav', 300, 'Alexa, set a timer for 5 minutes');
const WAKEWORD = file('en_US-wakeword-f2.wav', 100);
const NOISE = file('noise-pink.wav', 5_000);
const CALIBRATION = file('calibration-pink.wav', 700);

/**
 * The resource store's manifests for close-talk wake-and-response: en_CA speaks
 * as en_US, so its resource lists the same file; no German is stored.
 */
const MANIFESTS: Readonly<Record<string, readonly ResourceFile[]>> = {
  'CT_WAKE_AND_RESPONSE/en_US': [TIMER],
  'CT_WAKE_AND_RESPONSE/en_CA': [TIMER],
  'CT_WAKE_AND_RESPONSE/en_US/wakeword': [WAKEWORD],
  'CT_WAKE_AND_RESPONSE/en_CA/wakeword': [WAKEWORD],
  'shared/noise': [NOISE],
  'shared/calibration': [CALIBRATION],
};
const manifestOf = (id: string): ResourceManifest | undefined =>
  MANIFESTS[id] && { id, files: [...MANIFESTS[id]] };

const VALID: SyncSubmission = {
  locales: ['en_US'],
  locations: ['0.9m-90deg'],
  manifests: ['CT_WAKE_AND_RESPONSE'],
};

/**
 * ResourceSyncService on Postgres, with the labs service it reads: a sync's
 * history is conditional updates (a part that ended is never written again).
 */
describe('ResourceSyncService', () => {
  const data = useTestDataSource();
  let clock: TestClock;
  let sut: ResourceSyncService;
  let companyId: string;
  let labId: string;
  let pis: Record<'near' | 'noise' | 'far', ThingRecord>;
  let published: { topic: string; resources: AgentDesiredResources; retain?: boolean }[];
  let reportShadow: ReportedShadowListener;
  /** The reads and writes a report started and the spec waits for: the feed does not wait for its listeners. */
  let storing: Set<Promise<unknown>>;
  const tracked = <T>(work: Promise<T>): Promise<T> => {
    storing.add(work);
    void work.catch(() => undefined).finally(() => storing.delete(work));
    return work;
  };
  /** Lets the progress a report started be stored, each step it takes after the one before. */
  const settled = async () => {
    do await Promise.allSettled([...storing]);
    while (storing.size);
  };

  // What it logs of each sync is for operators, not for a spec's output.
  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(async () => {
    clock = new TestClock();
    [{ id: companyId }] = (await seed(data(), Company, { name: 'Acme' })) as [Company];
    [{ id: labId }] = (await seed(data(), LabRecord, { name: 'Sync Lab', companyId })) as [LabRecord];
    const [near, noise, far] = await seed(
      data(),
      ThingRecord,
      { labId, thingName: 'sync-pi-near', name: 'near', location: '0.9m-90deg', connected: true },
      { labId, thingName: 'sync-pi-noise', name: 'noise', location: '1.8m-135deg', connected: true },
      // The far Pi stays away: its location is offline.
      { labId, thingName: 'sync-pi-far', name: 'far', location: '2.7m-90deg', connected: false },
    );
    pis = { near: near!, noise: noise!, far: far! };
    published = [];
    const labs = new LabsService(
      data().getRepository(LabRecord),
      data().getRepository(ThingRecord),
      typedFake<UsersService>('UsersService', {}),
      clock,
    );
    storing = new Set();
    const thingNamed = labs.thingNamed.bind(labs);
    labs.thingNamed = (name) => tracked(thingNamed(name));
    // Its own repository object, whose writes are followed.
    const parts = data().createEntityManager().getRepository(ResourceSyncThingRecord);
    const update = parts.update.bind(parts);
    parts.update = (criteria, changes) => tracked(update(criteria, changes));
    sut = new ResourceSyncService(
      labs,
      typedFake<ResourceStore>('ResourceStore', {
        readManifest: async (id) => {
          const manifest = manifestOf(id);
          return manifest && { manifest, md5: '', bytes: Buffer.alloc(0) };
        },
      }),
      typedFake<MqttClientAdapter>('MqttClientAdapter', {
        publish: async (topic, payload, options) => {
          const { resources } = JSON.parse(String(payload)) as { resources: unknown };
          published.push({ topic, resources: agentDesiredResourcesSchema.parse(resources), ...options });
        },
      }),
      typedFake<ReportedShadowFeed>('ReportedShadowFeed', {
        listen: (listener) => {
          reportShadow = listener;
        },
      }),
      data().getRepository(ResourceSyncRecord),
      parts,
      clock,
    );
    sut.onModuleInit();
  });

  const thing = (id: string) => data().getRepository(ThingRecord).findOneByOrFail({ id });
  const report = async (thingName: string, resourceSync: ResourceSyncShadow) => {
    reportShadow({ thingName, resourceSync });
    await settled();
  };

  describe('a submission', () => {
    it.each([
      [{ ...VALID, locales: [] }, SYNC_MESSAGES.selectLocale],
      [{ ...VALID, locations: [] }, SYNC_MESSAGES.selectLocation],
      [{ ...VALID, manifests: [] }, SYNC_MESSAGES.selectManifest],
      [
        { ...VALID, locations: ['0.9m-90deg', '0.9m-30deg', '1.8m-135deg', '2.7m-30deg', '2.7m-90deg', 'x'] },
        SYNC_MESSAGES.tooManyLocations(5),
      ],
      [{ ...VALID, manifests: ['MUSIC_PLAYBACK_NOPE'] }, 'MUSIC_PLAYBACK_NOPE is not a scenario type'],
      [{ ...VALID, locales: ['de_DE'] }, SYNC_RESOURCE_MESSAGES.resourceFilesUnavailable],
    ])('is refused with a 400 when it is invalid: %j', async (request, message) => {
      await expect(sut.submit(companyId, labId, 'ana@acme.test', request)).rejects.toMatchObject({
        status: 400,
        message,
      });
      expect(published).toEqual([]);
      expect(await data().getRepository(ResourceSyncRecord).find()).toEqual([]);
    });

    it('is refused with a 409 when a location is offline or the lab is locked', async () => {
      const refused = (request: SyncSubmission) => sut.submit(companyId, labId, 'ana@acme.test', request);
      await expect(refused({ ...VALID, locations: ['2.7m-90deg'] })).rejects.toThrow(
        new ConflictException(SYNC_MESSAGES.locationOffline('2.7m-90deg')),
      );
      await expect(refused({ ...VALID, locations: ['0.9m-90deg', '2.7m-90deg'] })).rejects.toThrow(
        new ConflictException(SYNC_MESSAGES.locationsOffline),
      );
      await data().getRepository(LabRecord).update({ id: labId }, { lock: 1 });
      await expect(refused(VALID)).rejects.toThrow(new ConflictException(SYNC_MESSAGES.labLocked));
      expect(published).toEqual([]);
    });

    it("is refused as not found for another company's lab", async () => {
      const [other] = await seed(data(), Company, { name: 'Globex' });
      await expect(sut.submit(other!.id, labId, 'gus@globex.test', VALID)).rejects.toThrow(NotFoundException);
      await expect(sut.history(other!.id, labId)).rejects.toThrow(NotFoundException);
    });

    it("gives each selected Pi its location's files, each once, in its retained desired shadow", async () => {
      const submitted = await sut.submit(companyId, labId, 'ana@acme.test', {
        locales: ['en_US', 'en_CA'],
        locations: ['0.9m-90deg', '1.8m-135deg'],
        manifests: ['CT_WAKE_AND_RESPONSE'],
      });

      const desired = (pi: ThingRecord) =>
        published.find((p) => p.topic === thingTopics(pi.thingName).shadowDesired);
      expect(desired(pis.near)).toMatchObject({ retain: true, resources: { syncId: submitted.syncId } });
      expect(desired(pis.near)!.resources.files.map((f) => f.fileName)).toEqual([
        TIMER.fileName,
        WAKEWORD.fileName,
      ]);
      expect(desired(pis.near)!.resources.files[0]).toEqual({
        fileName: TIMER.fileName,
        md5: TIMER.md5,
        size: TIMER.size,
        url: `/api/resources/files/${TIMER.fileName}`,
        transcript: TIMER.transcript,
      });
      expect(desired(pis.noise)!.resources.files.map((f) => f.fileName)).toEqual([
        TIMER.fileName,
        NOISE.fileName,
        CALIBRATION.fileName,
      ]);
      expect(desired(pis.far)).toBeUndefined();
      expect(submitted.pis).toEqual([
        {
          thingId: pis.near.id,
          thingName: 'sync-pi-near',
          location: '0.9m-90deg',
          fileCount: 2,
          totalBytes: 400,
        },
        {
          thingId: pis.noise.id,
          thingName: 'sync-pi-noise',
          location: '1.8m-135deg',
          fileCount: 3,
          totalBytes: 6_000,
        },
      ]);
      // What each Pi is to hold is kept with it, for the status and the next run's auto-sync.
      expect((await thing(pis.near.id)).desiredResources).toEqual(desired(pis.near)!.resources);
    });
  });

  describe("a Pi's reports", () => {
    it('are followed into the history, and a part that ended is never written again', async () => {
      const { syncId } = await sut.submit(companyId, labId, 'ana@acme.test', {
        ...VALID,
        locations: ['0.9m-90deg', '1.8m-135deg'],
      });
      const figures = (completed: number) => ({
        status: 'inprogress' as const,
        overall_total: 2,
        overall_pending: 2 - completed,
        overall_failed: 0,
        overall_completed: completed,
        overall_completed_size: completed * 200,
        overall_total_size: 400,
      });

      await report('sync-pi-near', { state: 'sync_inprogress', syncId, sync_inprogress: figures(1) });
      await report('sync-pi-near', { state: 'complete', syncId, sync_inprogress: figures(2) });
      // An earlier report stored late cannot undo the end.
      await report('sync-pi-near', { state: 'sync_inprogress', syncId, sync_inprogress: figures(1) });
      await report('nobody', { state: 'complete', syncId });

      const [history] = await sut.history(companyId, labId);
      expect(history).toMatchObject({ id: syncId, requestedBy: 'ana@acme.test', locales: ['en_US'] });
      expect(history!.pis.find((pi) => pi.thingName === 'sync-pi-near')).toMatchObject({
        state: 'complete',
        completed: 2,
        completedBytes: 400,
        finishedAt: expect.any(String),
      });
      expect(history!.pis.find((pi) => pi.thingName === 'sync-pi-noise')).toMatchObject({
        state: 'queued',
        completed: 0,
        finishedAt: null,
      });
    });

    it('are stored once when a Pi repeats one (it reports its whole shadow on every change)', async () => {
      const { syncId } = await sut.submit(companyId, labId, 'ana@acme.test', VALID);
      const parts = data().getRepository(ResourceSyncThingRecord);
      const part = () => parts.findOneByOrFail({ thingId: pis.near.id });
      const queueAgain = () => parts.update({ thingId: pis.near.id }, { state: 'queued' });
      await report('sync-pi-near', { state: 'sync_inprogress', syncId });
      expect((await part()).state).toBe('sync_inprogress');
      // Written meanwhile by someone else: a repeat of the report stored last does not write it again.
      await queueAgain();
      await report('sync-pi-near', { state: 'sync_inprogress', syncId });
      expect((await part()).state).toBe('queued');
      // A report that differs is stored, and so is the first one again after it.
      const figures = {
        status: 'inprogress' as const,
        overall_total: 1,
        overall_pending: 0,
        overall_failed: 0,
        overall_completed: 1,
        overall_completed_size: 300,
        overall_total_size: 300,
      };
      await report('sync-pi-near', { state: 'sync_inprogress', syncId, sync_inprogress: figures });
      expect(await part()).toMatchObject({ state: 'sync_inprogress', completed: 1 });
      await queueAgain();
      await report('sync-pi-near', { state: 'sync_inprogress', syncId });
      expect((await part()).state).toBe('sync_inprogress');
    });

    it("end a Pi's earlier part that had not ended when a new sync replaces it", async () => {
      const first = await sut.submit(companyId, labId, 'ana@acme.test', VALID);
      const second = await sut.submit(companyId, labId, 'ana@acme.test', VALID);

      const history = await sut.history(companyId, labId);
      expect(history.map((sync) => sync.id)).toEqual([second.syncId, first.syncId]);
      expect(history.map((sync) => sync.pis[0]!.finishedAt === null)).toEqual([true, false]);
      // Replaced, it ends in a final state, never queued or in progress with a finish time (issue 29).
      expect(history.map((sync) => sync.pis[0]!.state)).toEqual(['queued', 'canceled']);
    });

    it('tell the status of a location while its download runs, and a 404 with the spec’s message otherwise', async () => {
      const { syncId } = await sut.submit(companyId, labId, 'ana@acme.test', VALID);
      const noDownload = new NotFoundException(SYNC_RESOURCE_MESSAGES.noDownloadInProgress);
      await expect(sut.locationStatus(companyId, labId, '0.9m-90deg')).rejects.toThrow(noDownload);

      const shadow = (state: ResourceSyncShadow['state']) => ({ resource_sync: { state, syncId } }) as never;
      await data()
        .getRepository(ThingRecord)
        .update({ id: pis.near.id }, { shadow: shadow('sync_inprogress') });
      await expect(sut.locationStatus(companyId, labId, '0.9m-90deg')).resolves.toMatchObject({
        thingName: 'sync-pi-near',
        desired: { syncId, fileCount: 2, totalBytes: 400 },
        resourceSync: { state: 'sync_inprogress', syncId },
      });
      await data()
        .getRepository(ThingRecord)
        .update({ id: pis.near.id }, { shadow: shadow('complete') });
      await expect(sut.locationStatus(companyId, labId, '0.9m-90deg')).rejects.toThrow(noDownload);
      await expect(sut.locationStatus(companyId, labId, '2.7m-30deg')).rejects.toThrow(noDownload);
    });

    it('tell the status of the Pi asked for where several stand at one location, not the first one’s (issue 29)', async () => {
      const { syncId } = await sut.submit(companyId, labId, 'ana@acme.test', VALID);
      // A second booth at 0.9 m 90 deg, its download running; the first booth's ended.
      const [booth] = await seed(data(), ThingRecord, {
        labId,
        thingName: 'sync-pi-booth-2',
        name: 'Booth 2',
        location: '0.9m-90deg',
        connected: true,
        shadow: { resource_sync: { state: 'sync_inprogress', syncId } } as never,
      });
      await data()
        .getRepository(ThingRecord)
        .update({ id: pis.near.id }, { shadow: { resource_sync: { state: 'complete', syncId } } as never });
      await expect(sut.locationStatus(companyId, labId, '0.9m-90deg', booth!.id)).resolves.toMatchObject({
        thingId: booth!.id,
        name: 'Booth 2',
        resourceSync: { state: 'sync_inprogress', syncId },
      });
      const noDownload = new NotFoundException(SYNC_RESOURCE_MESSAGES.noDownloadInProgress);
      await expect(sut.locationStatus(companyId, labId, '0.9m-90deg', pis.near.id)).rejects.toThrow(
        noDownload,
      );
      // A Pi that does not stand there has nothing in progress there.
      await expect(sut.locationStatus(companyId, labId, '0.9m-90deg', pis.noise.id)).rejects.toThrow(
        noDownload,
      );
    });
  });

  describe("a run's auto-sync", () => {
    const runSync = (parts: Parameters<ResourceSyncService['syncForRun']>[3]) =>
      sut.syncForRun(labId, 'runner', { locales: ['en_US'], locations: [], manifests: [] }, parts);

    it('gives each Pi the files of the resources it plays, whatever the lock, and names none missing', async () => {
      await data().getRepository(LabRecord).update({ id: labId }, { lock: 1 });

      const syncId = await runSync([{ thing: pis.near, resources: ['CT_WAKE_AND_RESPONSE/en_US/wakeword'] }]);

      expect(syncId).toEqual(expect.any(String));
      expect(published.map((p) => [p.topic, p.resources.files.map((f) => f.fileName)])).toEqual([
        [thingTopics('sync-pi-near').shadowDesired, [WAKEWORD.fileName]],
      ]);
      await expect(runSync([{ thing: pis.noise, resources: ['AC_FAR/de_DE'] }])).rejects.toThrow(
        new NotFoundException(SYNC_RESOURCE_MESSAGES.resourceFilesUnavailable),
      );
    });

    it('leaves alone a Pi that holds the files already, and syncs one whose files changed', async () => {
      const syncId = (await runSync([{ thing: pis.near, resources: ['CT_WAKE_AND_RESPONSE/en_US'] }]))!;
      await data()
        .getRepository(ThingRecord)
        .update({ id: pis.near.id }, { shadow: { resource_sync: { state: 'complete', syncId } } as never });
      published = [];

      await expect(
        runSync([{ thing: await thing(pis.near.id), resources: ['CT_WAKE_AND_RESPONSE/en_US'] }]),
      ).resolves.toBe(undefined);
      expect(published).toEqual([]);
      expect(await data().getRepository(ResourceSyncRecord).find()).toHaveLength(1);

      await expect(
        runSync([{ thing: await thing(pis.near.id), resources: ['CT_WAKE_AND_RESPONSE/en_US/wakeword'] }]),
      ).resolves.toEqual(expect.any(String));
      expect(published).toHaveLength(1);
    });

    it("keeps what a Pi was asked to hold before when its part says so (a calibration's few files)", async () => {
      await runSync([{ thing: pis.noise, resources: ['shared/noise'] }]);

      await runSync([
        { thing: await thing(pis.noise.id), resources: ['shared/calibration'], keepHeld: true },
      ]);

      expect(published.at(-1)!.resources.files.map((f) => f.fileName)).toEqual([
        NOISE.fileName,
        CALIBRATION.fileName,
      ]);
    });
  });
});
