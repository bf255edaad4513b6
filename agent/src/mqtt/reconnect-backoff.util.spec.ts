import { reconnectDelayMs } from './reconnect-backoff.util';

describe('reconnectDelayMs', () => {
  it('starts at 1 s, doubles and stays at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 100].map((attempt) => reconnectDelayMs(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('follows another policy', () => {
    expect(reconnectDelayMs(2, { initialMs: 10, maxMs: 25 })).toBe(25);
    expect(reconnectDelayMs(-1, { initialMs: 10, maxMs: 25 })).toBe(10);
  });
});
