import { API_MESSAGES } from '../api/api.messages';
import { interpretApiResponse } from '../api/api-result.rule';
import { LAB_MESSAGES } from './lab.messages';
import { labsFetchError } from './labs-fetch.rule';

/** The error a labs call gets for an answer. */
function errorOf(status: number, body?: unknown) {
  const result = interpretApiResponse({ status, body });
  if (result.ok) throw new Error('expected an error');
  return labsFetchError(result.error);
}

describe('labsFetchError (doc 1 §7, §8; doc 3 §8)', () => {
  it("says 'No labs found' for an answer without data", () => {
    expect(errorOf(200).message).toBe('No labs found');
    expect(errorOf(200, null).message).toBe(LAB_MESSAGES.noLabsFound);
  });

  it("says 'Service error retreiving labs for the account!' when the service fails", () => {
    expect(errorOf(500, { statusCode: 500, message: 'Internal server error' }).message).toBe(
      'Service error retreiving labs for the account!',
    );
    expect(errorOf(503).message).toBe(LAB_MESSAGES.serviceErrorRetrievingLabs);
  });

  it('keeps a network error, and any other reason as it came', () => {
    const network = { kind: 'network', message: API_MESSAGES.networkError } as const;
    expect(labsFetchError(network)).toBe(network);
    expect(errorOf(403, { statusCode: 403, message: 'Forbidden resource' }).message).toBe(
      'Forbidden resource',
    );
    expect(errorOf(401).kind).toBe('sessionExpired');
  });
});
