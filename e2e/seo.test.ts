/** What crawlers meet on the production server: robots.txt and sitemaps per variant, and the pages' canonical and hreflang links. */
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser.ts';

/** The <link>s of a server-rendered page, as attribute maps. */
function links(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b([^>]*)>/g)].map(([, attrs]) =>
    Object.fromEntries([...(attrs ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k?.toLowerCase(), v])),
  );
}

function headLinks(html: string) {
  const all = links(html);
  return {
    canonical: all.filter((l) => l.rel === 'canonical').map((l) => l.href),
    alternates: Object.fromEntries(
      all.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang, l.href]),
    ),
  };
}

describe('robots.txt and sitemaps', () => {
  it('answer per variant in front of the pages', async () => {
    for (const prefix of ['', '/kz', '/ae']) {
      const robots = await fetch(`${baseUrl()}${prefix}/robots.txt`);
      expect(robots.status, prefix).toBe(200);
      expect(await robots.text()).toContain(`Sitemap: ${baseUrl()}${prefix}/sitemap.xml`);
      const index = await fetch(`${baseUrl()}${prefix}/sitemap.xml`);
      expect(index.status, prefix).toBe(200);
      expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(await index.text()).toContain(`<loc>${baseUrl()}${prefix}/sitemaps/products-1.xml</loc>`);
      const feed = await fetch(`${baseUrl()}${prefix}/feeds/yandex.xml`);
      expect(feed.status, prefix).toBe(200);
      expect(await feed.text()).toMatch(/<\/yml_catalog>\n$/);
    }
    expect((await fetch(`${baseUrl()}/sitemaps/products-99.xml`)).status).toBe(404);
  });
});

describe('canonical and hreflang links', () => {
  it('name a product page’s address and its pages in the variants selling it', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemaps/products-1.xml`)).text();
    const url = sitemap.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '';
    const slug = url.split('/').at(-2);
    const detail = (await (await fetch(`${baseUrl()}/api/v1/catalog/product/${slug}?related=n&reviews=n`)).json()).data;
    const head = headLinks(await (await fetch(url)).text());
    expect(head.canonical).toEqual([url]);
    const expected: Record<string, string> = Object.fromEntries(
      detail.alternates.map((a: { hreflang: string; url: string }) => [a.hreflang, `${baseUrl()}${a.url}`]),
    );
    expect(expected['ru-RU']).toBe(url);
    expect(head.alternates).toEqual({ ...expected, 'x-default': url });
  });

  it('name a category listing’s address and its listings in the other variants', async () => {
    const html = await (await fetch(`${baseUrl()}/ae/catalog/kukhnya/`)).text();
    const head = headLinks(html);
    expect(head.canonical).toEqual([`${baseUrl()}/ae/catalog/kukhnya/`]);
    expect(head.alternates).toEqual({
      'ru-RU': `${baseUrl()}/catalog/kukhnya/`,
      'kk-KZ': `${baseUrl()}/kz/catalog/kukhnya/`,
      'en-AE': `${baseUrl()}/ae/catalog/kukhnya/`,
      'x-default': `${baseUrl()}/catalog/kukhnya/`,
    });
  });
});
