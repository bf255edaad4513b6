/**
 * Labels of the automotive live feed (doc 1 §2.13).
 * @kept for the automotive family: doc 1 §2.13 (automotive live feed), §4.7 (its icons)
 */
export const AUTOMOTIVE_FEED_LABELS = {
  utterancePlayed: 'Utterance Played',
  deviceHeard: 'Device Heard',
  deviceResponded: 'Device Responded',
  currentAction: 'Current Action',
  noisePlaying: 'Currently playing Noise',
} as const;

/** The uiFeed text after which per-utterance results show (doc 1 §4.7). */
export const AUTOMOTIVE_VALIDATION_COMPLETE = 'validation complete';
