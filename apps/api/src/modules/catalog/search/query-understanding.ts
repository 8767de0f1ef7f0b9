/**
 * What a query says besides its words, read against the catalogue's reference data (no statement):
 * the colours, materials, sizes, brands and whom goods are for that its words name, the words
 * left to search (noise such as "купить" left out), and what an article match compares.
 */
import {
  type AttributeValue,
  type FoundAttribute,
  findAttributes,
  GENDERS,
  MATERIAL_WORDS,
} from '@storefront/domain/search/attribute-words';
import { type QueryLang, withoutNoise } from '@storefront/domain/search/noise-words';
import type { CatalogDictionary, NamedCode } from '../catalog-dictionary.ts';
import type { ResolvedFilters } from '../catalog-sql.ts';

const MAX_WORDS = 8;

/** Words of a query, lower-cased, each once, at most eight. */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, 40)))].slice(0, MAX_WORDS);
}

export interface UnderstoodQuery {
  /** The query this reads (as typed, or another reading of it). */
  text: string;
  /** The words to search. */
  words: string[];
  /** What the exact-article match compares: the one word left ("арт. 123" → "123"), else the text ('' for none). */
  article: string;
  found: FoundAttribute[];
}

const names = (text: { ru: string; en: string; kk: string }) => [text.ru, text.en, text.kk];

const valuesCache = new WeakMap<CatalogDictionary, AttributeValue[]>();

/** The values a query may name, per dictionary; materials before colours: "медная" is copper the material. */
function attributeValues(d: CatalogDictionary): AttributeValue[] {
  let values = valuesCache.get(d);
  if (!values) {
    values = [
      ...[...d.materials.values()].map((m) => ({
        key: 'material' as const,
        code: m.code,
        names: [...names(m.name), ...(MATERIAL_WORDS[m.code] ?? [])],
      })),
      ...[...d.colours.values()].map((c) => ({ key: 'colour' as const, code: c.code, names: names(c.name) })),
      ...[...d.brands.values()].map((b) => ({ key: 'brand' as const, code: b.code, names: [b.name.en] })),
      ...GENDERS.map((g) => ({ key: 'gender' as const, code: g.code, names: g.names })),
    ];
    valuesCache.set(d, values);
  }
  return values;
}

/** A query read for its filter words (when `sizes` holds the catalogue's sizes) and its noise. */
export function understandQuery(
  text: string,
  lang: QueryLang,
  dictionary: CatalogDictionary,
  sizes: readonly string[],
): UnderstoodQuery {
  const { found, rest } = findAttributes(queryWords(text), attributeValues(dictionary), sizes);
  const words = lettersBeside(withoutNoise(rest, lang));
  const article = words.length > 1 ? text : (words[0] ?? '');
  return { text, words, article, found };
}

/**
 * A single letter beside other words is a slip, or a key of the other layout ('h.rpfr' is «рюкзак»),
 * not a word: as a prefix it would match most of the catalogue and hide what was meant. Digits stay
 * ("кастрюля 7"); sizes such as "M" were read as filters before.
 */
function lettersBeside(words: string[]): string[] {
  return words.length > 1 ? words.filter((w) => w.length > 1 || /\d/.test(w)) : words;
}

export interface UnderstoodFilters {
  filters: ResolvedFilters;
  categoryIds: number[] | null;
  /** The found values that became filters (a group the shopper chose a value in keeps theirs). */
  applied: FoundAttribute[];
}

/**
 * The filters the found words name over the listing's own, and for whom goods are ("женское") the
 * categories of that gender, within the listing's categories.
 */
export function understoodFilters(
  found: readonly FoundAttribute[],
  d: CatalogDictionary,
  filters: ResolvedFilters,
  categoryIds: number[] | null,
): UnderstoodFilters {
  const out: ResolvedFilters = { ...filters };
  const applied = found.filter((f) => f.key === 'gender' || !filters[f.key]);
  const ids = (map: Map<number, NamedCode>, key: FoundAttribute['key']) => {
    const codes = new Set(applied.filter((f) => f.key === key).map((f) => f.code));
    return [...map.values()].filter((v) => codes.has(v.code)).map((v) => v.id);
  };
  const lists = {
    colour: ids(d.colours, 'colour'),
    material: ids(d.materials, 'material'),
    brand: ids(d.brands, 'brand'),
  };
  for (const key of ['colour', 'material', 'brand'] as const) if (lists[key].length) out[key] = lists[key];
  const sizes = applied.flatMap((f) => f.sizes ?? []);
  if (sizes.length) out.size = sizes;
  const gender = applied.find((f) => f.key === 'gender');
  if (!gender) return { filters: out, categoryIds, applied };
  const sections = genderSections(d, gender.code);
  return { filters: out, categoryIds: (categoryIds ?? [...sections]).filter((id) => sections.has(id)), applied };
}

/** The categories under those whose Russian name starts with the gender's stem ("Женская обувь"). */
function genderSections(d: CatalogDictionary, code: string): Set<number> {
  const stem = GENDERS.find((g) => g.code === code)?.categoryStem ?? code;
  const ids = new Set<number>();
  for (const node of d.byId.values()) {
    if (node.name.ru.toLowerCase().startsWith(stem)) for (const id of node.subtreeIds) ids.add(id);
  }
  return ids;
}
