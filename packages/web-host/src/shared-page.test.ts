import { describe, expect, it } from 'vitest';
import { collectingKeys, sharedPageHeaders } from './shared-page.ts';

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

  it('keeps its headers for the shared cache with its keys, and as they were with s-maxage 0', () => {
    const headers: [string, string][] = [
      ['content-type', 'text/html'],
      ['cache-control', 'private, no-cache'],
    ];
    const shared = new Headers(sharedPageHeaders(headers, ['product-1'], { sMaxAgeS: 300, staleWhileRevalidateS: 30 }));
    expect(shared.get('content-type')).toBe('text/html');
    expect(shared.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=30');
    expect(shared.get('vary')).toContain('user-agent');
    expect(shared.get('surrogate-key')).toBe('all catalog content product-1');
    expect(shared.get('cache-tag')).toBe('all,catalog,content,product-1');
    expect(sharedPageHeaders(headers, ['product-1'], { sMaxAgeS: 0, staleWhileRevalidateS: 30 })).toBe(headers);
  });
});
