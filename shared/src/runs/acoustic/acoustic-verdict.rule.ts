import { computeLiveRates } from '../../live/live-rates.rule';
import { type RunVerdict } from '../../statuses/job-verdict.constant';
import { type AcousticStepOutcome } from './acoustic-outcome.schema';
import { acousticAnswerJudged } from './acoustic-results.rule';

/** Why an acoustic run passes: what it measured. */
const ACOUSTIC_VERDICT_MESSAGES = {
  measured: (played: number, frr: number | null, rar: number | null) =>
    `Measured over ${played} utterances: FRR ${frr ?? 0}%, RAR ${rar ?? 0}% (an acoustic run measures its rates; they do not fail it)`,
} as const;

/**
 * An acoustic run's verdict (issue 29). Its FRR and RAR are measurements of
 * the device, not pass/fail tests: the spec names no threshold that fails an
 * acoustic run (doc 1 §3 gives its rates 0/1 scores against targets it does
 * not name, and names failing thresholds only for FAR, 3 false wakes, and
 * stability, a 90% pass rate, families of their own), so an utterance missed
 * or answered wrongly does not fail the run: one that played to its end
 * passes, its reason giving the DUT's rates.
 */
export function acousticVerdict(outcomes: readonly AcousticStepOutcome[]): RunVerdict {
  const rates = computeLiveRates({
    played: outcomes.length,
    heard: outcomes.filter((outcome) => outcome.answer.heard).length,
    // Judged in full, as the results and the live figures judge it: intent and slots.
    responded: outcomes.filter((outcome) => acousticAnswerJudged(outcome.trial, outcome.answer).responded)
      .length,
  });
  return {
    verdict: 'passed',
    reason: ACOUSTIC_VERDICT_MESSAGES.measured(outcomes.length, rates.frr, rates.rar),
  };
}
