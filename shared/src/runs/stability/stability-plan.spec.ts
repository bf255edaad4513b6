import { type JobMapping, type JobOptions } from '../../jobs/lab-job.schema';
import { type ResourceFile } from '../../sync/resource-manifest.schema';
import { STABILITY_PLAN_MESSAGES } from './stability.messages';
import {
  STABILITY_MAX_DURATION_MINUTES,
  STABILITY_MAX_ITERATIONS,
  stabilityBound,
  stabilityNextRound,
  stabilityPlan,
} from './stability-plan.rule';

const mapping: JobMapping = { deviceMapping: { DUT: { customerId: 'A1', dsn: 'G0VIRTUALGOOD001' } } };

function stability(customOptions?: Record<string, unknown>): JobOptions {
  return {
    testSuite: 'STABILITY',
    testName: 'Stability',
    marketPlace: 'en_US',
    testOptions: {
      testSuite: 'STABILITY',
      scenarioType: 'STABILITY_STRESS',
      ...(customOptions ? { customOptions } : {}),
    },
  };
}

const file = (fileName: string, kind: ResourceFile['kind'] = 'utterance'): ResourceFile => ({
  id: fileName,
  fileName,
  md5: '0'.repeat(32),
  size: 1,
  url: `/api/resources/files/${fileName}`,
  kind,
  durationMs: 1000,
  transcript: `Alexa, ${fileName}`,
  expectedResponse: 'GetTimeIntent',
});
const resource = {
  id: 'STABILITY_STRESS/en_US',
  files: [file('one.wav'), file('babble.wav', 'noise'), file('two.wav')],
};

describe('stability plan', () => {
  it('repeats the utterance set ten times by default, on every device at once', () => {
    const plan = stabilityPlan(stability(), mapping, resource);
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.value.timeBound).toBe(false);
    expect(plan.value.steps).toHaveLength(20);
    expect(plan.value.steps.slice(0, 3).map((s) => s.key)).toEqual([
      'round-0001/utterance-01',
      'round-0001/utterance-02',
      'round-0002/utterance-01',
    ]);
    expect(new Set(plan.value.steps.map((s) => s.key)).size).toBe(20);
    expect(stabilityNextRound(plan.value, 10, 0)).toEqual([]);
  });

  it('plans a time-bound run a round at a time while its time is left', () => {
    const plan = stabilityPlan(stability({ stabilityDurationMinutes: 1 }), mapping, resource);
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.value.steps.map((s) => s.key)).toEqual([
      'round-0001/utterance-01',
      'round-0001/utterance-02',
    ]);
    expect(stabilityNextRound(plan.value, 1, 59_999).map((s) => s.key)).toEqual([
      'round-0002/utterance-01',
      'round-0002/utterance-02',
    ]);
    expect(stabilityNextRound(plan.value, 7, 60_000)).toEqual([]);
  });

  it('refuses both bounds, a bound not above 0, a fraction of a round, too much, and no utterances, naming the field', () => {
    const refused = (options: Record<string, unknown>) => stabilityBound(stability(options));
    expect(refused({ stabilityIterations: 3, stabilityDurationMinutes: 5 })).toEqual({
      ok: false,
      error: STABILITY_PLAN_MESSAGES.eitherBound('stabilityIterations', 'stabilityDurationMinutes'),
    });
    for (const bad of [0, -2, 1.5, '3'])
      expect(refused({ stabilityIterations: bad })).toEqual({
        ok: false,
        error: STABILITY_PLAN_MESSAGES.notPositiveWhole('stabilityIterations'),
      });
    for (const bad of [0, -1, 'an hour'])
      expect(refused({ stabilityDurationMinutes: bad })).toEqual({
        ok: false,
        error: STABILITY_PLAN_MESSAGES.notPositive('stabilityDurationMinutes'),
      });
    expect(refused({ stabilityIterations: STABILITY_MAX_ITERATIONS + 1 })).toEqual({
      ok: false,
      error: STABILITY_PLAN_MESSAGES.atMost('stabilityIterations', STABILITY_MAX_ITERATIONS),
    });
    expect(refused({ stabilityDurationMinutes: STABILITY_MAX_DURATION_MINUTES + 1 })).toEqual({
      ok: false,
      error: STABILITY_PLAN_MESSAGES.atMost('stabilityDurationMinutes', STABILITY_MAX_DURATION_MINUTES),
    });
    expect(stabilityPlan(stability(), mapping, { id: 'STABILITY_STRESS/en_US', files: [] })).toEqual({
      ok: false,
      error: STABILITY_PLAN_MESSAGES.noUtterances('STABILITY_STRESS/en_US'),
    });
  });
});
