/**
 * The shop's CSV, as spreadsheets write it (RFC 4180): commas, quoted cells with "" for a quote, CRLF
 * or LF lines. Every CSV the shop writes goes through `csvLine` — the catalogue's export and template
 * (API) and the back office lists' "Export CSV" (web) — so every cell passes the one rule against
 * spreadsheet formulas below; the catalogue import reads its cells back with `restoreCell`.
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
 * One CSV field: the cell neutralised, and quoted when it was (OWASP: quote the guarded field) or holds a
 * quote, comma, semicolon (the separator of spreadsheets in many locales) or line break.
 */
export function csvField(cell: string): string {
  const safe = neutraliseCell(cell);
  return safe !== cell || /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line of the cells (with its CRLF). */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvField).join(',')}\r\n`;

export interface CsvRow {
  /** The file's line the row starts on (1: the header). */
  line: number;
  cells: string[];
}

/**
 * The rows of a CSV text, cells exactly as the file holds them (a reader of the shop's own exports
 * takes the formula guard off with `restoreCell`); throws `{ line }` when a quoted cell is not closed.
 * Blank lines are skipped.
 */
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let i = 0;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === '\n') line += 1;
        cell += c;
      }
      i += 1;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += c;
    i += 1;
  }
  if (quoted) throw Object.assign(new Error('unclosed quote'), { line: rowLine });
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
