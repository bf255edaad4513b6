/**
 * Voice activity in a recording, by frame energy: where sound starts and
 * stops above the room's own noise floor. UPL measures with it (issue 30):
 * the end of the speech a Pi played and the onset of the device's spoken
 * answer, both found in the reference mic's recording, never read from a
 * device cloud.
 */

/** The length of one analysis frame (ms). */
const FRAME_MS = 10;

/** How far above the noise floor a frame must be to start a sound (dB). */
const ACTIVE_ABOVE_FLOOR_DB = 12;

/** How far above the noise floor the frames around a sound must stay to belong to it (dB): its soft edges. */
const EDGE_ABOVE_FLOOR_DB = 5;

/** The quietest a frame may be and still count as sound, whatever the floor (dBFS): no digital silence is speech. */
const MIN_ACTIVE_DBFS = -55;

/** A sound shorter than this is a click, not speech (ms). */
const MIN_SOUND_MS = 40;

/** A pause shorter than this is inside one utterance (between words), not between two (ms). */
const MIN_PAUSE_MS = 150;

/** A level for digital silence (dBFS), so levels stay finite. */
const SILENCE_DBFS = -120;

/** Samples as floats in [-1, 1], from 16-bit PCM or floats. */
export type AudioSamples = Int16Array | Float32Array;

/** The RMS level of each frame in dBFS, frame after frame from the first sample. */
export function frameLevelsDb(samples: AudioSamples, sampleRate: number, frameMs = FRAME_MS): number[] {
  const scale = samples instanceof Int16Array ? 1 / 32_768 : 1;
  const size = Math.max(1, Math.round((sampleRate * frameMs) / 1000));
  const levels: number[] = [];
  for (let start = 0; start + size <= samples.length; start += size) {
    let sum = 0;
    for (let i = start; i < start + size; i += 1) {
      const value = samples[i]! * scale;
      sum += value * value;
    }
    const rms = Math.sqrt(sum / size);
    levels.push(rms > 0 ? Math.max(SILENCE_DBFS, 20 * Math.log10(rms)) : SILENCE_DBFS);
  }
  return levels;
}

/** A stretch of sound in a recording (ms from its start). */
export interface SoundRegion {
  readonly startMs: number;
  readonly endMs: number;
}

/**
 * The stretches of sound of a recording (pure): frames a margin above its
 * noise floor (the level the quietest tenth of its frames stay under), each
 * widened to its soft edges (frames a smaller margin above it: a double
 * threshold, so a quiet onset in a loud room is not cut), pauses shorter than
 * MIN_PAUSE_MS bridged (between words), sounds shorter than MIN_SOUND_MS
 * dropped (clicks).
 */
export function soundRegions(samples: AudioSamples, sampleRate: number): SoundRegion[] {
  const levels = frameLevelsDb(samples, sampleRate);
  if (!levels.length) return [];
  const floor = [...levels].sort((a, b) => a - b)[Math.floor(levels.length / 10)]!;
  const threshold = Math.max(floor + ACTIVE_ABOVE_FLOOR_DB, MIN_ACTIVE_DBFS);
  const edge = Math.max(floor + EDGE_ABOVE_FLOOR_DB, MIN_ACTIVE_DBFS);
  const regions: { start: number; end: number }[] = [];
  for (let frame = 0; frame < levels.length; frame += 1) {
    if (levels[frame]! < threshold) continue;
    let start = frame;
    while (start > 0 && levels[start - 1]! >= edge) start -= 1;
    let end = frame + 1;
    while (end < levels.length && levels[end]! >= edge) end += 1;
    const last = regions.at(-1);
    if (last && (start - last.end) * FRAME_MS < MIN_PAUSE_MS) last.end = Math.max(last.end, end);
    else regions.push({ start, end });
    frame = end - 1;
  }
  return regions
    .filter((region) => (region.end - region.start) * FRAME_MS >= MIN_SOUND_MS)
    .map((region) => ({ startMs: region.start * FRAME_MS, endMs: region.end * FRAME_MS }));
}

/** Where the played speech ended and the answer began in a recording, and the time between: the UPL. */
export interface AnswerTiming {
  readonly speechEndMs: number;
  readonly answerOnsetMs: number;
  readonly latencyMs: number;
}

/** Why a recording gives no latency. */
export type AnswerTimingProblem = 'no-speech' | 'no-answer';

/**
 * The end of a played file's speech and the onset of the answer after it, in
 * a recording started before the file began to play (pure): the speech
 * begins with the recording's first sound and lasts `playedMs` at most, so it
 * is every sound that starts within `playedMs` of that first one (its words
 * and the pauses between them); the answer is the next sound after its end.
 * Or why there is none.
 */
export function answerTiming(
  samples: AudioSamples,
  sampleRate: number,
  playedMs: number,
):
  | { readonly ok: true; readonly value: AnswerTiming }
  | { readonly ok: false; readonly problem: AnswerTimingProblem } {
  const regions = soundRegions(samples, sampleRate);
  const first = regions[0];
  if (!first) return { ok: false, problem: 'no-speech' };
  const speech = regions.filter((region) => region.startMs < first.startMs + playedMs);
  const speechEndMs = Math.max(...speech.map((region) => region.endMs));
  const answer = regions.find((region) => region.startMs >= speechEndMs);
  if (!answer) return { ok: false, problem: 'no-answer' };
  return {
    ok: true,
    value: { speechEndMs, answerOnsetMs: answer.startMs, latencyMs: answer.startMs - speechEndMs },
  };
}
