import { AUTOMOTIVE_VALIDATION_COMPLETE } from './automotive.messages';

/** The icons of the automotive feed's current action (doc 1 §4.7). */
export const AUTOMOTIVE_FEED_ICONS = ['error', 'success', 'validating', 'playing'] as const;
export type AutomotiveFeedIcon = (typeof AUTOMOTIVE_FEED_ICONS)[number];

/**
 * The icon for a uiFeed text (doc 1 §4.7): FAILED gives error; COMPLETE or
 * PLAYED gives success; VALIDATING and PLAYING their own; anything else none.
 * Matched anywhere in the text, ignoring case, in that order, so that
 * 'Validation complete' is a success and 'Playing' is not 'Played'.
 * @kept for the automotive family: doc 1 §2.13 (automotive live feed), §4.7 (its icons)
 */
export function automotiveFeedIcon(uiFeed: string | null | undefined): AutomotiveFeedIcon | undefined {
  const text = (uiFeed ?? '').toUpperCase();
  if (text.includes('FAILED')) return 'error';
  if (text.includes('COMPLETE') || text.includes('PLAYED')) return 'success';
  if (text.includes('VALIDATING')) return 'validating';
  if (text.includes('PLAYING')) return 'playing';
  return undefined;
}

/**
 * Per-utterance results show only once the feed reads 'validation complete' (doc 1 §4.7).
 * @kept for the automotive family: doc 1 §2.13 (automotive live feed), §4.7 (its icons)
 */
export function showsAutomotiveUtteranceResults(uiFeed: string | null | undefined): boolean {
  return (uiFeed ?? '').toLowerCase().includes(AUTOMOTIVE_VALIDATION_COMPLETE);
}
