/** Shapes of the back office's shop pages routes: a shop page's text per language, photos and opening hours. */
import { WEEKDAY_COUNT } from '@storefront/domain/shop-hours';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { z } from 'zod';
import { listQuery } from '../../lib/list-query.ts';
import { rowIdParam } from '../../lib/number-schemas.ts';
import { pictureSchema } from '../../lib/schemas.ts';
import { IMAGE_KEY } from '../../providers/images/image-storage.ts';

/** A shop page's limits: its text per language and its photos. */
export const SHOP_PAGE_LIMITS = { description: 5000, photos: 12 } as const;

const description = z.string().trim().max(SHOP_PAGE_LIMITS.description);
const time = z.string().trim().max(5);

const hoursSchema = z
  .array(z.tuple([z.string(), z.string()]).nullable())
  .describe('per weekday, Monday first: [opens, closes] as HH:MM; null on a day off');

export const shopPageEdit = z.strictObject({
  descriptionRu: description.describe('the page’s text in Russian; paragraphs split by blank lines'),
  descriptionEn: description,
  descriptionKk: description,
  photos: z
    .array(z.string().regex(IMAGE_KEY, 'an image storage key'))
    .max(SHOP_PAGE_LIMITS.photos)
    .refine((keys) => new Set(keys).size === keys.length, 'a photo is listed twice')
    .describe('image storage keys (uploaded through POST /staff/content/images) in the page’s order'),
  hours: z
    .array(z.tuple([time, time]).nullable())
    .length(WEEKDAY_COUNT)
    .describe(
      'per weekday, Monday first: [opens, closes] as HH:MM (closes later than opens, 24:00 at most); null on a day off',
    ),
  updatedAt: z.iso
    .datetime({ offset: true })
    .describe(
      'the page’s updatedAt (its pending change’s, if any) the edit began from: 409 when someone saved it since',
    ),
});
export type ShopPageEdit = z.infer<typeof shopPageEdit>;

export const shopPageStatus = z.strictObject({
  updatedAt: z.iso
    .datetime({ offset: true })
    .describe(
      'the page’s updatedAt (its pending change’s, if later) as the editor saw it: 409 when someone saved it since',
    ),
});
export type ShopPageStatus = z.infer<typeof shopPageStatus>;

export const shopPageListQuery = listQuery(['updated', 'name']).extend({
  variant: z.enum(VARIANT_KEYS).optional().describe('the shops of the variant’s country'),
  cityId: rowIdParam().optional(),
});
export type ShopPageListQuery = z.infer<typeof shopPageListQuery>;

export const shopIdParams = z.strictObject({ id: rowIdParam() });

export const staffShopSchema = z.object({
  id: z.number().int(),
  variant: z.enum(VARIANT_KEYS),
  name: z.string().describe('in the language of the request'),
  cityId: z.number().int(),
  city: z.string(),
  address: z.string(),
  hours: hoursSchema,
  descriptionRu: z.string(),
  descriptionEn: z.string(),
  descriptionKk: z.string(),
  photos: z.array(pictureSchema.extend({ key: z.string().describe('what the edit lists') })),
  url: z.string().describe('the shop page shoppers open'),
  previewUrl: z.string().describe('the shop page with the pending change, for content editors only'),
  published: z
    .boolean()
    .describe(
      'shoppers can open the page; when false it answers 404 and leaves the sitemap, the shop still takes pickups',
    ),
  pendingChanges: z.boolean().describe('the text, photos and hours above wait to be published'),
  updatedAt: z.string(),
});
export type StaffShop = z.infer<typeof staffShopSchema>;

export const staffShopCitiesSchema = z.array(
  z.object({ id: z.number().int(), name: z.string(), variant: z.enum(VARIANT_KEYS) }),
);

export const shopPreviewQuery = z.strictObject({
  variant: z.enum(VARIANT_KEYS).optional().describe('the shop whose page draws it: the shop’s own (404 in another)'),
  lang: z
    .enum(['ru', 'en', 'kk'])
    .optional()
    .describe('the language of the text; the request’s by default when the variant has it, else the variant’s own'),
});
export type ShopPreviewQuery = z.infer<typeof shopPreviewQuery>;
