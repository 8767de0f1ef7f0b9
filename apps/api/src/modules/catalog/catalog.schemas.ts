/** `GET catalog` and `GET catalog/suggestions`: query and answer shapes (spec sections 3 and 7). */
import { CATALOG_SORTS } from '@storefront/domain/catalog-query';
import { z } from 'zod';
import { alternateSchema, flag, linkSchema, moneySchema, pictureSchema } from '../../lib/schemas.ts';
import { productCardSchema } from './product-card.ts';

const text = (max: number) => z.string().max(max);

export const catalogQuerySchema = z.object({
  url: text(500).optional().describe('category or catalogue url, e.g. /catalog/kukhnya/ or kukhnya'),
  type: z.enum(['catalog', 'search']).optional().describe('search: the listing of a full-text query'),
  sort: text(20)
    .optional()
    .describe(`one of ${CATALOG_SORTS.join(', ')}; default popular`),
  order: text(10).optional().describe('asc or desc; default desc (asc for price)'),
  page: text(12).optional().describe('an integer other than 1, else page 1'),
  count: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional()
    .describe('chunk size (24 or 36); capped'),
  query: text(500).optional().describe('full-text query'),
  asTyped: flag
    .optional()
    .describe(
      'search the query as typed: no other keyboard layout or spelling of it is tried (searchCorrection stays null), and the answer is the listing (redirect stays null)',
    ),
  filterParams: text(4000)
    .optional()
    .describe('filters as a query string: brand=a,b&price=100,500&is_new=true (values comma-separated)'),
  onlyFilters: flag.optional().describe('answer counts and facets without items'),
  onlyProducts: flag.optional().describe('answer items without facets'),
  initFilter: flag.optional().describe('accepted for compatibility: the applied filters are always in initFilter'),
  needStatic: flag.optional().describe('include banner and SEO blocks'),
  favourites: flag
    .optional()
    .describe(
      "n: every card's favourite is false (the caller marks the shopper's favourites itself); a shopper's listing is then shared with others of the same city",
    ),
  q: text(500).optional().describe('legacy: the query; resets page and sort'),
  ord: text(20).optional().describe('legacy: resets page and sort'),
  count_items: text(20).optional().describe('legacy: resets page and sort'),
  items: text(20).optional().describe('legacy: resets page and sort'),
  page_number: text(20).optional().describe('legacy: resets page and sort'),
  PAGEN_1: text(20).optional().describe('legacy: resets page and sort'),
});
export type CatalogQueryInput = z.infer<typeof catalogQuerySchema>;

const filterValueSchema = z.object({
  searchCode: z.string().describe('the value in filterParams and the page URL'),
  code: z.string(),
  name: z.string(),
  count: z.number().int().describe('products this value gives with every other active filter applied'),
  selected: z.boolean(),
  hex: z.string().optional(),
  storeId: z.number().int().optional(),
  metro: z.string().nullable().optional(),
});

const filterGroupSchema = z.object({
  key: z.string(),
  title: z.string(),
  type: z.enum(['list', 'range', 'flag']),
  values: z.array(filterValueSchema),
  /** Price only: [min, max] in whole currency units over the other filters, and the chosen range. */
  range: z.tuple([z.number().int(), z.number().int()]).optional(),
  selectedRange: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }).optional(),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;

const filtersStateSchema = z.object({
  values: z.record(z.string(), z.array(z.string())),
  price: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }).nullable(),
  flags: z.record(z.string(), z.literal(true)),
});

const queryChipSchema = z.object({
  key: z.enum(['brand', 'colour', 'material', 'size', 'gender']),
  code: z.string().describe('the value: a colour, material or brand code, a size, or women / men / kids'),
  name: z.string(),
  words: z.string().describe('the words of the query that named it'),
  query: z.string().describe('the query without those words: the search that removes this filter'),
});

const sortSchema = z.object({ sort: z.enum(CATALOG_SORTS), order: z.enum(['asc', 'desc']) });

export const catalogSchema = z.object({
  title: z.string(),
  query: z.string(),
  items: z.array(productCardSchema),
  totalItems: z.number().int(),
  page: z.number().int(),
  count: z.number().int(),
  breadcrumbs: z.array(linkSchema),
  alternates: z
    .array(alternateSchema)
    .describe('a category listing in the variants selling something in it (none for a search)'),
  sections: z.array(linkSchema.extend({ count: z.number().int() })),
  filters: z.object({ total: z.number().int(), data: z.array(filterGroupSchema) }).nullable(),
  sort: z.object({
    items: z.array(sortSchema.extend({ title: z.string() })),
    defaultSort: sortSchema,
    current: sortSchema,
  }),
  banner: z.object({ title: z.string(), image: pictureSchema, url: z.string() }).nullable(),
  seo: z.object({ html: z.string(), links: z.array(linkSchema) }).nullable(),
  initFilter: filtersStateSchema.nullable(),
  currency: moneySchema.shape.currency,
  searchCorrection: z
    .object({
      shown: z.string().describe('the reading of the query whose results these are'),
      original: z.string().describe('the query as typed (search it again with asTyped)'),
      kind: z.enum(['layout', 'transliteration']),
    })
    .nullable()
    .describe(
      'a search answered for another reading of its query (keyboard layout, Latin spelling) that found more than the query as typed',
    ),
  queryFilters: z
    .array(queryChipSchema)
    .describe(
      "a search's words read as filters (colour, material, size, brand, whom for) and applied, besides `initFilter`",
    ),
  redirect: z
    .object({ url: z.string(), reason: z.enum(['article', 'brand']) })
    .nullable()
    .describe(
      "a search the shop answers with a page: the product of the article typed, or the listing of the brand named alone (the listing here is that page's first results)",
    ),
});
export type CatalogAnswer = z.infer<typeof catalogSchema>;

export const suggestionsQuerySchema = z.object({ query: text(200) });
export const suggestionsSchema = z.object({
  queries: z
    .array(linkSchema)
    .describe('the query meant, when what was typed matches nothing but its other keyboard layout or spelling does'),
  categories: z.array(linkSchema),
  products: z.array(linkSchema.extend({ image: pictureSchema, price: moneySchema })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
