import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../test/sessions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('conditional GETs of cacheable API answers', () => {
  it('tags catalogue, product, content and location answers and answers 304 to the same tag', async () => {
    const listing = (await get('/api/v1/catalog?url=/catalog/kukhnya/')).json().data;
    const slug = listing.items[0].url.split('/').filter(Boolean).pop();
    for (const url of [
      '/api/v1/catalog?url=/catalog/kukhnya/',
      `/api/v1/catalog/product/${slug}`,
      '/api/v1/content/news',
      '/api/v1/locations/popular',
    ]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      // A guest's answer may be kept by a shared cache in front (shared-caching.test.ts).
      expect(first.headers['cache-control'], url).toMatch(/^public, max-age=0, s-maxage=/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode, url).toBe(200);
    }
  });

  it('sends a new tag when the answer changes, and marks answers to a session private', async () => {
    const en = await get('/api/v1/content/news', { 'accept-language': 'en-US' });
    const ru = await get('/api/v1/content/news', {
      'accept-language': 'ru-RU',
      'if-none-match': en.headers.etag as string,
    });
    expect(ru.statusCode).toBe(200);
    expect(ru.headers.etag).not.toBe(en.headers.etag);
    const { cookie } = await createUserSession(t.database.db);
    const personal = await get('/api/v1/catalog?url=/catalog/kukhnya/', { cookie });
    expect(personal.headers['cache-control']).toBe('private, no-cache');
  });

  it('leaves personal and changing answers untagged', async () => {
    const basket = await get('/api/v1/basket');
    expect(basket.headers.etag).toBeUndefined();
  });
});
