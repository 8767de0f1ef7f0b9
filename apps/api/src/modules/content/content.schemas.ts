/** Request and answer schemas of the content API (documents, news, blog, magazines, good news, lookbooks, pages). */
import { z } from 'zod';
import { alternateSchema, metaSchema, pictureSchema } from '../../lib/schemas.ts';
import { productCardSchema } from '../catalog/product-card.ts';

/** Kinds as they appear in API paths. */
export const CONTENT_LIST_KINDS = [
  'documents',
  'news',
  'blog',
  'good-news',
  'lookbooks',
  'magazines',
  'pages',
] as const;
export type ContentListKind = (typeof CONTENT_LIST_KINDS)[number];

export const kindParams = z.object({ kind: z.enum(CONTENT_LIST_KINDS) });
export const entryParams = z.object({
  kind: z.enum(CONTENT_LIST_KINDS),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-_.]{0,199}$/i, 'not a valid slug'),
});

/** An old address of an entry: its kind and the slug it had. */
export const movedQuery = entryParams.strict();

/** Page numbers follow the spec's rule: an integer other than 1 is a page, anything else is page 1. */
export const listQuery = z.object({
  page: z.string().max(12).optional(),
  count: z.coerce.number().int().min(1).max(48).optional(),
});

export const looksQuery = z.object({
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .optional(),
});

export const contentImageSchema = pictureSchema.extend({ alt: z.string() });
export type ContentImage = z.infer<typeof contentImageSchema>;

export const entryCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  url: z.string(),
  publishedAt: z.string().describe('ISO date-time'),
  lang: z.enum(['ru', 'en', 'kk']).describe('the language the entry is written in (after fallback)'),
  cover: contentImageSchema.nullable(),
});
export type EntryCard = z.infer<typeof entryCardSchema>;

export const lookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  image: contentImageSchema,
  lookbook: z.object({ slug: z.string(), title: z.string(), url: z.string() }),
  products: z.array(productCardSchema),
});
export type Look = z.infer<typeof lookSchema>;

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('heading'), text: z.string(), level: z.union([z.literal(2), z.literal(3)]) }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  z.object({ type: z.literal('quote'), text: z.string(), cite: z.string().optional() }),
  z.object({ type: z.literal('image'), image: contentImageSchema, caption: z.string().optional() }),
  z.object({ type: z.literal('products'), title: z.string(), items: z.array(productCardSchema) }),
  z.object({ type: z.literal('looks'), lookbook: z.string(), looks: z.array(lookSchema) }),
]);
export type Block = z.infer<typeof blockSchema>;

export type Alternate = z.infer<typeof alternateSchema>;

export const entryListSchema = z.object({
  items: z.array(entryCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  alternates: z.array(alternateSchema).describe('the index page in the variants where it exists'),
});
export type EntryList = z.infer<typeof entryListSchema>;

export const entrySchema = entryCardSchema.extend({
  kind: z.enum(CONTENT_LIST_KINDS),
  meta: metaSchema,
  body: z.array(blockSchema),
  alternates: z.array(alternateSchema).describe('the same entry in the variants where it is published'),
  related: z.array(entryCardSchema),
  relatedProducts: z.array(productCardSchema).describe('products named in the body, for the side block'),
  breadcrumbs: z.array(z.object({ text: z.string(), url: z.string() })),
});
export type Entry = z.infer<typeof entrySchema>;

export const looksListSchema = z.object({
  categories: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
  looks: z.array(lookSchema),
});
export type LooksList = z.infer<typeof looksListSchema>;
