import {
  EXPERIMENT_API_PATHS,
  type Experiment,
  type JobState,
  experimentDetailSchema,
  experimentListSchema,
  labJobSchema,
  REQUEST_INPUT_MESSAGES,
} from '@oak/shared';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createLab } from '../../testing/lab-fixtures';
import { useTestApp } from '../../testing/test-app';
import { LabJobRecord } from '../jobs/lab-job.entity';

const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000);
const MAPPING = JSON.stringify({ deviceMapping: { DUT: { customerId: 'A1ACME', dsn: 'G0ECHO1' } } });
const experimentId = (testSuite: string, testName: string) =>
  createHash('md5')
    .update(JSON.stringify([testSuite, testName]).replace(',', ', '))
    .digest('hex');

describe('GET /api/experiments: the company runs grouped by test', () => {
  const app = useTestApp();
  let acme: string;
  let globex: string;
  const jobIds: Record<string, string> = {};

  const get = (path: string, token?: string) => {
    const call = app().http().get(path);
    return token ? call.set('Authorization', `Bearer ${token}`) : call;
  };

  /** A run as it is stored, its options the JSON text of doc 1 §3. */
  async function run(
    name: string,
    labId: string,
    labName: string,
    test: { testSuite: string; testName: string } | string,
    state: JobState,
    createdAt: Date,
  ) {
    const dataSource = app().app.get(DataSource);
    const [lab] = (await dataSource.query('SELECT company_id FROM labs WHERE id = $1', [labId])) as {
      company_id: string;
    }[];
    const options =
      typeof test === 'string'
        ? test
        : JSON.stringify({
            ...test,
            marketPlace: 'en_US',
            testOptions: { testSuite: 'ACOUSTIC', scenarioType: 'FAR_FIELD' },
          });
    const saved = await dataSource.getRepository(LabJobRecord).save({
      companyId: lab!.company_id,
      labId,
      labName,
      state,
      options,
      mapping: MAPPING,
      ownerEmail: 'ana@acme-exp.test',
      sendCompletionEmail: false,
      scenarioName: name,
      family: 'acoustic',
      createdAt,
    });
    jobIds[name] = saved.id;
  }

  const farField = { testSuite: 'AVSCertSimulation', testName: 'Far field' };
  const music = { testSuite: 'AVSCertMusic', testName: 'Far field' };

  beforeAll(async () => {
    acme = await app().companyWithUser('Acme Exp', 'ana@acme-exp.test');
    globex = await app().companyWithUser('Globex Exp', 'gus@globex-exp.test');
    const kitchen = (await createLab(app(), 'Kitchen Lab', ['k-pi-1'], 'Acme Exp')).labId;
    const garage = (await createLab(app(), 'Garage Lab', ['g-pi-1'], 'Acme Exp')).labId;
    const theirs = (await createLab(app(), 'Globex Lab', ['x-pi-1'], 'Globex Exp')).labId;
    await run('ff-1', kitchen, 'Kitchen Lab', farField, 'succeeded', daysAgo(5));
    await run('ff-2', garage, 'Garage Lab', farField, 'failed', daysAgo(3));
    await run('ff-3', kitchen, 'Kitchen Lab', farField, 'inprogress', daysAgo(1));
    // The same test name in another suite is another experiment.
    await run('music-1', kitchen, 'Kitchen Lab', music, 'requested', daysAgo(2));
    // Options that cannot be read, or name no test, belong to no experiment and fail nothing.
    await run('broken', kitchen, 'Kitchen Lab', 'not json', 'succeeded', daysAgo(0.5));
    await run(
      'unnamed',
      kitchen,
      'Kitchen Lab',
      '{"testSuite":"AVSCertSimulation"}',
      'succeeded',
      daysAgo(0.5),
    );
    // Another company's run of a test of the same suite and name, the newest of all.
    await run('theirs-1', theirs, 'Globex Lab', farField, 'canceled', daysAgo(0.1));
  });

  it("lists the company's experiments, most recently run first, each summing up its runs", async () => {
    const response = await get(EXPERIMENT_API_PATHS.list, acme).expect(200);
    expect(experimentListSchema.parse(response.body)).toEqual<Experiment[]>([
      {
        id: experimentId('AVSCertSimulation', 'Far field'),
        testSuite: 'AVSCertSimulation',
        testName: 'Far field',
        scenarioName: 'ff-3',
        runCount: 3,
        stateCounts: { queued: 0, inProgress: 1, completed: 2 },
        lastState: 'inprogress',
        lastJobId: jobIds['ff-3']!,
        firstRunAt: daysAgo(5).toISOString(),
        lastRunAt: daysAgo(1).toISOString(),
        labNames: ['Garage Lab', 'Kitchen Lab'],
      },
      {
        id: experimentId('AVSCertMusic', 'Far field'),
        testSuite: 'AVSCertMusic',
        testName: 'Far field',
        scenarioName: 'music-1',
        runCount: 1,
        stateCounts: { queued: 1, inProgress: 0, completed: 0 },
        lastState: 'requested',
        lastJobId: jobIds['music-1']!,
        firstRunAt: daysAgo(2).toISOString(),
        lastRunAt: daysAgo(2).toISOString(),
        labNames: ['Kitchen Lab'],
      },
    ]);
    const theirs = experimentListSchema.parse(
      (await get(EXPERIMENT_API_PATHS.list, globex).expect(200)).body,
    );
    expect(theirs.map(({ testSuite, runCount, lastJobId }) => ({ testSuite, runCount, lastJobId }))).toEqual([
      { testSuite: 'AVSCertSimulation', runCount: 1, lastJobId: jobIds['theirs-1'] },
    ]);
  });

  it('filters with q on its own fields and pages with limit and skip', async () => {
    const list = async (query: string) =>
      ((await get(`${EXPERIMENT_API_PATHS.list}?${query}`, acme).expect(200)).body as Experiment[]).map(
        (experiment) => experiment.testSuite,
      );
    const q = (filter: unknown) => `q=${encodeURIComponent(JSON.stringify(filter))}`;
    expect(await list(q({ testSuite: 'AVSCertMusic' }))).toEqual(['AVSCertMusic']);
    expect(await list(q({ runCount: { gte: 2 } }))).toEqual(['AVSCertSimulation']);
    expect(await list(q({ lastState: { nin: ['inprogress'] } }))).toEqual(['AVSCertMusic']);
    expect(await list(q({ firstRunAt: { gte: daysAgo(4).toISOString() } }))).toEqual(['AVSCertMusic']);
    expect(await list('limit=1&skip=1')).toEqual(['AVSCertMusic']);
    expect(await list('limit=1')).toEqual(['AVSCertSimulation']);
  });

  it.each([
    ['q=%7Bnot%20json', 'q is not valid JSON'],
    [`q=${encodeURIComponent('{"companyId":"x"}')}`, 'Unknown filter field "companyId"'],
    [`q=${encodeURIComponent('{"runCount":{"gte":"2"}}')}`, 'Filter field "runCount" needs a number'],
    [
      `q=${encodeURIComponent('{"lastRunAt":{"gte":"soon"}}')}`,
      'Filter field "lastRunAt" needs ISO 8601 dates',
    ],
    [
      `q=${encodeURIComponent('{"lastRunAt":{"gte":"-200000-01-01T00:00:00Z"}}')}`,
      REQUEST_INPUT_MESSAGES.dateOutOfRange,
    ],
    ['limit=101', 'limit must be at most 100'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await get(`${EXPERIMENT_API_PATHS.list}?${query}`, acme).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: expect.stringContaining(message) });
  });

  it('answers one experiment with its runs, newest first, as the job list gives them', async () => {
    const id = experimentId('AVSCertSimulation', 'Far field');
    const response = await get(EXPERIMENT_API_PATHS.experiment(id), acme).expect(200);
    const detail = experimentDetailSchema.parse(response.body);
    expect(detail).toMatchObject({ id, runCount: 3, labNames: ['Garage Lab', 'Kitchen Lab'] });
    expect(detail.jobs.map((job) => job.id)).toEqual([jobIds['ff-3'], jobIds['ff-2'], jobIds['ff-1']]);
    const listed = await get(`/api/jobs/${jobIds['ff-2']}`, acme).expect(200);
    expect(labJobSchema.parse(detail.jobs[1])).toEqual(listed.body);
  });

  it("answers another company's experiment, an unknown one and a malformed id all alike: 404", async () => {
    const theirs = experimentListSchema.parse(
      (await get(EXPERIMENT_API_PATHS.list, globex).expect(200)).body,
    );
    // The same test's id names each company's own runs only.
    const shared = await get(EXPERIMENT_API_PATHS.experiment(theirs[0]!.id), globex).expect(200);
    expect((shared.body as { jobs: { id: string }[] }).jobs.map((job) => job.id)).toEqual([
      jobIds['theirs-1'],
    ]);
    const foreignOnly = await app().companyWithUser('Initech Exp', 'ian@initech-exp.test');
    const foreign = await get(EXPERIMENT_API_PATHS.experiment(theirs[0]!.id), foreignOnly).expect(404);
    const unknown = await get(EXPERIMENT_API_PATHS.experiment(experimentId('None', 'None')), acme).expect(
      404,
    );
    const malformed = await get(EXPERIMENT_API_PATHS.experiment('not-an-id'), acme).expect(404);
    expect(foreign.body).toEqual({ statusCode: 404, message: 'Experiment not found' });
    expect(unknown.body).toEqual(foreign.body);
    expect(malformed.body).toEqual(foreign.body);
  });

  it('answers 401 without a session', async () => {
    await get(EXPERIMENT_API_PATHS.list).expect(401);
    await get(EXPERIMENT_API_PATHS.experiment(experimentId('AVSCertSimulation', 'Far field'))).expect(401);
  });
});
