import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';

describe('ResponseCache', () => {
  it('answers until the time limit, then forgets', () => {
    let now = 1000;
    const cache = new ResponseCache(5000, 10, () => now);
    cache.set('a', '{"data":1}');
    expect(cache.get('a')).toBe('{"data":1}');
    now += 4999;
    expect(cache.get('a')).toBe('{"data":1}');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most the given number of entries, dropping the oldest', () => {
    const cache = new ResponseCache(60_000, 2);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('2');
    expect(cache.get('c')).toBe('3');
  });

  it('stores nothing when the time limit is zero', () => {
    const cache = new ResponseCache(0, 10);
    cache.set('a', '1');
    expect(cache.get('a')).toBeUndefined();
  });
});
