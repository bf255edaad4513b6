import {
  JOB_API_MESSAGES,
  JOB_API_PATHS,
  JOBS_LIST_LIMIT,
  type JobState,
  type LabJob,
  activeJobsQuery,
  labJobSchema,
  labSchema,
  parseJobMapping,
  parseJobOptions,
} from '@oak/shared';
import { DataSource } from 'typeorm';
import { createLab } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
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

describe('the job routes', () => {
  const app = useTestApp();
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
});
