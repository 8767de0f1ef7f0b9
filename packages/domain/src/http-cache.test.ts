import { describe, expect, it } from 'vitest';
import {
  boundedKeys,
  keysOfHeader,
  SURROGATE_HEADER_MAX_BYTES,
  SURROGATE_KEYS_MAX,
  sharedCacheControl,
  surrogateKey,
  surrogateKeyHeaders,
  TRUNCATED_KEY,
} from './http-cache.ts';

describe('surrogate key headers', () => {
  it('writes one list in both conventions, each key once', () => {
    const headers = surrogateKeyHeaders([
      'all',
      'catalog',
      surrogateKey.product(7),
      'catalog',
      surrogateKey.content('news', 'sale'),
    ]);
    expect(headers).toEqual({
      'surrogate-key': 'all catalog product-7 content-news-sale',
      'cache-tag': 'all,catalog,product-7,content-news-sale',
    });
    expect(keysOfHeader(headers['surrogate-key'])).toEqual(['all', 'catalog', 'product-7', 'content-news-sale']);
  });

  it('drops keys a cache could not take as one key', () => {
    expect(boundedKeys(['a b', 'a,b', '', 'ключ', 'x'.repeat(129), 'ok'])).toEqual(['ok']);
  });

  it('keeps the first keys within the bounds and marks the answer truncated', () => {
    const many = Array.from({ length: 1000 }, (_, i) => surrogateKey.product(i));
    const keys = boundedKeys(['all', 'catalog', ...many]);
    expect(keys.slice(0, 3)).toEqual(['all', 'catalog', 'product-0']);
    expect(keys.at(-1)).toBe(TRUNCATED_KEY);
    expect(keys.length).toBeLessThanOrEqual(SURROGATE_KEYS_MAX);
    const long = Array.from({ length: 100 }, (_, i) => `content-page-${'x'.repeat(60)}${i}`);
    const header = surrogateKeyHeaders(long)['surrogate-key'];
    expect(header.length).toBeLessThanOrEqual(SURROGATE_HEADER_MAX_BYTES);
    expect(header.endsWith(TRUNCATED_KEY)).toBe(true);
  });

  it('marks nothing truncated when everything fits', () => {
    expect(boundedKeys(Array.from({ length: SURROGATE_KEYS_MAX - 1 }, (_, i) => `k${i}`))).not.toContain(TRUNCATED_KEY);
  });
});

describe('shared cache control', () => {
  it('lets a shared cache keep the answer and a browser ask again', () => {
    expect(sharedCacheControl({ sMaxAgeS: 60, staleWhileRevalidateS: 30 })).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
    );
  });
});
