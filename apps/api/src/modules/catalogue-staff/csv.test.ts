import { describe, expect, it } from 'vitest';
import { csvLine, parseCsv } from './csv.ts';

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
