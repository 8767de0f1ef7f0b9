/**
 * Synonyms as words (pure; synonyms.ts caches them per database): how a word is normalised, which
 * inflected forms count as one word, and what a query word expands to. Rules are stored in base
 * forms ("кофта", "свитер"); a shopper types "кофту" or "свитера", so a word is looked up by a
 * key with its ending cut off. The key only decides which rule applies: the alternatives handed
 * to the search are the rule's own words, which the full-text match stems and prefixes itself.
 */
import type { SearchTerm } from '../catalog-sql.ts';

/** A rule as stored: two-way (`target` null, every term finds the others) or one-way (each term also finds `target`). */
export interface SynonymRule {
  terms: readonly string[];
  target: string | null;
}

/** Alternatives of one word besides itself: a word in many rules could otherwise widen a query without end. */
export const MAX_ALTERNATIVES = 8;

/** Lower case, ё as е: how the catalogue's search text spells words. */
export function normalizeWord(word: string): string {
  return word.trim().toLowerCase().replaceAll('ё', 'е');
}

/** The words of a text as the search splits them, normalised: what pins and the query log are keyed by. */
export function normalizeQuery(query: string, maxLength = 200): string {
  const words = normalizeWord(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  // Not cut through a surrogate pair: half of one is no text (PostgreSQL refuses it).
  return words
    .join(' ')
    .slice(0, maxLength)
    .replace(/\p{Cs}$/u, '')
    .trim();
}

/** Russian (and Kazakh-in-Cyrillic) noun and adjective endings, longest first. */
const CYRILLIC_ENDINGS = [
  'ями',
  'ами',
  'ого',
  'ему',
  'ому',
  'ыми',
  'ими',
  'ой',
  'ей',
  'ом',
  'ем',
  'ам',
  'ям',
  'ах',
  'ях',
  'ов',
  'ев',
  'ую',
  'юю',
  'ая',
  'яя',
  'ое',
  'ее',
  'ые',
  'ие',
  'ый',
  'ий',
  'а',
  'я',
  'ы',
  'и',
  'у',
  'ю',
  'е',
  'о',
  'ь',
];
const LATIN_ENDINGS = ['es', 's'];
/** A key keeps at least this many letters: "таз" must not become "т". */
const MIN_STEM = 3;

/** The word without its inflection ending: "кофту", "кофты", "кофта" → "кофт"; "sweaters" → "sweater". */
export function wordKey(word: string): string {
  const normal = normalizeWord(word);
  const endings = /[a-z]$/.test(normal) ? LATIN_ENDINGS : CYRILLIC_ENDINGS;
  for (const ending of endings) {
    if (normal.endsWith(ending) && normal.length - ending.length >= MIN_STEM) return normal.slice(0, -ending.length);
  }
  return normal;
}

/** A language's rules by word key: what a word also finds. */
export type SynonymIndex = ReadonlyMap<string, readonly string[]>;

export function buildSynonymIndex(rules: readonly SynonymRule[]): SynonymIndex {
  const found = new Map<string, Set<string>>();
  const add = (from: string, words: readonly string[]) => {
    const key = wordKey(from);
    const set = found.get(key) ?? new Set<string>();
    found.set(key, set);
    for (const word of words) if (wordKey(word) !== key) set.add(normalizeWord(word));
  };
  for (const rule of rules) {
    for (const term of rule.terms) add(term, rule.target === null ? rule.terms : [rule.target]);
  }
  return new Map([...found].map(([key, words]) => [key, [...words]]));
}

/** A query word with its synonyms (one hop: a synonym's own synonyms are not followed). */
export function expandWord(index: SynonymIndex, word: string): SearchTerm {
  const others = index.get(wordKey(word)) ?? [];
  return { word, alternatives: [word, ...others.slice(0, MAX_ALTERNATIVES)] };
}
