import { z } from 'zod';
import { AUTH_PASSWORD_MAX_LENGTH } from './password-policy.constant';
import { newPasswordChallengeSchema, sessionSchema } from './session.schema';

/**
 * The identity operations the console uses (doc 3 §7): sign in, current
 * session, forgot password, forgot password submit, complete new password and
 * sign out. The spec names them only; their REST paths are chosen, under /api/auth.
 */
export const IDENTITY_OPERATIONS = [
  'signIn',
  'currentSession',
  'forgotPassword',
  'forgotPasswordSubmit',
  'completeNewPassword',
  'signOut',
] as const;
export type IdentityOperation = (typeof IDENTITY_OPERATIONS)[number];

/** Chosen routes of each identity operation (doc 3 §7 shows none). */
export const IDENTITY_OPERATION_ROUTES = {
  signIn: { method: 'POST', path: '/api/auth/signin' },
  currentSession: { method: 'GET', path: '/api/auth/session' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  forgotPasswordSubmit: { method: 'POST', path: '/api/auth/forgot-password/submit' },
  completeNewPassword: { method: 'POST', path: '/api/auth/complete-new-password' },
  signOut: { method: 'POST', path: '/api/auth/signout' },
} as const satisfies Record<IdentityOperation, { method: 'GET' | 'POST'; path: `/api/auth/${string}` }>;

/**
 * Users sign in with their e-mail (doc 3 §2 'Email'), compared without regard
 * to case. It is not checked for shape here: an unknown user and a wrong
 * password must get the same answer. The password is not checked against the
 * policy either: a temporary password comes from an administrator and may
 * follow another rule; only its bounds are.
 */
const emailSchema = z.string().trim().toLowerCase().min(1);
const passwordSchema = z.string().min(1).max(AUTH_PASSWORD_MAX_LENGTH);

/** A plain acknowledgement, for the operations that answer nothing else. */
export const identityAcknowledgementSchema = z.object({ success: z.literal(true) });
export type IdentityAcknowledgement = z.infer<typeof identityAcknowledgementSchema>;

export const signInRequestSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInRequest = z.infer<typeof signInRequestSchema>;
/** The answer is signInResponseSchema (session.schema.ts): a session or the new-password challenge. */

/** GET the current session: the bearer token's session, or 401 when there is none (doc 3 §4 step 1). */
export const currentSessionResponseSchema = sessionSchema;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/**
 * Where the code went, masked (e.g. `j***@e***.com`). The answer is the same
 * whether or not the account exists, so that it does not reveal who has one.
 */
export const forgotPasswordResponseSchema = z.object({
  deliveryMedium: z.literal('EMAIL'),
  destination: z.string(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const forgotPasswordSubmitRequestSchema = z.object({
  email: emailSchema,
  code: z.string().trim().min(1),
  newPassword: passwordSchema,
});
export type ForgotPasswordSubmitRequest = z.infer<typeof forgotPasswordSubmitRequestSchema>;
export const forgotPasswordSubmitResponseSchema = identityAcknowledgementSchema;

/** The challenge's username and token, with the new password (doc 3 §4 step 2). */
export const completeNewPasswordRequestSchema = newPasswordChallengeSchema
  .pick({ username: true, session: true })
  .extend({ newPassword: passwordSchema });
export type CompleteNewPasswordRequest = z.infer<typeof completeNewPasswordRequestSchema>;
/** No session comes back: after the change the user is signed out and returned to login (doc 3 §4). */
export const completeNewPasswordResponseSchema = identityAcknowledgementSchema;
