import { describe, expect, it } from 'vitest';
import { progressText, type SeedProgress, seedProgressPrinter } from './progress.ts';

const products = (done: number, total = 6000): SeedProgress => ({ step: 'products', done, total });

function capture(isTTY: boolean) {
  let clock = 0;
  const written: string[] = [];
  const out = { write: (text: string) => written.push(text), isTTY, now: () => clock };
  return { out, written, tick: (ms: number) => (clock += ms) };
}

describe('progressText', () => {
  it('draws a bar with the count on a terminal', () => {
    expect(progressText(products(3000), true)).toBe('[████████████░░░░░░░░░░░░] 3,000 of 6,000 products');
    expect(progressText(products(6000), true)).toBe(`[${'█'.repeat(24)}] 6,000 of 6,000 products`);
  });

  it('writes the count and share in a log', () => {
    expect(progressText(products(1000), false)).toBe('1,000 of 6,000 products (16%)');
  });

  it('names the steps after the products', () => {
    expect(progressText({ step: 'search-index' }, false)).toBe('building the search index…');
  });

  it('times the words learnt and each range of the search index, statement by statement', () => {
    expect(progressText({ step: 'words', words: 388, seconds: 2.34 }, false)).toBe('388 Kazakh words learnt in 2.3 s');
    const statements = { products: 61.25, cityStock: 9.5, words: 4 };
    expect(progressText({ step: 'range', from: 50001, to: 100000, seconds: 74.8, statements }, false)).toBe(
      'products 50,001–100,000 built in 74.8 s (catalogue rows 61.3 s, shop stock 9.5 s, words 4.0 s)',
    );
  });
});

describe('seedProgressPrinter', () => {
  it('redraws one line on a terminal and ends it with the last product', () => {
    const { out, written } = capture(true);
    const print = seedProgressPrinter(out, 'Seeding');
    print(products(1000, 2000));
    print(products(2000, 2000));
    print({ step: 'content' });
    expect(written.join('')).toBe(
      `\rSeeding: [${'█'.repeat(12)}${'░'.repeat(12)}] 1,000 of 2,000 products\x1b[K` +
        `\rSeeding: [${'█'.repeat(24)}] 2,000 of 2,000 products\x1b[K\n` +
        'Seeding: writing the content pages…\x1b[K\n',
    );
  });

  it('writes a line at most every interval in a log, and always the last product and later steps', () => {
    const { out, written, tick } = capture(false);
    const print = seedProgressPrinter(out, 'Seeding', 5000);
    print(products(1000));
    tick(2000);
    print(products(2000));
    tick(3000);
    print(products(3000));
    tick(100);
    print(products(6000));
    print({ step: 'statistics' });
    expect(written).toEqual([
      'Seeding: 1,000 of 6,000 products (16%)\n',
      'Seeding: 3,000 of 6,000 products (50%)\n',
      'Seeding: 6,000 of 6,000 products (100%)\n',
      'Seeding: gathering table statistics…\n',
    ]);
  });
});
