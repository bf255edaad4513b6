import { SECURITY_TEST_TIMEOUT_MINUTES } from './security.constant';
import { isSecuritySectionExpanded, securityResultStatus } from './security-status.rule';

describe('securityResultStatus (doc 1 §8)', () => {
  it.each([
    [100, 'QUEUED', 'Test is queued. Please check back later', false],
    [101, 'RUNNING', 'Test is running. Please check back later', false],
    [102, 'SKIPPED', 'Test is skipped. Please check report for more details', false],
    [200, 'SUCCESS', 'Test ran successfully', true],
    [201, 'NO_CONTENT', 'Test ran. No content available', false],
    [500, 'FAILURE', 'Test failed to run', false],
    [
      501,
      'FAIL_NO_RESPONSE',
      'No response error when a device does not respond to ping or the target port is closed',
      false,
    ],
    [502, 'TIMEOUT', 'Test is timed out. Ran more than 20 minutes', false],
    [503, 'UNKNOWN', 'Test status unknown. Please check back later', false],
    [0, 'UNKNOWN', 'Test status unknown. Please check back later', false],
  ])('code %i is %s: %j (success %s)', (statusCode, name, text, success) => {
    expect(securityResultStatus({ statusCode })).toEqual({ code: statusCode, name, text, success });
  });

  it('reads a missing state or code as unknown', () => {
    const unknown = { name: 'UNKNOWN', text: 'Test status unknown. Please check back later', success: false };
    expect(securityResultStatus(undefined)).toEqual(unknown);
    expect(securityResultStatus({ statusCode: null })).toEqual(unknown);
  });

  it('lets a message in the state override the text', () => {
    expect(securityResultStatus({ statusCode: 500, message: 'nmap crashed' }).text).toBe('nmap crashed');
    expect(securityResultStatus({ statusCode: 500, message: '  ' }).text).toBe('Test failed to run');
    expect(securityResultStatus({ statusCode: 200, message: 'done' })).toEqual({
      code: 200,
      name: 'SUCCESS',
      text: 'done',
      success: true,
    });
  });

  it('keeps the time-out text in step with the time-out constant', () => {
    expect(securityResultStatus({ statusCode: 502 }).text).toContain(
      `${SECURITY_TEST_TIMEOUT_MINUTES} minutes`,
    );
  });
});

describe('isSecuritySectionExpanded (doc 1 §2.12)', () => {
  it.each([
    ['RUNNING', true],
    ['INPROGRESS', false],
    ['PENDING', false],
    ['COMPLETED', false],
    ['FAILED', false],
    [undefined, false],
  ] as const)('a %s section opens by itself: %s', (status, expanded) => {
    expect(isSecuritySectionExpanded(status)).toBe(expanded);
  });
});
