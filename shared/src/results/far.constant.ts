/** The number of audio files (chunks) a FAR run plays when the payload gives none (doc 1 §9). */
export const FAR_DEFAULT_TOTAL_CHUNKS = 144;

/**
 * False wakes a device may have in a FAR run; one more fails it (doc 3 §5 and
 * §9: 'FAR allows at most 3 false wakes'; doc 1 §5, §9).
 */
export const FAR_FALSE_WAKES_ALLOWED = 3;
