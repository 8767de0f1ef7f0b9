import { describe, expect, it } from 'vitest';
import { csvCell, csvField, csvLine, needsFormulaGuard, neutraliseCell, restoreCell } from './csv.ts';

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

  it('takes off every guard it puts on, guarded cell or not', () => {
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
    // Through a file too: the API's catalog-csv.test.ts writes and reads them with csv-stringify and csv-parse.
    for (const cell of cells) expect(restoreCell(neutraliseCell(cell)), JSON.stringify(cell)).toBe(cell);
  });

  it('quotes a guarded cell and one holding a quote, separator or line break, and no other', () => {
    expect(csvCell('=SUM(A1)')).toEqual({ value: "'=SUM(A1)", quoted: true });
    for (const cell of ['a"b', 'a,b', 'a;b', 'a\nb', 'a\rb'])
      expect(csvCell(cell)).toEqual({ value: cell, quoted: true });
    for (const cell of ['Ваза', '-5', "'quoted", '']) expect(csvCell(cell)).toEqual({ value: cell, quoted: false });
  });
});
