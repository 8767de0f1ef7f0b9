/**
 * The one other reading of a query worth a second search when the query as typed finds little:
 * the keyboard layout switched, or the spelling transliterated. Which one is judged from the text
 * alone (no catalogue needed): keys that are Russian letters inside a Latin word ('rfcnh.kz'),
 * and which reading looks like words of its alphabet ('kastryulya' → 'кастрюля', not 'лфыекнгдлнф').
 */
import { cyrillicToLatinLayout, latinToCyrillicLayout } from './keyboard-layout.ts';
import type { QueryLang } from './noise-words.ts';
import { cyrillicToLatin, latinToCyrillic } from './transliteration.ts';

export interface QueryForm {
  text: string;
  kind: 'layout' | 'transliteration';
}

const CYRILLIC = /[а-яёәіңғүұқөһ]/i;
const LATIN = /[a-z]/i;
const CYRILLIC_VOWELS = /[аеёиоуыэюяәіүұө]/g;
const LATIN_VOWELS = /[aeiouy]/g;
/** Letter pairs Russian words (almost) never hold, and letters no word starts with. */
const UNLIKE_RUSSIAN = /^[ьъы]|[аеёиоуыэюя][ьъ]|ьь|ъъ|ыы|йй|[жчшщ][ыя]|щ[^аеиоуёь]|сщ|[аоуыэ]{3}/;
/**
 * Signs of the Russian layout in Latin text, for when both readings look like words: a key of a
 * Russian letter inside a word ('rfcnh.kz', ';bdjq'), or letters Latin spellings of Russian hardly
 * use that are common letters on the layout ('j' is 'о': 'rjat' is 'кофе'; 'q', 'w', 'x' are 'й', 'ц', 'ч').
 */
const LAYOUT_SIGNS = /[a-z][[\];',.`{}:"<>]|[[\];'`{}:"<>][a-z]|[jqwx]/i;
/** A key of a Russian letter inside a Latin word ('h.rpf', ';bdjq'): no word is typed so. */
const RUSSIAN_KEY_IN_WORD = /[a-z][[\];',.`{}:"<>][a-z]/i;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}]{2,}/gu) ?? [];
}

/** Share of the words that look like words: vowels between a fifth and three quarters, no long consonant runs. */
function plausibility(text: string, vowels: RegExp, odd: RegExp | null): number {
  const words = wordsOf(text);
  if (!words.length) return 0;
  const good = words.filter((w) => {
    const share = (w.match(vowels)?.length ?? 0) / w.length;
    const consonantRun = Math.max(...w.split(vowels).map((run) => run.length));
    return share >= 0.2 && share <= 0.75 && consonantRun <= 4 && !odd?.test(w);
  });
  return good.length / words.length;
}

/** Kazakh words may start with 'ы' or hold pairs Russian lacks: only the vowel test applies to them. */
const cyrillicLike = (text: string, lang: QueryLang) =>
  plausibility(text, CYRILLIC_VOWELS, lang === 'kk' ? null : UNLIKE_RUSSIAN);
const latinLike = (text: string) => plausibility(text, LATIN_VOWELS, null);

/**
 * Latin text: Russian (or Kazakh) typed on a Latin layout, or spelt in Latin letters. When the text
 * cannot tell (both read as words, or neither: 'ifha' is «шарф» or «ифха»), both, the likelier first.
 */
function fromLatin(query: string, lang: 'ru' | 'kk'): QueryForm[] {
  const layout: QueryForm = { text: latinToCyrillicLayout(query, lang).toLowerCase(), kind: 'layout' };
  const spelt: QueryForm = { text: latinToCyrillic(query), kind: 'transliteration' };
  const byLayout = cyrillicLike(layout.text, lang);
  const bySpelling = cyrillicLike(spelt.text, lang);
  if (byLayout !== bySpelling) return [byLayout > bySpelling ? layout : spelt];
  // Latin that reads as words was more likely spelt than mistyped.
  return LAYOUT_SIGNS.test(query) || latinLike(query) < 0.5 ? [layout, spelt] : [spelt, layout];
}

/**
 * The other readings of a query worth a search, the likelier first (none for digits, mixed alphabets
 * or plain words); a search tries the next only when the one before found little.
 */
export function correctedForms(query: string, lang: QueryLang): QueryForm[] {
  const hasCyrillic = CYRILLIC.test(query);
  const hasLatin = LATIN.test(query);
  let forms: QueryForm[] = [];
  if (hasLatin && !hasCyrillic && lang !== 'en') {
    forms = fromLatin(query, lang);
  } else if (hasCyrillic && !hasLatin) {
    const layout: QueryForm = { text: cyrillicToLatinLayout(query).toLowerCase(), kind: 'layout' };
    // Words stay as they are in a Cyrillic catalogue; only what reads as no word was mistyped.
    if (lang !== 'en') forms = cyrillicLike(query, lang) < 1 && latinLike(layout.text) === 1 ? [layout] : [];
    else forms = [latinLike(layout.text) === 1 ? layout : { text: cyrillicToLatin(query), kind: 'transliteration' }];
  }
  return forms.filter((form) => form.text !== query.toLowerCase());
}

/** The likelier other reading of a query, or null when it has none. */
export function correctedForm(query: string, lang: QueryLang): QueryForm | null {
  return correctedForms(query, lang)[0] ?? null;
}

/**
 * The other reading when the query as typed is surely not what was meant: Latin letters around a key
 * of a Russian letter, typed on the wrong layout (type-ahead asks for it first, sparing a search of
 * the garbled letters).
 */
export function surelyMistyped(query: string, lang: QueryLang): QueryForm | null {
  const form = correctedForm(query, lang);
  return form?.kind === 'layout' && RUSSIAN_KEY_IN_WORD.test(query) ? form : null;
}
