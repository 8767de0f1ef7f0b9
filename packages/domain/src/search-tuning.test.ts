import { describe, expect, it } from 'vitest';
import { SEARCH_TUNING_MESSAGES as M, splitTerms, synonymErrors } from './search-tuning.ts';

describe('search tuning rules', () => {
  it('splits a form’s words on commas, semicolons and lines', () => {
    expect(splitTerms(' кофта, свитер;джемпер\n\n , ')).toEqual(['кофта', 'свитер', 'джемпер']);
  });

  it('names the field at fault: a term or target of more than one word, a two-way rule of one word, a target among the terms', () => {
    expect(synonymErrors({ terms: ['кофта', 'свитер'], target: null })).toEqual([]);
    expect(synonymErrors({ terms: ['толстовка'], target: 'худи' })).toEqual([]);
    expect(synonymErrors({ terms: ['кофта', 'френч-пресс'], target: null })).toEqual([
      { name: 'terms.1', message: M.word },
    ]);
    expect(synonymErrors({ terms: ['кофта', 'кофта'], target: null })).toEqual([{ name: 'terms', message: M.twoWay }]);
    expect(synonymErrors({ terms: ['худи'], target: 'худи' })).toEqual([{ name: 'target', message: M.target }]);
    expect(synonymErrors({ terms: ['худи'], target: 'две вещи' })).toEqual([{ name: 'target', message: M.word }]);
  });
});
