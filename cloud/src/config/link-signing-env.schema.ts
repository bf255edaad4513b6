import { z } from 'zod';

/**
 * The secret of the links the cloud signs (README 'Security'), part of the
 * cloud's schema: a user-defined test's validation summary link is opened
 * without a session (doc 2 §7), so the link itself carries the proof.
 */
export const linkSigningEnvSchema = {
  /**
   * Signs those links; every node of a deployment needs the same one. Unset:
   * a key derived from the session secret (JWT_SECRET, or the one kept in
   * OAK_HOME), which every node already shares.
   */
  LINK_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};
