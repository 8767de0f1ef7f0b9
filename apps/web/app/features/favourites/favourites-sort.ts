/** The favourites sort options (spec section 4): the URL value, and what the API is asked for. */
export const FAVOURITES_SORT_OPTIONS = ['default', 'price-asc', 'price-desc'] as const;
export type FavouritesSortOption = (typeof FAVOURITES_SORT_OPTIONS)[number];

export function isSortOption(value: unknown): value is FavouritesSortOption {
  return typeof value === 'string' && (FAVOURITES_SORT_OPTIONS as readonly string[]).includes(value);
}

export function sortQuery(option: FavouritesSortOption): { sort: 'default' | 'price'; ord: 'asc' | 'desc' } {
  if (option === 'price-asc') return { sort: 'price', ord: 'asc' };
  if (option === 'price-desc') return { sort: 'price', ord: 'desc' };
  return { sort: 'default', ord: 'desc' };
}

export const SORT_LABELS: Record<FavouritesSortOption, string> = {
  default: 'favourites.sort.default',
  'price-asc': 'favourites.sort.priceAsc',
  'price-desc': 'favourites.sort.priceDesc',
};
