import { describe, expect, it } from 'vitest';
import { collectingKeys, markSharedPage } from './shared-page.ts';

describe('a guest page for a cache in front', () => {
  it('gathers the keys of the API answers its render read', async () => {
    const keys = new Set<string>();
    const answers: Record<string, string | null> = { '/a': 'all catalog product-1', '/b': null, '/c': 'all content' };
    const fetch = collectingKeys(async (path) => {
      const key = answers[path];
      return new Response('{}', { headers: key ? { 'surrogate-key': key } : {} });
    }, keys);
    for (const path of Object.keys(answers)) await fetch(path);
    expect([...keys]).toEqual(['all', 'catalog', 'product-1', 'content']);
  });

  it('is marked for the shared cache with its keys, and not at all with s-maxage 0', () => {
    const headers = new Headers({ 'content-type': 'text/html' });
    expect(markSharedPage(headers, ['catalog', 'product-1'], { sMaxAgeS: 300, staleWhileRevalidateS: 30 })).toBe(true);
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=30');
    expect(headers.get('vary')).toContain('user-agent');
    expect(headers.get('surrogate-key')).toBe('all catalog content product-1');
    expect(headers.get('cache-tag')).toBe('all,catalog,content,product-1');
    const off = new Headers();
    expect(markSharedPage(off, ['catalog'], { sMaxAgeS: 0, staleWhileRevalidateS: 30 })).toBe(false);
    expect([...off]).toEqual([]);
  });
});
