import {
  type AgentDesiredResources,
  RESOURCE_SYNC_API_PATHS,
  SYNC_MESSAGES,
  SYNC_RESOURCE_MESSAGES,
  agentDesiredResourcesSchema,
} from '@oak/shared';
import { type MqttClient } from 'mqtt';
import { Repository } from 'typeorm';
import { getRepositoryToken } from '@nestjs/typeorm';
import {
  brokerUrl,
  connectAs,
  eventually,
  registerThing,
  reportedShadowJson,
} from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { LabRecord } from '../labs/lab.entity';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { LabsService } from '../labs/labs.service';
import { generateResourcePack } from '../resources/pack/resource-pack.generator';
import { ResourceStore } from '../resources/resource-store';
import { ResourceSyncService } from './resource-sync.service';

const PIS = [
  { thingName: 'sync-pi-near', location: '0.9m-90deg' },
  { thingName: 'sync-pi-noise', location: '1.8m-135deg' },
  { thingName: 'sync-pi-far', location: '2.7m-90deg' },
] as const;

describe('resource syncs', () => {
  const app = useTestApp();
  let token: string;
  let labId: string;
  const ids: Record<string, string> = {};
  const clients: Record<string, MqttClient> = {};
  const desired: Record<string, AgentDesiredResources | undefined> = {};
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const submit = (body: unknown, lab = labId) =>
    app()
      .http()
      .post(RESOURCE_SYNC_API_PATHS.submit(lab))
      .set(auth())
      .send(body as object);

  beforeAll(async () => {
    await generateResourcePack(app().app.get(ResourceStore), { locales: ['en_US'] });
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const labs = app().app.get(LabsService);
    labId = (await labs.createLab(TEST_ADMIN.company, 'Sync Lab')).id;
    const url = await brokerUrl(app());
    for (const pi of PIS) {
      ids[pi.thingName] = (
        await labs.addThing(TEST_ADMIN.company, 'Sync Lab', pi.thingName, { location: pi.location })
      ).id;
      const registration = await registerThing(app(), token, ids[pi.thingName]!);
      // The far Pi stays away: its location is offline.
      if (pi.thingName === 'sync-pi-far') continue;
      const client = await connectAs(url, {
        clientId: pi.thingName,
        username: pi.thingName,
        password: registration.password,
        will: true,
      });
      clients[pi.thingName] = client;
      client.on('message', (_topic, payload) => {
        desired[pi.thingName] = agentDesiredResourcesSchema.parse(
          (JSON.parse(payload.toString()) as { resources: unknown }).resources,
        );
      });
      await client.subscribeAsync(`oak/things/${pi.thingName}/shadow/desired`, { qos: 1 });
      await client.publishAsync(`oak/things/${pi.thingName}/status`, 'online', { qos: 1, retain: true });
    }
    await eventually(
      async () =>
        (await app().http().get(RESOURCE_SYNC_API_PATHS.status(labId)).set(auth())).body as {
          connected: boolean;
        }[],
      (pis) => pis.filter((pi) => pi.connected).length === 2,
    );
  }, 120_000);

  afterAll(async () => {
    for (const client of Object.values(clients)) await client.endAsync();
  });

  it('offers the sync option catalogue, only what the store holds resources for (issue 29)', async () => {
    const { body } = await app().http().get(RESOURCE_SYNC_API_PATHS.options).set(auth()).expect(200);
    const offered = new Map(
      (body as { suite: string; scenarioTypes: { scenarioType: string; locales: string[] }[] }[]).flatMap(
        (suite) => suite.scenarioTypes.map((option) => [option.scenarioType, option.locales] as const),
      ),
    );
    // The store holds the en_US pack: en_CA's own close-talk resources are not in it.
    expect(offered.get('CT_WAKE_AND_RESPONSE')).toEqual(['en_US']);
    expect(offered.get('AC_NEAR_FIELD')).toEqual(['en_US', 'en_CA']);
    for (const missing of ['SMOKE', 'AUTOMOTIVE_FRR_RAR']) expect(offered.has(missing)).toBe(false);
    // The pack holds each locale's stability set (issue 30): a sync of it no longer fails.
    expect(offered.get('STABILITY_STRESS')).toEqual(['en_US']);
    // The pack holds the UPL types' utterance sets (issue 30).
    expect(offered.get('UPL_STANDARD')).toContain('en_US');
    expect(offered.get('UPL_QUICK')).toContain('en_US');
    expect(offered.has('WAKEWORD_DEVICE_VALIDATION_TEST')).toBe(false);
  });

  it("refuses a submission with the spec's messages", async () => {
    const valid = { locales: ['en_US'], locations: ['0.9m-90deg'], manifests: ['CT_WAKE_AND_RESPONSE'] };
    const refusals: [unknown, number, string][] = [
      [{ ...valid, locales: [] }, 400, SYNC_MESSAGES.selectLocale],
      [{ ...valid, locations: [] }, 400, SYNC_MESSAGES.selectLocation],
      [{ ...valid, manifests: [] }, 400, SYNC_MESSAGES.selectManifest],
      [
        { ...valid, locations: ['0.9m-90deg', '0.9m-30deg', '1.8m-135deg', '2.7m-30deg', '2.7m-90deg', 'x'] },
        400,
        SYNC_MESSAGES.tooManyLocations(5),
      ],
      [{ ...valid, locations: ['2.7m-90deg'] }, 409, SYNC_MESSAGES.locationOffline('2.7m-90deg')],
      [{ ...valid, locations: ['0.9m-90deg', '2.7m-90deg'] }, 409, SYNC_MESSAGES.locationsOffline],
      [{ ...valid, manifests: ['MUSIC_PLAYBACK_NOPE'] }, 400, 'MUSIC_PLAYBACK_NOPE is not a scenario type'],
      [{ ...valid, locales: ['de_DE'] }, 400, SYNC_RESOURCE_MESSAGES.resourceFilesUnavailable],
    ];
    for (const [body, status, message] of refusals) {
      const response = await submit(body).expect(status);
      expect(response.body.message).toBe(message);
    }
    for (const body of [{}, { ...valid, locales: 'en_US' }, { ...valid, manifests: [42] }]) {
      await submit(body).expect(400);
    }
    const lab = app().app.get<Repository<LabRecord>>(getRepositoryToken(LabRecord));
    await lab.update({ id: labId }, { lock: 1 });
    try {
      expect((await submit(valid).expect(409)).body.message).toBe(SYNC_MESSAGES.labLocked);
    } finally {
      await lab.update({ id: labId }, { lock: 0 });
    }
    const other = await app().companyWithUser('Globex', 'qa@globex.test');
    await app()
      .http()
      .post(RESOURCE_SYNC_API_PATHS.submit(labId))
      .set('Authorization', `Bearer ${other}`)
      .send(valid)
      .expect(404);
    expect(
      (await app().http().get(RESOURCE_SYNC_API_PATHS.history(labId)).set(auth()).expect(200)).body,
    ).toEqual([]);
  });

  it("puts each Pi's files in its desired shadow and follows its reports into the history", async () => {
    const response = await submit({
      locales: ['en_US', 'en_CA'],
      locations: ['0.9m-90deg', '1.8m-135deg'],
      manifests: ['CT_WAKE_AND_RESPONSE'],
    }).expect(200);
    const { syncId, pis } = response.body as {
      syncId: string;
      pis: { thingName: string; fileCount: number; totalBytes: number }[];
    };
    await eventually(
      async () => [desired['sync-pi-near']?.syncId, desired['sync-pi-noise']?.syncId],
      (seen) => seen.every((id) => id === syncId),
    );
    const near = desired['sync-pi-near']!.files.map((file) => file.fileName);
    expect(near).toEqual(expect.arrayContaining(['en_US-wakeword-f2.wav', 'en_US-timer-03-f2.wav']));
    expect(near.some((name) => name.startsWith('noise-'))).toBe(false);
    expect(
      desired['sync-pi-near']!.files.find((file) => file.fileName === 'en_US-timer-03-f2.wav'),
    ).toMatchObject({
      transcript: 'Alexa, set a timer for 5 minutes',
    });
    // en_CA speaks as en_US: its files are the same ones, listed once.
    expect(new Set(near).size).toBe(near.length);
    const noise = desired['sync-pi-noise']!.files;
    expect(noise.map((file) => file.fileName)).toEqual(
      expect.arrayContaining(['noise-pink.wav', 'calibration-pink.wav']),
    );
    expect(
      noise.every((file) => file.url === `/api/resources/files/${file.fileName}` && file.size! > 0),
    ).toBe(true);
    expect(pis.find((pi) => pi.thingName === 'sync-pi-noise')).toMatchObject({
      fileCount: noise.length,
      totalBytes: noise.reduce((sum, file) => sum + file.size!, 0),
    });

    const location = RESOURCE_SYNC_API_PATHS.locationStatus(labId, '0.9m-90deg');
    expect((await app().http().get(location).set(auth()).expect(404)).body.message).toBe(
      SYNC_RESOURCE_MESSAGES.noDownloadInProgress,
    );
    const report = (state: 'sync_inprogress' | 'complete', completed: number) =>
      clients['sync-pi-near']!.publishAsync(
        'oak/things/sync-pi-near/shadow/reported',
        reportedShadowJson({
          state,
          syncId,
          sync_inprogress: {
            status: state === 'complete' ? 'complete' : 'inprogress',
            overall_total: near.length,
            overall_pending: near.length - completed,
            overall_failed: 0,
            overall_completed: completed,
            overall_completed_size: completed * 1000,
            overall_total_size: near.length * 1000,
          },
        }),
        { qos: 1, retain: true },
      );
    // Garbage and a shadow that is malformed as a whole are read once and ignored where they fail:
    // the sync progress inside the second still counts.
    const near0 = clients['sync-pi-near']!;
    await near0.publishAsync('oak/things/sync-pi-near/shadow/reported', '{not json', { qos: 1 });
    await near0.publishAsync(
      'oak/things/sync-pi-near/shadow/reported',
      JSON.stringify({
        resource_sync: {
          state: 'sync_inprogress',
          syncId,
          sync_inprogress: {
            status: 'inprogress',
            overall_total: near.length,
            overall_pending: near.length - 2,
            overall_failed: 0,
            overall_completed: 2,
            overall_completed_size: 2000,
            overall_total_size: near.length * 1000,
          },
        },
      }),
      { qos: 1 },
    );
    await eventually(
      async () =>
        (await app().http().get(RESOURCE_SYNC_API_PATHS.history(labId)).set(auth())).body as {
          pis: { thingName: string; completed: number }[];
        }[],
      (list) => list[0]?.pis.find((pi) => pi.thingName === 'sync-pi-near')?.completed === 2,
    );
    await report('sync_inprogress', 3);
    const running = await eventually(
      async () => app().http().get(location).set(auth()),
      (r) => r.status === 200,
    );
    expect(running.body).toMatchObject({
      thingName: 'sync-pi-near',
      resourceSync: { state: 'sync_inprogress', syncId },
    });
    // Asked for one Pi there (booths at one location), it is that Pi's; the noise Pi does not stand there.
    const labs = app().app.get(LabsService);
    const [nearPi, noisePi] = await Promise.all(
      ['sync-pi-near', 'sync-pi-noise'].map(async (name) => (await labs.thingNamed(name))!.id),
    );
    const ofPi = (thingId: string) =>
      app()
        .http()
        .get(RESOURCE_SYNC_API_PATHS.locationStatus(labId, '0.9m-90deg', thingId))
        .set(auth());
    expect((await ofPi(nearPi!).expect(200)).body).toMatchObject({ thingName: 'sync-pi-near' });
    expect((await ofPi(noisePi!).expect(404)).body.message).toBe(SYNC_RESOURCE_MESSAGES.noDownloadInProgress);
    await report('complete', near.length);
    const history = await eventually(
      async () =>
        (await app().http().get(RESOURCE_SYNC_API_PATHS.history(labId)).set(auth())).body as {
          id: string;
          pis: { thingName: string; state: string; completed: number; finishedAt: string | null }[];
        }[],
      (list) => list[0]?.pis.find((pi) => pi.thingName === 'sync-pi-near')?.state === 'complete',
    );
    expect(history[0]).toMatchObject({
      id: syncId,
      locales: ['en_US', 'en_CA'],
      requestedBy: TEST_ADMIN.email,
    });
    expect(history[0]!.pis.find((pi) => pi.thingName === 'sync-pi-near')).toMatchObject({
      completed: near.length,
      finishedAt: expect.any(String),
    });
    expect(history[0]!.pis.find((pi) => pi.thingName === 'sync-pi-noise')).toMatchObject({
      state: 'queued',
      finishedAt: null,
    });
    // The history and the Pi's stored shadow follow the report separately: the status catches up.
    await eventually(
      async () => app().http().get(location).set(auth()),
      (r) => r.status === 404,
    );

    // A new sync to the noise Pi replaces its unfinished part of the first: that part ends.
    await submit({
      locales: ['en_US'],
      locations: ['1.8m-135deg'],
      manifests: ['CT_WAKE_AND_RESPONSE'],
    }).expect(200);
    const after = (await app().http().get(RESOURCE_SYNC_API_PATHS.history(labId)).set(auth()).expect(200))
      .body as typeof history;
    expect(after).toHaveLength(2);
    // Replaced, it ends canceled: never queued or in progress with a finish time (issue 29).
    expect(after[1]!.pis.find((pi) => pi.thingName === 'sync-pi-noise')).toMatchObject({
      state: 'canceled',
      finishedAt: expect.any(String),
    });
    expect(after[0]!.pis[0]).toMatchObject({ thingName: 'sync-pi-noise', finishedAt: null });
  });

  it('keeps a part that ended as it ended, whatever order the nodes handle its reports in', async () => {
    const response = await submit({
      locales: ['en_US'],
      locations: ['0.9m-90deg'],
      manifests: ['CT_WAKE_AND_RESPONSE'],
    }).expect(200);
    const { syncId } = response.body as { syncId: string };
    const report = (state: 'sync_inprogress' | 'complete') =>
      clients['sync-pi-near']!.publishAsync(
        'oak/things/sync-pi-near/shadow/reported',
        reportedShadowJson({ state, syncId }),
        { qos: 1 },
      );
    // Every node (cloud nodes and workers alike) handles every report, each at its own pace: here the
    // end of the download is handled while an earlier report is still being stored.
    await Promise.all([report('complete'), report('sync_inprogress')]);
    const part = async () =>
      (
        (await app().http().get(RESOURCE_SYNC_API_PATHS.history(labId)).set(auth())).body as {
          id: string;
          pis: { state: string; finishedAt: string | null }[];
        }[]
      ).find((sync) => sync.id === syncId)!.pis[0]!;
    await eventually(part, (now) => now.finishedAt !== null);
    // Both reports have been handled well before this: the late one must not have undone the end.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await part()).toMatchObject({ state: 'complete', finishedAt: expect.any(String) });
  });

  it('sends a sync to every Pi at the chosen location, each with its own part (issue 29: five booths)', async () => {
    const labs = app().app.get(LabsService);
    const boothLab = (await labs.createLab(TEST_ADMIN.company, 'Booth Lab')).id;
    const url = await brokerUrl(app());
    const booths = ['sync-booth-1', 'sync-booth-2', 'sync-booth-3'];
    const seen: Record<string, string | undefined> = {};
    const connected: Record<string, MqttClient> = {};
    for (const thingName of booths) {
      const id = (await labs.addThing(TEST_ADMIN.company, 'Booth Lab', thingName, { location: '0.9m-90deg' }))
        .id;
      const registration = await registerThing(app(), token, id);
      const client = await connectAs(url, {
        clientId: thingName,
        username: thingName,
        password: registration.password,
        will: true,
      });
      connected[thingName] = client;
      client.on('message', (_topic, payload) => {
        seen[thingName] = agentDesiredResourcesSchema.parse(
          (JSON.parse(payload.toString()) as { resources: unknown }).resources,
        ).syncId;
      });
      await client.subscribeAsync(`oak/things/${thingName}/shadow/desired`, { qos: 1 });
      await client.publishAsync(`oak/things/${thingName}/status`, 'online', { qos: 1, retain: true });
    }
    const boothStatus = async () =>
      (await app().http().get(RESOURCE_SYNC_API_PATHS.status(boothLab)).set(auth())).body as {
        connected: boolean;
      }[];
    try {
      await eventually(boothStatus, (pis) => pis.filter((pi) => pi.connected).length === booths.length);
      const sync = {
        locales: ['en_US'],
        locations: ['0.9m-90deg'],
        manifests: ['CT_WAKE_AND_RESPONSE'],
      };
      const { body } = await submit(sync, boothLab).expect(200);
      const { syncId, pis } = body as { syncId: string; pis: { thingName: string; fileCount: number }[] };
      expect(pis.map((pi) => pi.thingName).sort()).toEqual(booths);
      expect(new Set(pis.map((pi) => pi.fileCount)).size).toBe(1);
      await eventually(
        async () => booths.map((thingName) => seen[thingName]),
        (ids) => ids.every((id) => id === syncId),
      );
      const history = (await app().http().get(RESOURCE_SYNC_API_PATHS.history(boothLab)).set(auth()))
        .body as { pis: { thingName: string; state: string }[] }[];
      expect(history[0]!.pis.map((pi) => pi.thingName).sort()).toEqual(booths);

      // One booth of the three goes away: the location is offline, and no booth is sent anything.
      await connected['sync-booth-3']!.publishAsync('oak/things/sync-booth-3/status', 'offline', {
        qos: 1,
        retain: true,
      });
      await eventually(boothStatus, (now) => now.filter((pi) => pi.connected).length === 2);
      expect((await submit(sync, boothLab).expect(409)).body.message).toBe(
        SYNC_MESSAGES.locationOffline('0.9m-90deg'),
      );
    } finally {
      for (const client of Object.values(connected)) await client.endAsync();
    }
  });

  it("lists a run's own syncs for it, and none of another run or of the Labs screen (issue 29)", async () => {
    const labs = app().app.get<Repository<LabRecord>>(getRepositoryToken(LabRecord));
    const { companyId } = (await labs.findOneByOrFail({ id: labId }))!;
    const jobs = app().app.get<Repository<LabJobRecord>>(getRepositoryToken(LabJobRecord));
    const job = (run: string) =>
      jobs.save(
        jobs.create({
          companyId,
          labId,
          labName: 'Sync Lab',
          options: '{}',
          mapping: '{}',
          ownerEmail: TEST_ADMIN.email,
          scenarioName: run,
          family: 'acoustic',
        }),
      );
    const [mine, other] = [await job('Mine'), await job('Other')];
    const service = app().app.get(ResourceSyncService);
    const things = app().app.get(LabsService);
    const near = (await things.thingNamed('sync-pi-near'))!;
    const noise = (await things.thingNamed('sync-pi-noise'))!;
    const selection = { locales: ['en_US'], locations: ['0.9m-90deg'], manifests: ['CT_WAKE_AND_RESPONSE'] };
    const runSync = (jobId: string, thing: typeof near, resources: string[]) =>
      service.syncForRun(labId, TEST_ADMIN.email, { ...selection, jobId }, [{ thing, resources }]);
    const syncId = await runSync(mine.id, near, ['CT_WAKE_AND_RESPONSE/en_US', 'shared/noise']);
    await runSync(other.id, noise, ['shared/calibration']);
    await submit(selection).expect(200);

    const listed = (await app().http().get(RESOURCE_SYNC_API_PATHS.run(mine.id)).set(auth()).expect(200))
      .body as { id: string; pis: { thingName: string }[] }[];
    expect(listed.map((sync) => sync.id)).toEqual([syncId]);
    expect(listed[0]!.pis.map((pi) => pi.thingName)).toEqual(['sync-pi-near']);
    // Another company sees none of it.
    const globex = await app().companyWithUser('Initech', 'qa@initech.test');
    expect(
      (
        await app()
          .http()
          .get(RESOURCE_SYNC_API_PATHS.run(mine.id))
          .set('Authorization', `Bearer ${globex}`)
          .expect(200)
      ).body,
    ).toEqual([]);
  });
});
