'use client';
// SessionProvider and useSession(): the signed-in account in the browser, checked through /api/auth/user.
import { PASS_QUERY_SCOPE } from '@repo/api-client/query-keys';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import {
  DEFAULT_AUTH_BASE_PATH,
  fetchSessionUser,
  hasMarkerCookie,
  postRegister,
  postSetPassword,
  postSignIn,
  postSignOut,
} from './session-client';
import type { FetchLike, SignInBodies, SignInProvider } from './session-client';
import { sessionTokenStore } from './token-store';
import type { TokenStore } from './token-store';
import type { RegisterBody, SetPasswordBody, UserAccount } from './user-account';

/** Spec section 9: the session is stale, and re-checked, after 10 minutes. */
export const SESSION_REFRESH_MS = 10 * 60 * 1000;
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  account: UserAccount | null;
  signIn<P extends SignInProvider>(provider: P, body: SignInBodies[P]): Promise<UserAccount>;
  register(body: RegisterBody): Promise<UserAccount>;
  setPassword(body: SetPasswordBody): Promise<UserAccount>;
  signOut(): Promise<void>;
  /** Checks the session again now (after the account's data changed, for instance). */
  refresh(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** Name of the readable marker cookie (`markerCookieNameOf(<id cookie name>)`). */
  markerCookieName: string;
  basePath?: string;
  /** Receives the account's token; the app's pass client reads it (`getToken: tokenStore.get`). */
  tokenStore?: TokenStore;
  fetch?: FetchLike;
  logger?: Pick<Console, 'error'>;
  /** Called after the account changed to another one or to none (e.g. to forget cached account data). */
  onAccountChange?: (account: UserAccount | null) => void;
}

const browserFetch: FetchLike = (input, init) => fetch(input, init);

/** Needs a QueryClientProvider above it. */
export function SessionProvider({
  children,
  markerCookieName,
  basePath = DEFAULT_AUTH_BASE_PATH,
  tokenStore = sessionTokenStore,
  fetch: fetchImpl = browserFetch,
  logger = console,
  onAccountChange,
}: SessionProviderProps) {
  const queryClient = useQueryClient();

  // A check cut off because the visitor is leaving the page (to the payment gateway, say) did not fail: the
  // browser aborted it. Signing out then would end a good session on the way out.
  const leaving = useRef(false);
  useEffect(() => {
    const onHide = () => {
      leaving.current = true;
    };
    const onShow = () => {
      leaving.current = false;
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  // The token is handed over before the account reaches the cache, so queries that a signed-in page starts
  // on the next render already carry it. Data cached for another account (or for none) is dropped.
  const handOver = useCallback(
    (account: UserAccount | null) => {
      const previous = queryClient.getQueryData<UserAccount | null>(SESSION_QUERY_KEY) ?? null;
      tokenStore.set(account?.token ?? null);
      if (previous?.accountId !== account?.accountId) {
        if (previous !== null) queryClient.removeQueries({ queryKey: [PASS_QUERY_SCOPE] });
        onAccountChange?.(account);
      }
      return account;
    },
    [queryClient, tokenStore, onAccountChange],
  );
  const apply = useCallback(
    (account: UserAccount | null) => {
      handOver(account);
      queryClient.setQueryData(SESSION_QUERY_KEY, account);
      return account;
    },
    [queryClient, handOver],
  );

  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async (): Promise<UserAccount | null> => {
      if (!hasMarkerCookie(document.cookie, markerCookieName)) return handOver(null);
      try {
        return handOver(await fetchSessionUser(basePath, fetchImpl));
      } catch (error) {
        if (leaving.current) return queryClient.getQueryData<UserAccount | null>(SESSION_QUERY_KEY) ?? null;
        // Spec section 4: a failed check is logged and signs the visitor out.
        logger.error('session: checking the session failed; signing out', error);
        handOver(null);
        await postSignOut(basePath, fetchImpl).catch((signOutError: unknown) => {
          logger.error('session: signing out failed', signOutError);
        });
        return null;
      }
    },
    staleTime: SESSION_REFRESH_MS,
    refetchInterval: SESSION_REFRESH_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    refetchOnMount: true,
    retry: false,
  });

  const signIn = useCallback(
    async <P extends SignInProvider>(provider: P, body: SignInBodies[P]) =>
      apply(await postSignIn(basePath, provider, body, fetchImpl)) as UserAccount,
    [apply, basePath, fetchImpl],
  );
  const register = useCallback(
    async (body: RegisterBody) => apply(await postRegister(basePath, body, fetchImpl)) as UserAccount,
    [apply, basePath, fetchImpl],
  );
  const setPassword = useCallback(
    async (body: SetPasswordBody) => apply(await postSetPassword(basePath, body, fetchImpl)) as UserAccount,
    [apply, basePath, fetchImpl],
  );
  const signOut = useCallback(async () => {
    try {
      await postSignOut(basePath, fetchImpl);
    } finally {
      apply(null);
    }
  }, [apply, basePath, fetchImpl]);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, exact: true }),
    [queryClient],
  );

  const account = query.data ?? null;
  const status: SessionStatus = query.isPending ? 'loading' : account ? 'authenticated' : 'unauthenticated';
  const value = useMemo<SessionState>(
    () => ({ status, account, signIn, register, setPassword, signOut, refresh }),
    [status, account, signIn, register, setPassword, signOut, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of the nearest SessionProvider. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
}
