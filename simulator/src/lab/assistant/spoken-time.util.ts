/**
 * Numbers, durations and clock times as people say them to an assistant, and
 * back as it says them. Times are UTC: the simulated clock has no time zone,
 * and one fixed zone keeps answers identical on every machine.
 */

import { ENGLISH_ONES, ENGLISH_TENS } from '@oak/shared';

/** Number words as said to an assistant: shared's table, with 'a' and 'an' for one. */
const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, ...ENGLISH_ONES, ...ENGLISH_TENS };

/** A number said in digits or words ("5", "five", "twenty five", "forty-five"); undefined otherwise. */
export function parseSpokenNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const words = trimmed.split(/[\s-]+/);
  let total = 0;
  for (const word of words) {
    const value = NUMBER_WORDS[word];
    if (value === undefined) return undefined;
    total += value;
  }
  return words.length > 0 ? total : undefined;
}

const UNIT_SECONDS: Readonly<Record<string, number>> = { second: 1, minute: 60, hour: 3600 };
const NUMBER = String.raw`\d+|(?:[a-z]+(?:[\s-][a-z]+)?)`;
const DURATION_PART = new RegExp(String.raw`^(${NUMBER})\s+(second|minute|hour)s?$`);

/** A duration ("5 minutes", "an hour and ten minutes", "half an hour") in seconds. */
export function parseSpokenDuration(text: string): number | undefined {
  const trimmed = text.trim();
  if (/^half an? hour$/.test(trimmed)) return 1800;
  let total = 0;
  for (const part of trimmed.split(/\s+and\s+|,\s*/)) {
    const match = DURATION_PART.exec(part.trim());
    const count = match ? parseSpokenNumber(match[1]) : undefined;
    if (!match || count === undefined) return undefined;
    total += count * UNIT_SECONDS[match[2]];
  }
  return total > 0 ? total : undefined;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A duration as the assistant says it: "1 hour and 30 minutes". */
export function speakDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts = [
    hours > 0 ? plural(hours, 'hour') : '',
    minutes > 0 ? plural(minutes, 'minute') : '',
    seconds > 0 ? plural(seconds, 'second') : '',
  ].filter(Boolean);
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
    : (parts[0] ?? '0 seconds');
}

/** A time of day, 24-hour; `meridiemKnown` is false for "7", which may be morning or evening. */
export interface ClockTime {
  readonly hour: number;
  readonly minute: number;
  readonly meridiemKnown: boolean;
}

const MERIDIEM = /\s*(am|pm|a m|p m|in the morning|in the afternoon|in the evening|at night)$/;

function isAfternoon(meridiem: string): boolean {
  return (
    meridiem.startsWith('p') ||
    meridiem.startsWith('in the a') ||
    meridiem.startsWith('in the e') ||
    meridiem === 'at night'
  );
}

/** A time of day said as "7", "7 am", "7:30 pm", "seven thirty", "7 o'clock", "noon" or "midnight". */
export function parseClockTime(text: string): ClockTime | undefined {
  const trimmed = text.trim().replace(/\s*o'?clock\b/, '');
  if (trimmed === 'noon') return { hour: 12, minute: 0, meridiemKnown: true };
  if (trimmed === 'midnight') return { hour: 0, minute: 0, meridiemKnown: true };
  const meridiemMatch = MERIDIEM.exec(trimmed);
  const clock = meridiemMatch ? trimmed.slice(0, meridiemMatch.index) : trimmed;
  const digital = /^(\d{1,2})(?::(\d{2}))?$/.exec(clock);
  const [hourWord, ...minuteWords] = clock.split(/\s+/);
  const hour = digital ? Number(digital[1]) : parseSpokenNumber(hourWord);
  const minute = digital
    ? Number(digital[2] ?? 0)
    : minuteWords.length
      ? parseSpokenNumber(minuteWords.join(' '))
      : 0;
  if (hour === undefined || minute === undefined || hour > 23 || minute > 59) return undefined;
  if (!meridiemMatch) return { hour, minute, meridiemKnown: hour === 0 || hour > 12 };
  if (hour === 0 || hour > 12) return undefined;
  return { hour: (hour % 12) + (isAfternoon(meridiemMatch[1]) ? 12 : 0), minute, meridiemKnown: true };
}

const DAY_MS = 86_400_000;

/** The next moment after `nowMs` the clock shows `time`; "7" without am/pm is whichever 7 comes first. */
export function nextOccurrenceMs(nowMs: number, time: ClockTime): number {
  const dayStart = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const hours = time.meridiemKnown ? [time.hour] : [time.hour % 12, (time.hour % 12) + 12];
  const candidates = hours.flatMap((hour) => {
    const today = dayStart + (hour * 60 + time.minute) * 60_000;
    return [today, today + DAY_MS];
  });
  return Math.min(...candidates.filter((candidate) => candidate > nowMs));
}

/** A moment as the assistant says it: "7:30 AM". */
export function speakClockTime(ms: number): string {
  const date = new Date(ms);
  const hour = date.getUTCHours();
  const minute = String(date.getUTCMinutes()).padStart(2, '0');
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "today" or "tomorrow" for a moment after `nowMs`, else the weekday. */
export function speakDay(nowMs: number, ms: number): string {
  const days = Math.floor(ms / DAY_MS) - Math.floor(nowMs / DAY_MS);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return new Date(ms).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
}

/** A date as a briefing says it: "Wednesday, January 1". */
export function speakDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
