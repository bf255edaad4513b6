import { type JobMapping, type JobOptions } from '../../jobs/lab-job.schema';
import { FAR_DEFAULT_TOTAL_CHUNKS } from '../../results/far.constant';
import { FAR_PLAN_MESSAGES } from './far.messages';
import { FAR_MAX_CHUNKS, FAR_MAX_DURATION_MINUTES, farPlan, farTiming } from './far-plan.rule';

const mapping: JobMapping = {
  deviceMapping: { DUT: { customerId: 'A1', dsn: 'G0VIRTUALGOOD001' } },
};

function far(scenarioType: string, customOptions?: Record<string, unknown>): JobOptions {
  return {
    testSuite: 'ACOUSTIC',
    testName: 'FAR',
    marketPlace: 'en_US',
    testOptions: { testSuite: 'ACOUSTIC', scenarioType, ...(customOptions ? { customOptions } : {}) },
  };
}

const custom = (farDurationMinutes: unknown, farChunkMinutes: unknown) =>
  farTiming(far('AC_FAR_CUSTOM', { farDurationMinutes, farChunkMinutes }));

describe('FAR plan', () => {
  it('plays a day in 144 chunks of ten minutes, each device check on the ten-minute grid', () => {
    for (const type of ['AC_FAR', 'AC_FAR_PLUS', 'FAR']) {
      const plan = farPlan(far(type), mapping);
      if (!plan.ok) throw new Error(plan.error);
      expect(plan.value.totalChunks).toBe(FAR_DEFAULT_TOTAL_CHUNKS);
      expect(plan.value.durationMs).toBe(24 * 3_600_000);
      expect(plan.value.steps.map((s) => s.key).slice(0, 2)).toEqual(['chunk-001', 'chunk-002']);
      expect(new Set(plan.value.steps.map((s) => s.key)).size).toBe(144);
      expect(
        plan.value.steps.every((s) => s.durationMs === 600_000 && s.checksAtMs.join() === '600000'),
      ).toBe(true);
    }
  });

  it('ignores custom options on a type that does not take them', () => {
    expect(farTiming(far('AC_FAR', { farDurationMinutes: 5, farChunkMinutes: 1 }))).toEqual({
      ok: true,
      value: { durationMinutes: 1440, chunkMinutes: 10 },
    });
  });

  it('takes AC_FAR_CUSTOM length and chunks from its options, the last chunk shorter', () => {
    const plan = farPlan(far('AC_FAR_CUSTOM', { farDurationMinutes: 25, farChunkMinutes: 10 }), mapping);
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.value.steps.map((s) => [s.offsetMs, s.durationMs])).toEqual([
      [0, 600_000],
      [600_000, 600_000],
      [1_200_000, 300_000],
    ]);
  });

  it('refuses a chunk longer than the run, a zero, negative or non-number length and too many chunks, naming the field', () => {
    expect(custom(10, 20)).toEqual({
      ok: false,
      error: FAR_PLAN_MESSAGES.chunkLongerThanRun('farChunkMinutes', 'farDurationMinutes'),
    });
    expect(custom(0, 10)).toEqual({ ok: false, error: FAR_PLAN_MESSAGES.notPositive('farDurationMinutes') });
    expect(custom(60, -1)).toEqual({ ok: false, error: FAR_PLAN_MESSAGES.notPositive('farChunkMinutes') });
    expect(custom('a day', 10)).toEqual({
      ok: false,
      error: FAR_PLAN_MESSAGES.notPositive('farDurationMinutes'),
    });
    expect(custom(FAR_MAX_DURATION_MINUTES + 1, 60)).toEqual({
      ok: false,
      error: FAR_PLAN_MESSAGES.tooLong('farDurationMinutes', FAR_MAX_DURATION_MINUTES),
    });
    expect(custom(FAR_MAX_CHUNKS + 1, 1)).toEqual({
      ok: false,
      error: FAR_PLAN_MESSAGES.tooManyChunks('farChunkMinutes', FAR_MAX_CHUNKS),
    });
    expect(custom(FAR_MAX_CHUNKS, 1).ok).toBe(true);
  });

  it('listens to the DUT and each optional DUT in order', () => {
    const plan = farPlan(far('AC_FAR'), {
      deviceMapping: {
        DUT: { customerId: 'A1', dsn: 'D0', deviceName: 'Kitchen' },
        OPTIONAL_DUT2: { customerId: 'A1', dsn: 'D2' },
        OPTIONAL_DUT1: { customerId: 'A2', dsn: 'D1' },
      },
    });
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.value.devices.map((d) => [d.tag, d.deviceSerialNumber, d.deviceName])).toEqual([
      ['DUT', 'D0', 'Kitchen'],
      ['OPTIONAL_DUT1', 'D1', 'D1'],
      ['OPTIONAL_DUT2', 'D2', 'D2'],
    ]);
  });
});
