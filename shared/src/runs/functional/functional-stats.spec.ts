import { liveTestStatsSchema } from '../../live/test-stats.schema';
import {
  type FunctionalActionOutcome,
  type FunctionalCaseOutcome,
  type FunctionalRecordingObservation,
} from './functional-outcome.schema';
import { type FunctionalPlan, functionalPlan } from './functional-plan.rule';
import { functionalReport, functionalReportRows } from './functional-report.rule';
import { functionalCategoryStatusOf, functionalStats } from './functional-stats.rule';

const START = '2025-06-10T09:00:00.000Z';

function plan(row: string[]): FunctionalPlan {
  const planned = functionalPlan({
    testSuite: 'AQTFunctional',
    testName: 'stats',
    marketPlace: 'en_US',
    testOptions: { testSuite: 'FUNCTIONAL', scenarioType: 'FUNC_CUSTOM', placements: { FUNC_CUSTOM: row } },
  });
  if (typeof planned === 'string') throw new Error(planned);
  return planned;
}

/** In catalogue order: TIMER_SET, VOLUME_SET ('set volume to three', then 'what is the volume', recorded), NOTIFICATIONS_READ. */
const PLAN = plan(['VOLUME_SET', 'NOTIFICATIONS_READ', 'TIMER_SET']);
const VOLUME_SET: FunctionalCaseOutcome = {
  key: 'FUNC_CUSTOM/VOLUME_SET',
  startedAt: START,
  finishedAt: '2025-06-10T09:00:20.000Z',
  actions: [
    {
      index: 0,
      playedAt: '2025-06-10T09:00:05.000Z',
      cloud: { heardText: 'alexa set volume to three', responseText: '', intent: 'SetVolumeIntent' },
    },
    {
      index: 1,
      playedAt: '2025-06-10T09:00:12.000Z',
      cloud: {
        heardText: 'alexa what is the volume',
        responseText: 'The volume is 3.',
        intent: 'GetVolumeIntent',
      },
      recording: { transcript: 'volume is three' },
    },
  ],
};

describe('functionalCategoryStatusOf', () => {
  it.each([
    [['QUEUED', 'QUEUED'], 'QUEUED'],
    [[], 'QUEUED'],
    [['SUCCEEDED', 'QUEUED'], 'IN_PROGRESS'],
    [['EVALUATING_RESULT', 'SUCCEEDED'], 'IN_PROGRESS'],
    [['SUCCEEDED', 'ERROR', 'FAILED'], 'FAILED'],
    [['SUCCEEDED', 'TIME_OUT'], 'ERROR'],
    [['succeeded', 'SKIPPED'], 'SUCCEEDED'],
  ])('%j gives %s', (statuses, status) => {
    expect(functionalCategoryStatusOf(statuses)).toBe(status);
  });
});

describe('functionalStats', () => {
  it('carries whether the DUT is on the automation proxy, as admission pinned it (doc 1 §2.15 Proxy Enabled)', () => {
    const stats = (isProxyEnabled?: boolean) =>
      functionalStats({
        labJobId: 'j',
        plan: PLAN,
        outcomes: {},
        startTime: START,
        now: START,
        ...(isProxyEnabled === undefined ? {} : { isProxyEnabled }),
      });
    expect(stats(true).isProxyEnabled).toBe(true);
    expect(stats(false).isProxyEnabled).toBe(false);
    expect(stats()).not.toHaveProperty('isProxyEnabled');
  });

  it('shows a run that has not started: every case queued, nothing played', () => {
    const stats = functionalStats({ labJobId: 'j', plan: PLAN, outcomes: {}, startTime: START, now: START });
    expect(stats).toMatchObject({
      num: 0,
      played: 0,
      count: 3,
      percentage: 0,
      elapsedTime: 0,
      scenarioType: 'FUNC_CUSTOM',
    });
    expect(stats.eta).toBeUndefined();
    expect(stats.testCaseCategoryStatusMap).toEqual({
      VOLUME: 'QUEUED',
      NOTIFICATIONS: 'QUEUED',
      TIMER: 'QUEUED',
    });
    expect(stats.questionPlayed).toBeUndefined();
    expect(liveTestStatsSchema.safeParse(stats).success).toBe(true);
  });

  it('shows the current case in progress with its utterance, and the finished one evaluated', () => {
    const stats = functionalStats({
      labJobId: 'j',
      plan: PLAN,
      outcomes: [VOLUME_SET],
      current: {
        key: 'FUNC_CUSTOM/NOTIFICATIONS_READ',
        actionIndex: 0,
        questionPlayed: true,
        dutHeard: 'alexa what are my',
      },
      startTime: START,
      now: '2025-06-10T09:00:30.000Z',
    });
    expect(stats).toMatchObject({
      num: 3,
      played: 1,
      percentage: 33.33,
      elapsedTime: 30,
      timeRemaining: 60,
      eta: '2025-06-10T09:01:30.000Z',
      avgTestTime: 30,
      currentFunctionalTest: 'Read notifications',
      questionPlayed: 'Alexa, what are my notifications',
      dutHeard: 'alexa what are my',
      utteranceValidationType: 'INTENT',
      utteranceAttribute: 'normal',
      testCaseCategoryStatusMap: { TIMER: 'QUEUED', VOLUME: 'SUCCEEDED', NOTIFICATIONS: 'IN_PROGRESS' },
    });
    expect(stats.cloudResponse).toBeUndefined();
    expect((stats.functionalTestCases as { status: string }[]).map((testCase) => testCase.status)).toEqual([
      'QUEUED',
      'SUCCEEDED',
      'IN_PROGRESS',
    ]);
  });

  it('shows a case whose verdict waits as evaluating, and no question before it plays', () => {
    const stats = functionalStats({
      labJobId: 'j',
      plan: PLAN,
      outcomes: new Map([[VOLUME_SET.key, VOLUME_SET]]),
      current: { key: 'FUNC_CUSTOM/TIMER_SET', actionIndex: 0, evaluating: true },
      startTime: START,
      now: '2025-06-10T09:00:30.000Z',
    });
    expect((stats.functionalTestCases as { status: string }[])[0]?.status).toBe('EVALUATING_RESULT');
    expect(stats.questionPlayed).toBeUndefined();
    expect(stats.num).toBe(1);
  });

  it('takes a current step that is already stored as finished, and shows the latest finished utterance', () => {
    const stats = functionalStats({
      labJobId: 'j',
      plan: PLAN,
      outcomes: { [VOLUME_SET.key]: VOLUME_SET },
      current: { key: VOLUME_SET.key, actionIndex: 1, questionPlayed: true },
      startTime: START,
      now: '2025-06-10T09:00:30.000Z',
    });
    expect(stats.currentFunctionalTest).toBeUndefined();
    expect(stats).toMatchObject({
      num: 1,
      questionPlayed: 'Alexa, what is the volume',
      dutHeard: 'alexa what is the volume',
      cloudResponse: 'The volume is 3.',
    });
  });

  it('shows nothing for a current command, and an empty answer for a latest utterance in error', () => {
    const remaining = plan(['TIMER_REMAINING', 'BARGE_IN_STOP']);
    const waiting = functionalStats({
      labJobId: 'j',
      plan: remaining,
      outcomes: {},
      current: { key: 'FUNC_CUSTOM/TIMER_REMAINING', actionIndex: 1, questionPlayed: true },
      startTime: START,
      now: START,
    });
    expect(waiting.questionPlayed).toBeUndefined();
    expect(waiting.utteranceValidationType).toBeUndefined();
    const inError = functionalStats({
      labJobId: 'j',
      plan: remaining,
      outcomes: [
        {
          key: 'FUNC_CUSTOM/BARGE_IN_STOP',
          startedAt: START,
          finishedAt: START,
          actions: [
            { index: 0, playedAt: START, cloud: { error: 'HTTP 500' } },
            { index: 1, playError: 'offline' },
          ],
        },
      ],
      startTime: START,
      now: START,
    });
    expect(inError).toMatchObject({
      questionPlayed: 'Alexa, give me my sports update',
      dutHeard: '',
      cloudResponse: '',
      utteranceAttribute: 'ignore',
    });
  });
});

describe('functionalStats: latency and the reference mic (doc 1 §2.4)', () => {
  /** VOLUME_SET with latencies measured, and its recorded utterance's recording as given. */
  const withRecording = (recording: FunctionalRecordingObservation): FunctionalCaseOutcome => {
    const [set, ask] = VOLUME_SET.actions;
    const latency = (action: FunctionalActionOutcome | undefined, latencyMs: number) =>
      action?.cloud && 'heardText' in action.cloud ? { ...action.cloud, latencyMs } : null;
    return {
      ...VOLUME_SET,
      actions: [
        { index: 0, playedAt: set!.playedAt, cloud: latency(set, 900) },
        { index: 1, playedAt: ask!.playedAt, cloud: latency(ask, 1450), recording },
      ],
    };
  };
  const stats = (
    outcomes: readonly FunctionalCaseOutcome[],
    current?: Parameters<typeof functionalStats>[0]['current'],
    planned = PLAN,
  ) =>
    functionalStats({
      labJobId: 'j',
      plan: planned,
      outcomes,
      ...(current ? { current } : {}),
      startTime: START,
      now: '2025-06-10T09:00:30.000Z',
    });

  it('reads the reference mic unknown before a recording is back, then as the latest found it', () => {
    expect(stats([]).refMicStatus).toBe('unknown');
    expect(stats([withRecording({ transcript: 'volume is three' })]).refMicStatus).toBe('online');
    // The Pi could not record: offline. It recorded but the transcriber failed: the mic was online.
    expect(stats([withRecording({ error: 'Raspberry Pi did not upload its recording' })]).refMicStatus).toBe(
      'offline',
    );
    expect(
      stats([withRecording({ error: 'the transcriber did not answer', fileName: 'rec-1.wav' })]).refMicStatus,
    ).toBe('online');
  });

  it("takes the executor's latest figures while a case plays, else the latest stored answer's latency", () => {
    const stored = [withRecording({ transcript: 'volume is three' })];
    expect(stats(stored).latencyValue).toBe(1450);
    expect(stats([]).latencyValue).toBeUndefined();
    const playing = stats(stored, {
      key: 'FUNC_CUSTOM/NOTIFICATIONS_READ',
      actionIndex: 0,
      questionPlayed: true,
      latencyMs: 1320,
      refMic: 'offline',
    });
    expect(playing).toMatchObject({ latencyValue: 1320, refMicStatus: 'offline' });
    expect(liveTestStatsSchema.safeParse(playing).success).toBe(true);
  });

  it('has no reference mic for a plan that records nothing', () => {
    const mobile = functionalPlan({
      testSuite: 'AVSCertMobile',
      testName: 'mobile',
      marketPlace: 'en_US',
      testOptions: { testSuite: 'MOBILE', scenarioType: 'MOBILE_FUNCTIONAL' },
    });
    if (typeof mobile === 'string') throw new Error(mobile);
    expect(mobile.steps.some((step) => step.recorded)).toBe(false);
    expect(stats([], undefined, mobile)).not.toHaveProperty('refMicStatus');
  });
});

describe('functionalReport', () => {
  it('reports every case: finished ones scored, the others skipped', () => {
    const rows = functionalReportRows(PLAN, { [VOLUME_SET.key]: VOLUME_SET });
    expect(rows.map((row) => [row.key, row.overallResult, row.comments])).toEqual([
      ['FUNC_CUSTOM/TIMER_SET', 'SKIPPED', ''],
      ['FUNC_CUSTOM/VOLUME_SET', 'SUCCEEDED', 'passed based on cloud validation'],
      ['FUNC_CUSTOM/NOTIFICATIONS_READ', 'SKIPPED', ''],
    ]);
    const report = functionalReport(PLAN, [VOLUME_SET]);
    expect(report.rows[1]?.slice(0, 8)).toEqual([
      'FUNC_CUSTOM',
      'Volume',
      'Set the volume to a level',
      'Passed',
      'Passed',
      '',
      'Passed',
      'passed based on cloud validation',
    ]);
    expect(report.cases.map((testCase) => testCase.skipped ?? false)).toEqual([true, false, true]);
    expect(report.cases[1]).toEqual({
      suite: 'FUNC_CUSTOM · Volume',
      classname: 'FUNC_CUSTOM.VOLUME',
      name: 'Set the volume to a level',
    });
  });
});
