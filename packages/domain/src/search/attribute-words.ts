/**
 * Words of a query that name a filter value: a colour, material, brand, size or whom goods are for
 * ("красное льняное платье 44" → colour red, material linen, size 44, and "платье" to search).
 * Russian adjectives agree with their noun, so words compare by stem ("красное", "красная" and
 * the catalogue's "красный" are one); a material's name is a noun ("лён"), so its adjectives are listed here.
 */
import { cyrillicToLatin, latinToCyrillic } from './transliteration.ts';

export type AttributeKey = 'brand' | 'colour' | 'material' | 'size' | 'gender';

/** A value a query may name, with its names in every language (a name may be several words). */
export interface AttributeValue {
  key: AttributeKey;
  code: string;
  names: readonly string[];
}

export interface FoundAttribute {
  key: AttributeKey;
  code: string;
  /** The query's words that named it, in order. */
  words: string[];
  /** Size only: the catalogue's sizes it stands for (Russian 44 is also the letter size S). */
  sizes?: string[];
}

export interface UnderstoodWords {
  found: FoundAttribute[];
  /** The words left to search. */
  rest: string[];
}

/** Adjectives (and nouns) of materials, by material code, beside the catalogue's names of them. */
// biome-ignore format: word lists read better packed
export const MATERIAL_WORDS: Readonly<Record<string, readonly string[]>> = {
  steel: ['стальной', 'нержавеющий', 'нержавейка', 'сталь', 'steel', 'болат'], enamel: ['эмалированный', 'эмаль', 'enamel'],
  'cast-iron': ['чугунный', 'чугун'], aluminium: ['алюминиевый', 'алюминий'], copper: ['медный', 'медь'],
  porcelain: ['фарфоровый', 'фарфор'], ceramic: ['керамический', 'керамика'], glass: ['стеклянный', 'стекло'],
  wood: ['деревянный', 'дерево'], bamboo: ['бамбуковый', 'бамбук'], silicone: ['силиконовый', 'силикон'],
  plastic: ['пластиковый', 'пластмассовый', 'пластик'], cotton: ['хлопковый', 'хлопчатобумажный', 'хлопок'],
  linen: ['льняной', 'лен'], wool: ['шерстяной', 'шерсть', 'wool', 'жүн'], jersey: ['трикотажный', 'трикотаж'],
  viscose: ['вискозный', 'вискоза'], denim: ['джинсовый', 'деним'], velvet: ['бархатный', 'вельветовый', 'бархат'],
  leather: ['кожаный', 'кожа'], suede: ['замшевый', 'замша'], canvas: ['холщовый', 'парусиновый'],
  nylon: ['нейлоновый', 'нейлон'], polyester: ['полиэстеровый', 'полиэстер'], metal: ['металлический', 'металл'],
  jute: ['джутовый', 'джут'], wax: ['восковой', 'воск'], paper: ['бумажный', 'бумага'], plush: ['плюшевый', 'плюш'],
};

/** Whom goods are for, and the stem of the categories holding them ("Женская одежда", "Женские сумки"). */
// biome-ignore format: word lists read better packed
export const GENDERS: readonly { code: string; categoryStem: string; names: readonly string[] }[] = [
  { code: 'women', categoryStem: 'женск', names: ['женский', 'женщин', 'женщинам', 'women', 'woman', 'womens', 'ladies', 'әйел', 'әйелдер', 'әйелдерге'] },
  { code: 'men', categoryStem: 'мужск', names: ['мужской', 'мужчин', 'мужчинам', 'men', 'man', 'mens', 'ерлер', 'ерлерге'] },
  { code: 'kids', categoryStem: 'детск', names: ['детский', 'дети', 'детей', 'ребенок', 'ребенка', 'kids', 'kid', 'children', 'child', 'балалар', 'балаларға'] },
];

/** Words that say a size follows or went before ("размер 44", "44 размер", "р 46"). */
const SIZE_CUES = new Set(['размер', 'размера', 'р', 'size', 'өлшем', 'өлшемі']);

/** Russian clothing sizes and the letter sizes they are (women's and men's tables together). */
const RUSSIAN_SIZES: Readonly<Record<string, readonly string[]>> = {
  '40': ['XXS'],
  '42': ['XS'],
  '44': ['XS', 'S'],
  '46': ['S', 'M'],
  '48': ['M', 'L'],
  '50': ['L', 'XL'],
  '52': ['XL', 'XXL'],
  '54': ['XXL'],
};

/** Russian adjective and case endings, longest first; Kazakh and English words keep their form. */
const ENDINGS = /(ого|его|ому|ему|ыми|ими|ый|ий|ой|ая|яя|ое|ее|ые|ие|ую|юю|ым|им|ых|их|ом|ем|ам|ям|а|я|о|е|ы|и|у|ю)$/;
const MIN_STEM = 3;

/** A word's stem for comparing forms: lower case, 'ё' as 'е', a Russian ending dropped when 3 letters stay. */
export function attributeStem(word: string): string {
  const w = word.toLowerCase().replace(/ё/g, 'е');
  const stem = w.replace(ENDINGS, '');
  return stem.length >= MIN_STEM ? stem : w;
}

const tokensOf = (name: string) => name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

interface Pattern {
  value: AttributeValue;
  stems: string[];
}

function patternsOf(values: readonly AttributeValue[]): Pattern[] {
  const patterns = values.flatMap((value) =>
    value.names.map((name) => ({ value, stems: tokensOf(name).map(attributeStem) })).filter((p) => p.stems.length),
  );
  // The longest name first: "тёмно-синий" before "синий".
  return patterns.sort((a, b) => b.stems.length - a.stems.length);
}

/** Two words of one length that differ in one letter at most. */
function oneLetterApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differ = 0;
  for (let i = 0; i < a.length && differ < 2; i++) if (a[i] !== b[i]) differ += 1;
  return differ < 2;
}

/**
 * A Cyrillic spelling of a Latin brand word: the word read back in Latin ('нордика' → 'nordika'), or
 * the brand word read in Cyrillic but for one letter, as Russian hears it ('каза' for Casa, 'кристалия'
 * for Kristalia). One letter of the same length only, and four letters at least: a word one letter
 * longer or shorter is a Russian word's other form ('новая' is not Nova).
 */
function spellsBrandWord(word: string, stem: string): boolean {
  if (attributeStem(cyrillicToLatin(word)) === stem) return true;
  return word.length >= 4 && /^[а-яё]+$/.test(word) && oneLetterApart(word, latinToCyrillic(stem));
}

/** Whether the words from `at` name the pattern; a brand's Latin name also matches its Cyrillic spelling. */
function matches(pattern: Pattern, words: readonly string[], at: number): boolean {
  return pattern.stems.every((stem, i) => {
    const word = words[at + i];
    if (word === undefined) return false;
    if (attributeStem(word) === stem) return true;
    return pattern.value.key === 'brand' && spellsBrandWord(word.toLowerCase(), stem);
  });
}

/** The catalogue's sizes a word stands for: itself (any case), or a Russian clothing size's letters. */
function sizesOf(word: string, sizes: ReadonlyMap<string, string>): string[] {
  const own = sizes.get(word.toLowerCase());
  const letters = (RUSSIAN_SIZES[word] ?? []).flatMap((s) => sizes.get(s.toLowerCase()) ?? []);
  return [...new Set([...(own ? [own] : []), ...letters])];
}

/** A size at `at`: a cue and a size (either way round), or a number or a letter size of two letters and more. */
function sizeAt(words: readonly string[], at: number, sizes: ReadonlyMap<string, string>): FoundAttribute | null {
  const word = words[at] as string;
  const next = words[at + 1];
  if (SIZE_CUES.has(word) && next !== undefined) {
    const found = sizesOf(next, sizes);
    if (found.length) return { key: 'size', code: next.toUpperCase(), words: [word, next], sizes: found };
  }
  const found = sizesOf(word, sizes);
  if (!found.length || (word.length < 2 && !SIZE_CUES.has(words[at - 1] ?? ''))) return null;
  const taken = next !== undefined && SIZE_CUES.has(next) ? [word, next] : [word];
  return { key: 'size', code: word.toUpperCase(), words: taken, sizes: found };
}

/**
 * The filter values a query's words name, and the words left to search. Only a query with words
 * left is understood (a colour alone is searched as a word), except one naming a brand alone.
 */
export function findAttributes(
  words: readonly string[],
  values: readonly AttributeValue[],
  sizes: readonly string[],
): UnderstoodWords {
  const patterns = patternsOf(values);
  const sizeMap = new Map(sizes.map((s) => [s.toLowerCase(), s]));
  const found: FoundAttribute[] = [];
  const rest: string[] = [];
  for (let at = 0; at < words.length; ) {
    const pattern = patterns.find((p) => matches(p, words, at));
    const hit: FoundAttribute | null = pattern
      ? { key: pattern.value.key, code: pattern.value.code, words: words.slice(at, at + pattern.stems.length) }
      : sizeAt(words, at, sizeMap);
    if (hit && !found.some((f) => f.key === hit.key && f.code === hit.code)) found.push(hit);
    else if (!hit) rest.push(words[at] as string);
    at += hit ? hit.words.length : 1;
  }
  const brandAlone = found.length === 1 && found[0]?.key === 'brand';
  return rest.length || brandAlone ? { found, rest } : { found: [], rest: [...words] };
}
