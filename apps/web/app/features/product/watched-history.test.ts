import { WATCHED_IDS_MAX } from '@storefront/domain/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { parseWatched, rememberViewed, withViewed } from './watched-history';

afterEach(() => window.localStorage.clear());

describe('watched history', () => {
  it('puts the product viewed first, once, and keeps only as many as the carousel shows', () => {
    expect(withViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    const long = Array.from({ length: WATCHED_IDS_MAX }, (_, i) => i + 1);
    expect(withViewed(long, 99)).toHaveLength(WATCHED_IDS_MAX);
    expect(withViewed(long, 99)[0]).toBe(99);
  });

  it('reads a damaged or foreign stored value as no history', () => {
    expect(parseWatched(null)).toEqual([]);
    expect(parseWatched('{oops')).toEqual([]);
    expect(parseWatched('{"a":1}')).toEqual([]);
    expect(parseWatched('[5,"x",-1,2.5,7]')).toEqual([5, 7]);
  });

  it('remembers views in the browser and answers what was viewed before, newest first', () => {
    expect(rememberViewed(1)).toEqual([]);
    expect(rememberViewed(2)).toEqual([1]);
    expect(rememberViewed(3)).toEqual([2, 1]);
    // Seeing a product again moves it to the front, not into the answer.
    expect(rememberViewed(1)).toEqual([3, 2]);
    expect(rememberViewed(4)).toEqual([1, 3, 2]);
  });
});
