import { isHealthCheckDataComplete } from '@oak/shared';
import { type HealthProbes } from '../system/health-probes';
import { stubContext, stubDeadline } from '../testing/agent-services.stub';
import { healthcheckAction } from './healthcheck.action';

const probes: HealthProbes = {
  connectivity: async () => ({ ok: true }),
  camera: async () => ({ ok: true, detail: '/dev/video0' }),
  gui_automation: async () => ({ ok: false, reason: 'display incomplete' }),
};

describe('healthcheck action', () => {
  const sut = healthcheckAction(probes);

  it.each([
    ['connectivity', ['connectivity complete'], true],
    ['camera', ['camera complete: /dev/video0'], true],
    ['gui_automation', ['gui_automation failed: display unfinished'], false],
  ] as const)('answers the %s step with %j', async (step, data, success) => {
    const result = await sut.run(stubContext({ step, waitMs: 5000 }), stubDeadline(5000));
    expect(result).toEqual(data);
    expect(isHealthCheckDataComplete(result)).toBe(success);
  });

  it('reports a probe that throws as a failed step', async () => {
    const failing = healthcheckAction({ ...probes, camera: async () => Promise.reject(new Error('boom')) });
    await expect(failing.run(stubContext({ step: 'camera', waitMs: 10 }), stubDeadline(10))).resolves.toEqual(
      ['camera failed: boom'],
    );
  });

  it('gives the probe the wait minus a margin to answer in', async () => {
    const connectivity = jest.fn(async () => ({ ok: true as const }));
    await healthcheckAction({ ...probes, connectivity }).run(
      stubContext({ step: 'connectivity', waitMs: 5000 }),
      stubDeadline(5000),
    );
    expect(connectivity).toHaveBeenCalledWith(4750, expect.any(AbortSignal));
    expect(sut.defaultTimeoutMs({ step: 'camera', waitMs: 10000 })).toBe(10000);
    expect(sut.schema.safeParse({ step: 'disk', waitMs: 1 }).success).toBe(false);
  });
});
