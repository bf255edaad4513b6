import { healthReportSchema, overallHealth } from './health.schema';

describe('overallHealth', () => {
  it('is ok when every service is up', () => {
    expect(overallHealth({ postgres: 'up', redis: 'up', mqtt: 'up' })).toBe('ok');
  });

  it.each(['postgres', 'redis', 'mqtt'] as const)('is degraded when %s is down', (service) => {
    expect(overallHealth({ postgres: 'up', redis: 'up', mqtt: 'up', [service]: 'down' })).toBe('degraded');
  });
});

describe('healthReportSchema', () => {
  it('rejects an unknown service state', () => {
    const result = healthReportSchema.safeParse({
      status: 'ok',
      version: '1',
      postgres: 'up',
      redis: 'maybe',
      mqtt: 'up',
    });
    expect(result.success).toBe(false);
  });
});
