// Who is signed in. The token lives in localStorage `accessToken` (spec §4); the user, role
// included, always comes from the server (`GET /api/me`), never from the token itself.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, call, TOKEN_KEY } from '@/lib/api-client';
import type { SignIn, User } from '@/lib/model';
import { adoptAccountLanguage } from '@/lib/account-language';

interface AuthState {
  /** `undefined` while the stored token is being checked. */
  user: User | null | undefined;
  signIn: (email: string, password: string) => Promise<User>;
  /** Exchanges an identity provider's ID token for the shop's own token. */
  signInWithIdToken: (idToken: string) => Promise<User>;
  signOut: () => void;
  /** Reloads the user after a change (e.g. a profile update). */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null | undefined>(() =>
    localStorage.getItem(TOKEN_KEY) ? undefined : null,
  );

  const refresh = useCallback(async () => {
    if (!localStorage.getItem(TOKEN_KEY)) {
      setUser(null);
      return;
    }
    try {
      setUser(await call('GET /me'));
    } catch (error) {
      // A token the server no longer accepts is dropped; a network blip keeps it.
      if (error instanceof ApiError && error.status === 401) localStorage.removeItem(TOKEN_KEY);
      setUser(null);
    }
  }, []);

  useEffect(() => {
    // The stored token is checked with the server once, at start.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
  }, [refresh]);

  const startSession = useCallback(async (body: SignIn) => {
    const reply = await call('POST /login', { body });
    localStorage.setItem(TOKEN_KEY, reply.accessToken);
    // The account's language wins; an account that never chose keeps the one on screen, and
    // is not bound to it: only the language switch chooses for the account.
    if (reply.user.language) await adoptAccountLanguage(reply.user);
    setUser(reply.user);
    return reply.user;
  }, []);
  const signIn = useCallback(
    (email: string, password: string) => startSession({ email, password }),
    [startSession],
  );
  const signInWithIdToken = useCallback((idToken: string) => startSession({ idToken }), [startSession]);

  const signOut = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY);
    setUser(null);
  }, []);

  const value = useMemo(
    () => ({ user, signIn, signInWithIdToken, signOut, refresh }),
    [user, signIn, signInWithIdToken, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth outside <AuthProvider>');
  return state;
}

/** The name to greet a user by. */
export const displayName = (user: User) => user.displayName ?? user.mobile ?? user.email;
