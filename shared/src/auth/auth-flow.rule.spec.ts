import {
  AUTH_FLOW_INITIAL_STATE,
  AUTH_FLOW_SCREENS,
  AUTH_FLOW_TRANSITIONS,
  type AuthFlowEvent,
  type AuthFlowState,
  authFlowReducer,
  authFlowSession,
} from './auth-flow.rule';
import { NEW_PASSWORD_CHALLENGE, type Session } from './session.schema';

const session: Session = {
  idToken: { jwtToken: 't', payload: { email: 'ada@example.com' } },
  username: 'ada',
};
const challenge = { challengeName: NEW_PASSWORD_CHALLENGE, username: 'ada', session: 'opaque' } as const;

const run = (events: AuthFlowEvent[], from: AuthFlowState = AUTH_FLOW_INITIAL_STATE) =>
  events.reduce(authFlowReducer, from);

describe('authFlowReducer (doc 3 §4)', () => {
  it('starts loading, then signs in with an existing session', () => {
    expect(AUTH_FLOW_INITIAL_STATE).toEqual({ screen: 'loading' });
    expect(run([{ type: 'sessionFound', session }])).toEqual({ screen: 'signedIn', session });
  });

  it('shows the sign-in form without a session', () => {
    expect(run([{ type: 'noSession' }])).toEqual({ screen: 'signIn' });
    expect(run([{ type: 'noSession' }, { type: 'signedIn', session }])).toEqual({
      screen: 'signedIn',
      session,
    });
  });

  it('sends a temporary password to change-initial-password, then signs out to login', () => {
    const changing = run([{ type: 'noSession' }, { type: 'newPasswordRequired', challenge }]);
    expect(changing).toEqual({ screen: 'changeInitialPassword', challenge });
    expect(authFlowReducer(changing, { type: 'initialPasswordChanged' })).toEqual({ screen: 'signIn' });
  });

  it('runs forgot password: send code, reset, back to login', () => {
    const forgot = run([{ type: 'noSession' }, { type: 'forgotPassword' }]);
    expect(forgot).toEqual({ screen: 'forgotPassword' });
    const reset = authFlowReducer(forgot, { type: 'codeSent', username: 'ada' });
    expect(reset).toEqual({ screen: 'resetPassword', username: 'ada' });
    expect(authFlowReducer(reset, { type: 'passwordReset' })).toEqual({ screen: 'signIn' });
    expect(authFlowReducer(forgot, { type: 'backToSignIn' })).toEqual({ screen: 'signIn' });
  });

  it('clears the session on sign out', () => {
    const out = run([{ type: 'sessionFound', session }, { type: 'signedOut' }]);
    expect(out).toEqual({ screen: 'signIn' });
    expect(authFlowSession(out)).toBeNull();
    expect(authFlowSession(run([{ type: 'sessionFound', session }]))).toBe(session);
  });

  it.each([
    [{ screen: 'loading' } as const, { type: 'signedOut' } as const],
    [{ screen: 'signIn' } as const, { type: 'passwordReset' } as const],
    [{ screen: 'signedIn', session } as const, { type: 'forgotPassword' } as const],
    [{ screen: 'forgotPassword' } as const, { type: 'signedIn', session } as const],
  ])('ignores an event the screen does not list (%j, %j)', (state, event) => {
    expect(authFlowReducer(state, event)).toBe(state);
  });

  it('lists transitions for every screen, each to a known screen', () => {
    expect(Object.keys(AUTH_FLOW_TRANSITIONS).sort()).toEqual([...AUTH_FLOW_SCREENS].sort());
    for (const targets of Object.values(AUTH_FLOW_TRANSITIONS)) {
      for (const target of Object.values(targets)) expect(AUTH_FLOW_SCREENS).toContain(target);
    }
  });
});
