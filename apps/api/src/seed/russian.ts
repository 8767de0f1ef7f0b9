/** Russian adjective agreement: the vocabulary stores masculine forms; names need the noun's gender. */

export type Gender = 'm' | 'f' | 'n' | 'p';

const HARD = { f: 'ая', n: 'ое', p: 'ые' } as const;
const VELAR = { f: 'ая', n: 'ое', p: 'ие' } as const; // мягкий → мягкая, мягкое, мягкие
const HUSHING = { f: 'ая', n: 'ее', p: 'ие' } as const; // свежий → свежая, свежее, свежие
const SOFT = { f: 'яя', n: 'ее', p: 'ие' } as const; // синий → синяя, синее, синие

/**
 * Inflects the first word of a masculine adjective phrase ('эмалированный', 'тёмно-синий',
 * 'большой'); words with other endings (indeclinable 'оверсайз') are returned unchanged.
 */
export function inflectAdjective(masculine: string, gender: Gender): string {
  if (gender === 'm') return masculine;
  const space = masculine.indexOf(' ');
  const word = space < 0 ? masculine : masculine.slice(0, space);
  const rest = space < 0 ? '' : masculine.slice(space);
  const ending = word.slice(-2);
  const stem = word.slice(0, -2);
  const before = stem.slice(-1);
  let forms: Record<'f' | 'n' | 'p', string> | null = null;
  if (ending === 'ый') forms = HARD;
  else if (ending === 'ой') forms = 'гкхжшчщ'.includes(before) ? VELAR : HARD;
  else if (ending === 'ий') forms = 'гкх'.includes(before) ? VELAR : 'жшчщ'.includes(before) ? HUSHING : SOFT;
  return forms ? stem + forms[gender] + rest : masculine;
}
