import { type NewPasswordChallenge, type Session } from './session.schema';

/** The screens of the authentication flow (doc 3 §4). */
export const AUTH_FLOW_SCREENS = [
  'loading',
  'signIn',
  'signedIn',
  'changeInitialPassword',
  'forgotPassword',
  'resetPassword',
] as const;
export type AuthFlowScreen = (typeof AUTH_FLOW_SCREENS)[number];

export type AuthFlowState =
  | { readonly screen: 'loading' }
  | { readonly screen: 'signIn' }
  | { readonly screen: 'signedIn'; readonly session: Session }
  | { readonly screen: 'changeInitialPassword'; readonly challenge: NewPasswordChallenge }
  | { readonly screen: 'forgotPassword' }
  | { readonly screen: 'resetPassword'; readonly username: string };

export type AuthFlowEvent =
  | { readonly type: 'sessionFound'; readonly session: Session }
  | { readonly type: 'noSession' }
  | { readonly type: 'signedIn'; readonly session: Session }
  | { readonly type: 'newPasswordRequired'; readonly challenge: NewPasswordChallenge }
  | { readonly type: 'initialPasswordChanged' }
  | { readonly type: 'forgotPassword' }
  | { readonly type: 'codeSent'; readonly username: string }
  | { readonly type: 'passwordReset' }
  | { readonly type: 'backToSignIn' }
  | { readonly type: 'signedOut' };
export type AuthFlowEventType = AuthFlowEvent['type'];

/** On load the flow is loading (doc 3 §4 step 1). */
export const AUTH_FLOW_INITIAL_STATE: AuthFlowState = { screen: 'loading' };

/**
 * Where each event leads from each screen (doc 3 §4):
 * 1. loading -> signed in when a session exists, else the sign-in form;
 * 2. a temporary password -> change initial password; success signs out and returns to sign in;
 * 3. forgot password: send code -> reset password -> back to sign in;
 * 4. sign out clears the session.
 * An event a screen does not list leaves the flow where it is.
 */
export const AUTH_FLOW_TRANSITIONS: Readonly<
  Record<AuthFlowScreen, Readonly<Partial<Record<AuthFlowEventType, AuthFlowScreen>>>>
> = {
  loading: { sessionFound: 'signedIn', noSession: 'signIn' },
  signIn: {
    signedIn: 'signedIn',
    newPasswordRequired: 'changeInitialPassword',
    forgotPassword: 'forgotPassword',
  },
  signedIn: { signedOut: 'signIn' },
  changeInitialPassword: { initialPasswordChanged: 'signIn', backToSignIn: 'signIn', signedOut: 'signIn' },
  forgotPassword: { codeSent: 'resetPassword', backToSignIn: 'signIn' },
  resetPassword: { passwordReset: 'signIn', backToSignIn: 'signIn' },
};

export function authFlowReducer(state: AuthFlowState, event: AuthFlowEvent): AuthFlowState {
  const next = AUTH_FLOW_TRANSITIONS[state.screen][event.type];
  if (!next) return state;
  switch (event.type) {
    case 'sessionFound':
    case 'signedIn':
      return { screen: 'signedIn', session: event.session };
    case 'newPasswordRequired':
      return { screen: 'changeInitialPassword', challenge: event.challenge };
    case 'codeSent':
      return { screen: 'resetPassword', username: event.username };
    case 'forgotPassword':
      return { screen: 'forgotPassword' };
    default:
      // Every other listed transition ends on the sign-in form, without a session.
      return { screen: 'signIn' };
  }
}

/** The session of the flow, if signed in; every other screen holds none. */
export function authFlowSession(state: AuthFlowState): Session | null {
  return state.screen === 'signedIn' ? state.session : null;
}
