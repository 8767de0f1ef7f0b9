/**
 * The page's side of the mobile-app bridge (docs/mobile-app-bridge.md) inside the app, fetched once
 * the page knows it runs there (shell/app-bridge.tsx): the login prompt handed to the app, the app's
 * answers (authorized, city changed), and on a mobile-app screen the reports the app keeps its own
 * chrome with: page and title, favourites and basket counts, scroll locks, and the pages the app
 * shows as its own screens.
 */
import { sameOriginTarget } from '@storefront/domain/redirect-target';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useBasket } from '../features/basket/basket-state';
import { useFavourites } from '../features/favourites/favourites-state';
import { clientApi } from '../lib/api.client';
import type { RedirectTarget, ToAppMessages, ToAppName } from '../lib/bridge/messages';
import { useAppBridge, useAppMessage } from '../lib/bridge/use-app-bridge';
import { useLayout } from '../lib/layout-data';
import { useUserState } from '../lib/user-state';
import { useVariant } from '../lib/variant';
import { onScrollLock } from '../ui/modal-stack';

/** `authInApp`: the login prompt is open and the app shows it. */
export function InAppBridge({ authInApp }: { authInApp: boolean }) {
  const { isMobileApp, delegate } = useAppBridge();
  const { closeAuth } = useUserState();
  const variant = useVariant();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!authInApp) return;
    const here = window.location;
    // The app may open backUrl as it is: a path such as '//host' must not reach it.
    delegate('openAuthorization', { backUrl: sameOriginTarget(`${here.pathname}${here.search}`, here.origin, '/') });
  }, [authInApp, delegate]);

  useAppMessage('authorized', () => closeAuth(true));
  useAppMessage('authorizationCancelled', () => closeAuth(false));
  useAppMessage('cityChanged', async ({ locationCode }) => {
    // As after a city chosen on the site: the page reloads at the same address.
    if (locationCode)
      await clientApi(variant)
        .post('/users/location', { body: { locationCode } })
        .catch(() => {});
    window.location.reload();
  });

  return isMobileApp ? <AppScreenReports pathname={pathname} search={search} /> : null;
}

/** Sends a message whenever its payload changes (and once at first). */
function useReport<N extends ToAppName>(name: N, payload: ToAppMessages[N] | null): void {
  const { delegate } = useAppBridge();
  const text = payload ? JSON.stringify(payload) : null;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (text === null || text === sent.current) return;
    sent.current = text;
    delegate(name, JSON.parse(text) as ToAppMessages[N]);
  }, [name, text, delegate]);
}

function AppScreenReports({ pathname, search }: { pathname: string; search: string }) {
  const layout = useLayout();
  const { delegate } = useAppBridge();
  const { basket } = useBasket();
  const { favourites } = useFavourites();
  const matches = useMatches();
  const url = `${pathname}${search}`;
  const name = layout?.page.name ?? null;
  const sharingHash = (matches.at(-1)?.params as { sharingHash?: string } | undefined)?.sharingHash;

  useReport('changeFavouritesCount', { count: favourites.length });
  useReport('changeBasketCount', { count: Object.values(basket).reduce((sum, q) => sum + q, 0) });
  useReport('changePage', { url, name });
  // The title is in the document once the page committed: read it after each page change.
  const [title, setTitle] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is a new page, whose title is read
  useEffect(() => setTitle(document.title), [url]);
  useReport('changeTitle', title ? { title } : null);

  const target: RedirectTarget | null =
    name === 'MainIndex' ? 'main' : name === 'FavoritesIndex' && sharingHash ? 'favouritesSharing' : null;
  useReport('redirectPage', target ? { target, url } : null);

  useEffect(() => onScrollLock((locked) => delegate(locked ? 'disableScroll' : 'enableScroll', {})), [delegate]);

  // Links that leave the shop open in the app's browser, not inside its screen.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      const href = new URL(link.href, window.location.href);
      if (!/^https?:$/.test(href.protocol) || href.origin === window.location.origin) return;
      if (delegate('redirectPage', { target: 'external', url: href.toString() })) event.preventDefault();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [delegate]);
  return null;
}
