import { request as httpRequest, Agent, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import {
  DutRegistry,
  ManualClock,
  type RunningDeviceCloudEmulator,
  startDeviceCloudEmulator,
} from '@oak/simulator';
import { DataSource } from 'typeorm';
import { type HostileRequest, type OpenApiDocument, hostileHttpCorpus } from '../testing/hostile-http-corpus';
import { LabJobRecord } from '../modules/jobs/lab-job.entity';
import { memoryAfterGc } from '../testing/heap.util';
import { createLab } from '../testing/lab-fixtures';
import { changedRecords, recordDigests } from '../testing/record-digests';
import { TEST_ADMIN, useTestApp } from '../testing/test-app';

/** Requests in the corpus: the issue asks for at least 1,000. */
const CORPUS_SIZE = 1200;
/** A request that takes longer than this is a failure too: the loop is bounded. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Operations the corpus leaves out: sign-out would end the session the rest of the corpus uses. */
const SKIPPED = ['POST /api/auth/signout'];

describe('fuzz: 1,200 hostile requests from the OpenAPI document', () => {
  let emulator: RunningDeviceCloudEmulator;
  const app = useTestApp(async () => {
    emulator = await startDeviceCloudEmulator({
      registry: new DutRegistry({ duts: [] }),
      clock: new ManualClock(Date.UTC(2026, 10, 1)),
    });
    return { DEVICE_CLOUD_URL: emulator.url };
  });
  afterAll(() => emulator.close());

  /** A finished run of the lab, as a run leaves it in the database. */
  async function runOn(labId: string, labName: string): Promise<string> {
    const data = app().app.get(DataSource);
    const [{ company_id: companyId }] = (await data.query('SELECT company_id FROM labs WHERE id = $1', [
      labId,
    ])) as {
      company_id: string;
    }[];
    const saved = await data.getRepository(LabJobRecord).save({
      companyId,
      labId,
      labName,
      state: 'succeeded',
      options: JSON.stringify({
        testSuite: 'ACOUSTIC',
        testName: 'Far field WWDD',
        marketPlace: 'en_US',
        testOptions: { testSuite: 'ACOUSTIC', scenarioType: 'WWDD' },
      }),
      mapping: JSON.stringify({ deviceMapping: { DUT: { customerId: 'A1ACME', dsn: 'G0KITCHEN001' } } }),
      ownerEmail: TEST_ADMIN.email,
      sendCompletionEmail: false,
      scenarioName: 'WWDD',
      family: 'acoustic',
    });
    return saved.id;
  }

  it('answers every one with less than 500, keeps its memory and every record', async () => {
    const server = app().app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });

    const adminToken = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const foreignToken = await app().companyWithUser('Rival Acoustics', 'eve@rival.test');
    const kitchen = await createLab(app(), 'Kitchen Lab', ['kitchen-pi-1', 'kitchen-pi-2']);
    const rival = await createLab(app(), 'Rival Lab', ['rival-pi-1'], 'Rival Acoustics');
    const ownRun = await runOn(kitchen.labId, 'Kitchen Lab');
    const rivalRun = await runOn(rival.labId, 'Rival Lab');
    const tokens = {
      admin: adminToken,
      foreign: foreignToken,
      anonymous: undefined,
      forged: `${adminToken.slice(0, -8)}AAAAAAAA`,
    };

    const send = (one: HostileRequest) =>
      new Promise<number>((resolve, reject) => {
        const token = tokens[one.caller];
        const req = httpRequest(
          {
            agent,
            host: '127.0.0.1',
            port,
            method: one.method,
            path: `/api${one.path.replace(/^\/api/, '')}${one.query ? `?${one.query}` : ''}`,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(one.contentType ? { 'content-type': one.contentType } : {}),
              ...(one.mutation.startsWith('corrupt gzip') ? { 'content-encoding': 'gzip' } : {}),
              ...(one.body ? { 'content-length': one.body.length } : {}),
            },
            timeout: REQUEST_TIMEOUT_MS,
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
        req.on('error', reject);
        req.end(one.body);
      });

    const document = (await app().http().get('/api/docs/openapi.json').expect(200)).body as OpenApiDocument;
    const corpus = hostileHttpCorpus(document, {
      seed: 'hardening-fuzz',
      count: CORPUS_SIZE,
      foreignIds: [rival.labId, rivalRun, ...Object.values(rival.thingIds)],
      skip: SKIPPED,
    });
    expect(corpus.length).toBeGreaterThanOrEqual(1000);

    // Warm up (route tables, caches, the first connections), then take the baseline.
    for (const one of corpus.slice(0, 100)) await send(one).catch(() => 0);
    const before = await recordDigests(app().app.get(DataSource));
    const memoryBefore = memoryAfterGc();

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const one of corpus) {
      const status = await send(one).catch((error: Error) => {
        failures.push(`${one.method} ${one.path} (${one.mutation}): ${error.message}`);
        return 0;
      });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500)
        failures.push(`${one.method} ${one.path} as ${one.caller} (${one.mutation}): ${status}`);
    }
    agent.destroy();

    expect(failures).toEqual([]);
    // Mostly refusals: a corpus that got through would not be hostile.
    const accepted = [...statuses].filter(([status]) => status < 300).reduce((sum, [, n]) => sum + n, 0);
    expect(accepted).toBeLessThan(corpus.length * 0.2);

    const memoryAfter = memoryAfterGc();
    expect(memoryAfter).toBeLessThanOrEqual(memoryBefore * 1.1);

    await app().http().get('/api/health').expect(200);
    const after = await recordDigests(app().app.get(DataSource));
    expect(before.has(`lab_jobs/${ownRun}`) && before.has(`labs/${kitchen.labId}`)).toBe(true);
    expect(changedRecords(before, after)).toEqual([]);
    // 1,300 requests one after another: some twenty seconds alone, longer beside the browser specs.
  }, 120_000);
});
