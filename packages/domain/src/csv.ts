/**
 * The shop's one rule for CSV cells (RFC 4180 files: commas, quoted cells with "" for a quote, CRLF
 * lines). Every CSV the shop writes applies it — the catalogue's export and template (API, written by
 * csv-stringify with `csvCell` as its cast) and the back office lists' "Export CSV" (web, `csvLine`) —
 * and the catalogue import (csv-parse) reads its cells back with `restoreCell`.
 *
 * Formulas (CSV injection, OWASP): a spreadsheet opening the file runs a cell beginning with `=`, `+`,
 * `-`, `@`, a tab or a carriage return as a formula (`=HYPERLINK(…)`, `=cmd|' /C calc'!A0`). Such a
 * cell is written with a single quote before it (`'=SUM(A1)`), which makes the spreadsheet read it as
 * text, and always quoted (`"'=SUM(A1)"`). A cell already beginning with quotes followed by such a
 * character (`'=SUM(A1)` as a genuine name) gets one more, so the import, which takes exactly one
 * quote off a cell whose rest is guarded this way, gives every cell back as it was:
 *
 *   =SUM(A1) → '=SUM(A1) → =SUM(A1)      'quoted → 'quoted → 'quoted      '=x → ''=x → '=x
 *
 * A spreadsheet that keeps the quote as its text marker and saves the cell without it gives
 * `=SUM(A1)`, which the import reads as written: either way the name comes back.
 *
 * A plain negative number (`-5`, `-12.50`) is left as it is: a spreadsheet reads it as the number,
 * not as a formula — it cannot name a function or a cell — so numeric columns (prices, quantities,
 * sums) stay numbers a spreadsheet can add up, and a text cell that happens to be one is harmless.
 * Deciding by the cell's text rather than by its column keeps the rule in this one place: no export
 * has to say which of its columns are text to be safe.
 */

/** What a spreadsheet takes for the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative number in plain digits, with a decimal point or comma: read as a number, never run. */
const PLAIN_NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

/** Whether the cell, past any leading single quotes, begins like a formula (so it is written with one quote more). */
export function needsFormulaGuard(cell: string): boolean {
  const rest = cell.replace(/^'+/, '');
  return FORMULA_START.test(rest) && !PLAIN_NEGATIVE_NUMBER.test(rest);
}

/** The cell as written to a CSV: with a single quote before it when it would be read as a formula. */
export const neutraliseCell = (cell: string): string => (needsFormulaGuard(cell) ? `'${cell}` : cell);

/**
 * A cell of the shop's CSV as it was before `neutraliseCell`: the one quote the export added taken off,
 * only when what follows it would have been guarded (so `'quoted` stays `'quoted`).
 */
export const restoreCell = (cell: string): string =>
  cell.startsWith("'") && needsFormulaGuard(cell.slice(1)) ? cell.slice(1) : cell;

/**
 * A text cell as written: neutralised, and quoted when it was guarded (OWASP: quote the guarded field)
 * or holds a quote, comma, semicolon (the separator of spreadsheets in many locales) or line break.
 * The shape is csv-stringify's cast result, so the API's writer takes it as it is.
 */
export function csvCell(cell: string): { value: string; quoted: boolean } {
  const value = neutraliseCell(cell);
  return { value, quoted: value !== cell || /[",;\r\n]/.test(value) };
}

/** One CSV field, quoted as `csvCell` says. */
export function csvField(cell: string): string {
  const { value, quoted } = csvCell(cell);
  return quoted ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * One CSV line of the cells (with its CRLF): the browser's writer of the back office lists' few hundred
 * rows. Kept by hand rather than csv-stringify, whose browser build (with its Node Buffer polyfill)
 * adds 33 KB minified, 10 KB gzipped, to the back office's bundle for what is here two lines over
 * `csvCell` (measured with esbuild, csv-stringify 6.9.0); the API writes with csv-stringify.
 */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvField).join(',')}\r\n`;
