import { isFarScenarioType } from '../suites/scenario-types.constant';
import { LIVE_FAR_TEST_DURATION_SECONDS } from './live.constant';

/** A moment as a feed carries it: a Date, an ISO timestamp or epoch milliseconds. */
export type LiveTimeInput = Date | string | number;

function epochMs(time: LiveTimeInput | undefined | null): number | undefined {
  if (time === undefined || time === null || time === '') return undefined;
  const ms = time instanceof Date ? time.getTime() : new Date(time).getTime();
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * Whole seconds since the run started, as the counter that ticks each second
 * shows them (doc 1 §2.4, §9); 0 before the start or when it is unknown.
 */
export function liveElapsedSeconds(startTime: LiveTimeInput | undefined | null, now: Date): number {
  const start = epochMs(startTime);
  if (start === undefined) return 0;
  return Math.max(0, Math.floor((now.getTime() - start) / 1000));
}

export interface LiveEtaInput {
  readonly startTime: LiveTimeInput | undefined | null;
  readonly now: Date;
  /** Utterances (or rounds) done and in all; unused for far-type runs. */
  readonly completed?: number;
  readonly total?: number;
  readonly scenarioType?: string;
}

export interface LiveEta {
  readonly elapsedSeconds: number;
  readonly remainingSeconds: number;
  readonly eta: Date;
}

/**
 * When a run should end (doc 1 §2.4, §9). A far-type run lasts one day from
 * its start. Any other run extrapolates its average time per utterance so far
 * over the utterances left. Unknown (undefined) before the start is known or
 * before the first utterance is done.
 */
export function liveEta(input: LiveEtaInput): LiveEta | undefined {
  const start = epochMs(input.startTime);
  if (start === undefined) return undefined;
  const elapsedSeconds = liveElapsedSeconds(start, input.now);
  if (input.scenarioType && isFarScenarioType(input.scenarioType)) {
    return {
      elapsedSeconds,
      remainingSeconds: Math.max(0, LIVE_FAR_TEST_DURATION_SECONDS - elapsedSeconds),
      eta: new Date(start + LIVE_FAR_TEST_DURATION_SECONDS * 1000),
    };
  }
  const completed = input.completed ?? 0;
  const total = input.total ?? 0;
  if (completed <= 0 || total <= 0) return undefined;
  const remainingSeconds = Math.round((elapsedSeconds / completed) * Math.max(0, total - completed));
  return { elapsedSeconds, remainingSeconds, eta: new Date(input.now.getTime() + remainingSeconds * 1000) };
}

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * A duration as HH:MM:SS for the elapsed time and ETA fields; hours run past
 * 24 (a far-type run shows 24:00:00 at its start). Unknown reads --:--:--.
 */
export function formatLiveDuration(seconds: number | undefined | null): string {
  if (seconds === undefined || seconds === null || !Number.isFinite(seconds)) return '--:--:--';
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** A start time in UTC, as the test details panel shows it (doc 1 §2.15): `2025-06-10 09:05:00 UTC`. */
export function formatLiveUtcTime(time: LiveTimeInput | undefined | null): string {
  const ms = epochMs(time);
  if (ms === undefined) return '';
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
