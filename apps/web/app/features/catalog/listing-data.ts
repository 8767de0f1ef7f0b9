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

/**
 * What the listing's loader sends: the catalogue's answer as one JSON text. React Router's data
 * stream encodes a value's parts one by one, as references by index (some 1,300 for a listing's
 * cards and filters): that costs more to encode on the server and to decode in the browser than one
 * JSON text, and compresses worse (the listing page's brotli was 11% larger). `readListing` gives
 * the answer back.
 */
export interface ListingPayload extends Omit<ListingData, 'catalog'> {
  catalog: string;
}

/** The answers already read, by payload: the server's render reads the one its loader made, unparsed. */
const read = new WeakMap<object, ListingData>();

export function listingPayload(listing: ListingData): ListingPayload {
  const payload = { ...listing, catalog: JSON.stringify(listing.catalog) };
  read.set(payload, listing);
  return payload;
}

/** The listing of a loader's payload, parsed once per payload. */
export function readListing(payload: ListingPayload): ListingData {
  let listing = read.get(payload);
  if (!listing) {
    listing = { ...payload, catalog: JSON.parse(payload.catalog) as CatalogAnswer };
    read.set(payload, listing);
  }
  return listing;
}

const MOBILE: readonly Viewport[] = ['mobile', 'mobileMedium', 'mobileWide'];

export function isMobileViewport(viewport: string): boolean {
  return (MOBILE as readonly string[]).includes(viewport);
}

/** The page's URL for a listing state: the path plus its canonical query string. */
export function listingHref(pathname: string, search: string): string {
  return search ? `${pathname}?${search}` : pathname;
}
