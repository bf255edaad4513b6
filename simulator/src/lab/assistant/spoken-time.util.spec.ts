import {
  nextOccurrenceMs,
  parseClockTime,
  parseSpokenDuration,
  parseSpokenNumber,
  speakClockTime,
  speakDate,
  speakDay,
  speakDuration,
} from './spoken-time.util';

const NOW = Date.UTC(2025, 0, 1, 9, 15); // Wednesday 9:15 AM UTC

describe('spoken numbers and durations', () => {
  it.each([
    ['5', 5],
    ['five', 5],
    ['twenty five', 25],
    ['forty-five', 45],
    ['an', 1],
    ['lots', undefined],
  ])('reads %p as %p', (text, expected) => {
    expect(parseSpokenNumber(text)).toBe(expected);
  });

  it.each([
    ['5 minutes', 300],
    ['ten seconds', 10],
    ['an hour and ten minutes', 4200],
    ['1 hour, 2 minutes and 3 seconds', 3723],
    ['half an hour', 1800],
    ['a while', undefined],
  ])('reads %p as %p seconds', (text, expected) => {
    expect(parseSpokenDuration(text)).toBe(expected);
  });

  it.each([
    [300, '5 minutes'],
    [1, '1 second'],
    [5400, '1 hour and 30 minutes'],
    [3723, '1 hour, 2 minutes and 3 seconds'],
  ])('says %p seconds as %p', (seconds, expected) => {
    expect(speakDuration(seconds)).toBe(expected);
  });
});

describe('clock times', () => {
  it.each([
    ['7 am', { hour: 7, minute: 0, meridiemKnown: true }],
    ['7:30 pm', { hour: 19, minute: 30, meridiemKnown: true }],
    ['seven thirty in the evening', { hour: 19, minute: 30, meridiemKnown: true }],
    ["6 o'clock", { hour: 6, minute: 0, meridiemKnown: false }],
    ['18:45', { hour: 18, minute: 45, meridiemKnown: true }],
    ['12 am', { hour: 0, minute: 0, meridiemKnown: true }],
    ['noon', { hour: 12, minute: 0, meridiemKnown: true }],
    ['midnight', { hour: 0, minute: 0, meridiemKnown: true }],
    ['25:00', undefined],
    ['13 pm', undefined],
    ['soon', undefined],
  ])('reads %p', (text, expected) => {
    expect(parseClockTime(text)).toEqual(expected);
  });

  it('takes the next occurrence: later today, else tomorrow, and the first of 7 AM and 7 PM when unsaid', () => {
    expect(nextOccurrenceMs(NOW, { hour: 10, minute: 0, meridiemKnown: true })).toBe(
      Date.UTC(2025, 0, 1, 10),
    );
    expect(nextOccurrenceMs(NOW, { hour: 7, minute: 0, meridiemKnown: true })).toBe(Date.UTC(2025, 0, 2, 7));
    expect(nextOccurrenceMs(NOW, { hour: 7, minute: 0, meridiemKnown: false })).toBe(
      Date.UTC(2025, 0, 1, 19),
    );
  });

  it('speaks times, days and dates in UTC', () => {
    expect(speakClockTime(NOW)).toBe('9:15 AM');
    expect(speakClockTime(Date.UTC(2025, 0, 1, 0, 5))).toBe('12:05 AM');
    expect(speakClockTime(Date.UTC(2025, 0, 1, 12))).toBe('12:00 PM');
    expect(speakDay(NOW, NOW + 3_600_000)).toBe('today');
    expect(speakDay(NOW, NOW + 86_400_000)).toBe('tomorrow');
    expect(speakDay(NOW, NOW + 2 * 86_400_000)).toBe('Friday');
    expect(speakDate(NOW)).toBe('Wednesday, January 1');
  });
});
