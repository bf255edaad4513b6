import { existsSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import {
  CALIBRATION_ACK_TIMEOUT_MS,
  LAB_API_PATHS,
  type Pi,
  type PiResourceStatus,
  RESOURCE_SYNC_API_PATHS,
  calibrationMeasurementSchema,
  calibrationResourcesSyncSchema,
} from '@oak/shared';
import {
  type InstalledAgent,
  type RunningAgent,
  removeInstall,
  runSetupCommand,
  startAgent,
} from '../../testing/agent-process';
import { eventually } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LabRecord } from '../labs/lab.entity';
import { LabsService } from '../labs/labs.service';
import { generateResourcePack } from '../resources/pack/resource-pack.generator';
import { ResourceStore } from '../resources/resource-store';

const PI = { thingName: 'cal-pi-1', location: '0.9m-90deg' };

/**
 * Calibration syncs its resources first (doc 2 §4): the cloud with the en_US
 * default pack and a real agent installed by its setup command, which holds no
 * calibration prompt until the calibration's resources are synced to it.
 */
describe('calibration with its resources synced first, on a real agent', () => {
  const app = useTestApp();
  let base: string;
  let token: string;
  let labId: string;
  let thingId: string;
  let installed: InstalledAgent;
  let agent: RunningAgent;

  const call = async (method: 'GET' | 'POST', pathname: string, body?: unknown) => {
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const calibrate = (option: string) =>
    call(
      'POST',
      `${LAB_API_PATHS.thingAction(labId, thingId, 'calibrate')}?ackTimeout=${CALIBRATION_ACK_TIMEOUT_MS}`,
      { option, locale: 'en_US' },
    );
  const syncResources = (option: string) =>
    call('POST', LAB_API_PATHS.calibrationResources(labId, thingId), { option, locale: 'en_US' });
  const desiredFiles = async () =>
    ((await app().app.get(LabsService).thingNamed(PI.thingName))!.desiredResources?.files ?? []).map(
      (file) => file.fileName,
    );
  const controllerState = async () =>
    ((await call('GET', LAB_API_PATHS.labThings(labId))).body as Pi[])[0]?.controllerState;

  beforeAll(async () => {
    await generateResourcePack(app().app.get(ResourceStore), { locales: ['en_US'] });
    const server = app().app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const labs = app().app.get(LabsService);
    labId = (await labs.createLab(TEST_ADMIN.company, 'Calibration Lab')).id;
    thingId = (
      await labs.addThing(TEST_ADMIN.company, 'Calibration Lab', PI.thingName, { location: PI.location })
    ).id;
    const setup = await call('GET', LAB_API_PATHS.setupCommand(thingId, 'raspbian'));
    installed = await runSetupCommand((setup.body as { cmdLine: string }).cmdLine);
    agent = startAgent(installed);
    await eventually(
      async () => (await call('GET', LAB_API_PATHS.labThings(labId))).body as { status: string }[],
      (pis) => pis.length === 1 && pis[0]!.status === 'online',
      30_000,
    );
  }, 180_000);

  afterAll(async () => {
    await agent.stop();
    removeInstall(installed);
    await new Promise<void>((resolve) =>
      app()
        .app.getHttpServer()
        .close(() => resolve()),
    );
  });

  it("syncs a DUT calibration's prompts to the Pi, after which it calibrates", async () => {
    // Without its resources the Pi cannot ask the device.
    const before = await calibrate('dut_happy_song');
    expect(before.status).toBe(502);
    expect((before.body as { message: string }).message).toMatch(/Calibration prompt not found in the cache/);

    const synced = await syncResources('dut_happy_song');
    expect(synced.status).toBe(200);
    expect(calibrationResourcesSyncSchema.parse(synced.body)).toEqual({ synced: true });
    // The Pi reported the sync, now done (doc 1 §4.8).
    await eventually(controllerState, (state) => state === 'lab_resources_synced', 10_000);

    const after = await calibrate('dut_happy_song');
    expect(after.status).toBe(200);
    expect(calibrationMeasurementSchema.parse(after.body).option).toBe('dut_happy_song');

    // It holds them now: the next calibration starts at once, the skill's prompt included.
    await expect(syncResources('dut_skill')).resolves.toEqual({ status: 200, body: { synced: false } });
    expect((await calibrate('dut_skill')).status).toBe(200);
  }, 120_000);

  it('keeps what the Pi was synced before, which the agent would otherwise remove', async () => {
    const synced = await call('POST', RESOURCE_SYNC_API_PATHS.submit(labId), {
      locales: ['en_US'],
      locations: [PI.location],
      manifests: ['CT_WAKE_AND_RESPONSE'],
    });
    expect(synced.status).toBe(200);
    const { syncId } = synced.body as { syncId: string };
    await eventually(
      async () =>
        ((await call('GET', RESOURCE_SYNC_API_PATHS.status(labId))).body as PiResourceStatus[])[0]
          ?.resourceSync,
      (report) => report?.syncId === syncId && report.state === 'complete',
      60_000,
    );
    const held = desiredFiles();
    const runFiles = (await held).filter((name) => !name.startsWith('oak-calibration-'));
    expect(runFiles.length).toBeGreaterThan(0);
    for (const name of runFiles) expect(existsSync(path.join(installed.cacheDir, name))).toBe(true);

    // The sync replaced the prompts; the calibration brings them back beside the run's files.
    await expect(syncResources('dut_skill')).resolves.toEqual({ status: 200, body: { synced: true } });
    expect(await desiredFiles()).toEqual(
      expect.arrayContaining([...runFiles, 'oak-calibration-dut-skill.wav']),
    );
    for (const name of runFiles) expect(existsSync(path.join(installed.cacheDir, name))).toBe(true);
    expect((await calibrate('dut_skill')).status).toBe(200);
  }, 120_000);

  it('needs nothing synced for pink noise, which the agent makes itself', async () => {
    await expect(syncResources('pink_noise')).resolves.toEqual({ status: 200, body: { synced: false } });
  });

  it('refuses to sync while a run holds the lab', async () => {
    const labs = app().app.get<Repository<LabRecord>>(getRepositoryToken(LabRecord));
    await labs.update({ id: labId }, { lock: 1 });
    try {
      const locked = await syncResources('dut_skill');
      expect(locked.status).toBe(409);
      expect((locked.body as { message: string }).message).toBe(
        'Lab seems to be locked. Cannot submit resources for download.',
      );
    } finally {
      await labs.update({ id: labId }, { lock: 0 });
    }
  });
});
