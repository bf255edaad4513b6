/** One word (or phone) of a decoded stretch of speech, from the decoder's backtrace. */
export interface BacktraceEntry {
  readonly word: string;
  readonly startFrame: number;
  readonly endFrame: number;
  /** Its acoustic score, in the decoder's log units. */
  readonly acousticScore: number;
}

/** A stretch of speech between pauses, as the decoder aligned it. */
export type Backtrace = readonly BacktraceEntry[];

const HEADER = /^word\s+start\s+end\s+pprob\s+ascr/;
const ENTRY = /^(\S+)\s+(\d+)\s+(\d+)\s+[\d.]+\s+(-?\d+)\s/;

/**
 * The backtraces pocketsphinx logs with `-backtrace yes`: one table per
 * stretch of speech, `word start end pprob ascr lscr lback`.
 */
export function parseBacktraces(log: string): Backtrace[] {
  const stretches: BacktraceEntry[][] = [];
  let current: BacktraceEntry[] | undefined;
  for (const line of log.split('\n')) {
    if (HEADER.test(line)) {
      current = [];
      stretches.push(current);
      continue;
    }
    const match = ENTRY.exec(line);
    if (match && current) {
      current.push({
        word: match[1]!,
        startFrame: Number(match[2]),
        endFrame: Number(match[3]),
        acousticScore: Number(match[4]),
      });
    }
  }
  return stretches;
}

/** Whether a backtrace word is a word said, not a pause, a noise or a null transition. */
export function isSpokenWord(word: string): boolean {
  return !/^(<.*>|\[.*\]|\(NULL\))$/.test(word);
}

/** A dictionary word without its variant number: `one(2)` is `one`. */
export function baseWord(word: string): string {
  return word.replace(/\(\d+\)$/, '');
}

/**
 * How well the words of a stretch fit the audio, against the best any
 * sequence of phones does over the same frames (the phone-loop reference):
 * the difference of acoustic scores per frame. Near 0 (or above) when the
 * words were said; far below when other speech was forced onto them.
 * Undefined when the stretch holds no word.
 */
export function wordConfidence(stretch: Backtrace, reference: Backtrace): number | undefined {
  let words = 0;
  let phones = 0;
  let frames = 0;
  for (const entry of stretch) {
    if (!isSpokenWord(entry.word)) continue;
    words += entry.acousticScore;
    frames += entry.endFrame - entry.startFrame + 1;
    for (const phone of reference) {
      const overlap =
        Math.min(entry.endFrame, phone.endFrame) - Math.max(entry.startFrame, phone.startFrame) + 1;
      if (overlap > 0) phones += (phone.acousticScore * overlap) / (phone.endFrame - phone.startFrame + 1);
    }
  }
  return frames ? (words - phones) / frames : undefined;
}
