import { err, ok } from '../common/result';
import { PI_HEALTH_CHECK_STEPS } from './health-check.constant';
import { healthCheckRequestSchema } from './health-check.schema';
import {
  clearedHealthCheckResults,
  healthCheckRequest,
  healthCheckStepOutcome,
  isHealthCheckDataComplete,
} from './health-check.rule';

describe('health check (doc 2 §4, §9)', () => {
  it('runs three steps waiting 5 s, 10 s and 60 s', () => {
    expect(PI_HEALTH_CHECK_STEPS.map((step) => step.waitMs)).toEqual([5000, 10000, 60000]);
    expect(healthCheckRequest('camera')).toEqual({ step: 'camera', waitMs: 10000 });
    expect(healthCheckRequestSchema.parse(healthCheckRequest('gui_automation')).waitMs).toBe(60000);
    expect(healthCheckRequestSchema.safeParse({ step: 'disk', waitMs: 1 }).success).toBe(false);
  });

  it.each([
    [['complete'], true],
    [['Test COMPLETE'], true],
    [[{ status: 'complete' }], true],
    [['failed', 'complete'], false],
    [['incompl'], false],
    [[], false],
    [[null], false],
    ['complete', false],
    [undefined, false],
  ])('data %j succeeds: %s', (data, expected) => {
    expect(isHealthCheckDataComplete(data)).toBe(expected);
  });

  it('turns a call result into success or error', () => {
    expect(healthCheckStepOutcome(ok(['complete']))).toBe('success');
    expect(healthCheckStepOutcome(ok(['pending']))).toBe('error');
    expect(healthCheckStepOutcome(err('timed out'))).toBe('error');
  });

  it('clears every step when the modal closes', () => {
    expect(clearedHealthCheckResults()).toEqual({
      connectivity: 'idle',
      camera: 'idle',
      gui_automation: 'idle',
    });
  });
});
