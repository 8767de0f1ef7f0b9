/** Shapes of the back office's product routes. The value rules are the domain's (catalog-ops.ts). */
import { CATALOGUE_LANGS, CATALOGUE_LIMITS, IMPORT_FORMATS, IMPORT_STATUSES } from '@storefront/domain/catalog-ops';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { z } from 'zod';
import { listQuery } from '../../lib/list-query.ts';
import { int32, moneyMinor, rowId, rowIdParam } from '../../lib/number-schemas.ts';
import { envelope, pictureSchema } from '../../lib/schemas.ts';

const texts = z.object(
  Object.fromEntries(CATALOGUE_LANGS.map((l) => [l, z.string()])) as Record<'ru' | 'en' | 'kk', z.ZodString>,
);
const partialTexts = texts.partial();

const PRODUCT_SORTS = ['popularity', 'article', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Where a page of the product list starts: the sort it was read in and the last (or first) row's sort value and id. */
export interface ProductCursor {
  sort: ProductSort;
  dir: 'asc' | 'desc';
  value: string | number;
  id: number;
}

export const encodeProductCursor = (c: ProductCursor): string =>
  Buffer.from(JSON.stringify([c.sort, c.dir, c.value, c.id])).toString('base64url');

const cursorParam = z
  .string()
  .max(400)
  .transform((text, ctx): ProductCursor => {
    try {
      const [sort, dir, value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
      const valueOk = sort === 'popularity' ? Number.isSafeInteger(value) : typeof value === 'string';
      if (
        PRODUCT_SORTS.includes(sort as ProductSort) &&
        (dir === 'asc' || dir === 'desc') &&
        valueOk &&
        Number.isSafeInteger(id)
      ) {
        return { sort: sort as ProductSort, dir, value: value as string | number, id: id as number };
      }
    } catch {
      // Not base64url JSON: the same answer as a malformed one.
    }
    ctx.addIssue({ code: 'custom', message: 'not a cursor this list gave' });
    return z.NEVER;
  });

/**
 * The list is read a page at a time by keyset, never by offset: `after` (the answer's `next`) reads the
 * page following a row, `before` (its `prev`) the page preceding one, so page 20,000 of a million
 * products costs what the first does.
 */
export const productListQuery = listQuery(PRODUCT_SORTS)
  .omit({ page: true })
  .extend({
    category: rowIdParam().optional().describe('a category id; its subcategories count too'),
    brand: rowIdParam().optional(),
    published: z.enum(['yes', 'no']).optional(),
    after: cursorParam.optional().describe('the `next` of a page: the page after it'),
    before: cursorParam.optional().describe('the `prev` of a page: the page before it'),
  });
export type ProductListQuery = z.infer<typeof productListQuery>;

const priceView = z.object({
  variant: z.enum(VARIANT_KEYS),
  currency: z.enum(['RUB', 'KZT', 'AED']),
  price: z.number().int().nullable().describe('minor units; null: not sold in the variant'),
  oldPrice: z.number().int().nullable(),
});

export const productRowSchema = z.object({
  id: z.number().int(),
  article: z.string(),
  slug: z.string(),
  name: z.string().describe('in the request’s language'),
  category: z.string(),
  brand: z.string(),
  published: z.boolean(),
  prices: z.array(priceView),
  stock: z.number().int().describe('pieces in all shops and warehouses'),
  picture: pictureSchema.describe('the main picture, for a thumbnail: the first of its own, else a drawn one'),
});
export type ProductRow = z.infer<typeof productRowSchema>;

/** A page of the product list and the cursors of its neighbours. */
export const productPageSchema = envelope(
  z.object({
    list: z.array(productRowSchema),
    total: z.number().int().describe('products the search and filters match'),
    perPage: z.number().int(),
    next: z.string().nullable().describe('`after` for the next page; null on the last'),
    prev: z.string().nullable().describe('`before` for the previous page; null on the first'),
  }),
);
export type ProductPage = z.infer<typeof productPageSchema>['data'];

export const productDetailSchema = z.object({
  id: z.number().int(),
  article: z.string(),
  slug: z.string(),
  category: z.string(),
  brand: z.string(),
  published: z.boolean(),
  names: texts,
  descriptions: texts,
  prices: z.array(priceView),
  skus: z.array(
    z.object({
      id: z.number().int(),
      size: z.string().nullable(),
      prices: z
        .array(priceView)
        .describe('the size’s own price per variant; price null: it costs the product’s price there'),
      stock: z.array(z.object({ storeId: z.number().int(), quantity: z.number().int() })),
    }),
  ),
  stores: z.array(
    z.object({ id: z.number().int(), kind: z.enum(['shop', 'warehouse']), name: z.string(), city: z.string() }),
  ),
  images: z
    .array(
      z.object({
        key: z.string().describe('the picture’s id, how PUT …/images names it'),
        picture: pictureSchema,
        alt: partialTexts,
        source: z.string().nullable().describe('the file name 1C gave it; null: uploaded in the back office'),
      }),
    )
    .describe('the product’s own pictures in order, the main one first; none: the shop draws its pictures'),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productImagesBody = z
  .object({
    images: z
      .array(z.object({ key: z.string().max(200), alt: partialTexts.default({}) }).strict())
      .max(CATALOGUE_LIMITS.images),
  })
  .strict();
export type ProductImagesBody = z.infer<typeof productImagesBody>;

export const productParams = z.object({ id: rowIdParam() });

export const productImageQuery = z.object({
  name: z.string().max(255).optional().describe('the file’s name, which an error about it names'),
});

export const productBody = z.object({
  names: partialTexts.optional(),
  descriptions: partialTexts.optional(),
  published: z.boolean().optional(),
  prices: z
    .array(
      z.object({
        variant: z.enum(VARIANT_KEYS),
        price: moneyMinor().nullable(),
        oldPrice: moneyMinor().nullable().default(null),
      }),
    )
    .max(VARIANT_KEYS.length)
    .optional(),
  skuPrices: z
    .array(
      z.object({
        skuId: rowId(),
        variant: z.enum(VARIANT_KEYS),
        price: moneyMinor().nullable().describe('minor units; null: the size costs the product’s price'),
        oldPrice: moneyMinor().nullable().default(null),
      }),
    )
    .max(10_000)
    .optional()
    .describe('sizes’ own prices; a size or variant left out keeps what it has'),
  stock: z
    .array(z.object({ skuId: rowId(), storeId: rowId(), quantity: int32() }))
    .max(10_000)
    .optional(),
});
export type ProductBody = z.infer<typeof productBody>;

export const importSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS).describe('csv, or a CommerceML import.xml (cml-import) or offers.xml (cml-offers)'),
  status: z.enum(IMPORT_STATUSES),
  total: z.number().int().describe('data rows in the file'),
  done: z.number().int().describe('rows checked so far'),
  changed: z.number().int().describe('products the import changed (0 on a re-import of the same file)'),
  errors: z.array(
    z.object({
      line: z.number().int(),
      field: z.string(),
      message: z.string(),
      params: z.record(z.string(), z.string()).optional(),
    }),
  ),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportView = z.infer<typeof importSchema>;

export const importBody = z.object({
  fileName: z.string().min(1).max(200),
  contentBase64: z.string().describe('the file’s bytes, base64: CSV, or CommerceML XML (import.xml, offers.xml)'),
});
export const importParams = z.object({ id: rowIdParam() });
