import { spokenWords } from '../../audio/spoken-text.rule';

/** Audio kept before the DUT starts to answer: the Pi starts recording a moment before the utterance plays (chosen). */
const ANSWER_WINDOW_LEAD_MS = 500;
/**
 * Audio kept after the DUT's answer has been said, at the slowest rate: the
 * Pi is asked to record before it is asked to speak, and a recording that
 * started earlier holds the answer later (chosen).
 */
const ANSWER_WINDOW_TAIL_MS = 2500;
/** The slowest an answer is taken to be said: below any assistant's voice (chosen). */
const SLOWEST_ANSWER_WORDS_PER_MINUTE = 120;

/** A stretch of a recording, in ms from its start. */
export interface RecordingWindow {
  readonly fromMs: number;
  readonly toMs: number;
}

/**
 * Where the DUT's own spoken answer lies in the reference mic's recording of
 * an utterance (issue 29: an answer counts only for the device that gave it).
 * The recording starts with the utterance, as the DUT's activity item does on
 * its own timeline, so the answer starts `respondedMs - startedMs` in; it lasts
 * as long as its words take at the slowest rate, and a margin either side
 * takes up the Pi's start (half a second before, two and a half after). Undefined when the device cloud gave either time:
 * the recording is then heard whole.
 */
export function dutAnswerWindow(answer: {
  readonly startedMs?: number;
  readonly respondedMs?: number;
  readonly responseText?: string;
}): RecordingWindow | undefined {
  if (answer.startedMs === undefined || answer.respondedMs === undefined) return undefined;
  const startsMs = Math.max(0, answer.respondedMs - answer.startedMs);
  const saidMs = Math.ceil(
    (spokenWords(answer.responseText ?? '').length * 60_000) / SLOWEST_ANSWER_WORDS_PER_MINUTE,
  );
  return {
    fromMs: Math.max(0, startsMs - ANSWER_WINDOW_LEAD_MS),
    toMs: startsMs + saidMs + ANSWER_WINDOW_TAIL_MS,
  };
}
