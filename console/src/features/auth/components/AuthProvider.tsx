import { useQueryClient } from '@tanstack/react-query';
import {
  AUTH_FLOW_INITIAL_STATE,
  AUTH_MESSAGES,
  type AuthFlowEvent,
  FEDERATED_CONSOLE_CALLBACK_ROUTE,
  ROUTES,
  authFlowReducer,
  authFlowSession,
  federatedErrorMessage,
  hasSessionExpiredQuery,
  isSessionValid,
  readFederatedSessionFragment,
  type Session,
} from '@oak/shared';
import { type ReactNode, useCallback, useEffect, useEffectEvent, useMemo, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';
import { getCurrentSession } from '../api/get-current-session';
import { sessionStore } from '../../../lib/session-store';
import { signOut as signOutRequest } from '../api/sign-out';
import { AuthContext, type AuthContextValue, type AuthNotice } from '../../../lib/auth-context';

/** What the page's load alone tells, before any request. */
interface LoadCheck {
  /** No session to sign in with: the flow starts at the sign-in form. */
  readonly noSession: boolean;
  /** A federated login's session, kept (in the session store) before the console shows a page. */
  readonly federated?: Session;
  readonly notice: AuthNotice | null;
  /** A stored session to check with the cloud. */
  readonly stored?: Session;
  /** A stored session that has expired, to forget. */
  readonly forget: boolean;
  /** A federated login's landing: the console's root replaces it. */
  readonly leaveCallback: boolean;
}

function loadCheck(location: { pathname: string; hash: string; search: string }): LoadCheck {
  // A page the cloud sent back to sign-in because the session expired says so.
  const expiredQuery: AuthNotice | null = hasSessionExpiredQuery(window.location.search)
    ? { status: 'info', text: AUTH_MESSAGES.sessionExpired }
    : null;
  if (location.pathname === FEDERATED_CONSOLE_CALLBACK_ROUTE) {
    const federated = readFederatedSessionFragment(location.hash);
    return federated
      ? {
          noSession: false,
          federated,
          notice: expiredQuery,
          forget: false,
          leaveCallback: true,
        }
      : {
          noSession: true,
          notice: {
            status: 'error',
            text: federatedErrorMessage(location.search) ?? AUTH_MESSAGES.federatedFailed,
          },
          forget: false,
          leaveCallback: true,
        };
  }
  const stored = sessionStore.load();
  if (!stored) return { noSession: true, notice: expiredQuery, forget: false, leaveCallback: false };
  if (!isSessionValid(stored, Date.now()))
    return {
      noSession: true,
      notice: { status: 'info', text: AUTH_MESSAGES.sessionExpired },
      forget: true,
      leaveCallback: false,
    };
  return { noSession: false, notice: expiredQuery, stored, forget: false, leaveCallback: false };
}

/**
 * The authentication flow of doc 3 §4: loading, then signed in when a stored
 * session still stands, else the sign-in form; federated logins land here too.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, on the first render: later navigations do not re-check the session.
  const [load] = useState(() => loadCheck(location));
  const [state, rawDispatch] = useReducer(authFlowReducer, load, ({ noSession }) =>
    noSession ? authFlowReducer(AUTH_FLOW_INITIAL_STATE, { type: 'noSession' }) : AUTH_FLOW_INITIAL_STATE,
  );
  const [notice, setNotice] = useState<AuthNotice | null>(load.notice);

  const dispatch = useCallback((event: AuthFlowEvent) => {
    if (event.type === 'signedIn' || event.type === 'sessionFound') sessionStore.save(event.session);
    if (event.type === 'signedOut') sessionStore.clear();
    rawDispatch(event);
  }, []);

  // The load's outcome, kept or forgotten in the session store, and the stored session checked with the cloud.
  const settleLoad = useEffectEvent((): (() => void) | undefined => {
    if (load.federated) dispatch({ type: 'sessionFound', session: load.federated });
    if (load.forget) sessionStore.clear();
    if (load.leaveCallback) navigate(ROUTES.root, { replace: true });
    const stored = load.stored;
    if (!stored) return;
    let cancelled = false;
    getCurrentSession(api).then(
      (session) => !cancelled && dispatch({ type: 'sessionFound', session: { ...stored, ...session } }),
      (error: unknown) => {
        // A 401 has already signed out and reloads the page; anything else leaves the user signed out here.
        if (cancelled || (error instanceof ApiRequestError && error.error.kind === 'sessionExpired')) return;
        setNotice({ status: 'error', text: error instanceof Error ? error.message : String(error) });
        dispatch({ type: 'noSession' });
      },
    );
    return () => {
      cancelled = true;
    };
  });
  useEffect(() => settleLoad(), []);

  const signOut = useCallback(async () => {
    try {
      await signOutRequest(api);
    } catch {
      // Signed out locally whatever the cloud answers; an ended session is ended either way.
    }
    dispatch({ type: 'signedOut' });
    queryClient.clear();
    setNotice(null);
  }, [api, dispatch, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ state, session: authFlowSession(state), notice, setNotice, dispatch, signOut }),
    [state, notice, dispatch, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
