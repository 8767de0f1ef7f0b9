/**
 * The rules of search tuning that the back-office forms and the API both check: synonyms (single
 * words per language), products pinned to a query, and the search report's choices.
 */
import { CATALOGUE_LANGS } from './catalog-ops.ts';
import type { FieldError } from './errors.ts';

export const SEARCH_TUNING_LIMITS = {
  /** Words of one synonym rule. */
  terms: 20,
  word: 40,
  /** Products pinned to one query. */
  pins: 20,
  query: 200,
} as const;

export const SYNONYM_LANGS = CATALOGUE_LANGS;
export type SynonymLang = (typeof SYNONYM_LANGS)[number];

/** How far back the search report looks. */
export const SEARCH_REPORT_DAYS = [7, 30] as const;
/**
 * Which searches the report lists: none found, at most LOW_RESULTS found, or goods found that
 * shoppers seldom open (at least LOW_CLICKS.searches searches, and clicks on cards in at most
 * LOW_CLICKS.share of them).
 */
export const SEARCH_REPORT_KINDS = ['zero', 'low', 'lowClicks'] as const;
export type SearchReportKind = (typeof SEARCH_REPORT_KINDS)[number];
export const LOW_RESULTS = 3;
export const LOW_CLICKS = { searches: 5, share: 0.1 } as const;

export const SEARCH_TUNING_MESSAGES = {
  word: 'staff.search.error.word',
  twoWay: 'staff.search.error.twoWay',
  target: 'staff.search.error.target',
  query: 'staff.search.error.query',
  unknownArticle: 'staff.catalogue.error.unknownArticle',
} as const;

/** A synonym's words as a form gives them: separated by commas, semicolons or new lines. */
export function splitTerms(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((w) => w.trim())
    .filter(Boolean);
}

const isWord = (word: string) => word.length <= SEARCH_TUNING_LIMITS.word && /^[\p{L}\p{N}]+$/u.test(word);

/**
 * What is wrong with a synonym rule: each term and the target one word (the search matches word
 * by word), a two-way rule at least two different words, a one-way rule's target not among its terms.
 */
export function synonymErrors(rule: { terms: readonly string[]; target: string | null }): FieldError[] {
  const errors: FieldError[] = [];
  rule.terms.forEach((term, i) => {
    if (!isWord(term)) errors.push({ name: `terms.${i}`, message: SEARCH_TUNING_MESSAGES.word });
  });
  const distinct = new Set(rule.terms);
  if (rule.target === null) {
    if (distinct.size < 2) errors.push({ name: 'terms', message: SEARCH_TUNING_MESSAGES.twoWay });
  } else if (!isWord(rule.target)) errors.push({ name: 'target', message: SEARCH_TUNING_MESSAGES.word });
  else if (distinct.has(rule.target)) errors.push({ name: 'target', message: SEARCH_TUNING_MESSAGES.target });
  return errors;
}
