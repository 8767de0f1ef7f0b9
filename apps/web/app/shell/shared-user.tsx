/**
 * A shared render's personal parts (root data `userPending`): once the page has hydrated, the
 * shopper's own layout block is asked of the API (`GET layout`, as the browser's shopper) and put in
 * place of the render's, which is no one's. The basket, favourites and user states follow it. When
 * that fails, or the shopper's city is not the render's (changed in another process a moment ago),
 * the page's data is read again as the shopper's own (a navigation's data request is never shared).
 *
 * A browser that has not run the scripts yet gets the shared render with the shopper's parts spliced
 * in by the server (decision 047) and their block beside it (`SHOPPER_BLOCK_ID`): the page hydrates
 * with that block at once, as the server drew it, and asks for nothing.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useRevalidator, useRouteLoaderData } from 'react-router';
import { clientApi } from '../lib/api.client';
import type { UserBlock } from '../lib/api-types';
import { type FilledUser, FilledUserContext, type RootData } from '../lib/layout-data';
import { SHOPPER_BLOCK_ID } from './shopper-block';

/** The shopper's block the server spliced into this shared render, if it did. */
function splicedBlock(): UserBlock | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SHOPPER_BLOCK_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as UserBlock;
  } catch {
    return null;
  }
}

export function SharedUser({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const { pathname, search } = useLocation();
  const pendingLayout = root?.userPending ? root.layout : null;
  // Read once, as the page hydrates: the spliced HTML shows this block.
  const [filled, setFilled] = useState<FilledUser | null>(() => {
    const user = pendingLayout && splicedBlock();
    return pendingLayout && user ? { layout: pendingLayout, user } : null;
  });
  const { revalidate } = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per shared root data, not per address
  useEffect(() => {
    if (!pendingLayout || filled?.layout === pendingLayout) return;
    let current = true;
    clientApi(pendingLayout.variant)
      .get('/layout', { params: { query: { pageUrl: `${pathname}${search}`, meta: 'n' } } })
      .then((layout) => {
        if (!current) return;
        if (layout.location?.cityId === pendingLayout.location?.cityId)
          setFilled({ layout: pendingLayout, user: layout.user });
        else revalidate();
      })
      .catch(() => {
        if (current) revalidate();
      });
    return () => {
      current = false;
    };
  }, [pendingLayout]);
  return <FilledUserContext.Provider value={filled}>{children}</FilledUserContext.Provider>;
}
