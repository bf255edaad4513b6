import { FINISHED_JOB_STATES, JOB_STATES, isFinishedJobState, jobStateGroup } from './job-states.constant';
import {
  TEST_STATUSES,
  TEST_STATUS_TEXTS,
  UTTERANCE_STATUS_TEXTS,
  isFailureStatus,
  isPendingStatus,
  isRunningStatus,
  normalizeTestStatus,
} from './test-statuses.constant';

describe('job states', () => {
  it.each([
    ['requested', 'queued'],
    ['running', 'queued'],
    ['loading', 'queued'],
    ['started', 'inProgress'],
    ['inprogress', 'inProgress'],
    ['paused', 'inProgress'],
    ['resume', 'inProgress'],
    ['completed', 'completed'],
    ['succeeded', 'completed'],
    ['failed', 'completed'],
    ['canceled', 'completed'],
  ] as const)('puts %s in the %s group', (state, group) => {
    expect(jobStateGroup(state)).toBe(group);
  });

  it('knows every state and which ones end a job', () => {
    expect(JOB_STATES).toHaveLength(new Set(JOB_STATES).size);
    expect(FINISHED_JOB_STATES).toEqual(['succeeded', 'failed', 'canceled']);
    expect(isFinishedJobState('completed')).toBe(false);
    expect(isFinishedJobState('canceled')).toBe(true);
  });
});

describe('test statuses', () => {
  it('shows SUCCEEDED as Passed and both running states as Running', () => {
    expect(TEST_STATUS_TEXTS.SUCCEEDED).toBe('Passed');
    expect(TEST_STATUS_TEXTS.IN_PROGRESS).toBe('Running');
    expect(TEST_STATUS_TEXTS.EVALUATING_RESULT).toBe('Running');
    expect(Object.keys(TEST_STATUS_TEXTS)).toEqual([...TEST_STATUSES]);
  });

  it('shows user-defined test results with their own texts', () => {
    expect(Object.values(UTTERANCE_STATUS_TEXTS)).toEqual([
      'Succeeded',
      'Failed',
      'Error',
      'In Progress',
      'Queued',
      'Timed Out',
    ]);
  });

  it.each([
    ['succeeded', 'SUCCEEDED'],
    ['completed', 'SUCCEEDED'],
    ['success', 'SUCCEEDED'],
    ['COMPLETE', 'SUCCEEDED'],
    ['in progress', 'IN_PROGRESS'],
    ['inprogress', 'IN_PROGRESS'],
    ['RUNNING', 'IN_PROGRESS'],
    ['evaluating result', 'EVALUATING_RESULT'],
    ['queued', 'QUEUED'],
    ['PENDING', 'QUEUED'],
    ['failed', 'FAILED'],
    ['FAILURE', 'FAILED'],
    ['error', 'ERROR'],
    ['not applicable', 'NOT_APPLICABLE'],
    ['info', 'INFO'],
    ['SKIPPED', 'SKIPPED'],
    ['IGNORED', 'IGNORED'],
    ['TIME_OUT', 'TIME_OUT'],
    ['timed out', 'TIME_OUT'],
  ])('reads %j as %s', (raw, status) => {
    expect(normalizeTestStatus(raw)).toBe(status);
  });

  it.each(['', undefined, null, 'sideways'])('reads %j as unknown', (raw) => {
    expect(normalizeTestStatus(raw)).toBeUndefined();
  });

  it('tells pending, running and failure statuses apart', () => {
    expect(isPendingStatus('QUEUED')).toBe(true);
    expect(isPendingStatus('IN_PROGRESS')).toBe(true);
    expect(isPendingStatus('EVALUATING_RESULT')).toBe(false);
    expect(isPendingStatus(undefined)).toBe(false);
    expect(isRunningStatus('EVALUATING_RESULT')).toBe(true);
    expect(isRunningStatus(undefined)).toBe(false);
    expect(isFailureStatus('ERROR')).toBe(true);
    expect(isFailureStatus('SKIPPED')).toBe(false);
    expect(isFailureStatus(undefined)).toBe(false);
  });
});
