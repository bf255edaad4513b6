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
} from '@oak/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { useApi } from '../../../lib/ApiProvider';
import { getCurrentSession } from '../api/get-current-session';
import { sessionStore } from '../../../lib/session-store';
import { signOut as signOutRequest } from '../api/sign-out';
import { AuthContext, type AuthContextValue, type AuthNotice } from '../../../lib/auth-context';

/**
 * The authentication flow of doc 3 §4: loading, then signed in when a stored
 * session still stands, else the sign-in form; federated logins land here too.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, rawDispatch] = useReducer(authFlowReducer, AUTH_FLOW_INITIAL_STATE);
  const [notice, setNotice] = useState<AuthNotice | null>(() =>
    hasSessionExpiredQuery(window.location.search)
      ? { status: 'info', text: AUTH_MESSAGES.sessionExpired }
      : null,
  );

  const dispatch = useCallback((event: AuthFlowEvent) => {
    if (event.type === 'signedIn' || event.type === 'sessionFound') sessionStore.save(event.session);
    if (event.type === 'signedOut') sessionStore.clear();
    rawDispatch(event);
  }, []);

  useEffect(() => {
    if (location.pathname === FEDERATED_CONSOLE_CALLBACK_ROUTE) {
      const federated = readFederatedSessionFragment(location.hash);
      if (federated) {
        dispatch({ type: 'sessionFound', session: federated });
      } else {
        setNotice({
          status: 'error',
          text: federatedErrorMessage(location.search) ?? AUTH_MESSAGES.federatedFailed,
        });
        dispatch({ type: 'noSession' });
      }
      navigate(ROUTES.root, { replace: true });
      return;
    }
    const stored = sessionStore.load();
    if (!stored || !isSessionValid(stored, Date.now())) {
      if (stored) {
        sessionStore.clear();
        setNotice({ status: 'info', text: AUTH_MESSAGES.sessionExpired });
      }
      dispatch({ type: 'noSession' });
      return;
    }
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
    // Once, on load: later navigations do not re-check the session.
  }, []);

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
