import {
  NEW_PASSWORD_CHALLENGE,
  isNewPasswordChallenge,
  newPasswordChallengeSchema,
  sessionSchema,
  signInResponseSchema,
} from './session.schema';
import { isSessionValid } from './session.rule';

const session = {
  idToken: {
    jwtToken: 'a.b.c',
    payload: { email: 'ada@example.com', exp: 1_800_000_000, 'cognito:groups': [] },
  },
  username: 'ada',
};
const challenge = { challengeName: NEW_PASSWORD_CHALLENGE, username: 'ada', session: 'opaque' };

describe('sessionSchema', () => {
  it('holds idToken.jwtToken, idToken.payload.email and username, keeping other claims', () => {
    expect(sessionSchema.parse(session)).toEqual(session);
  });

  it.each([
    ['no token', { ...session, idToken: { ...session.idToken, jwtToken: '' } }],
    ['no e-mail', { ...session, idToken: { jwtToken: 'a', payload: {} } }],
    ['no username', { idToken: session.idToken }],
  ])('refuses a session with %s', (_, given) => {
    expect(sessionSchema.safeParse(given).success).toBe(false);
  });
});

describe('signInResponseSchema', () => {
  it('tells a session from the new-password challenge of a temporary password', () => {
    const asSession = signInResponseSchema.parse(session);
    const asChallenge = signInResponseSchema.parse(challenge);
    expect(isNewPasswordChallenge(asSession)).toBe(false);
    expect(isNewPasswordChallenge(asChallenge)).toBe(true);
    expect(newPasswordChallengeSchema.safeParse({ ...challenge, challengeName: 'MFA' }).success).toBe(false);
  });
});

describe('isSessionValid', () => {
  const expMs = session.idToken.payload.exp * 1000;
  it.each([
    [expMs - 1, true],
    [expMs, false],
    [expMs + 1, false],
  ])('at %i is %s', (now, valid) => {
    expect(isSessionValid(session, now)).toBe(valid);
  });

  it('accepts a session without exp and refuses none', () => {
    expect(isSessionValid({ ...session, idToken: { jwtToken: 't', payload: { email: 'a@b.co' } } }, 0)).toBe(
      true,
    );
    expect(isSessionValid(null, 0)).toBe(false);
  });
});
