import { type Result, err, ok } from '../common/result';
import { JOB_MESSAGES } from './job.messages';

export type JobDateInput = Date | string | number;

export interface JobDateRange {
  readonly from?: Date;
  readonly to?: Date;
}

function toDate(value: JobDateInput | undefined): Date | undefined | null {
  if (value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A From/To date filter (doc 3 §5 'From date cannot be greater than To
 * date'): either bound may be left open; the same day on both is allowed.
 * @kept as the spec's constant or rule for what it leaves open (which screen shows it, what it applies to): doc 2 §9 (calibration tool, pink noise file time-out, playground region and spoofed location), doc 3 §9 (download page, icon set), doc 3 §5 (date filter), doc 3 §3 (PC wake-word options), doc 1 §4.8 (a lab's overall sync state); docs/spec-coverage.md names them
 */
export function validateJobDateRange(from?: JobDateInput, to?: JobDateInput): Result<JobDateRange> {
  const fromDate = toDate(from);
  const toDateValue = toDate(to);
  if (fromDate === null) return err(JOB_MESSAGES.invalidDate('From'));
  if (toDateValue === null) return err(JOB_MESSAGES.invalidDate('To'));
  if (fromDate && toDateValue && fromDate.getTime() > toDateValue.getTime()) {
    return err(JOB_MESSAGES.fromDateAfterToDate);
  }
  return ok({ from: fromDate, to: toDateValue });
}
