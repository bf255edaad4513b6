import { formatLiveDuration, formatLiveUtcTime, liveElapsedSeconds, liveEta } from './live-time.util';

const START = '2025-06-10T09:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000);

describe('liveElapsedSeconds', () => {
  it.each([
    [START, 0, 0],
    [START, 59.999, 59],
    [START, 3600, 3600],
    [START, -10, 0],
    [Date.parse(START), 5, 5],
    [new Date(START), 5, 5],
    [undefined, 5, 0],
    ['not a time', 5, 0],
  ])('from %p after %ps is %i', (start, after, elapsed) => {
    expect(liveElapsedSeconds(start, at(after))).toBe(elapsed);
  });
});

describe('liveEta', () => {
  it('gives a far-type run one day from its start', () => {
    expect(liveEta({ startTime: START, now: at(3600), scenarioType: 'AC_FAR' })).toEqual({
      elapsedSeconds: 3600,
      remainingSeconds: 82_800,
      eta: new Date('2025-06-11T09:00:00.000Z'),
    });
    expect(liveEta({ startTime: START, now: at(90_000), scenarioType: 'FAR' })?.remainingSeconds).toBe(0);
  });

  it('extrapolates the average time per utterance for other runs', () => {
    expect(
      liveEta({ startTime: START, now: at(600), completed: 10, total: 40, scenarioType: 'AC_FAR_FIELD' }),
    ).toEqual({
      elapsedSeconds: 600,
      remainingSeconds: 1800,
      eta: at(2400),
    });
    expect(liveEta({ startTime: START, now: at(600), completed: 40, total: 40 })?.remainingSeconds).toBe(0);
  });

  it.each([
    [{ startTime: undefined, now: at(10), completed: 1, total: 2 }],
    [{ startTime: START, now: at(10), completed: 0, total: 2 }],
    [{ startTime: START, now: at(10), completed: 1, total: 0 }],
    [{ startTime: START, now: at(10) }],
  ])('is unknown for %j', (input) => {
    expect(liveEta(input)).toBeUndefined();
  });
});

describe('formatLiveDuration', () => {
  it.each([
    [0, '00:00:00'],
    [59.9, '00:00:59'],
    [61, '00:01:01'],
    [3661, '01:01:01'],
    [86_400, '24:00:00'],
    [-5, '00:00:00'],
    [undefined, '--:--:--'],
    [null, '--:--:--'],
    [Number.POSITIVE_INFINITY, '--:--:--'],
  ])('%p seconds read %s', (seconds, text) => {
    expect(formatLiveDuration(seconds)).toBe(text);
  });
});

describe('formatLiveUtcTime', () => {
  it('shows a start time in UTC', () => {
    expect(formatLiveUtcTime('2025-06-10T11:05:07.900+02:00')).toBe('2025-06-10 09:05:07 UTC');
    expect(formatLiveUtcTime(undefined)).toBe('');
    expect(formatLiveUtcTime('garbage')).toBe('');
  });
});
