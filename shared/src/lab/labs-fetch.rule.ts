import { type ApiError } from '../api/api-result.rule';
import { API_MESSAGES } from '../api/api.messages';
import { LAB_MESSAGES } from './lab.messages';

/** The lowest status of a service failure: the labs could not be read, rather than asked for wrongly. */
const SERVICE_ERROR_STATUS = 500;

/**
 * Why the labs list gave no labs, as the Labs screen says it (doc 1 §7, §8;
 * doc 3 §8): an answer without data is 'No labs found'; a failing service is
 * 'Service error retreiving labs for the account!'; a request that failed in
 * transport stays the network error (the caller logs 'Error encountered while
 * fetching labs'); anything else as it came.
 */
export function labsFetchError(error: ApiError): ApiError {
  if (error.kind !== 'server' || error.statusCode === undefined) return error;
  const answered = error.statusCode >= 200 && error.statusCode <= 299;
  if (answered && error.message === API_MESSAGES.serverError)
    return { ...error, message: LAB_MESSAGES.noLabsFound };
  if (error.statusCode >= SERVICE_ERROR_STATUS)
    return { ...error, message: LAB_MESSAGES.serviceErrorRetrievingLabs };
  return error;
}
