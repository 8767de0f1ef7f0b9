/**
 * The catalogue's CSV files (docs/catalog-csv.md), read with csv-parse and written with csv-stringify,
 * both as streams: the import takes a file's records one at a time and the export writes them as the
 * database pages them, so neither holds a whole catalogue's rows. Cells are written under the shop's
 * formula rule (domain csv.ts); the import takes the guard off each cell it reads (`restoreCell`).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { csvCell } from '@storefront/domain/csv';
import { CsvError, type Options, parse } from 'csv-parse';
import { stringify } from 'csv-stringify';

/** One record of a file: the line it starts on (1: the header) and its cells as the file holds them. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** The file is not CSV as the shop reads it (a quote left open): the line of the record it broke in. */
export class CsvFileError extends Error {
  constructor(readonly line: number) {
    super(`CSV unreadable from line ${line}`);
  }
}

/**
 * As spreadsheets write: a byte-order mark, CRLF, LF or CR line ends (even mixed), blank lines skipped,
 * and a quote inside an unquoted cell taken as written (`25" screen`). A record with more or fewer
 * cells than the header is the reader's to report, row by row.
 */
const READ_OPTIONS: Options<CsvRecord, string[]> = {
  bom: true,
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
};

/** How many CRLFs the text holds. */
function crlfsIn(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\r\n'); at !== -1; at = text.indexOf('\r\n', at + 2)) count += 1;
  return count;
}

/** The records of a CSV text arriving in chunks, each as soon as it is read; throws `CsvFileError`. */
export async function* readCsv(chunks: Iterable<string> | AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  // csv-parse counts the lines read and the blank ones among them: a record starts after the previous
  // one's last line and the blank lines in between. Counted as the parser reads, which is ahead of
  // the records taken, so an error's line is that of the record it broke in. csv-parse counts a CRLF
  // inside a quoted cell as two lines (CR, then LF); the file has one there, so those are taken off.
  let ended = 0;
  let blank = 0;
  let quotedCrlfs = 0;
  const startLine = (blankNow: number) => ended + 1 + blankNow - blank;
  const options: Options<CsvRecord, string[]> = {
    ...READ_OPTIONS,
    on_record: (cells, { lines, empty_lines }) => {
      const record = { line: startLine(empty_lines), cells };
      for (const cell of cells) quotedCrlfs += crlfsIn(cell);
      ended = lines - quotedCrlfs;
      blank = empty_lines;
      return record;
    },
  };
  // csv-parse's types give a record another type than cells only with `columns`; on_record makes it one here.
  const parser = parse(options as unknown as Options);
  // A failure of the source destroys the parser with it, and the loop below throws it.
  pipeline(Readable.from(chunks), parser).catch(() => {});
  try {
    for await (const record of parser) yield record as CsvRecord;
  } catch (error) {
    if (error instanceof CsvError) throw new CsvFileError(startLine(parser.info.empty_lines));
    throw error;
  }
}

const SLICE = 64 * 1024;

/**
 * A text in slices of 64 KiB, never splitting a character's surrogate pair, so the parser hands out
 * each slice's records before it reads the next (one chunk of the whole text would be parsed whole).
 */
export function* slices(text: string): Generator<string> {
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + SLICE, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    yield text.slice(at, end);
    at = end;
  }
}

/**
 * The records as the shop's CSV, streamed: a byte-order mark (spreadsheets then read UTF-8), CRLF lines,
 * every cell under the formula rule and quoted as `csvCell` says.
 */
export function writeCsv(records: AsyncIterable<string[]> | Iterable<string[]>): Readable {
  const writer = stringify({ bom: true, record_delimiter: 'windows', cast: { string: csvCell } });
  // A failure reading the records (the database gone mid-export) destroys the writer with it, ending the response.
  pipeline(Readable.from(records), writer).catch(() => {});
  return writer;
}
