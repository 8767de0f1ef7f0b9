import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('transliterates and joins the words with single hyphens, none at the ends', () => {
    expect(slugify('Посуда для готовки')).toBe('posuda-dlya-gotovki');
    expect(slugify('  — Щётка, 2 шт. — ')).toBe('shchetka-2-sht');
    expect(slugify('!!!')).toBe('');
  });

  it('reads a name of 50,000 separators in one pass', () => {
    expect(slugify(`a${'-'.repeat(50_000)}b`)).toBe('a-b');
    expect(slugify(`a${' -'.repeat(25_000)}`)).toBe('a');
  });
});
