/**
 * The shopper's session on the page: who they are, the login prompt, reloads and logout. The basket
 * and the favourites keep their own state in their features, and empty themselves on logout.
 */
import { getRoute, type RouteName } from '@storefront/domain/routes';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { clientApi, onUnauthorized } from './api.client';
import type { UserBlock } from './api-types';
import { useLayout, useUserPending } from './layout-data';

export const AUTH_STORAGE_KEY = 'authorized';

interface AuthPrompt {
  open: boolean;
  onSuccess?: (() => void) | undefined;
  onCancel?: (() => void) | undefined;
}

export interface UserState {
  user: UserBlock;
  isAuthorized: boolean;
  /** The page is a shared render whose shopper's block has not come yet: who they are is unknown. */
  pending: boolean;
  /** Runs `action` at once when authorized, otherwise opens the login prompt and runs it after login. */
  requireAuth: (action?: () => void, onCancel?: () => void) => void;
  authPrompt: AuthPrompt;
  /** Opens the prompt for a logged-in shopper whose profile is incomplete: it starts at the profile step. */
  promptProfile: () => void;
  /** Closes the prompt; the success callback runs when the shopper is now authorized, the cancel one otherwise. */
  closeAuth: (authorized: boolean) => void;
  /** Reloads the layout data after a login, a profile save or a city change. */
  refresh: () => void;
  logout: () => Promise<void>;
  /** How many times the shopper logged out on this page: the per-shopper states empty themselves when it grows. */
  logouts: number;
}

const UserStateContext = createContext<UserState | null>(null);

function writeAuthorized(value: boolean): void {
  try {
    sessionStorage.setItem(AUTH_STORAGE_KEY, value ? '1' : '0');
  } catch {
    // Storage can be disabled; the flag is only a hint for the next page.
  }
}

export function UserStateProvider({ children }: { children: ReactNode }) {
  const layout = useLayout();
  const user = layout?.user as UserBlock;
  const variant = layout?.variant ?? 'ru';
  const revalidator = useRevalidator();
  const pending = useUserPending();

  const [isAuthorized, setAuthorized] = useState(user.isAuthorized);
  const [authPrompt, setAuthPrompt] = useState<AuthPrompt>({ open: false });
  const [logouts, setLogouts] = useState(0);

  // A new user block from the server is the truth.
  useEffect(() => {
    setAuthorized(user.isAuthorized);
    if (!pending) writeAuthorized(user.isAuthorized);
  }, [user, pending]);

  const pageNeedsAuth = useCallback(() => {
    const name = layout?.page.name as RouteName | null | undefined;
    return Boolean(name && layout?.page.status === 200 && getRoute(name).auth);
  }, [layout]);

  // A 401 from any call: unauthorized, open the prompt, and let a page that needs login re-evaluate.
  useEffect(
    () =>
      onUnauthorized(() => {
        setAuthorized(false);
        writeAuthorized(false);
        setAuthPrompt({ open: true });
        if (pageNeedsAuth()) revalidator.revalidate();
      }),
    [pageNeedsAuth, revalidator],
  );

  const refresh = useCallback(() => revalidator.revalidate(), [revalidator]);

  const requireAuth = useCallback(
    (action?: () => void, onCancel?: () => void) => {
      if (isAuthorized) action?.();
      else setAuthPrompt({ open: true, onSuccess: action, onCancel });
    },
    [isAuthorized],
  );

  const promptProfile = useCallback(() => setAuthPrompt({ open: true }), []);

  const promptRef = useRef(authPrompt);
  promptRef.current = authPrompt;
  const closeAuth = useCallback(
    (authorized: boolean) => {
      const prompt = promptRef.current;
      setAuthPrompt({ open: false });
      if (prompt.open) (authorized ? prompt.onSuccess : prompt.onCancel)?.();
      if (authorized) {
        setAuthorized(true);
        writeAuthorized(true);
        revalidator.revalidate();
      }
    },
    [revalidator],
  );

  const logout = useCallback(async () => {
    await clientApi(variant).post('/users/logout');
    setAuthorized(false);
    setLogouts((n) => n + 1);
    writeAuthorized(false);
    revalidator.revalidate();
  }, [variant, revalidator]);

  const value = useMemo<UserState>(
    () => ({
      user,
      isAuthorized,
      pending,
      requireAuth,
      authPrompt,
      promptProfile,
      closeAuth,
      refresh,
      logout,
      logouts,
    }),
    [user, isAuthorized, pending, requireAuth, authPrompt, promptProfile, closeAuth, refresh, logout, logouts],
  );
  return <UserStateContext.Provider value={value}>{children}</UserStateContext.Provider>;
}

export function useUserState(): UserState {
  const value = useContext(UserStateContext);
  if (!value) throw new Error('useUserState outside UserStateProvider');
  return value;
}
