/** CSV as spreadsheets write it (RFC 4180): commas, quoted cells with "" for a quote, CRLF or LF lines. */

export interface CsvRow {
  /** The file's line the row starts on (1: the header). */
  line: number;
  cells: string[];
}

/** The rows of a CSV text; throws `{ line }` when a quoted cell is not closed. Blank lines are skipped. */
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

const quoteCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** One CSV line (with its CRLF). */
export const csvLine = (cells: readonly string[]): string => `${cells.map(quoteCell).join(',')}\r\n`;
