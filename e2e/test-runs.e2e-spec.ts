import {
  JOB_API_PATHS,
  type JobUtteranceResult,
  type Lab,
  type LabJob,
  LAB_API_PATHS,
  type Pi,
  RESOURCE_API_PATHS,
  type ResourcePackStatus,
  isFinishedJobState,
} from '@oak/shared';
import { eventually } from '../cloud/src/testing/eventually.util';
import { E2E_ADMIN, e2eInstance } from './support/e2e-instance';
import { VIRTUAL_CUSTOMER, VIRTUAL_GOOD_DUT, VirtualLabApi } from './support/virtual-lab-api';

const LAB = 'Virtual Lab';
const ACOUSTIC = {
  id: 'AVSCertSimulation',
  displayName: 'Acoustic',
  category: 'ACOUSTIC',
  config: '{"marketPlace":"en_US"}',
  mapping: [{ tag: '@acoustic', duts: ['DUT1'], actors: ['Speaker'] }],
};

/**
 * Test runs on the virtual lab through the public API, as the wizard submits
 * them: the run waits for its lab, auto-syncs, plays every utterance through
 * the real agents, and each result comes from the virtual DUT's device cloud.
 */
describe('test runs on the virtual lab', () => {
  let api: VirtualLabApi;
  let lab: Lab;
  let pis: Pi[];

  beforeAll(async () => {
    api = await VirtualLabApi.signIn(e2eInstance().url, E2E_ADMIN.email, E2E_ADMIN.password);
    ({ lab, pis } = await api.connectedLab(LAB, 5));
    const pack = await eventually(
      async () => (await api.request<ResourcePackStatus>(RESOURCE_API_PATHS.pack)).body,
      (status) => status.state === 'ready' || status.state === 'failed',
      240_000,
      1_000,
    );
    if (pack.state !== 'ready')
      throw new Error(`The resource pack did not generate: ${JSON.stringify(pack)}`);
  }, 300_000);

  const PI_NAMES: Record<string, string> = {
    '0.9m-90deg': 'Speech 0.9 m 90°',
    '0.9m-30deg': 'Speech 0.9 m 30°',
  };
  const pi = (location: string) => pis.find((candidate) => candidate.name === PI_NAMES[location])!;

  function aRun(name: string, category: string, placements: string[]) {
    const speaker = pi(placements[0]!);
    return {
      name,
      locale: 'en_US',
      enableEmailNotification: false,
      scenarioType: 'CUSTOM',
      customizedScenarios: [{ category, scenarios: placements }],
      deviceAttributes: { irBlasters: false, dimmable: false },
      testSuite: ACOUSTIC,
      testMapping: {
        mapping: [
          {
            name: 'DUT1',
            configType: 'dut',
            customerId: VIRTUAL_CUSTOMER.customerId,
            dsn: VIRTUAL_GOOD_DUT.deviceserial,
          },
          { name: 'Speaker', configType: 'actor', thingId: speaker.id, piName: speaker.name },
        ],
        actorMapping: [{ name: 'Speaker', configType: 'actor', thingId: speaker.id, piName: speaker.name }],
        deviceMapping: [
          {
            dsn: VIRTUAL_GOOD_DUT.deviceserial,
            customerId: VIRTUAL_CUSTOMER.customerId,
            deviceType: VIRTUAL_GOOD_DUT.devicetype,
          },
        ],
      },
      testOptions: {},
      labId: lab.id,
      accountConfig: [],
      referenceMicConsent: true,
    };
  }

  async function submit(run: unknown): Promise<LabJob> {
    const { status, body } = await api.request<LabJob>(JOB_API_PATHS.jobs, {
      method: 'POST',
      body: JSON.stringify(run),
    });
    if (status !== 201) throw new Error(`POST /api/jobs answered ${status}: ${JSON.stringify(body)}`);
    return body;
  }

  const jobNow = async (id: string) => (await api.request<LabJob>(JOB_API_PATHS.job(id))).body;
  const finished = (id: string) =>
    eventually(
      () => jobNow(id),
      (job) => isFinishedJobState(job.state),
      240_000,
      500,
    );
  const labNow = async () =>
    (await api.request<Lab[]>(LAB_API_PATHS.labs)).body.find((l) => l.id === lab.id)!;

  it('runs a quick wake-word test to the end, one stored result per utterance, while the next run waits', async () => {
    const first = await submit(aRun('Quick_1', 'AC_WWDD_QUICK_TEST', ['0.9m-90deg']));
    const second = await submit(aRun('Near_1', 'AC_NEAR_FIELD', ['0.9m-90deg']));
    expect(first.state).toBe('requested');

    await eventually(
      () => jobNow(first.id),
      (job) => job.state === 'inprogress',
      120_000,
      200,
    );
    expect((await jobNow(second.id)).state).toBe('requested');
    expect((await labNow()).lock).toBe(1);

    // Joining midway: the snapshot of the run so far first, then every change to the end.
    await eventually(
      async () => (await api.request<JobUtteranceResult[]>(JOB_API_PATHS.results(first.id))).body,
      (results) => results.length >= 1,
      120_000,
      200,
    );
    const feed = api.jobFeed(first.id);
    const changes: { key: string; data: Record<string, unknown> }[] = [];
    feed.on('stateChange', (change: { key: string; data: Record<string, unknown> }) => changes.push(change));

    expect((await finished(first.id)).state).toBe('succeeded');
    const results = (await api.request<JobUtteranceResult[]>(JOB_API_PATHS.results(first.id))).body;
    const final = await eventually(
      async () => changes.filter((change) => change.key === 'testStatus').at(-1)?.data,
      (status) => status?.status === 'completed',
      30_000,
      100,
    );
    expect(final).toEqual({ status: 'completed' });
    const early = changes.find((change) => change.key === 'utteranceFeeds')!.data as unknown as unknown[];
    expect(early.length).toBeGreaterThanOrEqual(1);
    const stats = changes.filter((change) => change.key === 'commonFeeds').at(-1)!.data;
    expect(stats).toMatchObject({
      labJobId: first.id,
      played: results.length,
      count: results.length,
      percentage: 100,
    });
    const feeds = changes.filter((change) => change.key === 'utteranceFeeds');
    expect(feeds.at(-1)!.data).toHaveLength(Math.min(50, results.length));
    feed.close();
    expect(results.length).toBeGreaterThan(3);
    expect(results.map((r) => r.trialIndex)).toEqual(results.map((_, index) => index));
    expect(results.every((r) => r.speechLocation === '0.9m-90deg' && r.noise === null)).toBe(true);
    // The good device at 0.9 m in a quiet room hears nearly everything and answers it right.
    expect(results.filter((r) => r.heard).length).toBeGreaterThanOrEqual(results.length - 1);
    const right = results.filter((r) => r.status === 'SUCCESS');
    expect(right.length).toBeGreaterThanOrEqual(results.length - 2);
    for (const result of right) expect(result.intent).toBe(result.expectedResponse);

    // The waiting run went next: near field plays under pink noise too.
    expect((await finished(second.id)).state).toBe('succeeded');
    const near = (await api.request<JobUtteranceResult[]>(JOB_API_PATHS.results(second.id))).body;
    expect(new Set(near.map((r) => r.noise))).toEqual(new Set([null, 'Pink noise']));
    expect((await labNow()).lock).toBe(0);
  }, 480_000);

  it('terminates a run: it ends canceled and frees the lab', async () => {
    const job = await submit(aRun('Near_2', 'AC_NEAR_FIELD', ['0.9m-30deg', '0.9m-90deg']));
    await eventually(
      async () => (await api.request<JobUtteranceResult[]>(JOB_API_PATHS.results(job.id))).body,
      (results) => results.length >= 2,
      180_000,
      200,
    );
    const canceled = await api.request<LabJob>(JOB_API_PATHS.job(job.id), {
      method: 'PUT',
      body: JSON.stringify({ state: 'canceled' }),
    });
    expect(canceled.status).toBe(200);
    expect((await finished(job.id)).state).toBe('canceled');
    const played = (await api.request<JobUtteranceResult[]>(JOB_API_PATHS.results(job.id))).body.length;
    await eventually(labNow, (now) => now.lock === 0, 30_000, 200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      (await api.request<JobUtteranceResult[]>(JOB_API_PATHS.results(job.id))).body.length,
    ).toBeLessThanOrEqual(played + 1);
  }, 300_000);
});
