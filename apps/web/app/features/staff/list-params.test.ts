import { describe, expect, it } from 'vitest';
import { csvHref, listQueryOf, toCsv, withParams } from './list-params';

describe('back-office list parameters', () => {
  it('passes on only the shared and the list’s own non-empty parameters', () => {
    const url = new URL('http://x/staff/audit/?q=%20a%20&page=2&action=&entityType=user&utm=1');
    expect(listQueryOf(url, ['entityType', 'action'])).toEqual({ q: 'a', page: '2', entityType: 'user' });
  });

  it('changes parameters and restarts at page 1 unless the page is what changes', () => {
    expect(withParams('?q=a&page=3', { sort: 'phone' })).toBe('?q=a&sort=phone');
    expect(withParams('?q=a&page=3', { page: '4' })).toBe('?q=a&page=4');
    expect(withParams('?q=a', { q: null })).toBe('?');
  });
});

describe('CSV export', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1, 2', 'say "hi"'],
          ['=SUM(A1)', 'line\nbreak'],
        ],
      ),
    ).toBe('a,b\r\n"1, 2","say ""hi"""\r\n"\'=SUM(A1)","line\nbreak"\r\n');
  });

  it('keeps plain negative numbers numbers, and guards a text beginning with a quote before a formula', () => {
    expect(toCsv(['sum', 'name'], [['-500', "'=x"]])).toBe('sum,name\r\n-500,"\'\'=x"\r\n');
  });

  it('downloads as UTF-8 with a BOM', () => {
    expect(decodeURIComponent(csvHref('я').split(',')[1]!)).toBe('\uFEFFя');
  });
});
