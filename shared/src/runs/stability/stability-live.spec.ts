import { type JobMapping, type JobOptions } from '../../jobs/lab-job.schema';
import { jobResultItemSchema } from '../../jobs/job-api.schema';
import { liveTestStatsSchema } from '../../live/test-stats.schema';
import { stabilityPayloadSchema, stabilityResultSchema } from '../../results/stability.schema';
import { runPositions } from '../run-positions.rule';
import { type StabilityStepOutcome } from './stability-outcome.schema';
import { stabilityStoredPlan } from './stability-plan.rule';
import { stabilityLive } from './stability-live.rule';
import { stabilityResults, stabilityScore } from './stability-score.rule';
import { stabilityPhrases, stabilityResourceId, stabilityTranscripts } from './stability-set.rule';

const mapping: JobMapping = {
  deviceMapping: {
    DUT: { customerId: 'A1', dsn: 'GOOD', deviceName: 'Kitchen' },
    OPTIONAL_DUT1: { customerId: 'A1', dsn: 'POOR' },
  },
};
const options = (customOptions: Record<string, unknown>, marketPlace = 'en_US'): JobOptions => ({
  testSuite: 'AQTStability',
  testName: 'Stability',
  marketPlace,
  testOptions: { testSuite: 'STABILITY', scenarioType: 'STABILITY_STRESS', customOptions },
});
const [time, weather] = stabilityTranscripts('en_US');
const step = (
  round: number,
  index: number,
  poorAnswers: boolean,
  poorOnline = true,
): StabilityStepOutcome => {
  const said = [time, weather][index]!;
  const right = { heardText: said.transcript, responseText: 'It is noon.', intent: said.expectedIntent };
  const wrong = {
    heardText: 'alexa what',
    responseText: "Sorry, I don't know that.",
    intent: 'FallbackIntent',
  };
  return {
    round,
    index,
    transcript: said.transcript,
    expectedIntent: said.expectedIntent,
    playedAt: `2026-12-07T10:00:${String(round * 10 + index).padStart(2, '0')}.000Z`,
    elapsedSeconds: round * 10 + index,
    devices: [
      { deviceSerialNumber: 'GOOD', online: true, ...right },
      poorOnline
        ? { deviceSerialNumber: 'POOR', online: true, ...(poorAnswers ? right : wrong) }
        : { deviceSerialNumber: 'POOR', online: false, heardText: null, responseText: null, intent: null },
    ],
  };
};

describe('the stability set (issue 30)', () => {
  it('says one everyday command of each of its categories in the locale, from the speech position', () => {
    expect(stabilityTranscripts('en_US').map((said) => said.expectedIntent)).toEqual([
      'GetTimeIntent',
      'GetWeatherIntent',
      'SetTimerIntent',
    ]);
    expect(stabilityTranscripts('en_CA')).toEqual(stabilityTranscripts('en_US'));
    expect(stabilityTranscripts('de_DE')[0]!.transcript).toBe('Alexa, wie spät ist es');
    expect(stabilityPhrases('xx_XX')).toEqual([]);
    expect(stabilityResourceId('de_DE')).toBe('STABILITY_STRESS/de_DE');
    expect(runPositions(options({ stabilityIterations: 2 }))).toEqual(['0.9m-90deg']);
  });
});

describe('the stability live changes and results (issue 30)', () => {
  const outcomes = [step(1, 0, true), step(1, 1, false), step(2, 0, true, false), step(2, 1, true)];

  it('plans again from the stored steps alone, and lists each device utterance as a result item', () => {
    const planned = stabilityStoredPlan(options({ stabilityIterations: 2 }), mapping, outcomes);
    if (!planned.ok) throw new Error(planned.error);
    expect(planned.value.utterances.map((u) => u.transcript)).toEqual([
      time!.transcript,
      weather!.transcript,
    ]);
    const nothingYet = stabilityStoredPlan(options({ stabilityIterations: 2 }), mapping, []);
    expect(nothingYet.ok && nothingYet.value.utterances).toHaveLength(3);
    const results = stabilityResults(planned.value, outcomes);
    expect(
      results.map((r) => [r.deviceSerialNumber, r.totalAttempts, r.passCount, r.offlineCount, r.passed]),
    ).toEqual([
      ['GOOD', 2, 2, 0, true],
      ['GOOD', 2, 2, 0, true],
      ['POOR', 2, 1, 1, true],
      ['POOR', 2, 1, 0, false],
    ]);
    for (const result of results) {
      expect(stabilityResultSchema.parse(result)).toEqual(result);
      expect(jobResultItemSchema.parse(result)).toEqual(result);
    }
  });

  it('announces the payload with a pass rate per round for the chart, and the figures beside it', () => {
    const planned = stabilityStoredPlan(options({ stabilityIterations: 4 }), mapping, outcomes);
    if (!planned.ok) throw new Error(planned.error);
    const score = stabilityScore(planned.value, outcomes);
    const [payload, common] = stabilityLive({
      labJobId: 'job-1',
      plan: planned.value,
      score,
      startTime: new Date('2026-12-07T10:00:00.000Z'),
      now: new Date('2026-12-07T10:00:30.000Z'),
      playing: { round: 3, index: 0 },
    });
    expect(payload).toMatchObject({ key: 'payload' });
    const data = stabilityPayloadSchema.parse(payload!.data);
    expect(data.passRateByRound).toEqual([
      { round: 1, elapsedSeconds: 11, passRate: { GOOD: 100, POOR: 50 } },
      { round: 2, elapsedSeconds: 21, passRate: { GOOD: 100, POOR: 66.7 } },
    ]);
    expect(data.dsnToAdminUtteranceResultMap.POOR![time!.transcript]).toMatchObject({
      deviceOnlineStatus: 'OFFLINE',
      deviceOfflineCount: 1,
    });
    expect(common).toEqual({
      key: 'commonFeeds',
      data: expect.objectContaining({ num: 3, count: 4, played: 4, percentage: 50, elapsedTime: 30 }),
    });
    expect(liveTestStatsSchema.safeParse(common!.data).success).toBe(true);
  });
});
