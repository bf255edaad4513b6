import {
  JOB_API_PATHS,
  type Lab,
  type LabJob,
  LAB_API_PATHS,
  MUSIC_SCENARIO_TYPES,
  type Pi,
  TEST_CREATION_MESSAGES,
  packLanguageOf,
  scenarioTypeFamily,
  suiteRunCategories,
} from '@oak/shared';
import { eventually } from '../cloud/src/testing/eventually.util';
import {
  ACOUSTIC_SUITE,
  CLOSE_TALK_SUITE,
  MOBILE_SUITE,
  MUSIC_SUITE,
  QUALIFICATION_SUITE,
  acousticRun,
  cancelActiveRuns,
  finishedJob,
  jobNow,
  readyVirtualLab,
  resultsAtLeast,
  resultsOf,
  submitRun,
} from './support/acoustic-runs';
import { E2E_ADMIN, e2eInstance } from './support/e2e-instance';
import { type VirtualLabApi } from './support/virtual-lab-api';

const LAB = 'Virtual Lab';
/** Types that ask the DUT to play media first and to stop it last. */
const playsMedia = (type: string) =>
  (MUSIC_SCENARIO_TYPES as readonly string[]).includes(type) || type === 'QUAL_DEVICE_PLAYBACK';

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
    ({ api, lab, pis } = await readyVirtualLab(e2eInstance().url, E2E_ADMIN, LAB));
  }, 300_000);
  // A run a failed test left active would hold its lab for every later test.
  afterEach(() => cancelActiveRuns(api), 90_000);

  const aRun = (name: string, category: string, placements: string[]) =>
    acousticRun(lab, pis, name, category, placements);
  const submit = (run: { readonly labId: string }) => submitRun(api, run);
  const finished = (id: string) => finishedJob(api, id);
  const labNow = async () =>
    (await api.request<Lab[]>(LAB_API_PATHS.labs)).body.find((l) => l.id === lab.id)!;

  it('runs a quick wake-word test to the end, one stored result per utterance; the busy lab takes no other run', async () => {
    const first = await submit(aRun('Quick_1', 'AC_WWDD_QUICK_TEST', ['0.9m-90deg']));
    expect(first.state).toBe('requested');

    await eventually(
      () => jobNow(api, first.id),
      (job) => job.state === 'inprogress',
      120_000,
      200,
    );
    expect((await labNow()).lock).toBe(1);
    // Locked labs cannot be submitted to (doc 1 §6): the next run is refused, not queued to fail later.
    const refused = await api.request<{ message: string }>(JOB_API_PATHS.jobs, {
      method: 'POST',
      body: JSON.stringify(aRun('Near_1', 'AC_NEAR_FIELD', ['0.9m-90deg'])),
    });
    expect(refused).toEqual({
      status: 400,
      body: { statusCode: 400, message: TEST_CREATION_MESSAGES.labLocked },
    });

    // Joining midway: the snapshot of the run so far first, then every change to the end.
    await resultsAtLeast(api, first.id, 1);
    const feed = api.jobFeed(first.id);
    const changes: { key: string; data: Record<string, unknown> }[] = [];
    feed.on('stateChange', (change: { key: string; data: Record<string, unknown> }) => changes.push(change));

    expect((await finished(first.id)).state).toBe('succeeded');
    const results = await resultsOf(api, first.id);
    const final = await eventually(
      async () => changes.filter((change) => change.key === 'testStatus').at(-1)?.data,
      (status) => status?.status === 'completed',
      30_000,
      100,
    );
    expect(final).toEqual({ status: 'completed', state: 'succeeded', verdict: 'passed' });
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

    // Once the lab is free it takes the next run: near field plays under pink noise too.
    const second = await submit(aRun('Near_1', 'AC_NEAR_FIELD', ['0.9m-90deg']));
    expect((await finished(second.id)).state).toBe('succeeded');
    const near = await resultsOf(api, second.id);
    expect(new Set(near.map((r) => r.noise))).toEqual(new Set([null, 'Pink noise']));
    expect((await labNow()).lock).toBe(0);
  }, 480_000);

  it('plays a quick wake-word test in German: the good device understands it and answers in German, at English rates (issue 29)', async () => {
    const job = await submit(
      acousticRun(lab, pis, 'Quick_German', 'AC_WWDD_QUICK_TEST', ['0.9m-90deg'], { locale: 'de_DE' }),
    );
    expect((await finished(job.id)).state).toBe('succeeded');
    const results = await resultsOf(api, job.id);
    expect(results.length).toBe(packLanguageOf('de_DE')!.phrases.length);
    expect(results.every((r) => r.fileName.startsWith('de_DE-'))).toBe(true);
    // The same bounds as the en_US quick test's above: FRR at most one in the run, RAR all but two at most.
    const heard = results.filter((r) => r.heard);
    expect(heard.length).toBeGreaterThanOrEqual(results.length - 1);
    const right = results.filter((r) => r.status === 'SUCCESS');
    expect(right.length).toBeGreaterThanOrEqual(heard.length - 2);
    for (const result of right) expect(result.intent).toBe(result.expectedResponse);
    // Answered in German words (the grammar's answers, slots said back), never in English.
    const german = packLanguageOf('de_DE')!.grammar!.rules.map(
      (rule) => new RegExp(`^${rule.response.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '.+')}$`, 'u'),
    );
    const spoken = right.flatMap((r) => (r.dutResponded ? [r.dutResponded] : []));
    expect(spoken.length).toBeGreaterThanOrEqual(4);
    for (const answer of spoken) expect(german.some((pattern) => pattern.test(answer))).toBe(true);
    for (const result of right.filter((r) => r.intent === 'SetAlarmIntent'))
      expect(result.dutResponded).toBe('Wecker gestellt für 7 Uhr.');
  }, 300_000);

  it('plays a qualification run under its own noise, with plausible rates', async () => {
    const job = await submit(
      acousticRun(lab, pis, 'Qual_Pub', 'QUAL_NOISE_PUB', ['0.9m-90deg'], { testSuite: QUALIFICATION_SUITE }),
    );
    expect((await finished(job.id)).state).toBe('succeeded');
    const results = await resultsOf(api, job.id);
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((r) => r.scenarioType === 'QUAL_NOISE_PUB' && r.noise === 'Pub')).toBe(true);
    expect(results.every((r) => r.speechLocation === '0.9m-90deg')).toBe(true);
    // At 0.9 m the good device still hears most commands over pub noise.
    expect(results.filter((r) => r.heard).length).toBeGreaterThanOrEqual(Math.ceil(results.length / 2));
  }, 300_000);

  it('plays a music run: asks the DUT for music, says commands over it, then stops it', async () => {
    const job = await submit(
      acousticRun(lab, pis, 'Music_1', 'MUSIC_TUNEIN', ['0.9m-90deg'], { testSuite: MUSIC_SUITE }),
    );
    expect((await finished(job.id)).state).toBe('succeeded');
    const results = await resultsOf(api, job.id);
    expect(results[0]).toMatchObject({ expectedResponse: 'PlayMusicIntent', noise: null, status: 'SUCCESS' });
    expect(results.at(-1)).toMatchObject({ expectedResponse: 'StopIntent', noise: 'Device Playback' });
    const over = results.slice(1, -1);
    expect(over.length).toBeGreaterThan(3);
    expect(over.every((r) => r.noise === 'Device Playback')).toBe(true);
    // Its own music makes commands harder to hear, not impossible at 0.9 m.
    expect(over.filter((r) => r.heard).length).toBeGreaterThanOrEqual(Math.ceil(over.length / 2));
  }, 300_000);

  it('pauses a trained mobile run for manual training, and goes on once resumed', async () => {
    const job = await submit(
      acousticRun(lab, pis, 'Trained_1', 'AC_TRAINED_MOBILE', ['0.9m-90deg'], {
        testSuite: MOBILE_SUITE,
        // Four utterances, the run's count, shared by its quiet and its pink noise: enough to see both.
        customOptions: { mobileVoiceTrainingIsManual: true, trainers: ['Liam'], utteranceCount: 4 },
      }),
    );
    await eventually(
      () => jobNow(api, job.id),
      (now) => now.state === 'paused',
      120_000,
      200,
    );
    // Paused, it plays nothing and keeps its lab, however long the training takes.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await resultsOf(api, job.id)).toEqual([]);
    expect((await jobNow(api, job.id)).state).toBe('paused');
    expect((await labNow()).lock).toBe(1);

    const resumed = await api.request<LabJob>(JOB_API_PATHS.job(job.id), {
      method: 'PUT',
      body: JSON.stringify({ state: 'resume' }),
    });
    expect(resumed.status).toBe(200);
    expect((await finished(job.id)).state).toBe('succeeded');
    const results = await resultsOf(api, job.id);
    expect(results).toHaveLength(4);
    expect(results.every((r) => r.scenarioType === 'AC_TRAINED_MOBILE')).toBe(true);
    expect(new Set(results.map((r) => r.noise))).toEqual(new Set([null, 'Pink noise']));

    // The feed's figures measure wake-ups (IAR), with the voice that trained the phone.
    const feed = api.jobFeed(job.id);
    const snapshot: { key: string; data: Record<string, unknown> }[] = [];
    feed.on('stateChange', (change: { key: string; data: Record<string, unknown> }) => snapshot.push(change));
    const stats = await eventually(
      async () => snapshot.find((change) => change.key === 'commonFeeds')?.data,
      (data) => data !== undefined,
      10_000,
      100,
    );
    feed.close();
    expect(stats).toMatchObject({
      measureType: 'IAR',
      currentTrainedVoice: 'Liam',
      androidDeviceIsConnected: true,
      played: results.length,
      iar: expect.any(Number),
    });
  }, 300_000);

  it('trains voice robustness round by round under rising noise, telling each round', async () => {
    const job = await submit(
      acousticRun(lab, pis, 'Robust_1', 'AC_VOICE_ENROLLMENT_ROBUSTNESS', ['0.9m-90deg'], {
        testSuite: MOBILE_SUITE,
        customOptions: { trainers: ['Kenji'], noiseSelection: [55, 35] },
      }),
    );
    expect((await finished(job.id)).state).toBe('succeeded');
    const results = await resultsOf(api, job.id);
    expect(results.map((r) => r.noise)).toEqual([...Array(3).fill('35 dBC'), ...Array(3).fill('55 dBC')]);
    // Quiet backgrounds: the device at 0.9 m hears nearly every enrollment utterance.
    expect(results.filter((r) => r.heard).length).toBeGreaterThanOrEqual(5);

    const feed = api.jobFeed(job.id);
    const snapshot: { key: string; data: Record<string, unknown> }[] = [];
    feed.on('stateChange', (change: { key: string; data: Record<string, unknown> }) => snapshot.push(change));
    const enrollment = await eventually(
      async () => snapshot.find((change) => change.key === 'enrollmentFeed')?.data,
      (data) => data !== undefined,
      10_000,
      100,
    );
    feed.close();
    expect(enrollment).toMatchObject({
      totalNum: 2,
      curNum: 2,
      completedCount: 2,
      completedPercentage: 100,
      currentTrainedVoice: 'Kenji',
      activeNoise: '55 dBC',
    });
  }, 300_000);

  it.each([
    ['ACOUSTIC', ACOUSTIC_SUITE],
    ['CLOSE_TALK', CLOSE_TALK_SUITE],
    ['MUSIC', MUSIC_SUITE],
    ['QUAL', QUALIFICATION_SUITE],
    ['MOBILE', MOBILE_SUITE],
  ] as const)(
    'plays every %s scenario type it can to its end, a few utterances each',
    async (suite, testSuite) => {
      const types = suiteRunCategories(suite)!.filter((type) => scenarioTypeFamily(type) === 'acoustic');
      const job = await submit(
        acousticRun(lab, pis, `Every_${suite}`, types, ['0.9m-90deg'], {
          testSuite,
          customOptions: { utteranceCount: 2, delayBetweenUtterances: 1 },
        }),
      );
      expect((await finished(job.id)).state).toBe('succeeded');
      const results = await resultsOf(api, job.id);
      expect(results.map((r) => r.trialIndex)).toEqual(results.map((_, index) => index));
      // Each type in the order asked, two utterances each (media keeps its request and stop,
      // voice robustness its three rounds of three).
      expect([...new Set(results.map((r) => r.scenarioType))]).toEqual(types);
      for (const type of types) {
        const own = results.filter((r) => r.scenarioType === type);
        const expected = playsMedia(type) ? 4 : type === 'AC_VOICE_ENROLLMENT_ROBUSTNESS' ? 9 : 2;
        expect([type, own.length]).toEqual([type, expected]);
      }
      // The good device at 0.9 m hears most of it, whatever the noise.
      expect(results.filter((r) => r.heard).length).toBeGreaterThanOrEqual(Math.ceil(results.length * 0.6));
    },
    300_000,
  );

  it('terminates a run: it ends canceled and frees the lab', async () => {
    const job = await submit(aRun('Near_2', 'AC_NEAR_FIELD', ['0.9m-30deg', '0.9m-90deg']));
    await resultsAtLeast(api, job.id, 2);
    const canceled = await api.request<LabJob>(JOB_API_PATHS.job(job.id), {
      method: 'PUT',
      body: JSON.stringify({ state: 'canceled' }),
    });
    expect(canceled.status).toBe(200);
    expect((await finished(job.id)).state).toBe('canceled');
    const played = (await resultsOf(api, job.id)).length;
    await eventually(labNow, (now) => now.lock === 0, 30_000, 200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await resultsOf(api, job.id)).length).toBeLessThanOrEqual(played + 1);
  }, 300_000);
});
