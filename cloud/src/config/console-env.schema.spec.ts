import { ConfigError, loadConfig } from './app-config';

const required = {
  DATABASE_URL: 'postgres://oak:secret@localhost:5432/oak',
  REDIS_URL: 'redis://localhost:6379',
};

describe('CONSOLE_LOAD_LOCAL and LINK_SIGNING_SECRET', () => {
  it('serves the environment configuration as it is, by default', () => {
    expect(loadConfig(required).consoleLoadLocal).toBe(false);
    expect(loadConfig({ ...required, CONSOLE_LOAD_LOCAL: 'false' }).consoleLoadLocal).toBe(false);
    expect(loadConfig({ ...required, CONSOLE_LOAD_LOCAL: 'true' }).consoleLoadLocal).toBe(true);
  });

  it('derives the link key from the session secret unless LINK_SIGNING_SECRET is set', () => {
    expect(loadConfig(required).auth.linkSigningSecret).toBeUndefined();
    const secret = 'a-link-signing-secret-of-32-chars!';
    expect(loadConfig({ ...required, LINK_SIGNING_SECRET: secret }).auth.linkSigningSecret).toBe(secret);
  });

  it.each([
    ['CONSOLE_LOAD_LOCAL', 'yes', "CONSOLE_LOAD_LOCAL must be true or false (got 'yes')"],
    ['LINK_SIGNING_SECRET', 'short', "LINK_SIGNING_SECRET must be at least 32 characters (got 'short')"],
  ])('stops start-up on %s=%s', (name, value, problem) => {
    let problems: readonly string[] = [];
    try {
      loadConfig({ ...required, [name]: value });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([problem]);
  });
});
