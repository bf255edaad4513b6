import { type ApiError } from '../api/api-result.rule';
import { SUBMISSION_MESSAGES } from './wizard.messages';

/** What the wizard shows when a submit fails (doc 2 §8): the message, and the service's reason when it gave one. */
export interface SubmissionFailure {
  readonly message: string;
  readonly detail?: string;
}

/**
 * The submission message of a failed POST /api/jobs (doc 2 §8): no answer is
 * 'Error submitting request to the AQT service!'; a full queue says so; a
 * refused run is 'Error from AQT service!' with the service's reason; a lab
 * that cannot take the job now is a sequencing error; a server failure asks to
 * retry; anything else is unexpected.
 */
export function submissionFailure(error: ApiError): SubmissionFailure {
  if (error.kind === 'network') return { message: SUBMISSION_MESSAGES.requestFailed };
  if (error.kind !== 'server') return { message: SUBMISSION_MESSAGES.unexpected };
  if (error.message === SUBMISSION_MESSAGES.jobQueueFull)
    return { message: SUBMISSION_MESSAGES.jobQueueFull };
  const status = error.statusCode ?? 0;
  if (status >= 400 && status < 500)
    return { message: SUBMISSION_MESSAGES.serviceError, detail: error.message };
  if (status === 503) return { message: SUBMISSION_MESSAGES.sequencingFailed };
  if (status >= 500) return { message: SUBMISSION_MESSAGES.executionFailed };
  return { message: SUBMISSION_MESSAGES.unexpected };
}
