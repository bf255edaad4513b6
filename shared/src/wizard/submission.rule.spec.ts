import { SUBMISSION_MESSAGES } from './wizard.messages';
import { submissionFailure } from './submission.rule';

describe('submissionFailure', () => {
  it('names each way a submit can fail with the message of doc 2 §8', () => {
    expect(submissionFailure({ kind: 'network', message: 'x' })).toEqual({
      message: SUBMISSION_MESSAGES.requestFailed,
    });
    expect(
      submissionFailure({ kind: 'server', statusCode: 409, message: SUBMISSION_MESSAGES.jobQueueFull }),
    ).toEqual({ message: SUBMISSION_MESSAGES.jobQueueFull });
    expect(submissionFailure({ kind: 'server', statusCode: 400, message: 'Missing lab mapping' })).toEqual({
      message: SUBMISSION_MESSAGES.serviceError,
      detail: 'Missing lab mapping',
    });
    expect(submissionFailure({ kind: 'server', statusCode: 503, message: 'x' })).toEqual({
      message: SUBMISSION_MESSAGES.sequencingFailed,
    });
    expect(submissionFailure({ kind: 'server', statusCode: 500, message: 'x' })).toEqual({
      message: SUBMISSION_MESSAGES.executionFailed,
    });
    expect(submissionFailure({ kind: 'server', message: 'x' })).toEqual({
      message: SUBMISSION_MESSAGES.unexpected,
    });
    expect(submissionFailure({ kind: 'session', message: 'x' })).toEqual({
      message: SUBMISSION_MESSAGES.unexpected,
    });
  });
});
