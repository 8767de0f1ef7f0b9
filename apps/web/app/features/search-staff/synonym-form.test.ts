import { describe, expect, it } from 'vitest';
import { formFields, langOfVariant, ruleText, synonymBodyOf, synonymFormOf, synonymFormOfRule } from './synonym-form';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe('the synonym form', () => {
  it('sends a two-way rule without its target and a one-way rule with it', () => {
    const two = synonymFormOf(form({ lang: 'ru', direction: 'two', terms: 'кофта, свитер', target: 'худи' }));
    expect(synonymBodyOf(two)).toEqual({ lang: 'ru', terms: ['кофта', 'свитер'], target: null });
    const one = synonymFormOf(form({ lang: 'kk', direction: 'one', terms: 'толстовка;свитшот', target: ' худи ' }));
    expect(synonymBodyOf(one)).toEqual({ lang: 'kk', terms: ['толстовка', 'свитшот'], target: 'худи' });
    expect(synonymFormOf(form({ lang: 'de' })).lang).toBe('ru');
  });

  it('reads a stored rule back and shows it in one line', () => {
    const rule = { lang: 'ru' as const, terms: ['толстовка', 'свитшот'], target: 'худи' };
    expect(synonymFormOfRule(rule)).toEqual({
      lang: 'ru',
      direction: 'one',
      terms: 'толстовка, свитшот',
      target: 'худи',
    });
    expect(ruleText(rule)).toBe('толстовка, свитшот → худи');
    expect(ruleText({ terms: ['плед', 'покрывало'], target: null })).toBe('плед ↔ покрывало');
  });

  it('shows single terms’ errors once, on the words’ field', () => {
    const fields = formFields([
      { name: 'terms.1', message: 'staff.search.error.word' },
      { name: 'terms.3', message: 'staff.search.error.word' },
      { name: 'target', message: 'staff.search.error.target' },
    ]);
    expect(fields).toEqual([
      { name: 'terms', message: 'staff.search.error.word' },
      { name: 'target', message: 'staff.search.error.target' },
    ]);
  });

  it('starts a rule in the language a variant’s shoppers search in first', () => {
    expect([langOfVariant('ru'), langOfVariant('kz'), langOfVariant('com')]).toEqual(['ru', 'kk', 'en']);
  });
});
