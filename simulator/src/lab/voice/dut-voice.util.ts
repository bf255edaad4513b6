import { type Random } from '../../random/random';
import { type VoiceChoice } from './spoken-audio';

/** espeak-ng's female variants for the assistants' voices (the resource pack's talkers use f2, f4, m3, m7). */
const DUT_VARIANTS = ['f1', 'f3', 'f5'] as const;
const PITCH_RANGE = [40, 65] as const;
const WORDS_PER_MINUTE_RANGE = [160, 180] as const;

/** One DUT's voice, drawn from its seeded stream, so a seeded lab always sounds the same. */
export function dutVoiceOf(random: Random): VoiceChoice {
  const variant = random.pick(DUT_VARIANTS);
  const pitch = Math.round(random.uniform(...PITCH_RANGE));
  const wordsPerMinute = Math.round(random.uniform(...WORDS_PER_MINUTE_RANGE));
  return { voice: `en-us+${variant}`, pitch, wordsPerMinute };
}
