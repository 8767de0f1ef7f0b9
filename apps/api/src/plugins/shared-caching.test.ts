import { sharedRenderHeader } from '@storefront/web-host/shared-render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../test/sessions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ HTTP_CACHE_S_MAXAGE_S: '120', HTTP_CACHE_STALE_S: '15' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const LISTING = '/api/v1/catalog?url=/catalog/kukhnya/';
const SHARED = 'public, max-age=0, s-maxage=120, stale-while-revalidate=15';

async function productUrl(): Promise<string> {
  const slug = (await get(LISTING)).json().data.items[0].url.split('/').filter(Boolean).pop();
  return `/api/v1/catalog/product/${slug}`;
}

describe('public API answers a shared cache may keep', () => {
  it('gives a guest s-maxage, stale-while-revalidate, what it varies on and its keys in both conventions', async () => {
    const product = await productUrl();
    const expected: [string, string[]][] = [
      [LISTING, ['all', 'catalog']],
      [product, ['all', 'catalog', 'content']],
      ['/api/v1/content/news', ['all', 'content']],
      ['/api/v1/locations/popular', ['all']],
    ];
    for (const [url, families] of expected) {
      const answer = await get(url);
      expect(answer.headers['cache-control'], url).toBe(SHARED);
      expect(answer.headers.vary, url).toMatch(/accept-language, cookie, x-locale, x-mobile-app/);
      const keys = String(answer.headers['surrogate-key']).split(' ');
      expect(keys.slice(0, families.length), url).toEqual(families);
      expect(answer.headers['cache-tag'], url).toBe(keys.join(','));
    }
  });

  it('names the product of a product answer and the entry of a content answer', async () => {
    const product = await get(await productUrl());
    const id = product.json().data.product.id;
    expect(String(product.headers['surrogate-key']).split(' ')).toContain(`product-${id}`);
    const { slug } = (await get('/api/v1/content/news')).json().data.items[0];
    const entry = await get(`/api/v1/content/news/${slug}`);
    expect(entry.statusCode).toBe(200);
    expect(String(entry.headers['surrogate-key']).split(' ')).toEqual(['all', 'content', `content-news-${slug}`]);
  });

  it('keeps a shopper’s answers and a shared render’s calls private, without keys', async () => {
    const product = await productUrl();
    const { cookie } = await createUserSession(t.database.db);
    const callers: Record<string, string>[] = [{ cookie }, { 'x-shared-render': sharedRenderHeader(null) }];
    for (const headers of callers) {
      for (const url of [LISTING, product, '/api/v1/content/news']) {
        const answer = await get(url, headers);
        expect(answer.headers['cache-control'], url).toMatch(/^private, no-(cache|store)$/);
        expect(answer.headers['surrogate-key'], url).toBeUndefined();
        expect(answer.headers['cache-tag'], url).toBeUndefined();
      }
    }
  });

  it('never marks a personal or changing answer shareable', async () => {
    const { cookie } = await createUserSession(t.database.db);
    for (const [url, headers] of [
      ['/api/v1/basket', {}],
      ['/api/v1/basket', { cookie }],
      ['/api/v1/account/profile', { cookie }],
      ['/api/v1/checkout', { cookie }],
      ['/api/v1/staff/me', { cookie }],
      ['/api/v1/favourites', {}],
    ] as [string, Record<string, string>][]) {
      const answer = await get(url, headers);
      expect(answer.headers['cache-control'] ?? '', url).not.toMatch(/public|s-maxage/);
      expect(answer.headers['surrogate-key'], url).toBeUndefined();
    }
  });

  it('answers as before with s-maxage 0', async () => {
    const off = await createTestApp({ HTTP_CACHE_S_MAXAGE_S: '0' });
    try {
      const answer = await off.app.inject({ url: LISTING });
      expect(answer.headers['cache-control']).toBe('public, no-cache');
      expect(answer.headers['surrogate-key']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
