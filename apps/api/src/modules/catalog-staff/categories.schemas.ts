/** Shapes of the back office's category routes. The value rules are the domain's (catalog-ops.ts). */
import { CATEGORY_SLUG_MAX } from '@storefront/domain/catalog-ops';
import { z } from 'zod';
import { rowId, rowIdParam } from '../../lib/number-schemas.ts';
import { i18nTextSchema } from '../../lib/schemas.ts';

export const categoryRowSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  slug: z.string(),
  path: z.string().describe('below /catalog/, e.g. kukhnya/posuda'),
  depth: z.number().int(),
  position: z.number().int(),
  names: i18nTextSchema,
  products: z.number().int().describe('products in this category itself'),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

export const categoryParams = z.object({ id: rowIdParam() });

export const categoryBody = z
  .object({
    names: i18nTextSchema.partial().strict().optional(),
    slug: z.string().max(CATEGORY_SLUG_MAX).optional().describe('lower-case latin letters, digits and hyphens'),
    parentId: rowId().nullable().optional().describe('null: a top-level category'),
  })
  .strict();
export type CategoryBody = z.infer<typeof categoryBody>;
