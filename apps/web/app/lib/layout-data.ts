/** The root loader's layout data, for any component below the root. */
import { useRouteLoaderData } from 'react-router';
import type { Layout } from './api-types';

export type LayoutData = Layout;

export interface RootData {
  layout: LayoutData;
}

export function useLayout(): LayoutData | undefined {
  return useRouteLoaderData<RootData>('root')?.layout;
}
