import { loadConfig } from './app-config';
import { REQUIRED_ENV as required, configProblemsOf } from '../testing/config-env';

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
    expect(configProblemsOf({ [name]: value })).toEqual([problem]);
  });
});
