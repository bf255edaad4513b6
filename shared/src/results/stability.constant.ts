/** The pass rate, in percent, at or above which a stability utterance passes (doc 1 §5, §9; doc 3 §9). */
export const STABILITY_MIN_PASS_RATE = 90;
