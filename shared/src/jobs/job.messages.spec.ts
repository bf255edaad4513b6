import { jobStateRequestBodySchema } from './job-state-request.schema';
import {
  JOBS_LIST_LIMIT,
  JOB_SEQUENCE_LIMIT,
  JOB_TERMINATION_MAX_MINUTES,
  canQueueJob,
} from './job.constant';
import { JOB_MESSAGES, JOB_RESUME_MESSAGES, JOB_TERMINATION_MESSAGES } from './job.messages';
import {
  TRAINED_MOBILE_GENERIC_USERS,
  TRAINED_MOBILE_NAMED_USERS,
  TRAINED_MOBILE_USERS,
  isTrainedMobileScenarioType,
  isTrainedMobileUser,
} from './trained-mobile.constant';

describe('job messages', () => {
  it('keeps the spec strings verbatim', () => {
    expect(JOB_MESSAGES.noJobs).toBe('No jobs available!');
    expect(JOB_MESSAGES.reportDownloadFailed).toBe('Report cannot be downloaded at this time!');
    expect(JOB_MESSAGES.noLabsForAccount).toBe('No labs can be retrieved for the account');
    expect(JOB_MESSAGES.noLabsForAccountWarning).toBe(
      'Please make sure there are labs associated with the account.',
    );
    expect(JOB_MESSAGES.fromDateAfterToDate).toBe('From date cannot be greater than To date');
    expect(JOB_TERMINATION_MESSAGES.confirm).toBe('Do you want to terminate the test?');
    expect(JOB_TERMINATION_MESSAGES.submitted).toBe(
      'Test cancellation request submitted. It will take up to 2 minutes for test termination!',
    );
    expect(JOB_TERMINATION_MESSAGES.statusTitle).toBe('Termination Status');
    expect(JOB_RESUME_MESSAGES.confirm).toBe('Do you want to resume the test ?');
    expect(JOB_RESUME_MESSAGES.statusTitle).toBe('Resume Status');
  });

  it('fills the placeholders', () => {
    expect(JOB_MESSAGES.cannotRetrieveJobs('Network error')).toBe(
      'Cannot retrieve jobs at this time. Network error',
    );
    expect(JOB_MESSAGES.cannotRetrieveJobs()).toBe('Cannot retrieve jobs at this time');
    expect(JOB_TERMINATION_MESSAGES.failed('Timeout')).toBe('Test cancellation submission failed. Timeout');
    expect(JOB_RESUME_MESSAGES.failed('Job not paused')).toBe('Resuming test case failed. Job not paused');
  });
});

describe('job constants', () => {
  it('lists 50 jobs, queues at most 25 per lab and terminates within 2 minutes', () => {
    expect(JOBS_LIST_LIMIT).toBe(50);
    expect(JOB_SEQUENCE_LIMIT).toBe(25);
    expect(JOB_TERMINATION_MAX_MINUTES).toBe(2);
  });

  it.each([
    [0, true],
    [24, true],
    [25, false],
    [30, false],
  ])('with %i jobs waiting, one more may queue: %s', (waiting, allowed) => {
    expect(canQueueJob(waiting)).toBe(allowed);
  });

  it('accepts only canceled or resume as a state request', () => {
    expect(jobStateRequestBodySchema.safeParse({ state: 'canceled' }).success).toBe(true);
    expect(jobStateRequestBodySchema.safeParse({ state: 'resume' }).success).toBe(true);
    expect(jobStateRequestBodySchema.safeParse({ state: 'paused' }).success).toBe(false);
  });
});

describe('trained mobile users', () => {
  it('has 10 named and 50 generic trainers, all distinct', () => {
    expect(TRAINED_MOBILE_NAMED_USERS).toHaveLength(10);
    expect(TRAINED_MOBILE_GENERIC_USERS).toHaveLength(50);
    expect(TRAINED_MOBILE_GENERIC_USERS[0]).toBe('Generic User 01');
    expect(TRAINED_MOBILE_GENERIC_USERS[49]).toBe('Generic User 50');
    expect(new Set(TRAINED_MOBILE_USERS).size).toBe(60);
    expect(isTrainedMobileUser('Olivia')).toBe(true);
    expect(isTrainedMobileUser('Generic User 51')).toBe(false);
  });

  it('knows the trained mobile scenario type', () => {
    expect(isTrainedMobileScenarioType('AC_TRAINED_MOBILE')).toBe(true);
    expect(isTrainedMobileScenarioType('AC_VOICE_ENROLLMENT_ROBUSTNESS')).toBe(false);
    expect(isTrainedMobileScenarioType(undefined)).toBe(false);
  });
});
