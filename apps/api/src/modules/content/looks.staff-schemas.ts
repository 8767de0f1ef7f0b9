/** Shapes of the back office's look routes: the looks of a lookbook, their pictures, titles, categories and products. */
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { z } from 'zod';
import { rowIdParam } from '../../lib/number-schemas.ts';
import { pictureSchema } from '../../lib/schemas.ts';
import { CONTENT_LANGS, imageKey } from './content.staff-schemas.ts';

/** Products one look may show. */
export const LOOK_PRODUCTS_MAX = 24;

const title = z.string().trim().max(120);
const i18n = z.object({ ru: z.string(), en: z.string(), kk: z.string() });

export const lookBody = z.strictObject({
  titleRu: title.default('').describe('the title in Russian (required where the shop speaks it)'),
  titleEn: title.default(''),
  titleKk: title.default(''),
  category: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, 'not a category code')
    .describe('the top-level catalogue category (its path) the looks page files the look under'),
  image: z
    .union([imageKey, z.literal('')])
    .describe('image storage key of the picture (POST /staff/content/images answers it); empty: 400 on "image"'),
  products: z
    .array(z.string().trim().min(1).max(64))
    .min(1)
    .max(LOOK_PRODUCTS_MAX)
    .describe(
      'the products shown, in order: each a product id or SKU (article); 400 on "products" naming unknown ones',
    ),
});
export type LookBody = z.infer<typeof lookBody>;

export const lookEdit = lookBody.extend({
  updatedAt: z.iso
    .datetime({ offset: true })
    .describe('the look’s updatedAt the edit began from: 409 when saved since'),
});
export type LookEdit = z.infer<typeof lookEdit>;

export const lookMoveBody = z.strictObject({
  direction: z.enum(['up', 'down']).describe('one place towards the start or the end of the lookbook'),
});
export type LookMoveBody = z.infer<typeof lookMoveBody>;

export const lookProductQuery = z.strictObject({
  q: z.string().trim().min(1).max(100).describe('a product id, a SKU or words of the name'),
});

export const lookProductSchema = z.object({
  id: z.number().int(),
  article: z.string().describe('the SKU'),
  name: i18n,
  published: z.boolean(),
});
export type LookProduct = z.infer<typeof lookProductSchema>;

export const staffLookSchema = z.object({
  id: z.number().int(),
  variant: z.enum(VARIANT_KEYS),
  lookbookId: z.number().int().describe('the lookbook the look belongs to (every language of it in its shop)'),
  pending: z
    .boolean()
    .describe('a pending look: the lookbook is published and shoppers see the change once it is published again'),
  position: z.number().int().describe('1 for the first look of the lookbook'),
  titleRu: z.string(),
  titleEn: z.string(),
  titleKk: z.string(),
  category: z.string(),
  image: z.string().describe('the picture’s reference (what an edit sends back)'),
  picture: pictureSchema.describe('the picture as the shop shows it'),
  products: z.array(lookProductSchema),
  updatedAt: z.string().describe('the version an edit sends back'),
});
export type StaffLook = z.infer<typeof staffLookSchema>;

export const staffLookbookSchema = z.object({
  entryId: z.number().int(),
  variant: z.enum(VARIANT_KEYS),
  slug: z.string(),
  title: z.string(),
  pendingLooks: z
    .boolean()
    .describe(
      'the looks listed are pending changes of a published lookbook: shoppers see them once they are published (POST /staff/content/{id}/looks/publish)',
    ),
  pendingUpdatedAt: z
    .string()
    .nullable()
    .describe(
      'the pending looks’ version (when they last changed), which publishing or discarding them sends back; null: none',
    ),
  langs: z.array(z.enum(CONTENT_LANGS)).describe('the languages the shop speaks: a look needs a title in each'),
  categories: z.array(z.object({ code: z.string(), name: i18n })).describe('top-level catalogue categories'),
  looks: z.array(staffLookSchema),
});
export type StaffLookbook = z.infer<typeof staffLookbookSchema>;

export const pendingLooksSeen = z.strictObject({
  updatedAt: z.iso
    .datetime({ offset: true })
    .describe('the pending looks’ version the editor saw (pendingUpdatedAt): 409 when they changed since'),
});
export type PendingLooksSeen = z.infer<typeof pendingLooksSeen>;

export const lookIdParams = z.strictObject({ lookId: rowIdParam() });
