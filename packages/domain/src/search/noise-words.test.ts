import { describe, expect, it } from 'vitest';
import { isNoiseWord, withoutNoise } from './noise-words.ts';

describe('noise words', () => {
  it('leaves out words no product holds', () => {
    expect(withoutNoise(['купить', 'кастрюлю', 'недорого'], 'ru')).toEqual(['кастрюлю']);
    expect(withoutNoise(['арт', '12345678'], 'ru')).toEqual(['12345678']);
    expect(withoutNoise(['buy', 'saucepan', 'cheap'], 'en')).toEqual(['saucepan']);
    expect(withoutNoise(['арзан', 'кастрөл'], 'kk')).toEqual(['кастрөл']);
  });

  it('knows Russian noise on every variant, and never empties a query', () => {
    expect(isNoiseWord('купить', 'en')).toBe(true);
    expect(isNoiseWord('buy', 'ru')).toBe(false);
    expect(withoutNoise(['купить', 'цена'], 'ru')).toEqual(['купить', 'цена']);
  });
});
