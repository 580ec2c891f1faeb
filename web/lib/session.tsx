import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QueryClientContext } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import type { z } from '@shared/validation';
import type { signedOutResponseSchema, User, userResponseSchema, UserWithToken } from '@shared/schemas/users';
import { LOGIN_PATHS, paths } from '@web/app/paths';
import { forgetOfflineData, keepOnlyDataOf, queuedCount } from './offline-queue';
import { ApiError, apiFetch, onUnauthorized } from './api';
import { readJson, removeKey, writeJson } from './storage';

export type StoredUser = UserWithToken;

export const SESSION_TEXTS = {
  /** Shown on the login page when the session ended while changes to a list still waited on this device. */
  expiredWithChanges: 'Votre session a expiré. Reconnectez-vous pour envoyer vos modifications.',
} as const;

type SessionState = {
  user: StoredUser | null;
  /** 'loading' while the stored session is checked against GET /api/users/profile. */
  status: 'loading' | 'ready';
  /** Stores a user returned by login/register (with its token). */
  signIn: (user: StoredUser) => void;
  /** Merges a profile or subscription answer into the stored user. */
  mergeUser: (patch: Partial<User>) => void;
  logout: () => Promise<void>;
  /** Why the visitor is asked to sign in again, when there is more to say than the login form. */
  notice: string | null;
};

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<StoredUser | null>(() => readJson<StoredUser>(STORAGE_KEYS.user));
  const [status, setStatus] = useState<'loading' | 'ready'>(() => (readJson(STORAGE_KEYS.user) ? 'loading' : 'ready'));
  const navigate = useNavigate();
  const location = useLocation();
  // Where the visitor is when a 401 arrives (read by the handler, registered once).
  const here = useRef(location);
  here.current = location;

  // The query cache sits above the session (root layout): signing out empties it, so the next
  // account on this device never sees the previous one's lists or recipes, even for a moment.
  // The changes still queued on this device and its list copies are NOT forgotten here: a session
  // that ends by itself (401) keeps them for the same account's next sign-in, which sends them
  // (another account signing in makes the device forget them). Only signing out forgets them.
  const queryClient = useContext(QueryClientContext);
  const [notice, setNotice] = useState<string | null>(null);
  const clear = useCallback(() => {
    removeKey(STORAGE_KEYS.user);
    setUser(null);
    queryClient?.clear();
  }, [queryClient]);

  // Any 401: stored user removed, browser sent to /login unless already on a login path, with the
  // page to come back to (the list, when its changes were being sent). When changes wait on this
  // device, the login page says so: the list's screen sends them once signed in again.
  useEffect(() => {
    onUnauthorized(() => {
      clear();
      const { pathname, search } = here.current;
      if (LOGIN_PATHS.includes(pathname)) return;
      void navigate(paths.login, { replace: true, state: { from: pathname + search } });
      void queuedCount()
        .then((n) => n > 0 && setNotice(SESSION_TEXTS.expiredWithChanges))
        .catch(() => undefined);
    });
    return () => onUnauthorized(null);
  }, [clear, navigate]);

  // At start the stored user's token is checked and the profile merged (a 4xx logs out, no answer keeps the user: docs/decisions/024-session-kept-without-answer.md).
  useEffect(() => {
    const stored = readJson<StoredUser>(STORAGE_KEYS.user);
    if (!stored?.token) {
      if (stored) clear();
      setStatus('ready');
      return;
    }
    let cancelled = false;
    apiFetch<z.infer<typeof userResponseSchema>>('/api/users/profile')
      .then(({ data }) => {
        if (cancelled) return;
        const merged = { ...stored, ...data, token: stored.token };
        writeJson(STORAGE_KEYS.user, merged);
        setUser(merged);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(MESSAGES.userLoadError, error);
        // Refused by the server (401, deleted account...): logged out. Offline or
        // a server hiccup (no answer, 5xx): the stored session is kept, so a user in a shop with no
        // signal is not thrown out; the next call that gets a 401 logs out anyway (docs/decisions/024-session-kept-without-answer.md).
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) clear();
      })
      .finally(() => !cancelled && setStatus('ready'));
    return () => {
      cancelled = true;
    };
    // Only once, at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signIn = useCallback((next: StoredUser) => {
    writeJson(STORAGE_KEYS.user, next);
    setUser(next);
    setStatus('ready');
    setNotice(null);
    void keepOnlyDataOf(next.id).catch((error: unknown) => console.error('Données hors ligne non triées', error));
  }, []);

  const mergeUser = useCallback((patch: Partial<User>) => {
    setUser((current) => {
      if (!current) return current;
      const merged = { ...current, ...patch, token: current.token };
      writeJson(STORAGE_KEYS.user, merged);
      return merged;
    });
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiFetch<z.infer<typeof signedOutResponseSchema>>('/api/users/logout', { method: 'POST', body: {} });
    } catch {
      // The server session may already be gone; the local one is removed anyway.
    }
    clear();
    setNotice(null);
    await forgetOfflineData();
    void navigate(paths.login);
  }, [clear, navigate]);

  const value = useMemo(() => ({ user, status, signIn, mergeUser, logout, notice }), [user, status, signIn, mergeUser, logout, notice]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}

/** Premium as the server said it (the server alone decides; this only shapes the screen). */
export function isPremium(user: Pick<User, 'subscription'> | null, now = new Date()): boolean {
  if (!user || user.subscription.type !== 'premium') return false;
  return !user.subscription.expiresAt || new Date(user.subscription.expiresAt) > now;
}
