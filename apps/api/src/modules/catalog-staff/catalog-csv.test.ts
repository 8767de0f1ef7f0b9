import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { csvLine, restoreCell } from '@storefront/domain/csv';
import { describe, expect, it } from 'vitest';
import { CsvFileError, readCsv, slices, writeCsv } from './catalog-csv.ts';

const read = async (chunks: Iterable<string> | AsyncIterable<string>) => {
  const records = [];
  for await (const record of readCsv(chunks)) records.push(record);
  return records;
};

/** What the import reads from the shop's own CSV: the cells, the formula guard taken off. */
const readBack = async (csv: string) => (await read([csv])).map((r) => r.cells.map(restoreCell));

/** A written stream as its text, byte-order mark kept (a TextDecoder would take it off). */
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

const FORMULAS = ['=SUM(A1)', '+1+1', "-2+3+cmd|' /C calc'!A0", '@SUM(A1)', '\t=1+1', '\r=1+1', '=', '-'];

describe('reading a CSV', () => {
  it('reads quoted commas, quotes and line breaks, and numbers records by the line they start on', async () => {
    expect(await read(['article,name_ru\r\nA-1,"Ваза ""Velvet"", 25 см"\r\n\r\nA-2,"две\nстроки"\nA-3,\n'])).toEqual([
      { line: 1, cells: ['article', 'name_ru'] },
      { line: 2, cells: ['A-1', 'Ваза "Velvet", 25 см'] },
      { line: 4, cells: ['A-2', 'две\nстроки'] },
      { line: 6, cells: ['A-3', ''] },
    ]);
  });

  it('takes a byte-order mark off and reads CRLF, LF and CR line ends, mixed in one file', async () => {
    expect(await read(['\uFEFFarticle,size\r\nA-1,S\nA-2,M\rA-3,"L\r\nXL"\r\n'])).toEqual([
      { line: 1, cells: ['article', 'size'] },
      { line: 2, cells: ['A-1', 'S'] },
      { line: 3, cells: ['A-2', 'M'] },
      { line: 4, cells: ['A-3', 'L\r\nXL'] },
    ]);
    const lines = async (csv: string) => (await read([csv])).map((r) => r.line);
    expect(await lines('a,"x\r\ny\r\nz"\r\nb\r\n\r\nc,"\r\n"\r\nd\r\n')).toEqual([1, 4, 6, 8]);
    expect(await lines('a,"x\ny\rz"\nb\n')).toEqual([1, 4]);
  });

  it('keeps records of a different length and a quote inside an unquoted cell for the import to judge', async () => {
    expect((await read(['article,size\nA-1\nA-2,25" screen,x\n'])).map((r) => r.cells)).toEqual([
      ['article', 'size'],
      ['A-1'],
      ['A-2', '25" screen', 'x'],
    ]);
  });

  it('names the line the record with an unclosed quote starts on', async () => {
    await expect(read(['article\nA-1\n"open'])).rejects.toEqual(new CsvFileError(3));
    await expect(read(['article\nA-1\n\n"open\nmore\n'])).rejects.toMatchObject({ line: 4 });
  });

  it('reads a text sliced anywhere, a character of two UTF-16 units too, as the whole text', async () => {
    const cell = `${'x'.repeat(64 * 1024 - 1)}😀é`;
    const csv = `article,name_ru\r\nA-1,${cell}\r\n`;
    const parts = [...slices(csv)];
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(csv);
    expect((await read(parts))[1]?.cells).toEqual(['A-1', cell]);
  });

  it('hands out a 10 MB file’s records as it reads them, without taking in the whole file first', async () => {
    const row = `A-000000,S,${'Ваза керамическая '.repeat(4)},990\r\n`;
    const rows = Math.ceil((10 * 2 ** 20) / Buffer.byteLength(row));
    let given = 0;
    async function* file() {
      yield 'article,size,name_ru,price_ru\r\n';
      for (let sent = 0; sent < rows; sent += 500) {
        const chunk = row.repeat(Math.min(500, rows - sent));
        given += chunk.length;
        yield chunk;
      }
    }
    let read = 0;
    let whole = 0;
    let givenAtFirst = 0;
    for await (const record of readCsv(file())) {
      if (read === 1) givenAtFirst = given;
      read += 1;
      if (record.cells.length === 4) whole += 1;
    }
    expect([read, whole]).toEqual([rows + 1, rows + 1]);
    expect(given).toBeGreaterThan(10 * 2 ** 20 * 0.5);
    expect(givenAtFirst).toBeLessThan(given / 4);
  });
});

describe('writing a CSV', () => {
  it('writes a byte-order mark and CRLF records, guarding formulas and quoting what needs it', async () => {
    const csv = await text(
      writeCsv([
        ['article', 'name_ru', 'price_ru'],
        ['A-1', '=SUM(A1)', '-5'],
        ['A-2', 'a;b', ''],
      ]),
    );
    expect(csv).toBe('\uFEFFarticle,name_ru,price_ru\r\nA-1,"\'=SUM(A1)",-5\r\nA-2,"a;b",\r\n');
  });

  it('streams records from an async source, and fails the stream when the source fails', async () => {
    async function* records() {
      yield ['article'];
      yield ['A-1'];
    }
    expect(await text(writeCsv(records()))).toBe('\uFEFFarticle\r\nA-1\r\n');
    async function* broken() {
      yield ['article'];
      throw new Error('database gone');
    }
    await expect(text(writeCsv(broken()))).rejects.toThrow('database gone');
  });

  it('writes exactly what the back office lists’ browser writer writes, and both read back unchanged', async () => {
    const cells = [
      ...FORMULAS,
      "'=SUM(A1)",
      "''=SUM(A1)",
      "'quoted",
      "'",
      "'-5",
      '-5',
      '-12.50',
      'Ваза "Velvet", 25 см',
      'a;=1+1',
      '=A1\r\n=A2',
      'две\nстроки',
      '',
    ];
    const written = await text(writeCsv([cells, cells]));
    expect(written).toBe(`\uFEFF${csvLine(cells)}${csvLine(cells)}`);
    expect(await readBack(written)).toEqual([cells, cells]);
    // A spreadsheet that saved the cell without its quote gives the text as written.
    expect(await readBack('=SUM(A1),-5\r\n')).toEqual([['=SUM(A1)', '-5']]);
  });

  it('never writes a cell a spreadsheet would start as a formula', async () => {
    const [record] = await read([await text(writeCsv([[...FORMULAS, "'=x", '-5', 'a,b', 'x"y']]))]);
    for (const cell of record?.cells ?? [])
      expect(/^[=+@\t\r]/.test(cell) || (/^-/.test(cell) && !/^-\d+(?:[.,]\d+)?$/.test(cell)), cell).toBe(false);
  });
});
