import { type FunctionalAppScreen } from '@oak/shared';
import { speakClockTime, speakDay, speakDuration } from './spoken-time.util';

export interface AssistantTimer {
  readonly durationSeconds: number;
  readonly endsAtMs: number;
}

export interface AssistantReminder {
  readonly task: string;
  readonly atMs: number;
}

export interface AssistantRoute {
  readonly destination: string;
  readonly stops: string[];
  arrivalMs: number;
}

/** The equalizer's bands, each a level from EQUALIZER_MIN to EQUALIZER_MAX (0 flat). */
export const EQUALIZER_BANDS = ['bass', 'midrange', 'treble'] as const;
export type EqualizerBand = (typeof EQUALIZER_BANDS)[number];
export const EQUALIZER_MIN = -6;
export const EQUALIZER_MAX = 6;

/** Volume steps of the device, 0 (mute) to 10; a new device starts at 5 (chosen, as Echo devices do). */
export const VOLUME_MAX = 10;
export const DEFAULT_VOLUME = 5;

/** Seconds left on a timer at `nowMs`, rounded up: a timer with 0.2 s left still has 1 second. */
export function secondsLeft(timer: AssistantTimer, nowMs: number): number {
  return Math.max(0, Math.ceil((timer.endsAtMs - nowMs) / 1000));
}

/** "7:00 AM tomorrow". */
export function speakMoment(nowMs: number, atMs: number): string {
  return `${speakClockTime(atMs)} ${speakDay(nowMs, atMs)}`;
}

/**
 * What the assistant behind one DUT remembers between commands, as a user
 * expects: alarms and timers until they ring, reminders until they are due,
 * the shopping list, the volume, the equalizer and the route being driven.
 * `settle(nowMs)` forgets what has rung, ended or arrived by then.
 */
export class AssistantMemory {
  /** Alarm times, ascending. */
  alarms: number[] = [];
  timers: AssistantTimer[] = [];
  reminders: AssistantReminder[] = [];
  readonly shoppingList: string[] = [];
  volume = DEFAULT_VOLUME;
  readonly equalizer: Record<EqualizerBand, number> = { bass: 0, midrange: 0, treble: 0 };
  route: AssistantRoute | undefined;

  settle(nowMs: number): void {
    this.alarms = this.alarms.filter((atMs) => atMs > nowMs);
    this.timers = this.timers.filter((timer) => timer.endsAtMs > nowMs);
    this.reminders = this.reminders.filter((reminder) => reminder.atMs > nowMs);
    if (this.route && this.route.arrivalMs <= nowMs) this.route = undefined;
  }

  /**
   * The text the companion app shows on a screen at `nowMs`, one line per
   * entry: what a phone's UI automation reads (the functional catalogue's
   * READ_APP_SCREEN command).
   */
  appScreen(screen: FunctionalAppScreen, nowMs: number): string {
    this.settle(nowMs);
    const lines = (entries: readonly string[], empty: string) =>
      entries.length ? entries.join('\n') : empty;
    switch (screen) {
      case 'alarms':
        return lines(
          this.alarms.map((atMs) => `Alarm ${speakMoment(nowMs, atMs)}`),
          'No alarms',
        );
      case 'timers':
        return lines(
          [...this.timers]
            .sort((a, b) => a.endsAtMs - b.endsAtMs)
            .map(
              (timer) =>
                `Timer for ${speakDuration(timer.durationSeconds)}: ${speakDuration(secondsLeft(timer, nowMs))} left`,
            ),
          'No timers',
        );
      case 'reminders':
        return lines(
          this.reminders.map((reminder) => `${reminder.task} at ${speakMoment(nowMs, reminder.atMs)}`),
          'No reminders',
        );
      case 'shopping-list':
        return lines(this.shoppingList, 'Your shopping list is empty');
    }
  }
}
