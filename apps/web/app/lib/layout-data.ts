/** The root loader's layout data, for any component below the root. */
import type { Layout } from '@storefront/api/modules/layout/layout.schemas';
import { useRouteLoaderData } from 'react-router';

export type LayoutData = Layout;

export interface RootData {
  layout: LayoutData;
}

export function useLayout(): LayoutData | undefined {
  return useRouteLoaderData<RootData>('root')?.layout;
}
