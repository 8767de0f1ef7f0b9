import { describe, expect, it } from 'vitest';
import { buildPinIndex, MAX_PINS, pinKey } from './pins-words.ts';
import { buildSynonymIndex, expandWord, MAX_ALTERNATIVES, normalizeQuery, wordKey } from './synonyms-words.ts';

describe('synonym words', () => {
  it('keys a word by its stem, so inflected forms find a rule stored in base form', () => {
    expect(['кофта', 'кофту', 'кофты', 'кофтой'].map(wordKey)).toEqual(['кофт', 'кофт', 'кофт', 'кофт']);
    expect(wordKey('Свитера')).toBe('свитер');
    expect(wordKey('sweaters')).toBe('sweater');
    expect(wordKey('таз')).toBe('таз');
    expect(wordKey('Ёлка')).toBe('елк');
    // A colloquial word is not a spelling of another: "кофта" and "кофе" stay apart.
    expect(wordKey('кофе')).not.toBe(wordKey('кофта'));
  });

  it('expands two-way rules both ways and one-way rules one way only, one hop', () => {
    const index = buildSynonymIndex([
      { terms: ['кофта', 'свитер', 'джемпер'], target: null },
      { terms: ['толстовка'], target: 'худи' },
      { terms: ['худи'], target: 'кенгуру' },
    ]);
    expect(expandWord(index, 'кофту')).toEqual({ word: 'кофту', alternatives: ['кофту', 'свитер', 'джемпер'] });
    expect(expandWord(index, 'джемпера').alternatives).toEqual(['джемпера', 'кофта', 'свитер']);
    expect(expandWord(index, 'толстовки').alternatives).toEqual(['толстовки', 'худи']);
    expect(expandWord(index, 'худи').alternatives).toEqual(['худи', 'кенгуру']);
    expect(expandWord(index, 'платье')).toEqual({ word: 'платье', alternatives: ['платье'] });
  });

  it('bounds the alternatives of a word in many rules', () => {
    const rules = Array.from({ length: 20 }, (_, i) => ({ terms: ['слово'], target: `синоним${i}` }));
    expect(expandWord(buildSynonymIndex(rules), 'слово').alternatives).toHaveLength(1 + MAX_ALTERNATIVES);
  });

  it('normalises a query to its words, and keys pins by their stems', () => {
    expect(normalizeQuery('  Кастрюля, 24 СМ!  ')).toBe('кастрюля 24 см');
    expect(pinKey('Кастрюли')).toBe(pinKey('кастрюля'));
    expect(pinKey(' ?! ')).toBe('');
  });

  it('orders a query’s pins first to last and merges queries of one key', () => {
    const index = buildPinIndex([
      { query: 'кастрюля', productId: 7, position: 1 },
      { query: 'кастрюля', productId: 5, position: 0 },
      { query: 'кастрюли', productId: 7, position: 0 },
      { query: 'кастрюли', productId: 9, position: 1 },
    ]);
    // "кастрюли" sorts before "кастрюля": its pins come first, then the other's not yet pinned.
    expect(index.get(pinKey('кастрюлю'))).toEqual([
      { productId: 7, boost: MAX_PINS },
      { productId: 9, boost: MAX_PINS - 1 },
      { productId: 5, boost: MAX_PINS - 2 },
    ]);
  });
});
