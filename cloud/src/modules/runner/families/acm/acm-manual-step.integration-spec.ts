import {
  ACM_MANUAL_STEP_CANCELED,
  JOB_API_PATHS,
  type BddActionMessage,
  type BddScenario,
} from '@oak/shared';
import { DataSource } from 'typeorm';
import { acmBooths } from '../../../../testing/acm-booths';
import { createLab, eventually } from '../../../../testing/lab-fixtures';
import { TEST_ADMIN, useTestApp } from '../../../../testing/test-app';
import { LabJobRecord } from '../../../jobs/lab-job.entity';
import { LabRecord } from '../../../labs/lab.entity';
import { JobFeedPublisher } from '../../../live/job-feed.publisher';
import { RunStopped } from '../../run-errors';
import { JobActionRecord } from '../../operator-actions/job-action.entity';
import { OperatorActions } from '../../tools/operator.tool';
import { RunToolsFactory } from '../../tools/run-tools';

/**
 * An ACM scenario with a manual step (310: account two allows drop ins in
 * its phone's app) played through the executor on virtual devices, asking its
 * operator through the runner's own tool: the run pauses on Postgres and the live feed, and the
 * answer given over HTTP lets it go on, or fails the scenario.
 */
describe('an ACM run with a manual step', () => {
  const app = useTestApp();
  let token: string;
  let companyId: string;
  let labId: string;

  const data = () => app().app.get(DataSource);
  const newJob = async () =>
    (
      await data().getRepository(LabJobRecord).save({
        companyId,
        labId,
        labName: 'Manual Lab',
        state: 'inprogress',
        options: '{}',
        mapping: '{}',
        ownerEmail: TEST_ADMIN.email,
        sendCompletionEmail: false,
        scenarioName: 'CALLING',
        family: 'acm',
      })
    ).id;
  /**
   * Plays the scenarios through the executor on virtual devices, asking the
   * operator with the runner's own tool of the job, its worker stopped by
   * `signal`; `playing` answers how many scenarios failed, `scenarios()` where
   * the run stands as announced.
   */
  const play = (jobId: string, ids: readonly string[], signal = new AbortController().signal) => {
    const tools = app().app.get(RunToolsFactory).forJob({ id: jobId, companyId, labId }, signal);
    const lab = acmBooths({ askOperator: (key, message) => tools.operator.ask(key, message) });
    const run = lab.start(ids, { signal, realMsPerStep: 1 });
    const playing = run.playing.then(({ scenarios }) => {
      played.set(jobId, scenarios);
      return scenarios.filter((scenario) => scenario.state === 'FAILED').length;
    });
    return { scenarios: run.scenarios, playing };
  };
  /** The scenarios each job's run stored, once it ended. */
  const played = new Map<string, readonly BddScenario[]>();
  const liveAction = async (jobId: string) =>
    (await app().app.get(JobFeedPublisher).snapshot(jobId)).find(
      (change) => change.key === 'action_message_to_show_in_console',
    )?.data as BddActionMessage | undefined;
  /** The action the run waits on, once it is announced as PAUSE. */
  const paused = (jobId: string) =>
    eventually(
      () => liveAction(jobId),
      (action) => action?.executionState === 'PAUSE',
    ) as Promise<BddActionMessage>;
  const answer = (jobId: string, actionId: string, confirmed: boolean) =>
    app()
      .http()
      .put(JOB_API_PATHS.action(jobId, actionId))
      .set({ Authorization: `Bearer ${token}` })
      .send(confirmed ? { message: 'confirm', state: 'complete' } : { message: 'cancel', state: 'failed' })
      .expect(200);

  /** Longer than any test: a wait that ends did so on Postgres' notice, not on its periodic look. */
  const NO_LOOK_MS = 120_000;

  beforeAll(async () => {
    app().app.get(OperatorActions).recheckMs = NO_LOOK_MS;
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    labId = (await createLab(app(), 'Manual Lab', ['manual-pi-1'])).labId;
    companyId = (await data().getRepository(LabRecord).findOneByOrFail({ id: labId })).companyId;
  });

  it('pauses on the manual step, shows it to the watchers, and goes on once confirmed', async () => {
    const jobId = await newJob();
    const { scenarios, playing } = play(jobId, ['310']);
    const action = await paused(jobId);
    expect(action.message).toMatch(/^On account two's phone, open the Alexa app/);
    // Waiting: the step in progress, the next one not played.
    const waiting = scenarios()[0].statements;
    expect(waiting.map((statement) => statement.state).slice(0, 3)).toEqual([
      'SUCCESS',
      'INPROGRESS',
      'PENDING',
    ]);
    expect(await data().getRepository(JobActionRecord).findOneByOrFail({ id: action.id })).toMatchObject({
      jobId,
      stepKey: 'scenario-310#2',
      state: 'pending',
    });

    await answer(jobId, action.id, true);
    expect(await playing).toBe(0);
    const [scenario] = played.get(jobId)!;
    expect(scenario.state).toBe('COMPLETED');
    const statements = scenario.statements;
    expect(statements[1]).toMatchObject({ state: 'SUCCESS', response: { report: { answer: 'confirm' } } });
    expect(statements.every((statement) => statement.state === 'SUCCESS')).toBe(true);
    expect(await liveAction(jobId)).toMatchObject({ id: action.id, executionState: 'COMPLETE' });
  });

  it('fails the scenario on cancel, skips the rest of it, and goes on with the next', async () => {
    const jobId = await newJob();
    const { playing } = play(jobId, ['310', '302']);
    const action = await paused(jobId);
    await answer(jobId, action.id, false);
    expect(await playing).toBe(1);
    const [dropIn, call] = played.get(jobId)!;
    expect(dropIn.state).toBe('FAILED');
    expect(dropIn.statements.map((statement) => statement.state)).toEqual([
      'SUCCESS',
      'FAILED',
      'SKIPPED',
      'SKIPPED',
      'SKIPPED',
      'SKIPPED',
    ]);
    expect(dropIn.statements[1].response?.report).toMatchObject({ failure: ACM_MANUAL_STEP_CANCELED });
    expect(call.state).toBe('COMPLETED');
    expect(await liveAction(jobId)).toMatchObject({ id: action.id, executionState: 'FAILED' });
  });

  it('waits again for the same action when its worker went away, and takes an answer given meanwhile', async () => {
    const jobId = await newJob();
    const worker = new AbortController();
    const first = play(jobId, ['310'], worker.signal);
    const action = await paused(jobId);
    worker.abort();
    await expect(first.playing).rejects.toBeInstanceOf(RunStopped);

    // Taken again: the same action, announced again, still waited on.
    const second = play(jobId, ['310']);
    await eventually(
      () => data().getRepository(JobActionRecord).countBy({ jobId }),
      (count) => count === 1,
    );
    expect((await paused(jobId)).id).toBe(action.id);
    await eventually(
      () => Promise.resolve(second.scenarios()[0]?.statements[1].state),
      (state) => state === 'INPROGRESS',
    );
    await answer(jobId, action.id, true);
    expect(await second.playing).toBe(0);

    // Answered while no run waited: a run taken again takes the answer at once.
    const third = play(jobId, ['310']);
    expect(await third.playing).toBe(0);
    expect(played.get(jobId)![0].statements[1].state).toBe('SUCCESS');
    expect(await data().getRepository(JobActionRecord).countBy({ jobId })).toBe(1);
  });

  it('ends the wait as soon as the job is terminated, on its notice', async () => {
    const jobId = await newJob();
    const { playing } = play(jobId, ['310']);
    await paused(jobId);
    const stopped = expect(playing).rejects.toBeInstanceOf(RunStopped);
    await app()
      .http()
      .put(JOB_API_PATHS.job(jobId))
      .set({ Authorization: `Bearer ${token}` })
      .send({ state: 'canceled' })
      .expect(200);
    await stopped;
  });
});
