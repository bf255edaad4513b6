import { ConfigError, loadConfig } from '../config/app-config';

/** The least environment a config spec starts from. */
export const REQUIRED_ENV = {
  DATABASE_URL: 'postgres://oak:secret@localhost:5432/oak',
  REDIS_URL: 'redis://localhost:6379',
};

/** What start-up refuses of `env` on top of the required variables: none when it starts. */
export function configProblemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig({ ...REQUIRED_ENV, ...env });
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}
