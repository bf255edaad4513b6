import { z } from 'zod';

/**
 * The signed-in session (doc 3 §3): an id token holding the JWT and its
 * decoded payload, and the username. `exp` (seconds since the epoch, a
 * standard JWT claim) is optional so that a session without it is still
 * accepted; when present it decides whether the session is still valid.
 */
export const sessionSchema = z.object({
  idToken: z.object({
    jwtToken: z.string().min(1),
    payload: z.looseObject({
      email: z.email(),
      exp: z.number().int().positive().optional(),
    }),
  }),
  username: z.string().min(1),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * Why the identity service holds back a session: the only challenge the spec
 * shows is the new password a temporary password requires (doc 3 §4).
 */
export const NEW_PASSWORD_CHALLENGE = 'NEW_PASSWORD_REQUIRED';

/**
 * What signing in with a temporary password answers instead of a session: the
 * challenge, the username, and an opaque token that proves the password was
 * right when the new one is submitted (doc 3 §4 step 2, doc 3 §7 complete new password).
 */
export const newPasswordChallengeSchema = z.object({
  challengeName: z.literal(NEW_PASSWORD_CHALLENGE),
  username: z.string().min(1),
  session: z.string().min(1),
});
export type NewPasswordChallenge = z.infer<typeof newPasswordChallengeSchema>;

/** The answer to sign in (doc 3 §7): a session, or the new-password challenge. */
export const signInResponseSchema = z.union([newPasswordChallengeSchema, sessionSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export function isNewPasswordChallenge(response: SignInResponse): response is NewPasswordChallenge {
  return 'challengeName' in response && response.challengeName === NEW_PASSWORD_CHALLENGE;
}
