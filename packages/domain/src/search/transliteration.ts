/**
 * Russian words spelt in Latin letters, as shoppers type them ('kastryulya', 'skovoroda', 'pled',
 * 'odeialo', 'shtory'), read back in Cyrillic; and Cyrillic read in Latin letters (the slugs'
 * transliteration) for Latin names typed in Cyrillic ('нордика' → 'nordika').
 */

/** Cyrillic (Russian and Kazakh) in Latin letters, lower-cased: the slugs' transliteration. */
export { transliterate as cyrillicToLatin } from '../slug.ts';

/** Letter groups first, longest first: 'shch' before 'sh' before 's'. */
// biome-ignore format: a compact table reads better
const GROUPS: [string, string][] = [
  ['shch', 'щ'], ['sch', 'щ'], ['zh', 'ж'], ['kh', 'х'], ['ch', 'ч'], ['sh', 'ш'], ['ts', 'ц'], ['tz', 'ц'],
  ['yu', 'ю'], ['iu', 'ю'], ['ju', 'ю'], ['ya', 'я'], ['ia', 'я'], ['ja', 'я'], ['yo', 'ё'], ['jo', 'ё'],
  ['ye', 'е'], ['ck', 'к'], ['ph', 'ф'], ['x', 'кс'], ['w', 'в'], ['q', 'к'],
];

// biome-ignore format: a compact alphabet table reads better
const LETTERS: Record<string, string> = {
  a: 'а', b: 'б', v: 'в', g: 'г', d: 'д', e: 'е', z: 'з', i: 'и', j: 'й', k: 'к', l: 'л', m: 'м', n: 'н',
  o: 'о', p: 'п', r: 'р', s: 'с', t: 'т', u: 'у', f: 'ф', h: 'х', "'": 'ь',
};

const VOWELS = new Set('аеёиоуыэюя');

/** 'y' is 'й' after a vowel ('chaynik', 'noviy'), 'ы' elsewhere ('shtory', 'bytovoy'); 'c' is 'ц' before e, i, y. */
function single(word: string, i: number, out: string): string {
  const ch = word[i] as string;
  const prev = out.at(-1);
  if (ch === 'y') return prev && VOWELS.has(prev) ? 'й' : 'ы';
  if (ch === 'c') return /[eiy]/.test(word[i + 1] ?? '') ? 'ц' : 'к';
  return LETTERS[ch] ?? ch;
}

/** One lower-case Latin word in Cyrillic, letter groups before single letters. */
function wordToCyrillic(word: string): string {
  let out = '';
  let i = 0;
  while (i < word.length) {
    const group = GROUPS.find(([latin]) => word.startsWith(latin, i));
    if (group) {
      out += group[1];
      i += group[0].length;
    } else {
      out += single(word, i, out);
      i += 1;
    }
  }
  return out;
}

/** Latin spellings of Russian words in Cyrillic; other characters (digits, Cyrillic) stay. */
export function latinToCyrillic(text: string): string {
  return text.toLowerCase().replace(/[a-z']+/g, wordToCyrillic);
}
