import { JOB_API_MESSAGES, JOB_API_PATHS, type JobState, type LabJob, labJobSchema } from '@oak/shared';
import { DataSource } from 'typeorm';
import { createLab } from '../../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../../testing/test-app';
import { LabJobRecord } from '../../jobs/lab-job.entity';
import { JobLifecycle } from './job-lifecycle.service';

/**
 * The job lifecycle on Postgres: each change is one conditional update, so of
 * two changes at once exactly one wins and the other is judged by the state
 * the winner left; the table's CHECKs keep a failure class to failed jobs.
 */
describe('the job lifecycle', () => {
  const app = useTestApp();
  let token: string;
  let labId: string;
  let companyId: string;

  const jobs = () => app().app.get(DataSource).getRepository(LabJobRecord);
  const job = async (state: JobState, extra: Partial<LabJobRecord> = {}) =>
    (
      await jobs().save({
        companyId,
        labId,
        labName: 'Lifecycle Lab',
        state,
        options: '{}',
        mapping: '{}',
        ownerEmail: TEST_ADMIN.email,
        sendCompletionEmail: false,
        scenarioName: state,
        family: 'acoustic',
        ...extra,
      })
    ).id;

  beforeAll(async () => {
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    labId = (await createLab(app(), 'Lifecycle Lab', ['lifecycle-pi-1'])).labId;
    companyId = (
      (await app().app.get(DataSource).query('SELECT company_id FROM labs WHERE id = $1', [labId])) as {
        company_id: string;
      }[]
    )[0]!.company_id;
  });

  it('lets one of two changes at once win, and leaves the job as the winner wrote it', async () => {
    const lifecycle = app().app.get(JobLifecycle);
    const ids = await Promise.all(Array.from({ length: 8 }, () => job('inprogress')));
    const raced = await Promise.all(
      ids.map((id) =>
        Promise.all([
          lifecycle.move(id, 'canceled', { testStatus: 'canceled' }),
          lifecycle.move(id, 'failed', { error: 'Raspberry Pi pi-1 is offline', failureClass: 'lab' }),
        ]),
      ),
    );
    for (const [index, [canceled, failed]] of raced.entries()) {
      expect([canceled.moved, failed.moved].filter(Boolean)).toHaveLength(1);
      const stored = await jobs().findOneByOrFail({ id: ids[index]! });
      expect(stored).toMatchObject(
        canceled.moved
          ? { state: 'canceled', failureClass: null, error: null }
          : { state: 'failed', failureClass: 'lab', error: 'Raspberry Pi pi-1 is offline' },
      );
      expect(stored.finishedAt).toBeInstanceOf(Date);
    }
  });

  it('keeps a failure class to failed jobs, and to the four classes', async () => {
    const running = await job('inprogress');
    const failed = await job('failed');
    const set = (id: string, failureClass: string) =>
      app()
        .app.get(DataSource)
        .query('UPDATE lab_jobs SET failure_class = $2 WHERE id = $1', [id, failureClass]);

    await expect(set(running, 'lab')).rejects.toThrow(/lab_jobs_failure_class_failed_check/);
    await expect(set(failed, 'network')).rejects.toThrow(/lab_jobs_failure_class_check/);
    await set(failed, 'device');
    expect((await jobs().findOneByOrFail({ id: failed })).failureClass).toBe('device');
  });

  it('answers PUT /api/jobs/{id} with a move the table refuses as a 409 that says why, and shows a failed job its class', async () => {
    const waiting = await job('requested');
    const failed = await job('failed', { error: 'Raspberry Pi pi-1 is offline', failureClass: 'lab' });
    const put = (id: string, state: string) =>
      app()
        .http()
        .put(JOB_API_PATHS.job(id))
        .set({ Authorization: `Bearer ${token}` })
        .send({ state });

    expect((await put(waiting, 'resume').expect(409)).body.message).toBe(
      JOB_API_MESSAGES.notPaused('requested'),
    );
    const refused = await put(failed, 'canceled').expect(409);
    expect(refused.body.message).toBe(JOB_API_MESSAGES.alreadyFinished('failed'));
    expect((await jobs().findOneByOrFail({ id: waiting })).state).toBe('requested');

    const shown = (
      await app()
        .http()
        .get(JOB_API_PATHS.job(failed))
        .set({ Authorization: `Bearer ${token}` })
        .expect(200)
    ).body as LabJob;
    expect(shown).toMatchObject({
      state: 'failed',
      failureClass: 'lab',
      error: 'Raspberry Pi pi-1 is offline',
    });
    expect(labJobSchema.safeParse(shown).success).toBe(true);
  });
});
