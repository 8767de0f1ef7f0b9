/**
 * A script chunk that fails to load after a new deploy (its hashed file is gone) reloads the page
 * to get the new build, at most once per PAGE_RELOAD_GUARD_MS (spec section 9): the time of the
 * last reload is kept in sessionStorage, so a chunk that stays missing cannot loop the page.
 */
import { PAGE_RELOAD_GUARD_MS } from '@storefront/domain/constants';

export const RELOAD_GUARD_KEY = 'reloaded-at';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Reloads unless the page reloaded within the guard; true when it reloads. */
export function guardedReload(store: Store, now: number, reload: () => void): boolean {
  const last = Number(store.getItem(RELOAD_GUARD_KEY));
  if (last && now - last >= 0 && now - last < PAGE_RELOAD_GUARD_MS) return false;
  store.setItem(RELOAD_GUARD_KEY, String(now));
  reload();
  return true;
}

/** Listens for Vite's failed chunk preloads and reloads through the guard. */
export function reloadOnChunkFailure(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    try {
      if (guardedReload(win.sessionStorage, Date.now(), () => win.location.reload())) event.preventDefault();
    } catch {
      // Storage can be disabled: without the guard the error stays an error, never a loop.
    }
  });
}
