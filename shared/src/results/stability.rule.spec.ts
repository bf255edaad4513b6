import { STABILITY_MIN_PASS_RATE } from './stability.constant';
import {
  isStabilityPassRatePassing,
  showsStabilityElapsedTime,
  stabilityPassRateWarning,
  stabilityRows,
} from './stability.rule';
import { type StabilityUtteranceResult, stabilityPayloadSchema } from './stability.schema';

const result = (overrides: Partial<StabilityUtteranceResult> = {}): StabilityUtteranceResult => ({
  asrText: 'what time is it',
  actualResponse: 'It is noon.',
  actualIntent: 'GetTime',
  resultStatus: 'SUCCESS',
  deviceOnlineStatus: 'ONLINE',
  totalCountSoFar: 10,
  passedCount: 9,
  failedCount: 1,
  errorCount: 0,
  passRate: 90,
  deviceOfflineCount: 0,
  elapsedTime: 120,
  ...overrides,
});

describe('stability pass rate (doc 1 §5, §9)', () => {
  it('has a minimum of 90', () => {
    expect(STABILITY_MIN_PASS_RATE).toBe(90);
  });

  it.each([
    [100, true],
    [90, true],
    [89.99, false],
    [0, false],
  ])('a pass rate of %d passes: %s', (rate, passing) => {
    expect(isStabilityPassRatePassing(rate)).toBe(passing);
    expect(stabilityPassRateWarning(rate)).toBe(
      passing ? undefined : 'This stability test is likely to fail unless the pass rate recovers above 90%.',
    );
  });
});

describe('stabilityRows', () => {
  const payload = stabilityPayloadSchema.parse({
    timeBoundUtterance: false,
    dsnToAdminUtteranceResultMap: {
      DSN1: {
        'what time is it': result(),
        'play music': result({ passRate: 50, passedCount: 5, failedCount: 5, resultStatus: 'FAILURE' }),
      },
      DSN2: { 'what time is it': result({ totalCountSoFar: 0, passRate: 0, resultStatus: undefined }) },
    },
    dsnToTimeBasedUtteranceResultMap: { DSN9: { 'tell a joke': result() } },
  });

  it('reads the admin map of a count-bound run, one row per device and utterance', () => {
    const rows = stabilityRows(payload);
    expect(rows.map((r) => [r.deviceSerialNumber, r.utterance, r.passing, r.warning])).toEqual([
      ['DSN1', 'what time is it', true, undefined],
      [
        'DSN1',
        'play music',
        false,
        'This stability test is likely to fail unless the pass rate recovers above 90%.',
      ],
      // No attempt yet: not passing, but nothing to warn about.
      ['DSN2', 'what time is it', false, undefined],
    ]);
    expect(showsStabilityElapsedTime(payload)).toBe(false);
  });

  it('reads the time-based map of a time-bound run and shows its elapsed time', () => {
    const timeBound = { ...payload, timeBoundUtterance: true };
    expect(stabilityRows(timeBound).map((r) => r.deviceSerialNumber)).toEqual(['DSN9']);
    expect(showsStabilityElapsedTime(timeBound)).toBe(true);
  });

  it('defaults to empty maps and refuses an unknown result status', () => {
    expect(stabilityRows(stabilityPayloadSchema.parse({}))).toEqual([]);
    expect(
      stabilityPayloadSchema.safeParse({
        dsnToAdminUtteranceResultMap: { DSN1: { x: { ...result(), resultStatus: 'PASSED' } } },
      }).success,
    ).toBe(false);
  });
});
