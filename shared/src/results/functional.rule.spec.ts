import { FUNCTIONAL_RESULT_REASONS as R, FUNCTIONAL_MESSAGES } from './functional.messages';
import {
  combineFunctionalValidationStatuses,
  functionalCategorySections,
  functionalCategoryStatus,
  functionalOverallResult,
  functionalTableColumns,
  functionalTestCaseRow,
  functionalUtteranceColumns,
  functionalUtteranceComment,
  functionalUtteranceRows,
  functionalValidationStatus,
} from './functional.rule';
import { type FunctionalTestCase, functionalTestCaseSchema } from './functional.schema';

const testCase = (overrides: Partial<FunctionalTestCase> = {}): FunctionalTestCase =>
  functionalTestCaseSchema.parse({
    testCaseName: 'Set an alarm',
    testCaseCategory: 'ALARM',
    status: 'completed',
    ...overrides,
  });

describe('functionalOverallResult (doc 1 §4.3, doc 3 §4)', () => {
  it.each([
    // overall, cloud, audio recording -> status, reason
    ['queued', 'succeeded', undefined, 'QUEUED', undefined],
    ['in progress', 'succeeded', undefined, 'IN_PROGRESS', undefined],
    ['evaluating result', 'failed', 'failed', 'EVALUATING_RESULT', undefined],
    [undefined, 'succeeded', undefined, 'QUEUED', undefined],
    ['SKIPPED', 'succeeded', undefined, 'SKIPPED', undefined],
    ['not applicable', 'failed', undefined, 'NOT_APPLICABLE', undefined],
    ['completed', 'succeeded', 'failed', 'SUCCEEDED', R.passedByCloud],
    ['failed', 'success', undefined, 'SUCCEEDED', R.passedByCloud],
    ['failed', 'failed', 'succeeded', 'SUCCEEDED', R.passedByAudioRecording],
    ['completed', undefined, 'completed', 'SUCCEEDED', R.passedByAudioRecording],
    ['failed', 'failed', 'failed', 'FAILED', R.failedByBoth],
    ['failed', 'failed', 'error', 'FAILED', R.failedByCloud],
    ['failed', 'failed', 'not applicable', 'FAILED', R.failedByCloud],
    ['failed', 'error', 'failed', 'FAILED', R.failedByAudioRecording],
    ['failed', undefined, 'failed', 'FAILED', R.failedByAudioRecording],
    ['error', 'error', 'TIME_OUT', 'ERROR', R.errorInBoth],
    ['error', 'error', undefined, 'ERROR', R.errorInCloud],
    ['error', 'not applicable', 'error', 'ERROR', R.errorInAudioRecording],
    ['completed', undefined, undefined, 'SUCCEEDED', undefined],
    ['failed', 'not applicable', 'not applicable', 'FAILED', undefined],
  ])('overall %j, cloud %j, audio %j gives %s (%s)', (overall, cloud, audio, status, reason) => {
    expect(functionalOverallResult(overall, cloud, audio)).toEqual(reason ? { status, reason } : { status });
  });

  it.each([
    // overall, cloud, audio recording, device -> status, reason
    ['failed', 'succeeded', undefined, 'failed', 'FAILED', R.failedByDevice],
    ['failed', 'failed', 'succeeded', 'failed', 'FAILED', R.failedByDevice],
    ['failed', 'error', undefined, 'failed', 'FAILED', R.failedByDevice],
    ['failed', undefined, undefined, 'failed', 'FAILED', R.failedByDevice],
    ['failed', 'failed', undefined, 'failed', 'FAILED', R.failedByCloud],
    ['failed', 'failed', undefined, 'succeeded', 'FAILED', R.failedByCloud],
    ['error', 'succeeded', undefined, 'error', 'ERROR', R.errorInDevice],
    ['error', undefined, undefined, 'TIME_OUT', 'ERROR', R.errorInDevice],
    ['error', 'error', undefined, 'error', 'ERROR', R.errorInCloud],
    ['failed', 'failed', undefined, 'error', 'FAILED', R.failedByCloud],
    ['error', 'error', undefined, 'succeeded', 'ERROR', R.errorInCloud],
    ['completed', 'succeeded', undefined, 'succeeded', 'SUCCEEDED', R.passedByCloud],
    ['completed', undefined, undefined, 'succeeded', 'SUCCEEDED', R.passedByDevice],
    ['completed', 'succeeded', undefined, 'not applicable', 'SUCCEEDED', R.passedByCloud],
    // Unfinished, its validations have no say yet.
    ['in progress', 'succeeded', undefined, 'failed', 'IN_PROGRESS', undefined],
  ])(
    'overall %j, cloud %j, audio %j, device %j gives %s (%s)',
    (overall, cloud, audio, device, status, reason) => {
      expect(functionalOverallResult(overall, cloud, audio, device)).toEqual(
        reason ? { status, reason } : { status },
      );
    },
  );

  it('uses the spec wording for the passing reasons', () => {
    expect(R.passedByCloud).toBe('passed based on cloud validation');
    expect(R.passedByAudioRecording).toBe('passed based on audio recording validation');
  });
});

describe('functionalCategoryStatus', () => {
  it('is queued until the status map supplies one (doc 1 §4.3)', () => {
    expect(functionalCategoryStatus('ALARM', undefined)).toBe('QUEUED');
    expect(functionalCategoryStatus('ALARM', {})).toBe('QUEUED');
    expect(functionalCategoryStatus('ALARM', { TIMER: 'failed' })).toBe('QUEUED');
    expect(functionalCategoryStatus('ALARM', { ALARM: 'in progress' })).toBe('IN_PROGRESS');
    expect(functionalCategoryStatus('ALARM', { ALARM: 'completed' })).toBe('SUCCEEDED');
  });

  it('groups cases into category sections in arrival order with their labels', () => {
    const sections = functionalCategorySections(
      [
        testCase({ testCaseCategory: 'TIMER', testCaseName: 'a' }),
        testCase({ testCaseCategory: 'ALARM', testCaseName: 'b' }),
        testCase({ testCaseCategory: 'TIMER', testCaseName: 'c' }),
      ],
      { TIMER: 'failed' },
    );
    expect(
      sections.map((s) => [s.category, s.label, s.status, s.testCases.map((c) => c.testCaseName)]),
    ).toEqual([
      ['TIMER', 'Timer', 'FAILED', ['a', 'c']],
      ['ALARM', 'Alarm', 'QUEUED', ['b']],
    ]);
  });

  it("labels navigation's and mobile's categories as their runs name them, others by their id", () => {
    const labels = functionalCategorySections(
      [
        'NAVIGATION',
        'MOBILE_HANDS_FREE',
        'MOBILE_APP_VERIFICATION',
        'CLOUD_WAKE_WORD_VERIFICATION',
        'CALLING',
      ].map((category) => testCase({ testCaseCategory: category })),
    ).map((section) => section.label);
    expect(labels).toEqual([
      'Navigation',
      'Hands-free',
      'App verification',
      'Cloud wake-word verification',
      'CALLING',
    ]);
  });
});

describe('validation statuses', () => {
  it.each([
    [['succeeded', 'failed'], 'FAILED'],
    [['error', 'succeeded'], 'ERROR'],
    [['succeeded', 'in progress'], 'IN_PROGRESS'],
    [['queued', 'failed'], 'QUEUED'],
    [['succeeded', 'completed'], 'SUCCEEDED'],
    [['not applicable'], 'NOT_APPLICABLE'],
    [['sideways'], undefined],
    [[], undefined],
  ])('combines %j into %s', (statuses, expected) => {
    expect(combineFunctionalValidationStatuses(statuses)).toBe(expected);
  });

  it('reads each column from its validation types', () => {
    const c = testCase({
      testCaseData: [
        { validationType: 'CLOUD', status: 'succeeded' },
        { validationType: 'REFERENCE_MIC', status: 'succeeded' },
        { validationType: 'REFERENCE_MIC_SPEECH_AUDIO', status: 'failed' },
        { validationType: 'DEVICE', status: 'error' },
      ],
    });
    expect(functionalValidationStatus(c, 'cloud')).toBe('SUCCEEDED');
    expect(functionalValidationStatus(c, 'audioRecording')).toBe('FAILED');
    expect(functionalValidationStatus(c, 'device')).toBe('ERROR');
    expect(functionalValidationStatus(testCase(), 'cloud')).toBeUndefined();
  });
});

describe('functionalTestCaseRow', () => {
  it('gives the columns, the overall result and its reason as the comment', () => {
    const row = functionalTestCaseRow(
      testCase({
        status: 'completed',
        testCaseData: [
          { validationType: 'CLOUD', status: 'failed', failureLogs: ['no cloud record'] },
          { validationType: 'REFERENCE_MIC', status: 'succeeded' },
        ],
      }),
    );
    expect(row).toEqual({
      testCaseName: 'Set an alarm',
      cloudValidation: 'FAILED',
      audioRecordingValidation: 'SUCCEEDED',
      deviceValidation: undefined,
      overallResult: { status: 'SUCCEEDED', reason: R.passedByAudioRecording },
      comments: R.passedByAudioRecording,
      failureLogs: [],
    });
  });

  it('collects failure logs for the tooltip of a failed case', () => {
    const row = functionalTestCaseRow(
      testCase({
        status: 'failed',
        failureLogs: ['case log'],
        testCaseData: [{ validationType: 'CLOUD', status: 'failed', failureLogs: ['cloud log'] }],
      }),
    );
    expect(row.overallResult.status).toBe('FAILED');
    expect(row.failureLogs).toEqual(['case log', 'cloud log']);
    expect(row.comments).toBe(R.failedByCloud);
  });

  it('weighs the device validation: a mobile case whose app check failed is not passed by the cloud', () => {
    const row = functionalTestCaseRow(
      testCase({
        status: 'FAILED',
        testCaseCategory: 'MOBILE_APP_VERIFICATION',
        testCaseData: [
          { validationType: 'CLOUD', status: 'SUCCEEDED' },
          { validationType: 'DEVICE', status: 'FAILED', failureLogs: ['the app shows no timer'] },
        ],
      }),
    );
    expect(row).toEqual({
      testCaseName: 'Set an alarm',
      cloudValidation: 'SUCCEEDED',
      audioRecordingValidation: undefined,
      deviceValidation: 'FAILED',
      overallResult: { status: 'FAILED', reason: R.failedByDevice },
      comments: R.failedByDevice,
      failureLogs: ['the app shows no timer'],
    });
    // A custom mobile validation counts as the device's too.
    const custom = functionalTestCaseRow(
      testCase({
        status: 'ERROR',
        testCaseData: [
          { validationType: 'CLOUD', status: 'SUCCEEDED' },
          { validationType: 'CUSTOM_MOBILE', status: 'ERROR' },
        ],
      }),
    );
    expect(custom.overallResult).toEqual({ status: 'ERROR', reason: R.errorInDevice });
  });

  it('has an empty comment without a reason', () => {
    expect(functionalTestCaseRow(testCase({ status: 'in progress' })).comments).toBe('');
  });
});

describe('columns', () => {
  it('adds device validation and validation type for mobile only (doc 1 §2.6)', () => {
    expect(functionalTableColumns(false)).toEqual([
      'testCaseName',
      'cloudValidation',
      'audioRecordingValidation',
      'overallResult',
      'comments',
      'utterances',
    ]);
    expect(functionalTableColumns(true)).toContain('deviceValidation');
    expect(functionalUtteranceColumns(false)).not.toContain('validationType');
    expect(functionalUtteranceColumns(true)).toEqual([
      'questionPlayed',
      'dutHeard',
      'response',
      'validationType',
      'comments',
    ]);
  });
});

describe("the 'DUT Failed to invoke ...' comment (doc 1 §5)", () => {
  const base = { status: 'failed', scoreFalseRejectionRate: 1 };
  it.each([
    [{ ...base }, true],
    [{ ...base, status: 'error' }, true],
    [{ ...base, utterValidationInfo: { utterValidationType: 'EXACT' } }, true],
    [{ ...base, utterValidationInfo: { utterValidationType: 'REGEX' } }, false],
    [{ ...base, utterValidationInfo: { utterValidationType: 'regex' } }, false],
    [{ ...base, scoreFalseRejectionRate: 0 }, false],
    [{ ...base, scoreFalseRejectionRate: undefined }, false],
    [{ ...base, status: 'succeeded' }, false],
    [{ ...base, status: 'in progress' }, false],
  ])('%j shows it: %s', (result, shown) => {
    expect(functionalUtteranceComment(result)).toBe(shown ? 'DUT Failed to invoke Alexa' : undefined);
  });

  it('names the assistant it was given', () => {
    expect(functionalUtteranceComment(base, 'Other')).toBe(FUNCTIONAL_MESSAGES.dutFailedToInvoke('Other'));
  });
});

describe('functionalUtteranceRows', () => {
  it('lists utterances of every validation in play order with their comments', () => {
    const rows = functionalUtteranceRows(
      testCase({
        testCaseData: [
          {
            validationType: 'CLOUD',
            status: 'failed',
            utteranceResults: [
              {
                questionPlayed: 'second',
                status: 'failed',
                scoreFalseRejectionRate: 1,
                actionSequenceNum: 2,
              },
            ],
          },
          {
            validationType: 'CUSTOM_MOBILE',
            status: 'succeeded',
            utteranceResults: [
              {
                questionPlayed: 'first',
                dutHeard: 'first',
                dutResponded: 'ok',
                status: 'succeeded',
                actionSequenceNum: 1,
              },
              { questionPlayed: 'unnumbered', status: 'queued' },
            ],
            commandResults: [{ commandPlayed: 'open app', status: 'succeeded' }],
          },
        ],
      }),
    );
    expect(rows).toEqual([
      {
        questionPlayed: 'first',
        dutHeard: 'first',
        response: 'ok',
        validationType: 'CUSTOM_MOBILE',
        status: 'SUCCEEDED',
        comments: '',
      },
      {
        questionPlayed: 'second',
        dutHeard: '',
        response: '',
        validationType: 'CLOUD',
        status: 'FAILED',
        comments: 'DUT Failed to invoke Alexa',
      },
      {
        questionPlayed: 'unnumbered',
        dutHeard: '',
        response: '',
        validationType: 'CUSTOM_MOBILE',
        status: 'QUEUED',
        comments: '',
      },
    ]);
  });
});
