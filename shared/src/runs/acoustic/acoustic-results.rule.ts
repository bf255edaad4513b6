import { type JobUtteranceResult } from '../../jobs/job-api.schema';
import { type JobReport, utteranceReport } from '../../jobs/job-report.rule';
import { JOB_DUT_TAG } from '../../jobs/lab-job.schema';
import { judgeAnswer } from '../answers/answer-judgement.rule';
import { type AcousticStepOutcome, type DutAnswer } from './acoustic-outcome.schema';

/**
 * A DUT's answer to a trial judged in full (judgeAnswer): it answered with the
 * expected intent and every slot the utterance carries; the slot it got wrong.
 */
export function acousticAnswerJudged(
  trial: AcousticStepOutcome['trial'],
  answer: DutAnswer,
): { readonly responded: boolean; readonly wrongSlot?: string } {
  if (!answer.responded) return { responded: false };
  const judged = judgeAnswer(
    { transcript: trial.transcript, expectedIntent: trial.expectedResponse, locale: trial.locale },
    { intent: answer.intent, responseText: answer.responseText },
  );
  return judged.wrongSlot ? { responded: false, wrongSlot: judged.wrongSlot.message } : { responded: true };
}

/** The fields of a result that tell what its DUT made of the utterance. */
function answerFields(
  trial: AcousticStepOutcome['trial'],
  answer: DutAnswer,
): Pick<
  JobUtteranceResult,
  'dutHeard' | 'dutResponded' | 'intent' | 'heard' | 'responded' | 'status' | 'wrongSlot'
> {
  const { responded, wrongSlot } = acousticAnswerJudged(trial, answer);
  return {
    dutHeard: answer.heardText,
    dutResponded: answer.responseText,
    intent: answer.intent,
    heard: answer.heard,
    responded,
    status: responded ? 'SUCCESS' : 'FAILURE',
    ...(wrongSlot ? { wrongSlot } : {}),
  };
}

/** A stored utterance as `/results` lists it: the DUT's result, then each optional DUT's on the same utterance. */
export function acousticResults(outcomes: readonly AcousticStepOutcome[]): JobUtteranceResult[] {
  return outcomes.flatMap(({ trial, answer, playedAt, optionalDuts }) => {
    const result: JobUtteranceResult = {
      trialIndex: trial.index,
      dut: JOB_DUT_TAG,
      scenarioType: trial.scenarioType,
      speechLocation: trial.speechLocation,
      noise: trial.noise,
      fileName: trial.fileName,
      questionPlayed: trial.transcript,
      expectedResponse: trial.expectedResponse,
      ...answerFields(trial, answer),
      playedAt: new Date(playedAt).toISOString(),
    };
    return [
      result,
      ...[...optionalDuts]
        .sort((a, b) => a.tag.localeCompare(b.tag))
        .map((other) => ({ ...result, dut: other.tag, ...answerFields(trial, other.answer) })),
    ];
  });
}

/** An acoustic run's report: one row and one JUnit case per utterance and device. */
export function acousticReport(outcomes: readonly AcousticStepOutcome[]): JobReport {
  return utteranceReport(acousticResults(outcomes));
}
