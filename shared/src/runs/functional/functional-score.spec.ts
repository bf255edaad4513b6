import { jobReportJunit } from '../../jobs/job-report.rule';
import { FUNCTIONAL_RESULT_REASONS } from '../../results/functional.messages';
import { ANSWER_MESSAGES } from '../answers/answer.messages';
import { functionalTestCaseRow, functionalUtteranceRows } from '../../results/functional.rule';
import { type FunctionalTestCase } from '../../results/functional.schema';
import { type FunctionalActionOutcome, type FunctionalCaseOutcome } from './functional-outcome.schema';
import { type FunctionalStep, functionalPlan } from './functional-plan.rule';
import { FUNCTIONAL_RUN_MESSAGES as M } from './functional-run.messages';
import { functionalReport } from './functional-report.rule';
import { evaluateFunctionalCase } from './functional-score.rule';

const PLAYED_AT = '2025-06-10T09:00:08.000Z';

/** Why a case got its result, as its row in the case table and the report give it. */
const reasonOf = (testCase: FunctionalTestCase) => functionalTestCaseRow(testCase).comments;

/** The planned step of one catalogue case. */
function step(caseId: string, type = 'FUNC_CUSTOM'): FunctionalStep {
  const plan = functionalPlan({
    testSuite: 'AQTFunctional',
    testName: 'score',
    marketPlace: 'en_US',
    testOptions: { testSuite: 'FUNCTIONAL', scenarioType: type, placements: { [type]: [caseId] } },
  });
  const found = typeof plan === 'string' ? undefined : plan.steps.find((s) => s.caseId === caseId);
  if (!found) throw new Error(`no step for ${caseId}`);
  return found;
}

function outcome(key: string, ...actions: FunctionalActionOutcome[]): FunctionalCaseOutcome {
  return { key, startedAt: '2025-06-10T09:00:00.000Z', finishedAt: '2025-06-10T09:00:30.000Z', actions };
}

const answered = (responseText: string, intent: string, heardText = 'alexa ...') => ({
  heardText,
  responseText,
  intent,
});
const played = (index: number, extra: Partial<FunctionalActionOutcome> = {}): FunctionalActionOutcome => ({
  index,
  playedAt: PLAYED_AT,
  ...extra,
});

/** NOTIFICATIONS_READ: one utterance judged by its intent, recorded (phrase 'notifications'). */
const NOTIFICATIONS = step('NOTIFICATIONS_READ');
const NOTIFIED = answered('You have no new notifications.', 'GetNotificationsIntent');
const HEARD_RIGHT = { transcript: 'notifications' };

function judge(target: FunctionalStep, ...actions: FunctionalActionOutcome[]) {
  const testCase = evaluateFunctionalCase(target, outcome(target.key, ...actions));
  const validation = (type: string) => testCase.testCaseData.find((v) => v.validationType === type);
  return {
    testCase,
    cloud: validation('CLOUD'),
    audio: validation('REFERENCE_MIC_SPEECH_AUDIO'),
    device: validation('DEVICE'),
  };
}

describe('evaluateFunctionalCase: cloud validation', () => {
  it('passes the expected intent, with the scores of an answered utterance', () => {
    const { testCase, cloud } = judge(NOTIFICATIONS, played(0, { cloud: NOTIFIED, recording: HEARD_RIGHT }));
    expect(cloud).toEqual({
      validationType: 'CLOUD',
      status: 'SUCCEEDED',
      utteranceResults: [
        {
          questionPlayed: 'Alexa, what are my notifications',
          utteranceAttribute: 'normal',
          utterValidationInfo: { utterValidationType: 'INTENT' },
          actionSequenceNum: 0,
          status: 'SUCCEEDED',
          dutHeard: 'alexa ...',
          dutResponded: 'You have no new notifications.',
          scoreFalseRejectionRate: 0,
          scoreResponseAccuracyRate: 1,
        },
      ],
    });
    expect(testCase).toMatchObject({
      testCaseName: 'Read notifications',
      testCaseCategory: 'NOTIFICATIONS',
      status: 'SUCCEEDED',
    });
    expect(reasonOf(testCase)).toBe(FUNCTIONAL_RESULT_REASONS.passedByCloud);
  });

  it("fails an utterance the DUT did not answer, as a false rejection with 'DUT Failed to invoke'", () => {
    const { testCase, cloud } = judge(
      NOTIFICATIONS,
      played(0, { cloud: null, recording: { transcript: '' } }),
    );
    expect(cloud?.status).toBe('FAILED');
    expect(cloud?.utteranceResults?.[0]).toMatchObject({
      scoreFalseRejectionRate: 1,
      scoreResponseAccuracyRate: 0,
    });
    expect(cloud?.failureLogs).toEqual([M.noResponse('Alexa, what are my notifications')]);
    expect(testCase.status).toBe('FAILED');
    expect(reasonOf(testCase)).toBe(FUNCTIONAL_RESULT_REASONS.failedByBoth);
    expect(functionalUtteranceRows(testCase).map((row) => row.comments)).toEqual([
      'DUT Failed to invoke Alexa',
      '',
    ]);
  });

  it("shows no 'DUT Failed to invoke' on a regex validation the DUT did not answer", () => {
    const { testCase } = judge(
      step('SHOPPING_ADD'),
      played(0, { cloud: null, recording: { transcript: '' } }),
    );
    expect(testCase.status).toBe('FAILED');
    expect(functionalUtteranceRows(testCase).map((row) => row.comments)).toEqual(['', '']);
  });

  it('fails another intent, saying what the DUT heard and answered', () => {
    const { cloud } = judge(
      NOTIFICATIONS,
      played(0, {
        cloud: answered('Playing music.', 'PlayMusicIntent', 'alexa play my'),
        recording: HEARD_RIGHT,
      }),
    );
    expect(cloud?.status).toBe('FAILED');
    expect(cloud?.utteranceResults?.[0]).toMatchObject({
      scoreFalseRejectionRate: 0,
      scoreResponseAccuracyRate: 0,
    });
    expect(cloud?.failureLogs).toEqual([
      M.wrongIntent(
        'Alexa, what are my notifications',
        'GetNotificationsIntent',
        'PlayMusicIntent',
        'alexa play my',
      ),
    ]);
  });

  it('fails the expected intent answered with a slot of the utterance wrong, saying which', () => {
    const volume = step('VOLUME_SET');
    const { cloud } = judge(
      volume,
      played(0, { cloud: answered('Volume 4.', 'SetVolumeIntent', 'alexa set volume to three') }),
      played(1, {
        cloud: answered('The volume is 3.', 'GetVolumeIntent'),
        recording: { transcript: 'volume is three' },
      }),
    );
    expect(cloud?.status).toBe('FAILED');
    expect(cloud?.utteranceResults?.[0]).toMatchObject({ status: 'FAILED', scoreResponseAccuracyRate: 0 });
    expect(cloud?.failureLogs).toEqual([
      M.wrongSlot(
        'Alexa, set volume to three',
        ANSWER_MESSAGES.wrongSlot('number', '4', '3'),
        'Volume 4.',
        'alexa set volume to three',
      ),
    ]);
    // The same intent with the slot said right, or not said at all (a tone), passes.
    for (const responseText of ['Volume 3.', '']) {
      const right = judge(
        volume,
        played(0, { cloud: answered(responseText, 'SetVolumeIntent') }),
        played(1, {
          cloud: answered('The volume is 3.', 'GetVolumeIntent'),
          recording: { transcript: 'volume is three' },
        }),
      );
      expect(right.cloud?.status).toBe('SUCCEEDED');
    }
  });

  it('judges a regex validation by the response, whatever the intent', () => {
    const shopping = step('SHOPPING_ADD');
    const pass = judge(
      shopping,
      played(0, {
        cloud: answered("I've ADDED milk to your shopping list.", 'Other'),
        recording: { transcript: 'added milk' },
      }),
    );
    expect(pass.cloud?.status).toBe('SUCCEEDED');
    expect(pass.cloud?.utteranceResults?.[0]?.utterValidationInfo).toEqual({ utterValidationType: 'REGEX' });
    const fail = judge(
      shopping,
      played(0, { cloud: answered('Sorry.', 'AddToShoppingListIntent'), recording: { transcript: '' } }),
    );
    expect(fail.cloud?.failureLogs).toEqual([
      M.wrongResponse(
        'Alexa, add milk to my shopping list',
        'added milk to your shopping list',
        'Sorry.',
        'alexa ...',
      ),
    ]);
  });

  it("shows a tone-only answer's intent as the response", () => {
    const { cloud } = judge(
      step('ECHO_CANCELLATION_VOLUME'),
      played(0, { cloud: answered('Playing music.', 'PlayMusicIntent') }),
      played(1, { cloud: answered('', 'VolumeDownIntent') }),
      played(2, { cloud: answered('', 'StopIntent') }),
    );
    expect(cloud?.status).toBe('SUCCEEDED');
    expect(cloud?.utteranceResults?.map((result) => result.dutResponded)).toEqual([
      'Playing music.',
      'VolumeDownIntent',
      'StopIntent',
    ]);
  });

  it("makes an unreadable cloud record an error with the cloud's reason", () => {
    const stop = step('BARGE_IN_STOP');
    const { testCase, cloud } = judge(
      stop,
      played(0, { cloud: answered('Here is your sports update.', 'GetSportsUpdateIntent') }),
      played(1, { cloud: { error: 'HTTP 503' } }),
    );
    expect(cloud).toMatchObject({ status: 'ERROR', failureLogs: [M.cloudError('Alexa, stop', 'HTTP 503')] });
    expect(testCase.status).toBe('ERROR');
    expect(reasonOf(testCase)).toBe(FUNCTIONAL_RESULT_REASONS.errorInCloud);
  });

  it('makes an utterance that was not played, or not looked up, an error', () => {
    const stop = step('BARGE_IN_STOP');
    expect(judge(stop, played(0, { cloud: null })).cloud?.failureLogs).toEqual([
      M.setUpFailed(M.noResponse('Alexa, give me my sports update')),
      M.notPlayed('Alexa, stop'),
    ]);
    expect(judge(stop, { index: 1, playError: 'Pi offline' }).cloud?.failureLogs).toEqual([
      M.setUpFailed(M.notPlayed('Alexa, give me my sports update')),
      M.playFailed('Alexa, stop', 'Pi offline'),
    ]);
    expect(judge(stop, played(0), played(1)).cloud).toMatchObject({
      status: 'ERROR',
      failureLogs: [
        M.setUpFailed(M.noCloudRecord('Alexa, give me my sports update')),
        M.noCloudRecord('Alexa, stop'),
      ],
    });
  });

  it('passes speech without the wake word only when nothing was acted on', () => {
    const absent = step('CLOUD_WAKE_WORD_ABSENT');
    const quiet = judge(absent, played(0, { cloud: null }));
    expect(quiet.cloud?.status).toBe('SUCCEEDED');
    expect(quiet.cloud?.utteranceResults?.[0]).toMatchObject({
      utterValidationInfo: { utterValidationType: 'NOT_ACTED_ON' },
      dutHeard: '',
    });
    const acted = judge(
      absent,
      played(0, { cloud: answered("It's 9:00 AM.", 'GetTimeIntent', 'what time is it') }),
    );
    expect(acted.testCase.status).toBe('FAILED');
    expect(acted.cloud?.failureLogs).toEqual([
      M.actedOnWithoutWakeWord('what time is it', 'what time is it', 'GetTimeIntent'),
    ]);
    expect(functionalUtteranceRows(acted.testCase)[0]?.comments).toBe('');
  });

  it('does not count set-up utterances, but names them in the logs when the case fails', () => {
    const volume = step('VOLUME_DOWN');
    const setUpMissed = played(0, { cloud: answered("Sorry, I don't know that.", 'FallbackIntent') });
    const passed = judge(
      volume,
      setUpMissed,
      played(1, { cloud: answered('', 'VolumeDownIntent') }),
      played(2, {
        cloud: answered('The volume is 4.', 'GetVolumeIntent'),
        recording: { transcript: 'volume is four' },
      }),
    );
    expect(passed.testCase.status).toBe('SUCCEEDED');
    expect(passed.cloud?.failureLogs).toBeUndefined();
    expect(passed.cloud?.utteranceResults?.[0]).toMatchObject({
      status: 'FAILED',
      utteranceAttribute: 'ignore',
    });
    const failed = judge(
      volume,
      setUpMissed,
      played(1, { cloud: answered('', 'VolumeDownIntent') }),
      played(2, { cloud: answered('The volume is 5.', 'GetVolumeIntent'), recording: { transcript: '' } }),
    );
    expect(failed.cloud?.failureLogs?.[0]).toBe(
      M.setUpFailed(
        M.wrongIntent('Alexa, set volume to five', 'SetVolumeIntent', 'FallbackIntent', 'alexa ...'),
      ),
    );
  });
});

describe('evaluateFunctionalCase: reference mic speech audio validation', () => {
  const judgeRecording = (
    recording?: FunctionalActionOutcome['recording'],
    cloud: FunctionalActionOutcome['cloud'] = NOTIFIED,
  ) => judge(NOTIFICATIONS, played(0, { cloud, ...(recording ? { recording } : {}) }));

  it('passes a transcript that says an expected phrase, in any case and punctuation', () => {
    const { audio } = judgeRecording({ transcript: 'You have no new NOTIFICATIONS!', fileName: 'rec.wav' });
    expect(audio).toEqual({
      validationType: 'REFERENCE_MIC_SPEECH_AUDIO',
      status: 'SUCCEEDED',
      utteranceResults: [
        {
          questionPlayed: 'Alexa, what are my notifications',
          dutResponded: 'You have no new NOTIFICATIONS!',
          status: 'SUCCEEDED',
          utteranceAttribute: 'normal',
          actionSequenceNum: 0,
        },
      ],
    });
  });

  it('fails a transcript without the phrases, or with nothing recognised', () => {
    expect(judgeRecording({ transcript: 'notification center' }).audio?.failureLogs).toEqual([
      M.wrongSpokenAnswer('Alexa, what are my notifications', 'notification center', ['notifications']),
    ]);
    expect(judgeRecording({ transcript: ' ' }).audio?.failureLogs).toEqual([
      M.silentAnswer('Alexa, what are my notifications', ['notifications']),
    ]);
  });

  it('makes a transcriber error or a missing recording an error', () => {
    expect(judgeRecording({ error: 'no audio' }).audio).toMatchObject({
      status: 'ERROR',
      failureLogs: [M.recordingError('Alexa, what are my notifications', 'no audio')],
    });
    expect(judgeRecording().audio?.failureLogs).toEqual([M.noRecording('Alexa, what are my notifications')]);
    expect(judge(NOTIFICATIONS).audio?.failureLogs).toEqual([
      M.notPlayed('Alexa, what are my notifications'),
    ]);
  });

  it('passes only the phrase the DUT itself answered, and fails speech of another device with the reason', () => {
    const question = 'Alexa, what are my notifications';
    const heard = { transcript: 'You have no new notifications.' };
    expect(judgeRecording(heard, null).audio).toMatchObject({
      status: 'FAILED',
      failureLogs: [M.noAnswerToAttribute(question, heard.transcript)],
    });
    const otherAnswer = answered("Sorry, I don't know that.", 'Unknown');
    expect(judgeRecording(heard, otherAnswer).audio).toMatchObject({
      status: 'FAILED',
      failureLogs: [M.heardAnotherDevice(question, 'notifications', "Sorry, I don't know that.")],
    });
    expect(judgeRecording(heard, answered('', 'GetNotificationsIntent')).audio?.status).toBe('FAILED');
    expect(M.heardAnotherDevice(question, 'notifications', '')).toContain('nothing aloud');
  });

  it("fails the DUT's own answer with a slot of this utterance wrong, though it says the phrase", () => {
    const alarm = step('ALARM_SET');
    const response = 'Alarm set for 7:00 PM today.';
    const { testCase, audio } = judge(
      alarm,
      played(0, { cloud: answered(response, 'SetAlarmIntent'), recording: { transcript: response } }),
    );
    expect(audio).toMatchObject({
      status: 'FAILED',
      failureLogs: [
        M.wrongSlot(
          'Alexa, set an alarm for seven a m',
          'wrong time: 7:00 PM for 7:00 AM',
          response,
          'alexa ...',
        ),
      ],
    });
    expect(testCase.status).toBe('FAILED');
  });

  it('does not pass a case on audio for a counted utterance the cloud failed and the mic did not record (issue 29)', () => {
    const volumeUp = step('VOLUME_UP');
    // 'volume up' misheard (cloud failed, not recorded); 'what is the volume' answered right, aloud.
    const { testCase, audio } = judge(
      volumeUp,
      played(0, { cloud: answered('Volume five.', 'SetVolumeIntent') }),
      played(1, { cloud: answered("Sorry, I don't know that.", 'Unknown', 'alexa volume cup') }),
      played(2, {
        cloud: answered('The volume is 6.', 'GetVolumeIntent'),
        recording: { transcript: 'The volume is six.' },
      }),
    );
    expect(audio).toMatchObject({
      status: 'FAILED',
      failureLogs: [M.notCoveredByRecording('Alexa, volume up')],
    });
    expect(audio?.utteranceResults?.map((row) => [row.questionPlayed, row.status])).toEqual([
      ['Alexa, volume up', 'FAILED'],
      ['Alexa, what is the volume', 'SUCCEEDED'],
    ]);
    expect(testCase.status).toBe('FAILED');
    // A set-up utterance the cloud failed is not the recording's to vouch for: it is named in the logs only.
    const setUpMissed = judge(
      volumeUp,
      played(0, { cloud: null }),
      played(1, { cloud: answered('OK.', 'VolumeUpIntent') }),
      played(2, {
        cloud: answered('The volume is 6.', 'GetVolumeIntent'),
        recording: { transcript: 'The volume is six.' },
      }),
    );
    expect(setUpMissed.audio?.status).toBe('SUCCEEDED');
  });

  it("makes speech heard while the DUT's activity could not be read an error: it cannot be attributed", () => {
    const heard = { transcript: 'notifications' };
    expect(judgeRecording(heard, { error: 'down' }).audio).toMatchObject({
      status: 'ERROR',
      failureLogs: [M.answerNotAttributable('Alexa, what are my notifications', 'notifications')],
    });
    expect(judge(NOTIFICATIONS, played(0, { recording: heard })).audio?.status).toBe('ERROR');
  });

  it("does not pass the poor Echo's volume case on the good Echo's 'volume is six' (issue 29)", () => {
    const volumeUp = step('VOLUME_UP');
    const poorActions = [
      played(0, { cloud: answered('Volume five.', 'SetVolumeIntent') }),
      played(1, { cloud: answered('OK.', 'VolumeUpIntent') }),
      // The poor Echo misheard and said so; the reference mic heard the good Echo beside it.
      played(2, {
        cloud: answered("Sorry, I don't know that.", 'Unknown', 'alexa what is the weather'),
        recording: { transcript: 'The volume is six.' },
      }),
    ];
    const { testCase, audio } = judge(volumeUp, ...poorActions);
    expect(audio).toMatchObject({
      status: 'FAILED',
      failureLogs: [
        M.heardAnotherDevice('Alexa, what is the volume', 'volume is six', "Sorry, I don't know that."),
      ],
    });
    expect(testCase.status).toBe('FAILED');
    expect(reasonOf(testCase)).toBe(FUNCTIONAL_RESULT_REASONS.failedByBoth);
    // The good Echo's own answer passes it on both.
    const good = judge(
      volumeUp,
      played(0, { cloud: answered('Volume five.', 'SetVolumeIntent') }),
      played(1, { cloud: answered('OK.', 'VolumeUpIntent') }),
      played(2, {
        cloud: answered('The volume is 6.', 'GetVolumeIntent'),
        recording: { transcript: 'The volume is six.' },
      }),
    );
    expect(good.audio?.status).toBe('SUCCEEDED');
    expect(good.testCase.status).toBe('SUCCEEDED');
    // CI reads it as a failure, with the reason.
    const plan = { locale: 'en_US', steps: [volumeUp] };
    const junit = jobReportJunit(
      { id: 'job-29', name: 'FUNC_CUSTOM on the poor Echo' },
      functionalReport(plan, [outcome(volumeUp.key, ...poorActions)]),
    );
    expect(junit).toContain(
      '<testsuites name="FUNC_CUSTOM on the poor Echo (job-29)" tests="1" failures="1">',
    );
    expect(junit).toContain('Heard another device');
  });

  it.each([
    [
      "a pass by the recording alone, the DUT's own answer saying the phrase its intent missed",
      { transcript: 'notifications' },
      answered('You have no new notifications.', 'ReadNotificationsIntent'),
      'SUCCEEDED',
      FUNCTIONAL_RESULT_REASONS.passedByAudioRecording,
    ],
    [
      'a failure of the recording alone',
      { transcript: 'no' },
      NOTIFIED,
      'SUCCEEDED',
      FUNCTIONAL_RESULT_REASONS.passedByCloud,
    ],
    ['both failing', { transcript: 'no' }, null, 'FAILED', FUNCTIONAL_RESULT_REASONS.failedByBoth],
    ['an error of both', { error: 'x' }, { error: 'y' }, 'ERROR', FUNCTIONAL_RESULT_REASONS.errorInBoth],
    [
      'a recording error and a cloud failure',
      { error: 'x' },
      null,
      'FAILED',
      FUNCTIONAL_RESULT_REASONS.failedByCloud,
    ],
    [
      'a cloud error and a recording failure',
      { transcript: 'no' },
      { error: 'y' },
      'FAILED',
      FUNCTIONAL_RESULT_REASONS.failedByAudioRecording,
    ],
  ] as const)('gives the case its overall result: %s', (_name, recording, cloud, status, reason) => {
    const { testCase } = judge(NOTIFICATIONS, played(0, { cloud, recording }));
    expect(testCase.status).toBe(status);
    expect(reasonOf(testCase)).toBe(reason);
    expect(functionalTestCaseRow(testCase).overallResult).toEqual({ status, reason });
  });
});

describe('evaluateFunctionalCase: device validation', () => {
  const timer = step('MOBILE_APP_TIMER', 'MOBILE_FUNCTIONAL');
  const asked = played(0, { cloud: answered('5 minutes, starting now.', 'SetTimerIntent') });

  it("passes the app's screen showing what was asked for", () => {
    const { testCase, device } = judge(timer, asked, {
      index: 1,
      command: { output: 'Timer for 5 minutes: 4 minutes left' },
    });
    expect(device).toEqual({
      validationType: 'DEVICE',
      status: 'SUCCEEDED',
      commandResults: [
        {
          commandPlayed: M.appScreenCommand('timers', 'timer for 5 minutes'),
          message: 'Timer for 5 minutes: 4 minutes left',
          status: 'SUCCEEDED',
        },
      ],
    });
    expect(testCase.status).toBe('SUCCEEDED');
    expect(reasonOf(testCase)).toBe(FUNCTIONAL_RESULT_REASONS.passedByCloud);
  });

  it('fails the case on a screen without it, though the cloud passed', () => {
    const { testCase, device } = judge(timer, asked, { index: 1, command: { output: 'No timers' } });
    expect(device?.failureLogs).toEqual([M.appScreenMismatch('timers', 'timer for 5 minutes', 'No timers')]);
    expect(testCase.status).toBe('FAILED');
    expect(reasonOf(testCase)).toBe(FUNCTIONAL_RESULT_REASONS.failedByDevice);
    // Its row in the case table reads as its status does, not 'passed based on cloud validation'.
    expect(functionalTestCaseRow(testCase)).toMatchObject({
      cloudValidation: 'SUCCEEDED',
      deviceValidation: 'FAILED',
      overallResult: { status: 'FAILED', reason: FUNCTIONAL_RESULT_REASONS.failedByDevice },
    });
  });

  it('makes an unreadable or unread screen an error', () => {
    const unreadable = judge(timer, asked, { index: 1, command: { error: 'app closed' } });
    expect(unreadable.device?.failureLogs).toEqual([M.appScreenError('timers', 'app closed')]);
    expect(unreadable.testCase.status).toBe('ERROR');
    expect(reasonOf(unreadable.testCase)).toBe(FUNCTIONAL_RESULT_REASONS.errorInDevice);
    expect(functionalTestCaseRow(unreadable.testCase).overallResult).toEqual({
      status: 'ERROR',
      reason: FUNCTIONAL_RESULT_REASONS.errorInDevice,
    });
    expect(judge(timer, asked).device?.failureLogs).toEqual([M.appScreenNotRead('timers')]);
  });

  it('keeps a cloud failure as the reason when the screen also fails', () => {
    const { testCase } = judge(timer, played(0, { cloud: null }), {
      index: 1,
      command: { output: 'No timers' },
    });
    expect(testCase.status).toBe('FAILED');
    expect(reasonOf(testCase)).toBe(FUNCTIONAL_RESULT_REASONS.failedByCloud);
  });
});

describe('evaluateFunctionalCase: a case that stopped', () => {
  it("carries the executor's reason, and the actions it did not reach are errors", () => {
    const remaining = step('TIMER_REMAINING');
    const testCase = evaluateFunctionalCase(remaining, {
      ...outcome(remaining.key, played(0, { cloud: answered('2 minutes, starting now.', 'SetTimerIntent') })),
      error: 'the run was terminated',
    });
    expect(testCase.status).toBe('ERROR');
    expect(testCase.failureLogs).toEqual([M.caseError('the run was terminated')]);
    expect(functionalTestCaseRow(testCase).failureLogs).toContain(
      M.notPlayed('Alexa, how much time is left on my timer'),
    );
  });

  it('has no reason while it has not finished', () => {
    expect(
      reasonOf({
        testCaseName: 'x',
        testCaseCategory: 'ALARM',
        status: 'IN_PROGRESS',
        testCaseData: [],
      }),
    ).toBe('');
  });
});
