import { PLAYGROUND_DEBUG_MESSAGES } from '@oak/shared';
import { describe, expect, it } from 'vitest';
import { createPlaygroundDebugLog } from './playground-debug-log';

describe('createPlaygroundDebugLog (doc 3 §9: debug logging is off in production)', () => {
  it.each(['alpha', 'beta'] as const)('writes the Playground’s lines in %s', (environment) => {
    const lines: unknown[][] = [];
    const debug = createPlaygroundDebugLog(environment, (...data) => lines.push(data));
    debug('live interaction of G0KITCHEN', { name: 'Recognize' });
    debug('connectivity check of G0KITCHEN');
    expect(lines).toEqual([
      [PLAYGROUND_DEBUG_MESSAGES.prefix, 'live interaction of G0KITCHEN', { name: 'Recognize' }],
      [PLAYGROUND_DEBUG_MESSAGES.prefix, 'connectivity check of G0KITCHEN'],
    ]);
  });

  it('writes nothing in prod', () => {
    const lines: unknown[][] = [];
    const debug = createPlaygroundDebugLog('prod', (...data) => lines.push(data));
    debug('live interaction of G0KITCHEN', { name: 'Recognize' });
    expect(lines).toEqual([]);
  });
});
