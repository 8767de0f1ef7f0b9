/**
 * A search listing with its query understood: the words searched (with staff's synonyms and
 * pins), the filters the other words name (shown as chips, each removable by searching without
 * its words), and, when the query as typed finds little, its other reading (keyboard layout or
 * Latin spelling; both, in turn, when the letters cannot tell) answered instead when that finds
 * more. Reading the query costs no statement; each other reading is one more search statement, run
 * only when the forms before it found fewer than FEW (catalog-engine.ts bestForm). An exact article answers its product's page as a redirect, and a
 * brand's name alone the brand's listing (decision 032): the web follows it, an app may show the
 * listing the answer holds; a search as typed (`asTyped`) answers the listing alone.
 */
import { toQueryString } from '@storefront/domain/catalog-query';
import { contentLang, type Translate } from '@storefront/domain/i18n/translate';
import { buildPath } from '@storefront/domain/routes';
import type { AttributeKey, FoundAttribute } from '@storefront/domain/search/attribute-words';
import type { QueryLang } from '@storefront/domain/search/noise-words';
import { correctedForms, type QueryForm } from '@storefront/domain/search/query-forms';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import type { Db } from '../../../db/client.ts';
import type { CatalogDictionary } from '../catalog-dictionary.ts';
import { type ListingAlternative, runListing } from '../catalog-engine.ts';
import { catalogIndex } from '../catalog-index.ts';
import type { ListingInput, ListingResult } from '../catalog-sql.ts';
import { pinsFor } from './pins.ts';
import { queryWords, type UnderstoodQuery, understandQuery, understoodFilters } from './query-understanding.ts';
import { expandSynonyms } from './synonyms.ts';

/** Found fewer than this as typed: the query's other reading is tried. */
export const FEW = 3;

export interface SearchCorrection {
  /** The reading whose results are shown. */
  shown: string;
  /** The query as typed. */
  original: string;
  kind: QueryForm['kind'];
}

export interface QueryChip {
  key: AttributeKey;
  code: string;
  name: string;
  /** The query's words that named it. */
  words: string;
  /** The query without those words: the search the chip's removal leads to. */
  query: string;
}

export interface SearchRedirect {
  url: string;
  reason: 'article' | 'brand';
}

export interface SearchInput {
  query: string;
  /** Search the words as typed: no other reading is tried, and the answer is the listing (no redirect). */
  asTyped: boolean;
  lang: QueryLang;
  variant: VariantKey;
  t: Translate;
  /** Where the answer's words and cards are read: the replica when it serves (decision 042); else the primary. */
  cardsDb?: Db | undefined;
}

export interface SearchListing {
  result: ListingResult;
  shown: string;
  correction: SearchCorrection | null;
  chips: QueryChip[];
  redirect: SearchRedirect | null;
}

/** One form of the search: a reading of the query, with or without the filters its words name. */
interface Form extends ListingAlternative {
  reading: UnderstoodQuery;
  applied: FoundAttribute[];
}

/** What a reading searches: its words with their synonyms, its article, and the products pinned to it. */
type Searched = Pick<ListingInput, 'tokens' | 'terms' | 'rawQuery' | 'pins'>;

/** Synonyms and pins come from staff's tuning kept in memory: no statement on a warm cache. */
async function searched(db: Db, reading: UnderstoodQuery, lang: QueryLang): Promise<Searched> {
  const [terms, pins] = await Promise.all([expandSynonyms(db, lang, reading.words), pinsFor(db, reading.text)]);
  return { tokens: reading.words, terms, rawQuery: reading.article, pins };
}

/** A reading's forms, the first tried when the forms before found fewer than `whenFewer`. */
function formsOf(
  reading: UnderstoodQuery,
  words: Searched,
  d: CatalogDictionary,
  base: ListingInput,
  whenFewer: number,
): Form[] {
  const input = { ...words, filters: base.filters, categoryIds: base.categoryIds };
  const understood = understoodFilters(reading.found, d, base.filters, base.categoryIds);
  const plain: Form = { reading, applied: [], input, whenFewer };
  if (!understood.applied.length) return [plain];
  const { filters, categoryIds, applied } = understood;
  const named: Form = { reading, applied, input: { ...words, filters, categoryIds }, whenFewer };
  // A brand named alone has no words to search without its filter.
  if (!reading.words.length) return [named];
  // The filters the words name never empty the answer: the same words without them (no statement more).
  return [named, { ...plain, whenFewer: 1 }];
}

export async function searchListing(
  db: Db,
  base: ListingInput,
  dictionary: CatalogDictionary,
  search: SearchInput,
): Promise<SearchListing> {
  const sizes = (await catalogIndex(db)).names.size.list;
  const formsOfText = async (text: string, lang: QueryLang, whenFewer: number) => {
    const reading = understandQuery(text, lang, dictionary, sizes);
    return formsOf(reading, await searched(db, reading, lang), dictionary, base, whenFewer);
  };
  const typed = await formsOfText(search.query, search.lang, Number.POSITIVE_INFINITY);
  // The keyboard is the shop's country's, whatever language its pages are read in: on the Russian
  // shop in English, "rfcnh.kz" is still «кастрюля» typed on the Latin layout.
  const keyboard = contentLang(VARIANTS[search.variant].locales[0] ?? 'ru-RU');
  const others = search.asTyped ? [] : correctedForms(search.query, keyboard);
  const corrected = await Promise.all(others.map((other) => formsOfText(other.text, keyboard, FEW)));
  const forms = [...typed, ...corrected.flat()];
  const [first, ...alternatives] = forms as [Form, ...Form[]];
  const result = await runListing(db, { ...base, ...first.input }, alternatives, search.cardsDb);
  const chosen = forms[result.form] as Form;
  const shown = chosen.reading.text;
  return {
    result,
    shown,
    correction: correctionOf(chosen, first, others, search.query),
    chips: chosen.applied.map((f) => chipOf(f, shown, dictionary, search)),
    redirect: search.asTyped ? null : redirectOf(chosen, result, search.variant),
  };
}

/** What the page says when another reading than the query as typed is shown. */
function correctionOf(chosen: Form, typed: Form, others: QueryForm[], original: string): SearchCorrection | null {
  if (chosen.reading === typed.reading) return null;
  const other = others.find((form) => form.text === chosen.reading.text);
  return other ? { shown: chosen.reading.text, original, kind: other.kind } : null;
}

/** A product whose article the query is, or a brand named alone. */
function redirectOf(form: Form, result: ListingResult, variant: VariantKey): SearchRedirect | null {
  const first = result.items[0];
  const article = form.reading.article.toLowerCase();
  if (first && article !== '' && first.article.toLowerCase() === article) {
    return { url: buildPath('ProductIndex', variant, { productSlug: first.slug }), reason: 'article' };
  }
  const brand = form.applied.length === 1 && form.reading.words.length === 0 ? form.applied[0] : undefined;
  if (brand?.key !== 'brand') return null;
  const listing = buildPath('CatalogIndex', variant, { '*': '' });
  return { url: `${listing}?${toQueryString([['brand', brand.code]])}`, reason: 'brand' };
}

function chipOf(f: FoundAttribute, shown: string, d: CatalogDictionary, search: SearchInput): QueryChip {
  const named =
    f.key === 'colour' ? d.colours : f.key === 'material' ? d.materials : f.key === 'brand' ? d.brands : null;
  const value = named ? [...named.values()].find((v) => v.code === f.code) : undefined;
  const name = value ? value.name[search.lang] : f.key === 'gender' ? search.t(`search.for.${f.code}`) : f.code;
  const left = [...f.words];
  const query = queryWords(shown).filter((w) => {
    const i = left.indexOf(w);
    if (i >= 0) left.splice(i, 1);
    return i < 0;
  });
  return { key: f.key, code: f.code, name, words: f.words.join(' '), query: query.join(' ') };
}
