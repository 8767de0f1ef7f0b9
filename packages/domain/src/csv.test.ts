import { describe, expect, it } from 'vitest';
import { csvField, csvLine, needsFormulaGuard, neutraliseCell, parseCsv, restoreCell } from './csv.ts';

/** What an import of the shop's own CSV reads: the parsed cells, the formula guard taken off. */
const readBack = (text: string) => parseCsv(text).map((row) => row.cells.map(restoreCell));

describe('CSV', () => {
  it('reads quoted cells with commas, quotes and line breaks, and numbers rows by the line they start on', () => {
    const rows = parseCsv('article,name_ru\r\nA-1,"Ваза ""Velvet"", 25 см"\r\n\r\nA-2,"две\nстроки"\nA-3,\n');
    expect(rows).toEqual([
      { line: 1, cells: ['article', 'name_ru'] },
      { line: 2, cells: ['A-1', 'Ваза "Velvet", 25 см'] },
      { line: 4, cells: ['A-2', 'две\nстроки'] },
      { line: 6, cells: ['A-3', ''] },
    ]);
  });

  it('writes what it reads back unchanged, and names the line of an unclosed quote', () => {
    const cells = ['A-1', 'Ваза "Velvet", 25 см', 'две\r\nстроки', ''];
    expect(parseCsv(csvLine(cells))).toEqual([{ line: 1, cells }]);
    expect(() => parseCsv('article\nA-1\n"open')).toThrow(expect.objectContaining({ line: 3 }));
  });
});

describe('CSV formula guard', () => {
  const FORMULAS = [
    '=SUM(A1)',
    '+1+1',
    "-2+3+cmd|' /C calc'!A0",
    '@SUM(A1)',
    '\t=1+1',
    '\r=1+1',
    '=',
    '-',
    '+7 916 123-45-67',
  ];

  it('puts a single quote before every cell a spreadsheet would run, and quotes the field', () => {
    for (const cell of FORMULAS) {
      expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
      expect(csvField(cell), JSON.stringify(cell)).toBe(`"'${cell.replaceAll('"', '""')}"`);
    }
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvLine(['A-1', '=SUM(A1)', '990'])).toBe('A-1,"\'=SUM(A1)",990\r\n');
  });

  it('leaves other text and plain numbers, negative ones too, as they are', () => {
    for (const cell of ['Ваза', 'a=b', ' =1', '', '990', '1234.5', '-5', '-12.50', '-0,5', "'quoted", "'", "'-5"]) {
      expect(needsFormulaGuard(cell), JSON.stringify(cell)).toBe(false);
      expect(neutraliseCell(cell)).toBe(cell);
    }
    expect(csvLine(['-5', '-12.50', '0'])).toBe('-5,-12.50,0\r\n');
    // Not plain numbers: a spreadsheet would compute them.
    for (const cell of ['-5+1', '-1e3', '-.5', '-5 ']) expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('gives a text beginning with quotes before a formula one quote more, so its own quotes survive', () => {
    expect(neutraliseCell("'=SUM(A1)")).toBe("''=SUM(A1)");
    expect(neutraliseCell("''+1")).toBe("'''+1");
    expect(restoreCell("''=SUM(A1)")).toBe("'=SUM(A1)");
  });

  it('takes off exactly the quote it added, only before what it guards', () => {
    expect(restoreCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(restoreCell("'\t=1")).toBe('\t=1');
    // A quote the export did not add (nothing formula-looking follows) stays.
    for (const cell of ["'quoted", "'", "''", "'-5", "'990", 'Ваза', '=SUM(A1)'])
      expect(restoreCell(cell), cell).toBe(cell);
  });

  it('round-trips every cell through the CSV, guarded or not', () => {
    const cells = [
      ...FORMULAS,
      "'=SUM(A1)",
      "''=SUM(A1)",
      "'quoted",
      "'",
      "'-5",
      "'+1",
      '-5',
      '-12.50',
      'Ваза "Velvet", 25 см',
      'a;=1+1',
      '=A1\r\n=A2',
      '',
    ];
    for (const cell of cells) expect(restoreCell(neutraliseCell(cell)), JSON.stringify(cell)).toBe(cell);
    expect(readBack(csvLine(cells))).toEqual([cells]);
    // A spreadsheet that saved the cell without its quote gives the text as written.
    expect(readBack('=SUM(A1),-5\r\n')).toEqual([['=SUM(A1)', '-5']]);
  });

  it('never writes a cell a spreadsheet would start as a formula', () => {
    const cells = [...FORMULAS, "'=x", '-5', 'a,b', 'x"y'];
    for (const cell of parseCsv(csvLine(cells))[0]?.cells ?? []) {
      expect(/^[=+@\t\r]/.test(cell) || (/^-/.test(cell) && !/^-\d+(?:[.,]\d+)?$/.test(cell)), cell).toBe(false);
    }
  });
});
