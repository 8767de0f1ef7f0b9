/** Shapes of the back office's search tuning routes. The value rules are the domain's (search-tuning.ts). */
import {
  SEARCH_REPORT_DAYS,
  SEARCH_REPORT_KINDS,
  SEARCH_TUNING_LIMITS,
  SYNONYM_LANGS,
} from '@storefront/domain/search-tuning';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { z } from 'zod';
import { rowIdParam } from '../../lib/number-schemas.ts';

export const synonymSchema = z.object({
  id: z.number().int(),
  lang: z.enum(SYNONYM_LANGS),
  terms: z.array(z.string()).describe('single lower-case words'),
  target: z
    .string()
    .nullable()
    .describe(
      'one-way: each term also finds this word (it finds only itself); null: two-way, every term finds the others',
    ),
  updatedAt: z.string(),
});
export type Synonym = z.infer<typeof synonymSchema>;

export const synonymListQuery = z
  .object({ lang: z.enum(SYNONYM_LANGS).optional(), q: z.string().trim().max(SEARCH_TUNING_LIMITS.word).optional() })
  .strict();
export type SynonymListQuery = z.infer<typeof synonymListQuery>;

export const synonymParams = z.object({ id: rowIdParam() });

export const synonymBody = z
  .object({
    lang: z.enum(SYNONYM_LANGS),
    terms: z
      .array(z.string().max(SEARCH_TUNING_LIMITS.word))
      .min(1)
      .max(SEARCH_TUNING_LIMITS.terms)
      .describe('single words; a two-way rule needs two at least'),
    target: z.string().max(SEARCH_TUNING_LIMITS.word).nullable().describe('null: a two-way rule'),
  })
  .strict();
export type SynonymBody = z.infer<typeof synonymBody>;

const pinnedProduct = z.object({
  productId: z.number().int(),
  article: z.string(),
  name: z.string().describe('in the request’s language'),
  published: z.boolean(),
});

export const pinsSchema = z.object({
  query: z.string().describe('normalised: lower-case words'),
  products: z.array(pinnedProduct).describe('first shown first'),
});
export type Pins = z.infer<typeof pinsSchema>;

export const pinsBody = z
  .object({
    query: z.string().max(SEARCH_TUNING_LIMITS.query),
    articles: z
      .array(z.string().max(100))
      .max(SEARCH_TUNING_LIMITS.pins)
      .describe('the products’ articles, first shown first; empty: no pins for the query'),
  })
  .strict();
export type PinsBody = z.infer<typeof pinsBody>;

export const searchReportQuery = z
  .object({
    days: z
      .enum(SEARCH_REPORT_DAYS.map(String) as ['7', '30'])
      .default('7')
      .transform(Number),
    results: z
      .enum(SEARCH_REPORT_KINDS)
      .default('zero')
      .describe('zero: nothing found; low: a few found; lowClicks: goods found that shoppers seldom open'),
    variant: z.enum(VARIANT_KEYS).optional(),
  })
  .strict();
export type SearchReportQuery = z.infer<typeof searchReportQuery>;

export const searchReportSchema = z.object({
  days: z.number().int(),
  results: z.enum(SEARCH_REPORT_KINDS),
  rows: z.array(
    z.object({
      query: z.string(),
      variant: z.enum(VARIANT_KEYS),
      searches: z.number().int().describe('in the period'),
      results: z.number().int().describe('found the last time the search was worked out'),
      clicks: z.number().int().describe('opened products in the period, at most one per search'),
      lastAt: z.string(),
    }),
  ),
});
export type SearchReport = z.infer<typeof searchReportSchema>;
