import { JOB_API_MESSAGES, type JobState } from '@oak/shared';
import { typedFake } from '../../../testing/typed-fake';
import { type JobFeedChange, type JobFeedPublisher } from '../../live/job-feed.publisher';
import { LivePublisher } from '../tools/live-publisher.tool';
import { JobLifecycle } from './job-lifecycle.service';
import { type JobNow, type JobStateChange, JobStates } from './job-states.port';
import { JobTransitionRefused } from './job-transition-refused.error';

type StoredJob = JobNow & { finishedAt: Date | null };

/** JobStates in a map: a change is written only while the job is in one of the states it names. */
class FakeJobStates extends JobStates {
  readonly jobs = new Map<string, StoredJob>();

  async changeIf(jobId: string, from: readonly JobState[], { finish, ...columns }: JobStateChange) {
    const job = this.jobs.get(jobId);
    if (!job || !from.includes(job.state)) return false;
    Object.assign(job, columns, finish ? { finishedAt: job.finishedAt ?? new Date() } : {});
    return true;
  }

  async read(jobId: string): Promise<JobNow | undefined> {
    const job = this.jobs.get(jobId);
    return (
      job && {
        state: job.state,
        testStatus: job.testStatus,
        error: job.error,
        failureClass: job.failureClass,
        verdict: job.verdict,
      }
    );
  }
}

describe('JobLifecycle', () => {
  let states: FakeJobStates;
  let sut: JobLifecycle;
  /** Each announcement, with the job's state as stored when it went out. */
  let announced: { change: JobFeedChange; stored: JobState | undefined }[];

  const storedJob = async (state: JobState) => {
    const id = `job-${states.jobs.size + 1}`;
    states.jobs.set(id, {
      state,
      testStatus: null,
      error: null,
      failureClass: null,
      verdict: null,
      finishedAt: null,
    });
    return { id };
  };
  const row = (id: string) => states.jobs.get(id)!;

  beforeEach(() => {
    states = new FakeJobStates();
    announced = [];
    const feed = typedFake<JobFeedPublisher>('JobFeedPublisher', {
      publishAll: async (jobId, changes) => {
        for (const change of changes) announced.push({ change, stored: states.jobs.get(jobId)?.state });
      },
    });
    sut = new JobLifecycle(states, new LivePublisher(feed));
  });

  it('writes a move the table allows, and only then announces it', async () => {
    const job = await storedJob('paused');

    await expect(sut.move(job.id, 'resume')).resolves.toMatchObject({
      moved: true,
      now: { state: 'resume' },
    });

    expect(row(job.id).state).toBe('resume');
    expect(announced).toEqual([
      {
        change: { key: 'testStatus', data: { status: 'processing', state: 'resume' } },
        stored: 'resume',
      },
    ]);
  });

  it('writes nothing and announces nothing for a move the table refuses, and names why', async () => {
    const running = await storedJob('inprogress');
    const done = await storedJob('succeeded');

    await expect(sut.move(running.id, 'resume')).resolves.toMatchObject({
      moved: false,
      now: { state: 'inprogress' },
    });
    await expect(sut.require(running.id, 'resume')).rejects.toThrow(
      new JobTransitionRefused(running.id, 'inprogress', 'resume', JOB_API_MESSAGES.notPaused('inprogress')),
    );
    await expect(sut.require(done.id, 'canceled')).rejects.toThrow(
      JOB_API_MESSAGES.alreadyFinished('succeeded'),
    );
    await expect(sut.require('gone', 'canceled')).rejects.toBeInstanceOf(JobTransitionRefused);

    expect([row(running.id).state, row(done.id).state]).toEqual(['inprogress', 'succeeded']);
    expect(announced).toEqual([]);
  });

  it("stores a failed run's end: its time, error and class, OAK's when nobody classed it", async () => {
    const classed = await storedJob('inprogress');
    const unclassed = await storedJob('started');

    await sut.end(classed.id, 'failed', {
      testStatus: 'completed',
      error: 'Raspberry Pi pi-1 is offline',
      failureClass: 'lab',
    });
    await sut.end(unclassed.id, 'failed', { error: 'boom' });

    expect(row(classed.id)).toMatchObject({
      state: 'failed',
      error: 'Raspberry Pi pi-1 is offline',
      failureClass: 'lab',
      finishedAt: expect.any(Date),
    });
    expect(row(unclassed.id)).toMatchObject({ state: 'failed', failureClass: 'oak' });
    expect(announced[0]!.change).toEqual({
      key: 'testStatus',
      data: {
        status: 'completed',
        state: 'failed',
        message: 'Raspberry Pi pi-1 is offline',
        failureClass: 'lab',
      },
    });
  });

  it("stores a played run's verdict with its end (issue 29): passed with succeeded, failed as the test's failure", async () => {
    const passed = await storedJob('inprogress');
    const failed = await storedJob('inprogress');
    const early = await storedJob('inprogress');

    await sut.end(passed.id, 'succeeded', { testStatus: 'SUCCEEDED', verdict: 'passed' });
    await sut.end(failed.id, 'failed', {
      testStatus: 'completed',
      error: '1 of 1 ACM scenarios failed: 310 Drop in',
      verdict: 'failed',
    });
    // A run that failed before its end has no verdict, whatever it was handed.
    await sut.end(early.id, 'failed', { error: 'Raspberry Pi pi-1 is offline', failureClass: 'lab' });

    expect(row(passed.id)).toMatchObject({ state: 'succeeded', verdict: 'passed', failureClass: null });
    expect(row(failed.id)).toMatchObject({
      state: 'failed',
      verdict: 'failed',
      failureClass: 'test',
      error: '1 of 1 ACM scenarios failed: 310 Drop in',
    });
    expect(row(early.id)).toMatchObject({ state: 'failed', verdict: null, failureClass: 'lab' });
    expect(announced.map(({ change }) => change.data).slice(0, 2)).toEqual([
      { status: 'SUCCEEDED', state: 'succeeded', verdict: 'passed' },
      {
        status: 'completed',
        state: 'failed',
        message: '1 of 1 ACM scenarios failed: 310 Drop in',
        failureClass: 'test',
        verdict: 'failed',
      },
    ]);
  });

  it('keeps a job terminated meanwhile canceled, with no class, and announces its end as canceled', async () => {
    const job = await storedJob('canceled');

    await sut.end(job.id, 'failed', { testStatus: 'completed', error: 'late', failureClass: 'device' });
    expect(row(job.id)).toMatchObject({ state: 'canceled', error: null, failureClass: null });

    await sut.end(job.id, 'canceled', { testStatus: 'canceled' });
    expect(row(job.id)).toMatchObject({
      state: 'canceled',
      testStatus: 'canceled',
      finishedAt: expect.any(Date),
    });
    expect(announced.map(({ change }) => change.data)).toEqual([
      { status: 'completed', state: 'canceled' },
      { status: 'canceled', state: 'canceled' },
    ]);
  });

  it('notes what a running job shows only while a runner may hold it', async () => {
    const running = await storedJob('inprogress');
    const canceled = await storedJob('canceled');

    await expect(sut.note(running.id, 'autoSync')).resolves.toBe(true);
    await expect(sut.note(canceled.id, 'autoSync')).resolves.toBe(false);

    expect([row(running.id).testStatus, row(canceled.id).testStatus]).toEqual(['autoSync', null]);
    expect(announced.map(({ change }) => change.data)).toEqual([{ status: 'autoSync', state: 'inprogress' }]);
  });
});
