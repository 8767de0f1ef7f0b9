/**
 * Trimming runs of one character off a string's ends. Plain loops, linear in the string: the
 * regular expression one would write, /^c+|c+$/, tries `c+$` from every character of a long run
 * that does not reach the end, quadratic in that run (a client's path of thousands of slashes).
 */

/** `text` without the runs of `char` at its start and at its end. */
export function trimChar(text: string, char: string): string {
  let start = 0;
  while (start < text.length && text[start] === char) start++;
  return trimEndChar(text, char).slice(start);
}

/** `text` without the run of `char` at its end. */
export function trimEndChar(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}
