/** Shapes and small helpers shared by the listing components and their loader. */
import type { ListingState } from '@storefront/domain/catalog-query';
import type { ITEMS_PER_ROW, Viewport } from '@storefront/domain/constants';
import type { CatalogAnswer } from '../../lib/api-types';

export type ItemsPerRow = keyof typeof ITEMS_PER_ROW;

export interface ListingData {
  type: 'catalog' | 'search';
  catalog: CatalogAnswer;
  state: ListingState;
  itemsPerRow: ItemsPerRow;
  /** The page's absolute address in its canonical form (the loader redirects every other form to it). */
  canonical: string;
}

const MOBILE: readonly Viewport[] = ['mobile', 'mobileMedium', 'mobileWide'];

export function isMobileViewport(viewport: string): boolean {
  return (MOBILE as readonly string[]).includes(viewport);
}

/** The page's URL for a listing state: the path plus its canonical query string. */
export function listingHref(pathname: string, search: string): string {
  return search ? `${pathname}?${search}` : pathname;
}
