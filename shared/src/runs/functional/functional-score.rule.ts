import { functionalOverallResult, combineFunctionalValidationStatuses } from '../../results/functional.rule';
import {
  type FunctionalCommandResult,
  type FunctionalTestCase,
  type FunctionalUtteranceResult,
  type FunctionalValidation,
} from '../../results/functional.schema';
import { spokenText, transcriptContains } from '../../audio/spoken-text.rule';
import { type TestStatus, isFailureStatus } from '../../statuses/test-statuses.constant';
import { FUNCTIONAL_UTTERANCE_VALIDATIONS } from './functional-case.constant';
import { type FunctionalActionOutcome, type FunctionalCaseOutcome } from './functional-outcome.schema';
import {
  type FunctionalPlannedCommand,
  type FunctionalPlannedUtterance,
  type FunctionalStep,
} from './functional-plan.rule';
import { judgeAnswer, wrongSlotOf } from '../answers/answer-judgement.rule';
import { utteranceSlots } from '../answers/utterance-slots.rule';
import { FUNCTIONAL_RUN_MESSAGES as M } from './functional-run.messages';

/** A judged utterance or command: its result row and, when it did not pass, why. */
interface Judged<T extends { readonly status: string }> {
  readonly result: T;
  readonly counted: boolean;
  readonly log?: string;
}

/** Why an action has no observation to judge, or undefined when it was played. */
function unplayed(question: string, observed: FunctionalActionOutcome | undefined): string | undefined {
  if (observed?.playError) return M.playFailed(question, observed.playError);
  if (!observed?.playedAt) return M.notPlayed(question);
  return undefined;
}

function matches(regex: string, text: string): boolean {
  return new RegExp(regex, 'i').test(text);
}

/**
 * The cloud validation of one utterance (doc 1 §3 utterance result): the
 * expected intent or the regular expression matched passes; the DUT not
 * answering fails with a false rejection (scoreFalseRejectionRate 1); a wrong
 * answer fails; a record that could not be read is an error. Speech without
 * the wake word passes when the cloud recorded nothing.
 */
function judgeCloud(
  action: FunctionalPlannedUtterance,
  observed: FunctionalActionOutcome | undefined,
): Judged<FunctionalUtteranceResult> {
  const question = action.transcript;
  const base = {
    questionPlayed: question,
    utteranceAttribute: action.attribute,
    utterValidationInfo: { utterValidationType: action.validation },
    actionSequenceNum: action.index,
  };
  const counted = action.attribute === 'normal';
  const verdict = (status: TestStatus, extra: Partial<FunctionalUtteranceResult>, log?: string) => ({
    result: { ...base, status, ...extra },
    counted,
    ...(log ? { log } : {}),
  });
  const missing = unplayed(question, observed);
  if (missing) return verdict('ERROR', {}, missing);
  const cloud = observed?.cloud;
  if (cloud === undefined) return verdict('ERROR', {}, M.noCloudRecord(question));
  if (cloud !== null && 'error' in cloud) return verdict('ERROR', {}, M.cloudError(question, cloud.error));
  if (action.validation === FUNCTIONAL_UTTERANCE_VALIDATIONS.notActedOn) {
    if (cloud === null) return verdict('SUCCEEDED', { dutHeard: '', dutResponded: '' });
    return verdict(
      'FAILED',
      { dutHeard: cloud.heardText, dutResponded: responseOf(cloud) },
      M.actedOnWithoutWakeWord(question, cloud.heardText, cloud.intent),
    );
  }
  if (cloud === null)
    return verdict(
      'FAILED',
      { dutHeard: '', dutResponded: '', scoreFalseRejectionRate: 1, scoreResponseAccuracyRate: 0 },
      M.noResponse(question),
    );
  const answered = { dutHeard: cloud.heardText, dutResponded: responseOf(cloud), scoreFalseRejectionRate: 0 };
  // Without a regular expression the answer is judged in full: the intent and the utterance's slots.
  const judged =
    action.regex === undefined
      ? judgeAnswer(
          { transcript: question, expectedIntent: action.intent },
          { intent: cloud.intent, responseText: cloud.responseText },
        )
      : undefined;
  const passed = judged ? judged.correct : matches(action.regex!, cloud.responseText);
  if (passed) return verdict('SUCCEEDED', { ...answered, scoreResponseAccuracyRate: 1 });
  if (judged?.wrongSlot)
    return verdict(
      'FAILED',
      { ...answered, scoreResponseAccuracyRate: 0 },
      M.wrongSlot(question, judged.wrongSlot.message, cloud.responseText, cloud.heardText),
    );
  return verdict(
    'FAILED',
    { ...answered, scoreResponseAccuracyRate: 0 },
    action.regex === undefined
      ? M.wrongIntent(question, action.intent, cloud.intent, cloud.heardText)
      : M.wrongResponse(question, action.regex, cloud.responseText, cloud.heardText),
  );
}

/** The response as the utterance details show it: its text, or its intent when the DUT answered with a tone. */
function responseOf(cloud: { readonly responseText: string; readonly intent: string }): string {
  return cloud.responseText || cloud.intent;
}

/**
 * The reference mic validation of one recorded utterance (doc 1 §2.6 audio
 * recording validation): the transcript of the DUT's spoken answer says one
 * of this utterance's expected phrases, and that answer is the DUT's. The
 * reference mic hears every device in the room, so a phrase it heard passes
 * only when the DUT's own activity in the device cloud answered this
 * utterance with it (issue 29: the good Echo's 'volume is six' passed the
 * poor Echo's case). No expected phrase heard fails whoever spoke; a phrase
 * heard where the DUT recorded no answer, or answered otherwise, was another
 * device's and fails; where its activity could not be read, the phrase
 * cannot be attributed and is an error. The DUT's answer is then judged in
 * full: a slot of the utterance it says wrong fails it (judgeAnswer's rule).
 */
function judgeRecording(
  action: FunctionalPlannedUtterance,
  observed: FunctionalActionOutcome | undefined,
): Judged<FunctionalUtteranceResult> {
  const question = action.transcript;
  const phrases = action.refMic ?? [];
  const counted = action.attribute === 'normal';
  const verdict = (status: TestStatus, transcript?: string, log?: string) => ({
    result: {
      questionPlayed: question,
      ...(transcript === undefined ? {} : { dutResponded: transcript }),
      status,
      utteranceAttribute: action.attribute,
      actionSequenceNum: action.index,
    },
    counted,
    ...(log ? { log } : {}),
  });
  const missing = unplayed(question, observed);
  if (missing) return verdict('ERROR', undefined, missing);
  const recording = observed?.recording;
  if (!recording) return verdict('ERROR', undefined, M.noRecording(question));
  if ('error' in recording) return verdict('ERROR', undefined, M.recordingError(question, recording.error));
  const { transcript } = recording;
  if (spokenText(transcript) === '') return verdict('FAILED', transcript, M.silentAnswer(question, phrases));
  // Both read as spoken words ('5 minutes' is 'five minutes'), as the transcribers answer.
  const said = phrases.find((phrase) => transcriptContains(transcript, phrase));
  if (said === undefined)
    return verdict('FAILED', transcript, M.wrongSpokenAnswer(question, transcript, phrases));
  const cloud = observed?.cloud;
  if (cloud === null) return verdict('FAILED', transcript, M.noAnswerToAttribute(question, transcript));
  if (cloud === undefined || 'error' in cloud)
    return verdict('ERROR', transcript, M.answerNotAttributable(question, transcript));
  if (!transcriptContains(cloud.responseText, said))
    return verdict('FAILED', transcript, M.heardAnotherDevice(question, said, responseOf(cloud)));
  // The answer is the DUT's: it is judged in full, by this utterance's slots too (its time, day, numbers).
  const wrongSlot = wrongSlotOf(utteranceSlots(question), cloud.responseText);
  if (wrongSlot)
    return verdict(
      'FAILED',
      transcript,
      M.wrongSlot(question, wrongSlot.message, cloud.responseText, cloud.heardText),
    );
  return verdict('SUCCEEDED', transcript);
}

/** A counted utterance the cloud failed whose answer the reference mic did not record: audio cannot pass it. */
function notCoveredByRecording(action: FunctionalPlannedUtterance): Judged<FunctionalUtteranceResult> {
  return {
    result: {
      questionPlayed: action.transcript,
      status: 'FAILED',
      utteranceAttribute: action.attribute,
      actionSequenceNum: action.index,
    },
    counted: true,
    log: M.notCoveredByRecording(action.transcript),
  };
}

/** The device validation of a READ_APP_SCREEN command: the app's screen shows what it must. */
function judgeAppScreen(
  command: Extract<FunctionalPlannedCommand, { command: 'READ_APP_SCREEN' }>,
  observed: FunctionalActionOutcome | undefined,
): Judged<FunctionalCommandResult> {
  const commandPlayed = M.appScreenCommand(command.screen, command.expect);
  const verdict = (status: TestStatus, message: string, log?: string) => ({
    result: { commandPlayed, message, status },
    counted: true,
    ...(log ? { log } : {}),
  });
  const output = observed?.command;
  if (!output) return verdict('ERROR', '', M.appScreenNotRead(command.screen));
  if ('error' in output)
    return verdict('ERROR', output.error, M.appScreenError(command.screen, output.error));
  if (matches(command.expect, output.output)) return verdict('SUCCEEDED', output.output);
  return verdict('FAILED', output.output, M.appScreenMismatch(command.screen, command.expect, output.output));
}

/**
 * One validation from its judged rows: the status of the counted ones (a
 * failure outranks an error, which outranks a pass), and when it did not
 * pass, the logs of what went wrong, set-up utterances marked as such.
 */
function validationOf<T extends { readonly status: string }>(
  judged: readonly Judged<T>[],
): {
  status: TestStatus;
  failureLogs?: string[];
} {
  const status =
    combineFunctionalValidationStatuses(
      judged.filter((row) => row.counted).map((row) => row.result.status),
    ) ?? 'NOT_APPLICABLE';
  const logs = judged.flatMap((row) => (row.log ? [row.counted ? row.log : M.setUpFailed(row.log)] : []));
  return isFailureStatus(status) && logs.length ? { status, failureLogs: logs } : { status };
}

/**
 * A played test case as the live feed and the reports show it (doc 1 §3
 * 'Functional test case'): its cloud validation of every utterance, its
 * reference-mic validation of the recorded ones, the device validation of
 * the app's screens (mobile functional), and its status, the overall result
 * of those validations (functionalOverallResult, whose reason the case's row
 * gives: functionalTestCaseRow; a device validation that does not pass
 * decides against a passing one). The actions the executor did
 * not reach are errors, and its reason for stopping (`outcome.error`) is the
 * case's own failure log. With no verdict at all, the case is an error.
 */
export function evaluateFunctionalCase(
  step: FunctionalStep,
  outcome: FunctionalCaseOutcome,
): FunctionalTestCase {
  const observed = new Map(outcome.actions.map((action) => [action.index, action]));
  const utterances = step.actions.filter((action) => action.type === 'utterance');
  const screens = step.actions.filter(
    (action): action is Extract<FunctionalPlannedCommand, { command: 'READ_APP_SCREEN' }> =>
      action.type === 'command' && action.command === 'READ_APP_SCREEN',
  );
  const validations: FunctionalValidation[] = [];
  const add = <T extends { readonly status: string }>(
    type: FunctionalValidation['validationType'],
    judged: Judged<T>[],
    key: string,
  ) => {
    if (!judged.some((row) => row.counted)) return;
    validations.push({
      validationType: type,
      ...validationOf(judged),
      [key]: judged.map((row) => row.result),
    });
  };
  const cloud = utterances.map((action) => judgeCloud(action, observed.get(action.index)));
  add('CLOUD', cloud, 'utteranceResults');
  const recorded = utterances.filter((action) => action.recorded);
  // The recording vouches only for what it recorded (issue 29): a counted utterance the cloud failed whose
  // answer was not recorded fails the audio validation too, so audio cannot pass the case for it.
  const unvouched = recorded.length
    ? utterances.filter(
        (action, index) =>
          !action.recorded &&
          cloud[index]!.counted &&
          isFailureStatus(cloud[index]!.result.status as TestStatus),
      )
    : [];
  add(
    'REFERENCE_MIC_SPEECH_AUDIO',
    [
      ...recorded.map((action) => judgeRecording(action, observed.get(action.index))),
      ...unvouched.map(notCoveredByRecording),
    ].sort((a, b) => (a.result.actionSequenceNum ?? 0) - (b.result.actionSequenceNum ?? 0)),
    'utteranceResults',
  );
  add(
    'DEVICE',
    screens.map((command) => judgeAppScreen(command, observed.get(command.index))),
    'commandResults',
  );

  const statusOf = (type: FunctionalValidation['validationType']) =>
    validations.find((validation) => validation.validationType === type)?.status;
  const { status } = functionalOverallResult(
    'ERROR',
    statusOf('CLOUD'),
    statusOf('REFERENCE_MIC_SPEECH_AUDIO'),
    statusOf('DEVICE'),
  );
  return {
    testCaseName: step.name,
    testCaseCategory: step.category,
    status,
    ...(outcome.error ? { failureLogs: [M.caseError(outcome.error)] } : {}),
    testCaseData: validations,
  };
}
