/**
 * Text typed with the wrong keyboard layout, read as meant: Russian typed on a Latin (QWERTY)
 * layout ('rfcnh.kz' → 'кастрюля') and Latin typed on the Russian one ('сщааувк' → 'coffeed').
 * The Kazakh layout is the Russian one with its own letters on the number row ('2' → 'ә').
 */

/** Keys of a QWERTY layout and what the same keys give on the Russian ЙЦУКЕН layout. */
const QWERTY = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`{}:"<>~';
const RUSSIAN = 'йцукенгшщзхъфывапролджэячсмитьбюёХЪЖЭБЮЁ';
/** The Kazakh layout's number row: the same keys give Kazakh letters. */
const QWERTY_DIGITS = '2345890-=';
const KAZAKH_DIGITS = 'әіңғүұқөһ';

function pairs(from: string, to: string): Map<string, string> {
  return new Map([...from].map((ch, i) => [ch, to[i] as string]));
}

const LATIN_TO_RUSSIAN = pairs(QWERTY, RUSSIAN);
const RUSSIAN_TO_LATIN = pairs(RUSSIAN, QWERTY);
const DIGIT_TO_KAZAKH = pairs(QWERTY_DIGITS, KAZAKH_DIGITS);
const KAZAKH_TO_DIGIT = new Map([...DIGIT_TO_KAZAKH].map(([digit, letter]) => [letter, digit]));

export type LayoutLang = 'ru' | 'kk';

/** A Latin letter or a key that stands for a Russian letter (';' is 'ж', ',' is 'б'). */
const LATIN_WORD = /[a-z[\];',.`{}:"<>~0-9=-]+/gi;
const HAS_LATIN_LETTER = /[a-z]/i;

/**
 * Latin-layout text read on the Russian (or Kazakh) layout. Only runs of keys holding a Latin
 * letter are converted, so '44', '10-12' or a lone ',' stay as typed; in Kazakh a digit inside
 * such a run is the Kazakh letter of its key. The case of each letter is kept.
 */
export function latinToCyrillicLayout(text: string, lang: LayoutLang = 'ru'): string {
  return text.replace(LATIN_WORD, (word) => {
    if (!HAS_LATIN_LETTER.test(word)) return word;
    let out = '';
    for (const ch of word) {
      const lower = ch.toLowerCase();
      const letter = LATIN_TO_RUSSIAN.get(lower) ?? (lang === 'kk' ? DIGIT_TO_KAZAKH.get(lower) : undefined);
      out += letter === undefined ? ch : ch === lower ? letter : letter.toUpperCase();
    }
    return out;
  });
}

/** Russian-layout (and Kazakh-layout) text read on a Latin layout; other characters stay. */
export function cyrillicToLatinLayout(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    const key = RUSSIAN_TO_LATIN.get(lower) ?? KAZAKH_TO_DIGIT.get(lower);
    out += key === undefined ? ch : ch === lower ? key : key.toUpperCase();
  }
  return out;
}
