import { type VariantKey, variantFromPath } from '@storefront/domain/variants';
import { useLocation } from 'react-router';
import { useLayout } from './layout-data';

/** The page's variant: from the layout data, or from the path prefix when there is none (fatal errors). */
export function useVariant(): VariantKey {
  const layout = useLayout();
  const { pathname } = useLocation();
  return layout?.variant ?? variantFromPath(pathname) ?? 'ru';
}
