/**
 * A shared render's personal parts (root data `userPending`): once the page has hydrated, the
 * shopper's own layout block is asked of the API (`GET layout`, as the browser's shopper) and put in
 * place of the render's, which is no one's. The basket, favourites and user states follow it. When
 * that fails, or the shopper's city is not the render's (changed in another process a moment ago),
 * the page's data is read again as the shopper's own (a navigation's data request is never shared).
 */
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useRevalidator, useRouteLoaderData } from 'react-router';
import { clientApi } from '../lib/api.client';
import { type FilledUser, FilledUserContext, type RootData } from '../lib/layout-data';

export function SharedUser({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const { pathname, search } = useLocation();
  const [filled, setFilled] = useState<FilledUser | null>(null);
  const { revalidate } = useRevalidator();
  const pendingLayout = root?.userPending ? root.layout : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per shared root data, not per address
  useEffect(() => {
    if (!pendingLayout) return;
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
