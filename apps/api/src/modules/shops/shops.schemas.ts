import { z } from 'zod';
import { rowIdParam } from '../../lib/number-schemas.ts';
import { pictureSchema } from '../../lib/schemas.ts';
import { productCardSchema } from '../catalog/product-card.ts';

export const shopsQuery = z.object({ cityId: rowIdParam().optional() });
export const shopParams = z.object({ id: rowIdParam() });
export const shopStockQuery = z.object({ page: z.string().max(12).optional() });

export const shopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  cityId: z.number().int(),
  city: z.string(),
  metro: z.string().nullable(),
  phone: z.string().nullable(),
  coordinates: z.tuple([z.number(), z.number()]).describe('[longitude, latitude]'),
  hours: z.array(z.tuple([z.string(), z.string()]).nullable()).describe('per weekday, Monday first; null on a day off'),
  url: z
    .string()
    .nullable()
    .describe('the shop’s page; null while the page is unpublished (the shop still takes pickups)'),
  photo: pictureSchema.nullable().describe('the first of the shop page’s photos'),
});
export type Shop = z.infer<typeof shopSchema>;

export const shopsListSchema = z.object({
  cities: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  cityId: z.number().int().nullable().describe('the city shown; null for all of the variant'),
  shops: z.array(shopSchema),
  mapCenter: z.tuple([z.number(), z.number()]).describe('[longitude, latitude] of the chosen city or the variant'),
  mapsApiKey: z.string().nullable(),
});
export type ShopsList = z.infer<typeof shopsListSchema>;

export const shopDetailSchema = shopSchema.extend({
  url: z.string(),
  description: z.string().describe('the shop page’s text (plain, paragraphs split by blank lines); empty: none'),
  photos: z.array(pictureSchema),
  mapsApiKey: z.string().nullable(),
  catalogUrl: z.string().describe('the catalogue filtered by this shop (stores_in_city)'),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

export const shopStockSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type ShopStock = z.infer<typeof shopStockSchema>;
