import { type AuthFlowEvent, type AuthFlowState, type Session } from '@oak/shared';
import { createContext, useContext } from 'react';

/*
 * The signed-in session is the whole console's: the frame, the sign-in views
 * and a screen that acts for the user's company read it. Its context lives
 * here, outside any feature, so that a screen reads it without importing the
 * auth feature; the auth feature's AuthProvider fills it.
 */

export interface AuthNotice {
  readonly status: 'info' | 'success' | 'error';
  readonly text: string;
}

export interface AuthContextValue {
  readonly state: AuthFlowState;
  readonly session: Session | null;
  /** What the pre-login screens say above their form. */
  readonly notice: AuthNotice | null;
  readonly setNotice: (notice: AuthNotice | null) => void;
  /** Moves the flow; a session it ends in is kept, one it leaves is forgotten. */
  readonly dispatch: (event: AuthFlowEvent) => void;
  readonly signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth is used outside AuthProvider');
  return value;
}
