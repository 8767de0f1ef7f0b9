import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';

describe('ResponseCache', () => {
  it('answers until the time limit, then forgets', () => {
    let now = 1000;
    const cache = new ResponseCache(5000, 10, () => now);
    cache.set('a', '{"data":1}');
    expect(cache.get('a')?.body).toBe('{"data":1}');
    now += 4999;
    expect(cache.get('a')?.body).toBe('{"data":1}');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer worked out before a clear', () => {
    const cache = new ResponseCache(60_000, 10);
    const begun = cache.generation;
    cache.clear();
    cache.set('a', 'stale', begun);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', cache.generation);
    expect(cache.get('a')?.body).toBe('fresh');
  });

  it('drops the answers tagged with a key dropped, keeps the rest, and stores none worked out before', () => {
    const cache = new ResponseCache(60_000, 10);
    cache.set('kitchen', 'k', cache.generation, undefined, ['category-4']);
    cache.set('bedroom', 'b', cache.generation, undefined, ['category-9']);
    cache.set('search', 's', cache.generation, undefined, ['listing-any']);
    cache.set('untagged', 'u');
    const begun = cache.generation;
    cache.drop(['category-4', 'category-1', 'listing-any']);
    expect(cache.get('kitchen')).toBeUndefined();
    expect(cache.get('search')).toBeUndefined();
    expect(cache.get('bedroom')?.body).toBe('b');
    expect(cache.get('untagged')?.body).toBe('u');
    cache.set('garden', 'g', begun, undefined, ['category-12']);
    expect(cache.get('garden')).toBeUndefined();
  });

  it('keeps at most the given number of entries, dropping the oldest', () => {
    const cache = new ResponseCache(60_000, 2);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body).toBe('2');
    expect(cache.get('c')?.body).toBe('3');
  });

  it('stores nothing when the time limit is zero', () => {
    const cache = new ResponseCache(0, 10);
    cache.set('a', '1');
    expect(cache.get('a')).toBeUndefined();
  });

  it('gives a hit gzipped, compressed once', () => {
    const cache = new ResponseCache(60_000, 2);
    cache.set('a', '{"data":"кастрюля"}');
    const hit = cache.get('a');
    expect(gunzipSync(hit?.gzipped() as Buffer).toString()).toBe('{"data":"кастрюля"}');
    expect(cache.get('a')?.gzipped()).toBe(hit?.gzipped());
  });
});
