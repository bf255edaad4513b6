import { type JobMapping, type JobOptions } from '../../jobs/lab-job.schema';
import { liveTestStatsSchema } from '../../live/test-stats.schema';
import { FAR_MESSAGES } from '../../results/far.messages';
import { farDeviceResultSchema, farPayloadSchema } from '../../results/far.schema';
import { runPositions } from '../run-positions.rule';
import { farLive } from './far-live.rule';
import { farPlan, farTrackResource } from './far-plan.rule';
import { farResults, farScore } from './far-score.rule';

const mapping: JobMapping = {
  deviceMapping: {
    DUT: { customerId: 'A1', dsn: 'GOOD', deviceName: 'Kitchen' },
    OPTIONAL_DUT1: { customerId: 'A1', dsn: 'POOR' },
  },
};

function far(scenarioType: string, marketPlace = 'en_US'): JobOptions {
  return {
    testSuite: 'ACOUSTIC',
    testName: 'FAR',
    marketPlace,
    testOptions: {
      testSuite: 'ACOUSTIC',
      scenarioType,
      customOptions: { farDurationMinutes: 60, farChunkMinutes: 20 },
    },
  };
}

const planned = farPlan(far('AC_FAR_CUSTOM'), mapping);
if (!planned.ok) throw new Error(planned.error);
const plan = planned.value;
const chunk = (n: number, good: number, poor: number, offline: string[] = []) => ({
  chunk: n,
  startedAt: `2026-11-01T00:${String(n * 20 - 20).padStart(2, '0')}:00.000Z`,
  endedAt: `2026-11-01T00:${String(n * 20 - 1).padStart(2, '0')}:00.000Z`,
  falseWakes: { GOOD: good, POOR: poor },
  checks: [{ at: `2026-11-01T00:${String(n * 20 - 1).padStart(2, '0')}:30.000Z`, offline }],
});

describe('FAR live changes and results', () => {
  it('plays the track of its own type and locale, close talk and mobile FAR playing AC_FAR, from the noise position', () => {
    expect(farTrackResource(far('AC_FAR_CUSTOM', 'de_DE'))).toBe('AC_FAR_CUSTOM/de_DE');
    expect(farTrackResource(far('FAR', 'fr_FR'))).toBe('AC_FAR/fr_FR');
    expect(runPositions(far('AC_FAR'))).toEqual(['1.8m-135deg']);
    expect(runPositions(far('FAR'))).toEqual(['1.8m-135deg']);
  });

  it('announces the FAR payload and the figures with the chunk playing, its progress and the status line', () => {
    const score = farScore(plan, [chunk(1, 0, 2)]);
    const started = new Date('2026-11-01T00:00:00.000Z');
    const [payload, common] = farLive({
      labJobId: 'job-1',
      plan,
      score,
      startTime: started,
      now: new Date('2026-11-01T00:25:00.000Z'),
      playing: 2,
    });
    expect(payload).toEqual({ key: 'payload', data: farPayloadSchema.parse(payload!.data) });
    expect(payload!.data).toMatchObject({
      chunkId: 2,
      totalChunks: 3,
      deviceTotalWakeCountsForUI: { GOOD: 0, POOR: 2 },
      offlineDevicesSet: [],
      lastMeasureTimestamp: { date: '2026-11-01', time: '00:19:30' },
      wakesByHour: [{ hour: 1, falseWakes: { GOOD: 0, POOR: 2 } }],
    });
    expect(common!.key).toBe('commonFeeds');
    expect(liveTestStatsSchema.parse(common!.data)).toMatchObject({
      labJobId: 'job-1',
      num: 2,
      played: 1,
      count: 3,
      percentage: 33,
      status: FAR_MESSAGES.playing(2, 3),
      elapsedTime: 1500,
      timeRemaining: 24 * 3600 - 1500,
      payload: payload!.data,
    });
  });

  it('says the run completed once every chunk is stored, and every device offline whatever the chunk', () => {
    const done = farScore(plan, [chunk(1, 0, 2), chunk(2, 1, 1), chunk(3, 0, 1)]);
    const now = new Date('2026-11-01T01:00:00.000Z');
    const input = { labJobId: 'job-1', plan, startTime: now, now };
    expect(farLive({ ...input, score: done })[1]!.data).toMatchObject({
      status: FAR_MESSAGES.completed,
      percentage: 100,
    });
    const offline = farScore(plan, [chunk(1, 0, 0, ['GOOD', 'POOR'])]);
    expect(farLive({ ...input, score: offline })[1]!.data).toMatchObject({
      status: FAR_MESSAGES.allDevicesOffline,
    });
  });

  it('lists each device in /results with its false wakes, judged against the three allowed', () => {
    const results = farResults(plan, [chunk(1, 0, 2), chunk(2, 1, 1), chunk(3, 0, 1)]);
    expect(results.map((row) => farDeviceResultSchema.parse(row))).toEqual(results);
    expect(results.map((row) => [row.deviceSerialNumber, row.falseWakes, row.failed])).toEqual([
      ['GOOD', 1, false],
      ['POOR', 4, true],
    ]);
  });
});
