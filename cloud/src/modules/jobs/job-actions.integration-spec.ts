import { randomUUID } from 'node:crypto';
import {
  BDD_ACTION_MESSAGES_TEXT,
  JOB_API_MESSAGES,
  JOB_API_PATHS,
  type JobState,
  bddActionMessageSchema,
} from '@oak/shared';
import { DataSource } from 'typeorm';
import { createLab } from '../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { LabRecord } from '../labs/lab.entity';
import { JobFeedPublisher } from '../live/job-feed.publisher';
import { JobActionRecord } from '../runner/operator-actions/job-action.entity';
import { OperatorActionsStore } from '../runner/operator-actions/operator-actions.store';
import { LabJobRecord } from './lab-job.entity';

/**
 * The BDD helper call (doc 1 §4.6, §7): the operator answers what a run asks,
 * confirm (state complete) or cancel (state failed), within the company, once.
 */
describe('PUT /api/jobs/{jobId}/actions/{actionId}', () => {
  const app = useTestApp();
  let token: string;
  let otherToken: string;
  let companyId: string;
  let labId: string;

  const data = () => app().app.get(DataSource);
  const store = () => app().app.get(OperatorActionsStore);
  const put = (jobId: string, actionId: string, body: unknown, bearer = token) =>
    app()
      .http()
      .put(JOB_API_PATHS.action(jobId, actionId))
      .set({ Authorization: `Bearer ${bearer}` })
      .send(body as object);
  const newJob = async (state: JobState = 'inprogress') =>
    (
      await data().getRepository(LabJobRecord).save({
        companyId,
        labId,
        labName: 'Actions Lab',
        state,
        options: '{}',
        mapping: '{}',
        ownerEmail: TEST_ADMIN.email,
        sendCompletionEmail: false,
        scenarioName: 'CALLING',
        family: 'acm',
      })
    ).id;
  const CONFIRM = { message: 'confirm', state: 'complete' };
  const CANCEL = { message: 'cancel', state: 'failed' };

  beforeAll(async () => {
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    otherToken = await app().companyWithUser('Initech', 'qa@initech.test');
    labId = (await createLab(app(), 'Actions Lab', ['actions-pi-1'])).labId;
    companyId = (await data().getRepository(LabRecord).findOneByOrFail({ id: labId })).companyId;
  });

  it('confirms a pending action: complete, told to every watcher, and refused a second answer', async () => {
    const jobId = await newJob();
    const action = await store().open(jobId, 'scenario-310#2', 'Allow Drop In on the phone');
    expect(action.state).toBe('pending');
    // Asked again for the same step (a run taken again), it is the same action.
    expect((await store().open(jobId, 'scenario-310#2', 'Allow Drop In on the phone')).id).toBe(action.id);

    const answered = bddActionMessageSchema.parse((await put(jobId, action.id, CONFIRM).expect(200)).body);
    expect(answered).toEqual({
      id: action.id,
      executionState: 'COMPLETE',
      message: 'Allow Drop In on the phone',
    });
    const stored = await data().getRepository(JobActionRecord).findOneByOrFail({ id: action.id });
    expect(stored.state).toBe('complete');
    expect(stored.answeredAt).toBeInstanceOf(Date);
    const snapshot = await app().app.get(JobFeedPublisher).snapshot(jobId);
    expect(snapshot).toContainEqual({ key: 'action_message_to_show_in_console', data: answered });

    const again = await put(jobId, action.id, CANCEL).expect(409);
    expect(again.body.message).toBe(BDD_ACTION_MESSAGES_TEXT.notPending('complete'));
    expect((await data().getRepository(JobActionRecord).findOneByOrFail({ id: action.id })).state).toBe(
      'complete',
    );
  });

  it('cancels a pending action: failed', async () => {
    const jobId = await newJob();
    const action = await store().open(jobId, 'scenario-310#2', 'Allow Drop In on the phone');
    expect((await put(jobId, action.id, CANCEL).expect(200)).body).toMatchObject({
      executionState: 'FAILED',
    });
    expect((await data().getRepository(JobActionRecord).findOneByOrFail({ id: action.id })).state).toBe(
      'failed',
    );
  });

  it('refuses an answer it cannot read, naming what is wrong, and leaves the action pending', async () => {
    const jobId = await newJob();
    const action = await store().open(jobId, 'manual-1', 'Pair the phone');
    const mixed = await put(jobId, action.id, { message: 'confirm', state: 'failed' }).expect(400);
    expect(mixed.body.message).toContain(BDD_ACTION_MESSAGES_TEXT.mismatch);
    const unknown = await put(jobId, action.id, { message: 'maybe', state: 'complete' }).expect(400);
    expect(unknown.body.message).toMatch(/^The answer is invalid: .*message/);
    await put(jobId, action.id, {}).expect(400);
    expect((await data().getRepository(JobActionRecord).findOneByOrFail({ id: action.id })).state).toBe(
      'pending',
    );
  });

  it("answers 404 for another company's job, an unknown action, or one of another job", async () => {
    const jobId = await newJob();
    const action = await store().open(jobId, 'manual-1', 'Pair the phone');
    const other = await store().open(await newJob(), 'manual-1', 'Pair the phone');
    await put(jobId, action.id, CONFIRM, otherToken).expect(404);
    await put(jobId, randomUUID(), CONFIRM).expect(404);
    await put(jobId, 'not-an-id', CONFIRM).expect(404);
    await put(jobId, other.id, CONFIRM).expect(404);
    await put(randomUUID(), action.id, CONFIRM).expect(404);
    await app().http().put(JOB_API_PATHS.action(jobId, action.id)).send(CONFIRM).expect(401);
    expect((await data().getRepository(JobActionRecord).findOneByOrFail({ id: action.id })).state).toBe(
      'pending',
    );
  });

  it('refuses an answer once the job has ended', async () => {
    const jobId = await newJob();
    const action = await store().open(jobId, 'manual-1', 'Pair the phone');
    await app()
      .http()
      .put(JOB_API_PATHS.job(jobId))
      .set({ Authorization: `Bearer ${token}` })
      .send({ state: 'canceled' })
      .expect(200);
    const refused = await put(jobId, action.id, CONFIRM).expect(409);
    expect(refused.body.message).toBe(JOB_API_MESSAGES.alreadyFinished('canceled'));
  });
});
