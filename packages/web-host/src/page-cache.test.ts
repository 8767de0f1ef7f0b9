import { productChangeKeys } from '@storefront/domain/http-cache';
import { describe, expect, it } from 'vitest';
import type { CachedPage } from './cached-page.ts';
import { isShareable, isShareableRedirect, PageCache, RendersInFlight } from './page-cache.ts';

const page = (body: string): CachedPage => ({
  status: 200,
  headers: [],
  body: Buffer.from(body),
  digest: body,
  scriptSources: '',
  gzip: Buffer.alloc(10),
  br: Buffer.alloc(8),
  brDensest: false,
  hits: 0,
});

describe('guest page cache', () => {
  it('serves a page until its time limit, then renders again, keeping the old one for its re-render', () => {
    let now = 0;
    const cache = new PageCache(10_000, 1 << 20, () => now);
    cache.set('a', page('<html>a</html>'));
    now = 9_999;
    expect(cache.get('a')?.body.toString()).toBe('<html>a</html>');
    now = 10_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.previous('a')?.body.toString()).toBe('<html>a</html>');
    cache.set('a', page('<html>b</html>'));
    expect(cache.get('a')?.body.toString()).toBe('<html>b</html>');
    expect(cache.size).toBe(1);
  });

  it('keeps within its memory bound, dropping the least recently used page first', () => {
    const entryBytes = 1000 + 10 + 8 + 2 + 512;
    const cache = new PageCache(60_000, 3 * entryBytes);
    for (const key of ['a', 'b', 'c']) cache.set(key, page('x'.repeat(1000)));
    cache.get('a');
    cache.set('d', page('x'.repeat(1000)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.heldBytes).toBeLessThanOrEqual(3 * entryBytes);
  });

  it('is emptied when the catalogue changes, and off with a zero time limit', () => {
    const cache = new PageCache(60_000, 1 << 20);
    cache.set('a', page('a'));
    cache.clear();
    expect(cache.size).toBe(0);
    const before = cache.generation;
    cache.clear();
    cache.set('b', page('rendered before the change'), before);
    expect(cache.get('b')).toBeUndefined();
    const off = new PageCache(0, 1 << 20);
    off.set('a', page('a'));
    expect(off.get('a')).toBeUndefined();
  });

  it('drops on a change of some products only the pages showing them or not naming what they show', () => {
    const cache = new PageCache(60_000, 1 << 20);
    const changed = productChangeKeys([12], [4, 1]);
    cache.set('product 12', page('p12'), cache.generation, ['all', 'catalog', 'content', 'product-12']);
    cache.set('product 31', page('p31'), cache.generation, ['all', 'catalog', 'content', 'product-31']);
    cache.set('category 9', page('c9'), cache.generation, ['all', 'catalog', 'category-9']);
    cache.set('category 4', page('c4'), cache.generation, ['all', 'catalog', 'category-4']);
    cache.set('search', page('s'), cache.generation, ['all', 'catalog', 'listing-any']);
    cache.set('home', page('h'), cache.generation, ['all', 'catalog', 'content']);
    cache.set('shared render', page('r'));
    const before = cache.generation;
    cache.drop(changed);
    expect(
      [...['product 12', 'product 31', 'category 9', 'category 4', 'search', 'home', 'shared render']].filter(
        (key) => cache.get(key) !== undefined,
      ),
    ).toEqual(['product 31', 'category 9']);
    // A render begun before the change is kept only if it names what it shows and none of it changed.
    cache.set('product 40', page('p40'), before, ['all', 'catalog', 'product-40']);
    cache.set('product 12 again', page('p12'), before, ['all', 'catalog', 'product-12']);
    cache.set('home again', page('h'), before, ['all', 'catalog', 'content']);
    expect(cache.get('product 40')).toBeDefined();
    expect(cache.get('product 12 again')).toBeUndefined();
    expect(cache.get('home again')).toBeUndefined();
    // A clear after it leaves nothing begun before it to keep.
    cache.clear();
    cache.set('product 41', page('p41'), before, ['all', 'catalog', 'product-41']);
    expect(cache.get('product 41')).toBeUndefined();
    expect(cache.fresh(cache.generation, null)).toBe(true);
  });

  it('shares no answer that sets a cookie or is not a 200', () => {
    expect(isShareable({ status: 200, headers: new Headers({ 'content-type': 'text/html' }) })).toBe(true);
    expect(isShareable({ status: 200, headers: new Headers({ 'set-cookie': 'sid=x; Path=/' }) })).toBe(false);
    expect(isShareable({ status: 404, headers: new Headers() })).toBe(false);
  });

  it('lets a cache in front keep a redirect that names where to go and sets no cookie', () => {
    const to = { location: '/catalog/?brand=tetsu' };
    for (const status of [301, 302, 307, 308]) {
      expect(isShareableRedirect({ status, headers: new Headers(to) })).toBe(true);
    }
    expect(isShareableRedirect({ status: 302, headers: new Headers() })).toBe(false);
    expect(isShareableRedirect({ status: 302, headers: new Headers({ ...to, 'set-cookie': 'sid=x' }) })).toBe(false);
    expect(isShareableRedirect({ status: 303, headers: new Headers(to) })).toBe(false);
    expect(isShareableRedirect({ status: 200, headers: new Headers(to) })).toBe(false);
  });
});

describe('guest renders in flight', () => {
  it('lets guests arriving during a render wait for its page, and ends once', async () => {
    const renders = new RendersInFlight();
    expect(renders.wait('a')).toBeUndefined();
    const finish = renders.start('a');
    const waiting = [renders.wait('a'), renders.wait('a')];
    finish(page('<html>a</html>'));
    finish();
    expect((await Promise.all(waiting)).map((p) => p?.body.toString())).toEqual(['<html>a</html>', '<html>a</html>']);
    expect(renders.wait('a')).toBeUndefined();
  });

  it('gives the waiting guests nothing when the render was not shareable', async () => {
    const renders = new RendersInFlight();
    const finish = renders.start('a');
    const waiting = renders.wait('a');
    finish();
    expect(await waiting).toBeUndefined();
  });
});
