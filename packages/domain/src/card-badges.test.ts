import { describe, expect, it } from 'vitest';
import { cardBadges, cardShowsStock, HIT_POPULARITY } from './card-badges.ts';

describe('card badges', () => {
  it('marks a sale by its discount alone', () => {
    expect(cardBadges({ isNew: true, discount: 20, popularity: HIT_POPULARITY })).toEqual([]);
  });

  it('gives one word badge: new before hit', () => {
    expect(cardBadges({ isNew: true, discount: null, popularity: HIT_POPULARITY })).toEqual(['new']);
    expect(cardBadges({ isNew: false, discount: null, popularity: HIT_POPULARITY })).toEqual(['hit']);
  });

  it('keeps hits rare: a popular product below the top is no hit', () => {
    expect(cardBadges({ isNew: false, discount: null, popularity: HIT_POPULARITY - 1 })).toEqual([]);
    expect(cardBadges({ isNew: false, discount: 0, popularity: 5000 })).toEqual([]);
  });

  it('names stock only when it informs', () => {
    expect(cardShowsStock('many')).toBe(false);
    expect(cardShowsStock('in_stock')).toBe(false);
    expect(cardShowsStock('few')).toBe(true);
    expect(cardShowsStock('delivered')).toBe(true);
    expect(cardShowsStock('none')).toBe(true);
  });
});
