import { playgroundAccess } from './playground-access.rule';
import { PLAYGROUND_MESSAGES } from './playground.messages';

describe('playgroundAccess (doc 2 §6, doc 3 §2)', () => {
  it.each([
    [200, 200, { allowed: true }],
    [null, null, { allowed: false, message: PLAYGROUND_MESSAGES.cannotVerifyCorpConnectivity }],
    [200, 403, { allowed: false, message: PLAYGROUND_MESSAGES.accessRequired }],
    [200, null, { allowed: false, message: PLAYGROUND_MESSAGES.accessRequired }],
    [500, 200, { allowed: false, message: PLAYGROUND_MESSAGES.accessRequired }],
  ])('ping %p and oakauth %p give %j', (ping, oakauth, expected) => {
    expect(playgroundAccess(ping, oakauth)).toEqual(expected);
  });
});
