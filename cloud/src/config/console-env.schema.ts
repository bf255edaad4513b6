import { z } from 'zod';

/** What /config.json tells the console beyond the environment (README 'Environment variables'), part of the cloud's schema. */
export const consoleEnvSchema = {
  /**
   * doc 3 §3 'A loadLocal flag swaps in a local configuration': true, the
   * console calls the origin it was loaded from rather than the controller
   * endpoint /config.json names; for a console served by something in front
   * of the cloud (a dev server, a reverse proxy). Default false.
   */
  CONSOLE_LOAD_LOCAL: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
};
