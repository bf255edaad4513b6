import { ConfigError, loadConfig } from './app-config';

const required = {
  DATABASE_URL: 'postgres://oak:secret@localhost:5432/oak',
  REDIS_URL: 'redis://localhost:6379',
};

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig({ ...required, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('the /metrics configuration', () => {
  it('lets nobody in by default', () => {
    expect(loadConfig(required).metrics).toEqual({ token: undefined, allowedSources: [] });
  });

  it('reads the token and the allowed sources', () => {
    const { metrics } = loadConfig({
      ...required,
      METRICS_TOKEN: 'm'.repeat(40),
      METRICS_ALLOWED_SOURCES: ' 10.0.0.0/8 ,172.18.0.5, fd00::/8 ',
    });
    expect(metrics).toEqual({
      token: 'm'.repeat(40),
      allowedSources: ['10.0.0.0/8', '172.18.0.5', 'fd00::/8'],
    });
  });

  it('names each variable at fault', () => {
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual([
      "METRICS_TOKEN must be 32 to 256 letters, digits or ._~- (got 'short')",
    ]);
    expect(problemsOf({ METRICS_ALLOWED_SOURCES: 'prometheus, 10.1.1.1' })).toEqual([
      "METRICS_ALLOWED_SOURCES must list IP addresses or CIDR ranges (got 'prometheus')",
    ]);
  });
});
