import { FINISHED_JOB_STATES, JOB_STATES } from '../statuses/job-states.constant';
import {
  JOB_STATES_A_RUNNER_TAKES,
  JOB_TRANSITIONS,
  jobStatesInto,
  jobTransition,
} from './job-transitions.rule';

describe('job transitions', () => {
  // Golden: every move a job may make. A change here changes what the cloud lets a job do.
  it('allows exactly these moves', () => {
    expect(JOB_TRANSITIONS).toEqual({
      requested: ['running', 'loading', 'started', 'failed', 'canceled'],
      running: ['loading', 'started', 'failed', 'canceled'],
      loading: ['started', 'failed', 'canceled'],
      started: ['started', 'inprogress', 'paused', 'succeeded', 'failed', 'canceled'],
      inprogress: ['started', 'inprogress', 'paused', 'succeeded', 'failed', 'canceled'],
      paused: ['started', 'inprogress', 'resume', 'succeeded', 'failed', 'canceled'],
      resume: ['started', 'inprogress', 'paused', 'succeeded', 'failed', 'canceled'],
      completed: ['succeeded', 'failed', 'canceled'],
      succeeded: [],
      failed: [],
      canceled: [],
    });
  });

  it('has a row for every state, and leads only to states', () => {
    expect(Object.keys(JOB_TRANSITIONS).sort()).toEqual([...JOB_STATES].sort());
    for (const targets of Object.values(JOB_TRANSITIONS))
      for (const to of targets) expect(JOB_STATES).toContain(to);
  });

  it('never moves a finished job, and lets every other one be terminated', () => {
    for (const from of FINISHED_JOB_STATES)
      for (const to of JOB_STATES) expect(jobTransition(from, to).ok).toBe(false);
    expect(jobStatesInto('canceled').sort()).toEqual(
      JOB_STATES.filter((state) => !(FINISHED_JOB_STATES as readonly string[]).includes(state)).sort(),
    );
  });

  it('resumes a paused job only', () => {
    expect(jobStatesInto('resume')).toEqual(['paused']);
  });

  it('lets a runner take a job waiting or left unfinished, never a completed or ended one', () => {
    expect(JOB_STATES_A_RUNNER_TAKES).toEqual([
      'requested',
      'running',
      'loading',
      'started',
      'inprogress',
      'paused',
      'resume',
    ]);
  });

  it.each([
    ['succeeded', 'canceled', 'The job has already ended (succeeded)'],
    ['canceled', 'resume', 'The job has already ended (canceled)'],
    ['inprogress', 'resume', 'Only a paused job can be resumed; this one is inprogress'],
    ['requested', 'succeeded', 'A job that is requested cannot become succeeded'],
    ['completed', 'started', 'A job that is completed cannot become started'],
  ] as const)('refuses %s to %s with %j', (from, to, message) => {
    expect(jobTransition(from, to)).toEqual({ ok: false, message });
  });

  it.each([
    ['requested', 'started'],
    ['paused', 'resume'],
    ['inprogress', 'failed'],
    ['resume', 'succeeded'],
  ] as const)('allows %s to %s', (from, to) => {
    expect(jobTransition(from, to)).toEqual({ ok: true });
  });
});
