import { FAVOURITES_CHUNK } from '@storefront/domain/constants';
import { z } from 'zod';
import { rowId } from '../../lib/number-schemas.ts';
import { flag } from '../../lib/schemas.ts';
import { productCardSchema } from '../catalog/product-card.ts';

export const FAVOURITES_SORTS = ['default', 'price'] as const;
export type FavouritesSort = (typeof FAVOURITES_SORTS)[number];

export const favouritesQuery = z.object({
  count: z.coerce.number().int().min(1).max(200).default(FAVOURITES_CHUNK),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  sort: z.enum(FAVOURITES_SORTS).default('default').describe('default: latest added first'),
  ord: z.enum(['asc', 'desc']).default('desc'),
  getAllItemsId: flag.default(false),
});
export type FavouritesQuery = z.infer<typeof favouritesQuery>;

export const favouritesPage = z.object({
  items: z.array(productCardSchema),
  allItemsId: z.array(z.number().int()).nullable().describe('every favourite id, when getAllItemsId is set'),
  totalCountItems: z.number().int(),
});
export type FavouritesPage = z.infer<typeof favouritesPage>;

export const favouriteIds = z.object({
  allItemsId: z.array(z.number().int()).describe('the whole favourites set after the change; clients replace theirs'),
  totalCountItems: z.number().int(),
});
export type FavouriteIds = z.infer<typeof favouriteIds>;

export const addFavouritesBody = z.object({ productIds: z.array(rowId()).min(1).max(100) });

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'comma-separated product ids')
  .transform((v) => v.split(',').map(Number))
  .pipe(z.array(rowId()).max(100));

export const removeFavouritesQuery = z.object({
  productIds: idList.optional().describe('without it, every favourite is removed'),
});

export const shareParams = z.object({ sharingHash: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });
