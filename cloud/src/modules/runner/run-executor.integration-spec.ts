import { randomUUID } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import { createLab } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { LabJobRecord } from '../jobs/lab-job.entity';
import { LabRecord } from '../labs/lab.entity';
import { RunBusy } from './run-errors';
import { RunExecutor } from './run-executor.service';
import { JOB_RUN_LOCK, JobLease } from './tools/job-lease.tool';

/**
 * One runner per job: a runner that finds the job held by another one (a
 * worker whose queue lock lapsed while it still plays) leaves it alone.
 */
describe('the run executor', () => {
  const app = useTestApp();
  let jobId: string;
  let labId: string;
  let holder: QueryRunner;

  const jobs = () => app().app.get(DataSource).getRepository(LabJobRecord);
  const hold = (locked: boolean) =>
    holder.query(`SELECT ${locked ? 'pg_advisory_lock' : 'pg_advisory_unlock'}(hashtext($1), hashtext($2))`, [
      JOB_RUN_LOCK,
      jobId,
    ]);

  beforeAll(async () => {
    labId = (await createLab(app(), 'Runner Lab', ['runner-pi-1'])).labId;
    const companyId = (
      await app().app.get(DataSource).getRepository(LabRecord).findOneByOrFail({ id: labId })
    ).companyId;
    // Options it cannot read: once it runs, the run fails at once, which is all this needs.
    jobId = (
      await jobs().save({
        companyId,
        labId,
        labName: 'Runner Lab',
        state: 'requested',
        options: '{"not":"options"}',
        mapping: '{}',
        ownerEmail: TEST_ADMIN.email,
        sendCompletionEmail: false,
        scenarioName: 'Held',
        family: 'acoustic',
      })
    ).id;
    holder = app().app.get(DataSource).createQueryRunner();
    await holder.connect();
  });

  afterAll(async () => {
    await holder.release();
  });

  it('leaves a job another runner holds, untouched, and runs it once it is free', async () => {
    await hold(true);
    const runner = app().app.get(RunExecutor);
    await expect(runner.run(jobId, new AbortController().signal)).rejects.toBeInstanceOf(RunBusy);
    expect(await jobs().findOneByOrFail({ id: jobId })).toMatchObject({
      state: 'requested',
      startedAt: null,
    });
    expect(
      (await app().app.get(DataSource).getRepository(LabRecord).findOneByOrFail({ id: labId })).lock,
    ).toBe(0);

    await hold(false);
    await runner.run(jobId, new AbortController().signal);
    expect(await jobs().findOneByOrFail({ id: jobId })).toMatchObject({
      state: 'failed',
      error: 'The job is not readable: its options or mapping are damaged',
      // Nobody's but OAK's: the job it stored cannot be read.
      failureClass: 'oak',
    });
    // The runner let the job go when it ended.
    const [{ taken }] = (await holder.query(
      'SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS taken',
      [JOB_RUN_LOCK, jobId],
    )) as [{ taken: boolean }];
    expect(taken).toBe(true);
    await hold(false);
  });

  it("holds more jobs at once than the app's pool has connections, and the app's queries still run", async () => {
    const leases = app().app.get(JobLease);
    const ids = Array.from({ length: 12 }, () => randomUUID());
    const holds = [];
    for (const id of ids) holds.push(await leases.take(id));
    await expect(leases.take(ids[0]!)).rejects.toBeInstanceOf(RunBusy);
    expect(await jobs().countBy({ id: jobId })).toBe(1);
    for (const hold of holds) await hold.release();
    const again = await leases.take(ids[0]!);
    await again.release();
  });
});
