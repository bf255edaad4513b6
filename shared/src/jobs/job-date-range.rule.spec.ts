import { validateJobDateRange } from './job-date-range.rule';

describe('validateJobDateRange', () => {
  it.each([
    ['2025-06-01', '2025-06-10'],
    ['2025-06-10', '2025-06-10'],
    [undefined, '2025-06-10'],
    ['2025-06-10', undefined],
    ['', ''],
  ])('accepts From %p and To %p', (from, to) => {
    expect(validateJobDateRange(from, to).ok).toBe(true);
  });

  it('returns the bounds as dates', () => {
    const from = new Date('2025-06-01T00:00:00.000Z');
    expect(validateJobDateRange(from, Date.UTC(2025, 5, 2))).toEqual({
      ok: true,
      value: { from, to: new Date('2025-06-02T00:00:00.000Z') },
    });
  });

  it.each([
    ['2025-06-11', '2025-06-10', 'From date cannot be greater than To date'],
    ['2025-06-10T00:00:00.001Z', '2025-06-10T00:00:00.000Z', 'From date cannot be greater than To date'],
    ['soon', '2025-06-10', 'From date is not a valid date'],
    ['2025-06-10', 'later', 'To date is not a valid date'],
  ])('refuses From %s and To %s', (from, to, error) => {
    expect(validateJobDateRange(from, to)).toEqual({ ok: false, error });
  });
});
