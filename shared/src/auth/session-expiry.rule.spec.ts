import { AUTH_MESSAGES } from './auth.messages';
import {
  SESSION_EXPIRED_STATUS,
  hasSessionExpiredQuery,
  isSessionExpiredStatus,
  withSessionExpiredQuery,
  withoutSessionExpiredQuery,
} from './session-expiry.rule';

describe('session expiry', () => {
  it('shows the spec message', () => {
    expect(AUTH_MESSAGES.sessionExpired).toBe('Your session has expired. Please log in again.');
  });

  it.each([
    [401, true],
    [400, false],
    [403, false],
    [200, false],
    [null, false],
    [undefined, false],
  ])('status %p means expired: %s', (status, expired) => {
    expect(SESSION_EXPIRED_STATUS).toBe(401);
    expect(isSessionExpiredStatus(status)).toBe(expired);
  });

  it.each([
    ['/labs', '/labs?sessionExpired=true'],
    ['/liveRuns?job=1', '/liveRuns?job=1&sessionExpired=true'],
    ['/playground?sessionExpired=true', '/playground?sessionExpired=true'],
    ['https://oak.local/v2/run#x', 'https://oak.local/v2/run?sessionExpired=true#x'],
  ])('reloads %s as %s', (url, expected) => {
    expect(withSessionExpiredQuery(url)).toBe(expected);
  });

  it.each([
    ['?sessionExpired=true', true],
    ['sessionExpired=true', true],
    ['?a=1&sessionExpired=true', true],
    ['?sessionExpired=false', false],
    ['?sessionExpired', false],
    ['', false],
  ])('reads %p as %s', (search, expected) => {
    expect(hasSessionExpiredQuery(search)).toBe(expected);
  });

  it('removes the marker again', () => {
    expect(withoutSessionExpiredQuery('/labs?a=1&sessionExpired=true')).toBe('/labs?a=1');
  });
});
