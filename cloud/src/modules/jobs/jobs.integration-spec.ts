import {
  type AgentShadowReported,
  JOB_API_MESSAGES,
  JOB_API_PATHS,
  JOBS_LIST_LIMIT,
  type JobState,
  type LabJob,
  activeJobsQuery,
  FAR_MAX_CHUNKS,
  FAR_PLAN_MESSAGES,
  UPL_MAX_ATTEMPTS,
  UPL_PLAN_MESSAGES,
  FIELD_MESSAGES,
  FUNCTIONAL_RUN_MESSAGES,
  NEW_JOB_MESSAGES,
  STABILITY_MAX_DURATION_MINUTES,
  STABILITY_MAX_ITERATIONS,
  STABILITY_PLAN_MESSAGES,
  TEST_CREATION_MESSAGES,
  WIZARD_CHOICE_MESSAGES,
  acousticStepKey,
  type AcousticStepOutcome,
  jobDelayBetweenUtterances,
  labJobSchema,
  labSchema,
  parseJobMapping,
  parseJobOptions,
} from '@oak/shared';
import {
  DutRegistry,
  GOOD_DEVICE_PROFILE,
  ManualClock,
  Random,
  type RunningDeviceCloudEmulator,
  VirtualDut,
  startDeviceCloudEmulator,
} from '@oak/simulator';
import { DataSource } from 'typeorm';
import { createLab } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { CustomersService } from '../customers/customers.service';
import { LabRecord } from '../labs/lab.entity';
import { LabsService } from '../labs/labs.service';
import { JobFeedPublisher } from '../live/job-feed.publisher';
import { StepResultsStore } from '../runner/step-results/step-results.store';
import { LabJobQueues } from './lab-job-queue.service';
import { LabJobRecord } from './lab-job.entity';

const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const options = (scenarioType: string) =>
  JSON.stringify({
    testSuite: 'ACOUSTIC',
    testName: `Far field ${scenarioType}`,
    marketPlace: 'en_US',
    testOptions: { testSuite: 'ACOUSTIC', scenarioType },
  });
const mapping = JSON.stringify({ deviceMapping: { DUT: { customerId: 'A1ACME', dsn: 'G0KITCHEN001' } } });

/** The DUT the runs below map, registered with the device cloud under its customer id. */
const RUN_DUT = new VirtualDut({
  customerId: 'A1RUNS',
  email: 'runs@acme.test',
  dsn: 'G0RUN001',
  name: 'Echo G0RUN001',
  deviceType: 'ECHO_DOT',
  buildInfo: 'build-7',
  profile: GOOD_DEVICE_PROFILE,
  random: new Random('G0RUN001'),
});

describe('the job routes', () => {
  let emulator: RunningDeviceCloudEmulator;
  const app = useTestApp(async () => {
    emulator = await startDeviceCloudEmulator({
      registry: new DutRegistry({ duts: [RUN_DUT] }),
      clock: new ManualClock(Date.UTC(2026, 10, 1)),
    });
    return { DEVICE_CLOUD_URL: emulator.url };
  });
  afterAll(() => emulator.close());
  let token: string;
  let otherToken: string;
  let labId: string;
  let foreignLabId: string;
  const ids: Record<string, string> = {};
  const auth = (bearer = token) => ({ Authorization: `Bearer ${bearer}` });

  /** A job as a run leaves it: in `state`, created `createdAt`. */
  async function job(name: string, state: JobState, createdAt: Date, lab = labId, company?: string) {
    const dataSource = app().app.get(DataSource);
    const companyId = (
      (await dataSource.query('SELECT company_id FROM labs WHERE id = $1', [lab])) as { company_id: string }[]
    )[0]!.company_id;
    const saved = await dataSource.getRepository(LabJobRecord).save({
      companyId: company ?? companyId,
      labId: lab,
      labName: 'Far Field Lab',
      state,
      options: options(name),
      mapping,
      ownerEmail: TEST_ADMIN.email,
      sendCompletionEmail: name === 'running',
      scenarioName: name,
      family: 'acoustic',
      createdAt,
    });
    ids[name] = saved.id;
  }

  beforeAll(async () => {
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    otherToken = await app().companyWithUser('Other Audio', 'someone@other.test');
    labId = (await createLab(app(), 'Far Field Lab', ['ff-pi-1', 'ff-pi-2'])).labId;
    foreignLabId = (await createLab(app(), 'Their Lab', ['their-pi-1'], 'Other Audio')).labId;
    await job('queued', 'requested', daysAgo(0.1));
    await job('running', 'inprogress', daysAgo(0.2));
    await job('paused', 'paused', daysAgo(0.3));
    await job('done', 'succeeded', daysAgo(1));
    await job('old', 'requested', daysAgo(45));
    await job('theirs', 'inprogress', daysAgo(0.1), foreignLabId);
  });

  it("lists the company's jobs newest first, each as the spec shows a lab job", async () => {
    const jobs = (await app().http().get(JOB_API_PATHS.jobs).set(auth()).expect(200)).body as LabJob[];
    expect(jobs.map((j) => j.scenarioName)).toEqual(['queued', 'running', 'paused', 'done', 'old']);
    for (const one of jobs) expect(labJobSchema.safeParse(one).success).toBe(true);
    const running = jobs.find((j) => j.scenarioName === 'running')!;
    expect(running).toMatchObject({
      state: 'inprogress',
      labName: 'Far Field Lab',
      sendCompletionEmail: true,
    });
    expect(parseJobOptions(running.options)).toMatchObject({ ok: true, value: { marketPlace: 'en_US' } });
    expect(parseJobMapping(running.mapping)).toMatchObject({ ok: true });
  });

  it('answers the Live Runs filter: not ended, created this month, at most 50', async () => {
    const query = activeJobsQuery(NOW);
    expect(query.limit).toBe(JOBS_LIST_LIMIT);
    const jobs = (await app().http().get(JOB_API_PATHS.jobs).query(query).set(auth()).expect(200))
      .body as LabJob[];
    expect(jobs.map((j) => j.scenarioName)).toEqual(['queued', 'running', 'paused']);
    const two = await app()
      .http()
      .get(JOB_API_PATHS.jobs)
      .query({ ...query, limit: 2 })
      .set(auth())
      .expect(200);
    expect((two.body as LabJob[]).map((j) => j.scenarioName)).toEqual(['queued', 'running']);
    const byState = await app()
      .http()
      .get(JOB_API_PATHS.jobs)
      .query({
        q: JSON.stringify({ state: { in: ['paused', 'succeeded'] }, scenarioName: { nin: ['done'] } }),
      })
      .set(auth())
      .expect(200);
    expect((byState.body as LabJob[]).map((j) => j.scenarioName)).toEqual(['paused']);
    const exact = await app()
      .http()
      .get(JOB_API_PATHS.jobs)
      .query({ q: JSON.stringify({ id: ids.done }) })
      .set(auth())
      .expect(200);
    expect((exact.body as LabJob[]).map((j) => j.scenarioName)).toEqual(['done']);
    const names = async (q: unknown) =>
      (
        (
          await app()
            .http()
            .get(JOB_API_PATHS.jobs)
            .query({ q: JSON.stringify(q) })
            .set(auth())
            .expect(200)
        ).body as LabJob[]
      ).map((j) => j.scenarioName);
    expect(await names({ scenarioName: { eq: 'paused' } })).toEqual(['paused']);
    expect(await names({ labName: null })).toEqual([]);
    expect(await names({ createdAt: { lte: daysAgo(30).toISOString() } })).toEqual(['old']);
  });

  it('refuses filters and limits it cannot read with a 400 that says why', async () => {
    const refused = async (query: Record<string, string>, message: string | RegExp) => {
      const response = await app().http().get(JOB_API_PATHS.jobs).query(query).set(auth()).expect(400);
      expect(response.body.message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    };
    await refused({ q: '{not json' }, 'q is not valid JSON');
    await refused({ q: '[1,2]' }, /^q must be a JSON object/);
    await refused({ q: JSON.stringify({ companyId: 'x' }) }, /^Unknown filter field "companyId"/);
    await refused({ q: JSON.stringify({ state: { like: 'x%' } }) }, /^Unknown operator "like"/);
    await refused({ q: JSON.stringify({ state: ['a'] }) }, /not a list/);
    await refused(
      { q: JSON.stringify({ createdAt: { gte: 'yesterday' } }) },
      JOB_API_MESSAGES.badDate('createdAt'),
    );
    await refused({ limit: '0' }, /limit must be at least 1/);
    await refused({ limit: '51' }, /limit must be at most 50/);
    await refused({ limit: 'many' }, /limit must be a number/);
    await app().http().get(JOB_API_PATHS.jobs).expect(401);
  });

  it("never shows another company's jobs, in the list or by id", async () => {
    const theirs = (await app().http().get(JOB_API_PATHS.jobs).set(auth(otherToken)).expect(200))
      .body as LabJob[];
    expect(theirs.map((j) => j.scenarioName)).toEqual(['theirs']);
    for (const path of [JOB_API_PATHS.job(ids.theirs!), JOB_API_PATHS.lab(ids.theirs!)]) {
      expect((await app().http().get(path).set(auth()).expect(404)).body.message).toBe('Job not found');
    }
    await app()
      .http()
      .put(JOB_API_PATHS.job(ids.theirs!))
      .set(auth())
      .send({ state: 'canceled' })
      .expect(404);
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000', "1' OR '1'='1"])
      await app().http().get(JOB_API_PATHS.job(id)).set(auth()).expect(404);
  });

  it('lists each job with its progress when its live figures tell one', async () => {
    await app()
      .app.get(JobFeedPublisher)
      .publish(ids.running!, { key: 'commonFeeds', data: { played: 21, count: 50, percentage: 42 } });
    const listed = (await app().http().get(JOB_API_PATHS.jobs).set(auth()).expect(200)).body as LabJob[];
    expect(listed.find((job) => job.id === ids.running)?.progress).toBe(42);
    expect(listed.find((job) => job.id === ids.queued)).not.toHaveProperty('progress');
    expect(listed.every((job) => labJobSchema.safeParse(job).success)).toBe(true);
  });

  it('answers one job and the lab it runs on', async () => {
    const one = (await app().http().get(JOB_API_PATHS.job(ids.running!)).set(auth()).expect(200))
      .body as LabJob;
    expect(one).toMatchObject({ id: ids.running, state: 'inprogress', scenarioName: 'running' });
    const lab = await app().http().get(JOB_API_PATHS.lab(ids.running!)).set(auth()).expect(200);
    expect(lab.body).toMatchObject({ id: labId, name: 'Far Field Lab' });
    expect(labSchema.safeParse(lab.body).success).toBe(true);
  });

  it('terminates a job, resumes only a paused one, and leaves an ended job as it ended', async () => {
    const put = (name: string, body: unknown) =>
      app()
        .http()
        .put(JOB_API_PATHS.job(ids[name]!))
        .set(auth())
        .send(body as object);
    expect((await put('paused', { state: 'resume' }).expect(200)).body).toMatchObject({ state: 'resume' });
    expect((await put('running', { state: 'resume' }).expect(409)).body.message).toBe(
      JOB_API_MESSAGES.notPaused('inprogress'),
    );
    expect((await put('queued', { state: 'canceled' }).expect(200)).body).toMatchObject({
      state: 'canceled',
    });
    // Its watchers learn it at once, from the live feed's snapshot too.
    expect(await app().app.get(JobFeedPublisher).snapshot(ids.queued!)).toContainEqual({
      key: 'testStatus',
      data: { status: 'canceled', state: 'canceled' },
    });
    expect(await app().app.get(JobFeedPublisher).snapshot(ids.paused!)).toContainEqual({
      key: 'testStatus',
      data: { status: 'processing', state: 'resume' },
    });
    expect((await put('queued', { state: 'canceled' }).expect(409)).body.message).toBe(
      JOB_API_MESSAGES.alreadyFinished('canceled'),
    );
    expect((await put('done', { state: 'resume' }).expect(409)).body.message).toBe(
      JOB_API_MESSAGES.alreadyFinished('succeeded'),
    );
    for (const body of [{ state: 'succeeded' }, {}, { state: 7 }])
      expect((await put('running', body).expect(400)).body.message).toMatch(/^Request body is invalid/);
    await app()
      .http()
      .put(JOB_API_PATHS.job(ids.running!))
      .set({ ...auth(), 'Content-Type': 'application/json' })
      .send('{"state":')
      .expect(400);
    const after = (await app().http().get(JOB_API_PATHS.job(ids.running!)).set(auth()).expect(200))
      .body as LabJob;
    expect(after.state).toBe('inprogress');
  });

  describe('POST /api/jobs', () => {
    let runLabId: string;
    let speakerId: string;
    const suite = {
      id: 'AVSCertSimulation',
      displayName: 'Acoustic',
      category: 'ACOUSTIC',
      config: '{"marketPlace":"en_US"}',
      mapping: [{ tag: '@acoustic', duts: ['DUT1'], actors: ['Speaker'] }],
    };
    const aRun = (overrides: Record<string, unknown> = {}) => ({
      name: 'Near_1',
      locale: 'en_US',
      enableEmailNotification: true,
      scenarioType: 'CUSTOM',
      customizedScenarios: [{ category: 'AC_NEAR_FIELD', scenarios: ['0.9m-90deg'] }],
      deviceAttributes: { irBlasters: false, dimmable: false },
      testSuite: suite,
      testMapping: {
        mapping: [
          { name: 'DUT1', configType: 'dut', customerId: 'A1RUNS', dsn: 'G0RUN001' },
          { name: 'Speaker', configType: 'actor', thingId: speakerId },
        ],
        actorMapping: [{ name: 'Speaker', configType: 'actor', thingId: speakerId }],
        deviceMapping: [{ dsn: 'G0RUN001', customerId: 'A1RUNS', deviceType: 'ECHO_DOT' }],
      },
      testOptions: {},
      labId: runLabId,
      accountConfig: [],
      referenceMicConsent: true,
      ...overrides,
    });
    /** A custom FAR run of the given length and chunks, from the noise position (doc 3 §3). */
    const aFarRun = (customOptions: Record<string, unknown>, labId?: string) =>
      aRun({
        name: 'Far_1',
        customizedScenarios: [{ category: 'AC_FAR_CUSTOM', scenarios: ['1.8m-135deg'] }],
        testOptions: { customOptions },
        ...(labId ? { labId } : {}),
      });
    /** A stability run of the given bound, from the speech position (doc 1 §5). */
    const aStabilityRun = (customOptions: Record<string, unknown>) =>
      aRun({
        name: 'Stability_1',
        testSuite: { ...suite, id: 'AQTStability', displayName: 'Stability', category: 'STABILITY' },
        customizedScenarios: [{ category: 'STABILITY_STRESS', scenarios: ['0.9m-90deg'] }],
        testOptions: { customOptions },
      });
    /** A UPL run of the UPL suite, spoken from 0.9 m 90 deg (doc 1 §5), with the given custom options. */
    const aUplRun = (scenarioType: string, customOptions?: Record<string, unknown>) =>
      aRun({
        name: 'Upl_1',
        testSuite: {
          ...suite,
          id: 'AQTUPL',
          displayName: 'UPL',
          category: 'UPL',
          mapping: [{ tag: '@upl', duts: ['DUT1'], actors: ['Speaker'] }],
        },
        customizedScenarios: [{ category: scenarioType, scenarios: ['0.9m-90deg'] }],
        testOptions: customOptions ? { customOptions } : {},
      });
    const post = (body: unknown, bearer = token) =>
      app()
        .http()
        .post(JOB_API_PATHS.jobs)
        .set(auth(bearer))
        .send(body as object);

    beforeAll(async () => {
      // The speaker at 0.9 m 90 deg, the noise Pi at 1.8 m 135 deg: where a near-field run plays from.
      const created = await createLab(app(), 'Run Lab', ['run-pi-1', 'run-pi-2'], TEST_ADMIN.company, {
        'run-pi-1': '0.9m-90deg',
        'run-pi-2': '1.8m-135deg',
      });
      runLabId = created.labId;
      speakerId = created.thingIds['run-pi-1']!;
      await app().app.get(LabsService).markConnected('run-pi-1', true);
      await app().app.get(CustomersService).addCustomer('A1RUNS', 'runs@acme.test', TEST_ADMIN.company);
      await app().app.get(CustomersService).addCustomer('A1THEIRS', 'runs@other.test', 'Other Audio');
    });

    it('stores the run as a requested job with the spec’s options and mapping, and queues it', async () => {
      const response = await post(aRun()).expect(201);
      const created = labJobSchema.parse(response.body);
      expect(created).toMatchObject({ state: 'requested', labName: 'Run Lab', sendCompletionEmail: true });
      expect(parseJobOptions(created.options)).toMatchObject({
        ok: true,
        value: { testSuite: 'AVSCertSimulation', testName: 'Near_1', executionOrder: ['AC_NEAR_FIELD'] },
      });
      expect(parseJobMapping(created.mapping)).toMatchObject({
        ok: true,
        value: { deviceMapping: { DUT: { dsn: 'G0RUN001', deviceType: 'ECHO_DOT' } } },
      });
      const queue = await app().app.get(LabJobQueues).queueOf(runLabId);
      expect(await queue.getGlobalConcurrency()).toBe(1);
      expect((await queue.getJob(created.id))?.data).toEqual({
        jobId: created.id,
        resources: ['AC_WWDD_QUICK_TEST/en_US'],
      });
      expect(
        (await app().http().get(JOB_API_PATHS.results(created.id)).set(auth()).expect(200)).body,
      ).toEqual([]);
      await app().http().get(JOB_API_PATHS.results(created.id)).set(auth(otherToken)).expect(404);
    });

    it("hands the wizard's run options to the runner as numbers", async () => {
      const response = await post(
        aRun({ name: 'Counted_1', testOptions: { utteranceCount: '4', delayBetweenUtterances: '2' } }),
      ).expect(201);
      expect(parseJobOptions(labJobSchema.parse(response.body).options)).toMatchObject({
        ok: true,
        value: { testOptions: { customOptions: { utteranceCount: 4, delayBetweenUtterances: 2 } } },
      });
    });

    it('records the default delay between utterances of a custom run submitted without one, which the runner plays', async () => {
      const response = await post(aRun({ name: 'Paced_1' })).expect(201);
      const options = parseJobOptions(labJobSchema.parse(response.body).options);
      // Doc 3 §5 'Default 1; 0 for non-custom': not the 0 an absent delay used to play.
      expect(options).toMatchObject({
        ok: true,
        value: { testType: 'CUSTOM', testOptions: { customOptions: { delayBetweenUtterances: 1 } } },
      });
      expect(options.ok && jobDelayBetweenUtterances(options.value)).toBe(1);
      // One it gives in its own custom options out of range is refused, not replaced by the default.
      const outOfRange = await post(
        aRun({ name: 'Paced_2', testOptions: { customOptions: { delayBetweenUtterances: 500 } } }),
      ).expect(400);
      expect(outOfRange.body.message).toBe(`delayBetweenUtterances: ${FIELD_MESSAGES.outOfRange}`);
    });

    it('hands the chosen noises to the runner, and refuses a run that chose none', async () => {
      const chosen = await post(aRun({ name: 'Pub_1', testOptions: { noiseSelection: ['PUB'] } })).expect(
        201,
      );
      expect(parseJobOptions(labJobSchema.parse(chosen.body).options)).toMatchObject({
        ok: true,
        value: { testOptions: { customOptions: { noiseSelection: ['PUB'] } } },
      });
      const none = await post(aRun({ name: 'Quiet_1', testOptions: { noiseSelection: [] } })).expect(400);
      expect(none.body.message).toBe(`noiseSelection: ${WIZARD_CHOICE_MESSAGES.noiseSelection}`);
    });

    it('downloads a run as CSV and as JUnit XML, results as stored', async () => {
      const created = labJobSchema.parse((await post(aRun()).expect(201)).body);
      const steps = app().app.get(StepResultsStore);
      const answer = (responded: boolean, responseText: string) => ({
        heard: true,
        responded,
        heardText: 'what is the weather',
        responseText,
        intent: responded ? 'GetWeather' : 'PlayMusic',
      });
      const outcome = (trialIndex: number, responded: boolean): AcousticStepOutcome => ({
        trial: {
          index: trialIndex,
          scenarioType: 'AC_NEAR_FIELD',
          speechLocation: '0.9m-90deg',
          noise: trialIndex ? 'Pink noise' : null,
          fileName: `en_US-weather-0${trialIndex}-f2.wav`,
          transcript: 'Alexa, what is the weather',
          expectedResponse: 'GetWeather',
        },
        answer: answer(responded, responded ? 'Sunny, "25" degrees' : '=cmd()'),
        playedAt: '2026-11-22T10:00:00.000Z',
        // An optional DUT that answered trial 1 right where the DUT did not.
        optionalDuts: trialIndex ? [{ tag: 'OPTIONAL_DUT1', answer: answer(true, 'Cloudy') }] : [],
      });
      await steps.save(created.id, acousticStepKey(1), 1, outcome(1, false));
      await steps.save(created.id, acousticStepKey(0), 0, outcome(0, true));
      // A step is stored once: a run taken again cannot record it twice.
      await steps.save(created.id, acousticStepKey(0), 0, outcome(0, false));
      const listed = (await app().http().get(JOB_API_PATHS.results(created.id)).set(auth()).expect(200))
        .body as { dut: string; trialIndex: number; status: string; fileName: string }[];
      expect(listed.map(({ dut, trialIndex, status }) => [dut, trialIndex, status])).toEqual([
        ['DUT', 0, 'SUCCESS'],
        ['DUT', 1, 'FAILURE'],
        ['OPTIONAL_DUT1', 1, 'SUCCESS'],
      ]);
      expect(listed[2]!.fileName).toBe(listed[1]!.fileName);

      const csv = await app().http().get(JOB_API_PATHS.report(created.id, 'csv')).set(auth()).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename=oak-job-${created.id}.csv`);
      const lines = csv.text.trimEnd().split('\r\n');
      expect(lines).toHaveLength(4);
      expect(lines[3]).toMatch(/^1,OPTIONAL_DUT1,AC_NEAR_FIELD,.*,Cloudy,GetWeather,true,true,SUCCESS,/);
      expect(lines[1]).toContain('"Sunny, ""25"" degrees",GetWeather,true,true,SUCCESS');
      expect(lines[2]).toContain("'=cmd(),PlayMusic,true,false,FAILURE");

      const junit = await app().http().get(JOB_API_PATHS.report(created.id, 'junit')).set(auth()).expect(200);
      expect(junit.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(junit.text).toContain('<testsuites name="Near_1 (' + created.id + ')" tests="3" failures="1">');
      expect(junit.text).toContain('<failure message="The DUT answered PlayMusic; expected GetWeather">');

      const refused = await app()
        .http()
        .get(`${JOB_API_PATHS.results(created.id).replace('results', 'report')}?format=pdf`)
        .set(auth())
        .expect(400);
      expect(refused.body.message).toMatch(/format must be one of csv, junit/);
      await app().http().get(JOB_API_PATHS.report(created.id, 'csv')).set(auth(otherToken)).expect(404);
      await app().http().get(JOB_API_PATHS.report('nope', 'junit')).set(auth()).expect(404);
      // Done with it: it must not count in the lab's queue below.
      await app()
        .http()
        .put(JOB_API_PATHS.job(created.id))
        .set(auth())
        .send({ state: 'canceled' })
        .expect(200);
    });

    it.each([
      ['malformed JSON', '{"name":', /JSON/i],
      ['a wrong type', { ...aRun(), name: 42 }, /name/],
      ['a bad name', () => aRun({ name: 'a b!' }), /Name cannot be empty or have special characters/],
      [
        'a Pi that is not connected',
        () =>
          aRun({
            testMapping: {
              ...aRun().testMapping,
              actorMapping: [{ name: 'Speaker', configType: 'actor', thingId: 'nope' }],
            },
          }),
        /The selected Pi is not connected/,
      ],
      [
        'a category the suite lacks',
        () => aRun({ customizedScenarios: [{ category: 'FUNC_ALL', scenarios: ['x'] }] }),
        /Invalid Category/,
      ],
      [
        'an utterance count of zero',
        () => aRun({ testOptions: { utteranceCount: '0' } }),
        /utteranceCount: Invalid\/ out of range value for utterances\. Please provide non-zero value\./,
      ],
      [
        'a delay between utterances out of range',
        () => aRun({ testOptions: { delayBetweenUtterances: '181' } }),
        /delayBetweenUtterances: Invalid\/ out of range input\./,
      ],
      [
        'no scenario type',
        () => aRun({ scenarioType: undefined }),
        /scenarioType: Please select a scenarioType/,
      ],
      [
        'an unknown scenario type',
        () => aRun({ scenarioType: 'SOMETIMES' }),
        /scenarioType: Please select a valid scenario type/,
      ],
      [
        'an e-mail flag that is not a boolean',
        () => aRun({ enableEmailNotification: 'yes' }),
        /enableEmailNotification: Enable email notification not selected/,
      ],
      [
        'a type the runner cannot play',
        () =>
          aRun({ customizedScenarios: [{ category: 'WAKEWORD_DEVICE_VALIDATION_TEST', scenarios: ['x'] }] }),
        /WAKEWORD_DEVICE_VALIDATION_TEST cannot be run by this lab yet/,
      ],
      [
        'a custom FAR run whose chunk is longer than the run',
        () => aFarRun({ farDurationMinutes: 30, farChunkMinutes: 60 }),
        FAR_PLAN_MESSAGES.chunkLongerThanRun('farChunkMinutes', 'farDurationMinutes'),
      ],
      [
        'a custom FAR run of no length',
        () => aFarRun({ farDurationMinutes: 0, farChunkMinutes: 10 }),
        FAR_PLAN_MESSAGES.notPositive('farDurationMinutes'),
      ],
      [
        'a custom FAR run of a negative chunk',
        () => aFarRun({ farDurationMinutes: 60, farChunkMinutes: -5 }),
        FAR_PLAN_MESSAGES.notPositive('farChunkMinutes'),
      ],
      [
        'a custom FAR run cut into too many chunks',
        () => aFarRun({ farDurationMinutes: 7 * 24 * 60, farChunkMinutes: 1 }),
        FAR_PLAN_MESSAGES.tooManyChunks('farChunkMinutes', FAR_MAX_CHUNKS),
      ],
      [
        'a stability run of no iterations',
        () => aStabilityRun({ stabilityIterations: 0 }),
        STABILITY_PLAN_MESSAGES.notPositiveWhole('stabilityIterations'),
      ],
      [
        'a stability run of negative iterations',
        () => aStabilityRun({ stabilityIterations: -3 }),
        STABILITY_PLAN_MESSAGES.notPositiveWhole('stabilityIterations'),
      ],
      [
        'a stability run of more iterations than the most',
        () => aStabilityRun({ stabilityIterations: STABILITY_MAX_ITERATIONS + 1 }),
        STABILITY_PLAN_MESSAGES.atMost('stabilityIterations', STABILITY_MAX_ITERATIONS),
      ],
      [
        'a stability run of no time',
        () => aStabilityRun({ stabilityDurationMinutes: 0 }),
        STABILITY_PLAN_MESSAGES.notPositive('stabilityDurationMinutes'),
      ],
      [
        'a stability run longer than the longest',
        () => aStabilityRun({ stabilityDurationMinutes: STABILITY_MAX_DURATION_MINUTES + 1 }),
        STABILITY_PLAN_MESSAGES.atMost('stabilityDurationMinutes', STABILITY_MAX_DURATION_MINUTES),
      ],
      [
        'a stability run bound both by iterations and by time',
        () => aStabilityRun({ stabilityIterations: 5, stabilityDurationMinutes: 10 }),
        STABILITY_PLAN_MESSAGES.eitherBound('stabilityIterations', 'stabilityDurationMinutes'),
      ],
      [
        'a UPL run of no attempts',
        () => aUplRun('UPL_QUICK', { uplAttempts: 0 }),
        UPL_PLAN_MESSAGES.attemptsOutOfRange('uplAttempts', UPL_MAX_ATTEMPTS),
      ],
      [
        'a UPL run of more attempts than allowed',
        () => aUplRun('UPL_STANDARD', { uplAttempts: UPL_MAX_ATTEMPTS + 1 }),
        UPL_PLAN_MESSAGES.attemptsOutOfRange('uplAttempts', UPL_MAX_ATTEMPTS),
      ],
    ])('refuses %s with a 400 that says why', async (_, body, message) => {
      const payload = typeof body === 'function' ? body() : body;
      const request = app().http().post(JOB_API_PATHS.jobs).set(auth());
      const response = await (
        typeof payload === 'string'
          ? request.set('Content-Type', 'application/json').send(payload)
          : request.send(payload)
      ).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
    });

    it('takes a stability run as the stability family, its bound as given', async () => {
      const created = await post(aStabilityRun({ stabilityIterations: 3 })).expect(201);
      const job = labJobSchema.parse(created.body);
      expect(job.family).toBe('stability');
      expect(parseJobOptions(job.options)).toMatchObject({
        ok: true,
        value: {
          testOptions: { scenarioType: 'STABILITY_STRESS', customOptions: { stabilityIterations: 3 } },
        },
      });
      await app()
        .http()
        .put(JOB_API_PATHS.job(created.body.id as string))
        .set(auth())
        .send({ state: 'canceled' })
        .expect(200);
    });

    it('takes a custom FAR run as the FAR family, and refuses one on a lab with no Pi at the noise position', async () => {
      const created = await post(aFarRun({ farDurationMinutes: 60, farChunkMinutes: 10 })).expect(201);
      const job = labJobSchema.parse(created.body);
      expect(job.family).toBe('far');
      expect(parseJobOptions(job.options)).toMatchObject({
        ok: true,
        value: { testOptions: { customOptions: { farDurationMinutes: 60, farChunkMinutes: 10 } } },
      });
      await app()
        .http()
        .put(JOB_API_PATHS.job(created.body.id as string))
        .set(auth())
        .send({ state: 'canceled' })
        .expect(200);
      // A lab with its speaker only, the run's Speaker mapped to it.
      const speechOnly = await createLab(app(), 'Speech Only Lab', ['speech-only-pi-1'], TEST_ADMIN.company, {
        'speech-only-pi-1': '0.9m-90deg',
      });
      await app().app.get(LabsService).markConnected('speech-only-pi-1', true);
      const speechOnlySpeaker = speechOnly.thingIds['speech-only-pi-1']!;
      const onSpeechOnly = aFarRun({ farDurationMinutes: 60, farChunkMinutes: 10 }, speechOnly.labId);
      const refused = await post({
        ...onSpeechOnly,
        testMapping: {
          ...onSpeechOnly.testMapping,
          mapping: [
            onSpeechOnly.testMapping.mapping[0],
            { name: 'Speaker', configType: 'actor', thingId: speechOnlySpeaker },
          ],
          actorMapping: [{ name: 'Speaker', configType: 'actor', thingId: speechOnlySpeaker }],
        },
      }).expect(400);
      expect(refused.body.message).toContain(NEW_JOB_MESSAGES.noPiAt('Speech Only Lab', '1.8 m 135 deg'));
    });

    it('takes a UPL run as the UPL family, with the attempts its options ask (issue 30)', async () => {
      const created = await post(aUplRun('UPL_QUICK', { uplAttempts: 2 })).expect(201);
      const job = labJobSchema.parse(created.body);
      expect(job.family).toBe('upl');
      expect(parseJobOptions(job.options)).toMatchObject({
        ok: true,
        value: { testOptions: { scenarioType: 'UPL_QUICK', customOptions: { uplAttempts: 2 } } },
      });
      await app()
        .http()
        .put(JOB_API_PATHS.job(created.body.id as string))
        .set(auth())
        .send({ state: 'canceled' })
        .expect(200);
    });

    it('refuses a run at a placement its scenario type is not played from, naming it', async () => {
      // Wake-word tests use only 0.9 m 90 deg (doc 3 §3): not played at 0.9 m 90 deg instead.
      const at30 = aRun({
        customizedScenarios: [{ category: 'AC_WWDD_QUICK_TEST', scenarios: ['0.9m-30deg'] }],
      });
      expect((await post(at30).expect(400)).body.message).toContain(
        NEW_JOB_MESSAGES.placementNotPlayed('AC_WWDD_QUICK_TEST', '0.9 m 30 deg', '0.9 m 90 deg'),
      );
    });

    it('takes a standard acoustic run whose far field does not play where its Speaker stands, and stores where each type plays (issue 29)', async () => {
      const positions = ['0.9m-90deg', '0.9m-30deg', '2.7m-30deg', '2.7m-90deg', '1.8m-135deg'];
      const names = positions.map((position) => `std-${position}`);
      const standardLab = await createLab(
        app(),
        'Standard Lab',
        names,
        TEST_ADMIN.company,
        Object.fromEntries(names.map((name, index) => [name, positions[index]!])),
      );
      const at90 = standardLab.thingIds['std-0.9m-90deg']!;
      await app().app.get(LabsService).markConnected('std-0.9m-90deg', true);
      const speaker = { name: 'Speaker', configType: 'actor', thingId: at90 };
      const standard = aRun({ name: 'Standard_1', scenarioType: 'STANDARD', customizedScenarios: [] });
      standard.labId = standardLab.labId;
      standard.testMapping = {
        ...standard.testMapping,
        mapping: [standard.testMapping.mapping[0]!, speaker],
        actorMapping: [speaker],
      };
      const created = labJobSchema.parse((await post(standard).expect(201)).body);
      // Near field plays where the Speaker stands, far field from its own positions at 2.7 m.
      const stored = await app()
        .app.get(DataSource)
        .getRepository(LabJobRecord)
        .findOneByOrFail({ id: created.id });
      expect(parseJobOptions(stored.options)).toMatchObject({
        ok: true,
        value: {
          testType: 'STANDARD',
          executionOrder: ['AC_NEAR_FIELD', 'AC_FAR_FIELD'],
          testOptions: {
            placements: { AC_NEAR_FIELD: ['0.9m-90deg'], AC_FAR_FIELD: ['2.7m-30deg', '2.7m-90deg'] },
          },
        },
      });
      expect(parseJobOptions(created.options)).toEqual(parseJobOptions(stored.options));
    });

    it('refuses a run the lab cannot play, a locked lab, and a DUT the device cloud does not list', async () => {
      const noNoisePi = await createLab(app(), 'Quiet Lab', ['quiet-pi-1'], TEST_ADMIN.company, {
        'quiet-pi-1': '0.9m-90deg',
      });
      await app().app.get(LabsService).markConnected('quiet-pi-1', true);
      const quietSpeaker = noNoisePi.thingIds['quiet-pi-1']!;
      const onQuietLab = aRun({ labId: noNoisePi.labId });
      onQuietLab.testMapping.mapping[1] = { name: 'Speaker', configType: 'actor', thingId: quietSpeaker };
      onQuietLab.testMapping.actorMapping = [{ name: 'Speaker', configType: 'actor', thingId: quietSpeaker }];
      const refused = await post(onQuietLab).expect(400);
      expect(refused.body.message).toBe(NEW_JOB_MESSAGES.noPiAt('Quiet Lab', '1.8 m 135 deg'));
      // In quiet, the one position is enough.
      const quiet = { ...onQuietLab, testOptions: { noiseSelection: ['SILENCE'] } };
      const accepted = labJobSchema.parse((await post(quiet).expect(201)).body);

      const labs = app().app.get(DataSource).getRepository(LabRecord);
      await labs.update({ id: noNoisePi.labId }, { lock: 1 });
      const locked = await post(quiet).expect(400);
      expect(locked.body.message).toContain(TEST_CREATION_MESSAGES.labLocked);
      await labs.update({ id: noNoisePi.labId }, { lock: 0 });

      const unknown = aRun({ name: 'Stranger_1' });
      unknown.testMapping.mapping[0] = {
        name: 'DUT1',
        configType: 'dut',
        customerId: 'A1RUNS',
        dsn: 'G0STRANGER1',
      };
      unknown.testMapping.deviceMapping = [
        { dsn: 'G0STRANGER1', customerId: 'A1RUNS', deviceType: 'ECHO_DOT' },
      ];
      expect((await post(unknown).expect(400)).body.message).toBe(
        NEW_JOB_MESSAGES.unknownDevice('G0STRANGER1', 'A1RUNS'),
      );
      // A lab whose Pis say which devices stand beside them plays only those.
      const quietPi = app().app.get(LabsService);
      const shadow = (devices: string[]): AgentShadowReported => ({
        agentVersion: '1.0.0',
        audioBackend: 'virtual',
        plugins: [],
        playing: null,
        recording: false,
        calibrating: null,
        lastCalibration: null,
        devices,
        startedAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      });
      await quietPi.storeShadow('quiet-pi-1', shadow(['G0ELSEWHERE']));
      const elsewhere = { ...quiet, name: 'Elsewhere_1' };
      expect((await post(elsewhere).expect(400)).body.message).toBe(
        NEW_JOB_MESSAGES.deviceNotInLab('G0RUN001', 'Quiet Lab'),
      );
      await quietPi.storeShadow('quiet-pi-1', shadow(['G0ELSEWHERE', 'G0RUN001']));
      const beside = labJobSchema.parse((await post(elsewhere).expect(201)).body);
      await app()
        .http()
        .put(JOB_API_PATHS.job(beside.id))
        .set(auth())
        .send({ state: 'canceled' })
        .expect(200);
      // Mapped without its type, the DUT gets the one the device cloud lists.
      const untyped = aRun({ name: 'Untyped_1' });
      untyped.testMapping.deviceMapping = [{ dsn: 'G0RUN001', customerId: 'A1RUNS' } as never];
      const typed = labJobSchema.parse((await post(untyped).expect(201)).body);
      expect(parseJobMapping(typed.mapping)).toMatchObject({
        ok: true,
        value: {
          deviceMapping: { DUT: { dsn: 'G0RUN001', deviceType: 'ECHO_DOT', deviceName: 'Echo G0RUN001' } },
        },
      });
      for (const id of [accepted.id, typed.id])
        await app().http().put(JOB_API_PATHS.job(id)).set(auth()).send({ state: 'canceled' }).expect(200);
    });

    it('takes a run in a locale its virtual devices speak, and refuses one the catalogue offers that none plays, by name', async () => {
      const german = labJobSchema.parse(
        (await post(aRun({ name: 'German_1', locale: 'de_DE' })).expect(201)).body,
      );
      expect(parseJobOptions(german.options)).toMatchObject({ ok: true, value: { marketPlace: 'de_DE' } });
      await app()
        .http()
        .put(JOB_API_PATHS.job(german.id))
        .set(auth())
        .send({ state: 'canceled' })
        .expect(200);
      for (const locale of ['ja_JP', 'ar_SA']) {
        const refused = await post(aRun({ name: 'Unplayed_1', locale })).expect(400);
        expect(refused.body.message).toBe(NEW_JOB_MESSAGES.localeNotPlayed(locale));
      }
    });

    it('takes a functional run of chosen test categories, and refuses an unknown one or mobile outside en_US', async () => {
      const functionalSuite = {
        ...suite,
        id: 'AQTFunctional',
        displayName: 'Functional',
        category: 'FUNCTIONAL',
      };
      const functional = (rows: { category: string; scenarios: string[] }[], locale = 'en_US') =>
        aRun({ name: 'Func_1', locale, testSuite: functionalSuite, customizedScenarios: rows });
      const taken = labJobSchema.parse(
        (await post(functional([{ category: 'FUNC_CUSTOM', scenarios: ['ALARM', 'TIMER'] }])).expect(201))
          .body,
      );
      expect(taken.family).toBe('functional');
      expect(parseJobOptions(taken.options)).toMatchObject({
        ok: true,
        value: {
          executionOrder: ['FUNC_CUSTOM'],
          testOptions: { placements: { FUNC_CUSTOM: ['ALARM', 'TIMER'] } },
        },
      });
      await app().http().put(JOB_API_PATHS.job(taken.id)).set(auth()).send({ state: 'canceled' }).expect(200);
      const unknown = await post(functional([{ category: 'FUNC_CUSTOM', scenarios: ['KARAOKE'] }])).expect(
        400,
      );
      expect(unknown.body.message).toBe(FUNCTIONAL_RUN_MESSAGES.unknownChoice('FUNC_CUSTOM', 'KARAOKE'));
      const mobile = {
        ...functional([{ category: 'MOBILE_FUNCTIONAL', scenarios: ['0.9m-30deg'] }], 'de_DE'),
        testSuite: { ...suite, id: 'AVSCertMobile', displayName: 'Mobile', category: 'MOBILE' },
      };
      // The wizard's own check refuses the locale first: mobile functional is offered in en_US only.
      expect((await post(mobile).expect(400)).body.message).toMatch(/locale/i);
    });

    it("refuses another company's lab and customer id as unknown", async () => {
      await post(aRun({ labId: foreignLabId })).expect(404);
      await post(aRun({ labId: 'not-a-lab' })).expect(404);
      const theirs = aRun();
      theirs.testMapping.mapping[0] = {
        name: 'DUT1',
        configType: 'dut',
        customerId: 'A1THEIRS',
        dsn: 'G0RUN001',
      };
      theirs.testMapping.deviceMapping = [
        { dsn: 'G0RUN001', customerId: 'A1THEIRS', deviceType: 'ECHO_DOT' },
      ];
      await post(theirs).expect(404);
      await post(aRun(), otherToken).expect(404);
    });

    it('queues 25 jobs per lab and refuses the 26th with the spec’s message', async () => {
      const dataSource = app().app.get(DataSource);
      const waiting = () =>
        dataSource.getRepository(LabJobRecord).count({ where: { labId: runLabId, state: 'requested' } });
      const batch = Array.from({ length: 25 - (await waiting()) }, () => post(aRun()));
      await Promise.all(batch.map((request) => request.expect(201)));
      expect(await waiting()).toBe(25);
      const refused = await post(aRun()).expect(409);
      expect(refused.body.message).toBe(
        'Too many jobs in job queue. Please remove one or more jobs from job queue and retry.',
      );
      expect(await waiting()).toBe(25);
      const queue = await app().app.get(LabJobQueues).queueOf(runLabId);
      expect(await queue.getWaitingCount()).toBe(25);

      // Terminating a waiting job takes it out of the queue and frees its place.
      const [first] = await dataSource
        .getRepository(LabJobRecord)
        .find({ where: { labId: runLabId, state: 'requested' } });
      await app()
        .http()
        .put(JOB_API_PATHS.job(first!.id))
        .set(auth())
        .send({ state: 'canceled' })
        .expect(200);
      expect(await queue.getWaitingCount()).toBe(24);
      await post(aRun()).expect(201);
    });
  });
});
