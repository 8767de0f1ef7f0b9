import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atOrigin, nextPageUrl, robotsSitemaps, sitemapLocs, warmCache } from './warm-cache.ts';

describe('sitemaps and robots.txt read for warming', () => {
  it('takes the <loc>s of a sitemap, unescaped, and the Sitemap lines of robots.txt', () => {
    const xml = `<?xml version="1.0"?><urlset><url><loc> https://shop.example/search/?a=1&amp;b=2 </loc></url>
      <url><loc>https://shop.example/product/x/</loc><lastmod>2026-11-30</lastmod></url></urlset>`;
    expect(sitemapLocs(xml)).toEqual(['https://shop.example/search/?a=1&b=2', 'https://shop.example/product/x/']);
    expect(
      robotsSitemaps(
        'User-agent: *\nDisallow: /korzina/\nSitemap: https://s.example/sitemap.xml\nsitemap:https://s.example/kz/sitemap.xml\n',
      ),
    ).toEqual(['https://s.example/sitemap.xml', 'https://s.example/kz/sitemap.xml']);
    expect(atOrigin('https://shop.example/catalog/a/?page=2', 'http://127.0.0.1:6081')).toBe(
      'http://127.0.0.1:6081/catalog/a/?page=2',
    );
  });

  it('finds where a page’s pagination goes next, and nowhere on its last page', () => {
    const page = 'http://127.0.0.1:6081/catalog/a/?sort=new';
    const pagination = `<nav><a href="/catalog/a/?sort=new" rel="prev">1</a>
      <a class="next" rel="next" aria-label="Next" href="/catalog/a/?sort=new&amp;page=3">3</a></nav>`;
    expect(nextPageUrl(pagination, page)).toBe('http://127.0.0.1:6081/catalog/a/?sort=new&page=3');
    expect(nextPageUrl('<a href="/catalog/a/" rel="prev">1</a>', page)).toBeNull();
  });
});

/** A cache in front of a shop, as far as warming sees it: sitemaps, pages, and what it says it did. */
describe('warming a cache from the sitemaps', () => {
  let server: Server;
  let origin = '';
  const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
  const kept = new Set<string>();
  let inFlight = 0;
  let mostInFlight = 0;
  const pages = Array.from({ length: 9 }, (_, i) => `/product/p${i}/`);

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '/';
      asked.push({ url, headers: request.headers });
      const xml = (body: string) => response.writeHead(200, { 'content-type': 'application/xml' }).end(body);
      // The sitemaps name the public address; the warm asks through its own.
      if (url === '/sitemap.xml')
        return xml(`<sitemapindex><sitemap><loc>https://shop.example/sitemaps/a.xml</loc></sitemap>
          <sitemap><loc>https://shop.example/sitemaps/b.xml</loc></sitemap></sitemapindex>`);
      if (url === '/sitemaps/a.xml')
        return xml(
          `<urlset>${pages
            .slice(0, 5)
            .map((p) => `<url><loc>https://shop.example${p}</loc></url>`)
            .join('')}</urlset>`,
        );
      if (url === '/sitemaps/listings.xml')
        return xml(
          `<urlset>${['/catalog/a/', '/catalog/b/', '/catalog/b/?page=2&amp;sort=new']
            .map((p) => `<url><loc>https://shop.example${p}</loc></url>`)
            .join('')}</urlset>`,
        );
      if (url === '/sitemaps/b.xml')
        return xml(
          `<urlset>${[...pages.slice(4), '/gone/'].map((p) => `<url><loc>https://shop.example${p}</loc></url>`).join('')}</urlset>`,
        );
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        if (url === '/gone/') return response.writeHead(404, { 'x-cache': 'MISS' }).end('not found');
        if (url === '/moved/') return response.writeHead(302, { location: '/product/p1/', 'x-cache': 'MISS' }).end();
        const cache = kept.has(url) ? 'HIT' : 'MISS';
        kept.add(url);
        // A listing of 9 pages links the next from each, as the shop's pagination does.
        const { pathname, searchParams } = new URL(url, 'http://shop');
        const page = Number(searchParams.get('page') ?? 1);
        const next =
          pathname.startsWith('/catalog/') && page < 9
            ? `<a href="${pathname}?page=${page + 1}&amp;sort=new" rel="next">${page + 1}</a>`
            : '';
        response.writeHead(200, { 'content-type': 'text/html', 'x-cache': cache }).end(`<p>${url}</p>${next}`);
      }, 20);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const headers = { 'user-agent': 'Phone', 'accept-language': 'ru-RU,ru;q=0.9', 'accept-encoding': 'gzip, br' };

  it('asks for every page once, through its own address, with the browser’s headers, a few at a time', async () => {
    const report = await warmCache({ origin, sitemaps: ['https://shop.example/sitemap.xml'], concurrency: 3, headers });
    const pageRequests = asked.filter((a) => !a.url.startsWith('/sitemap'));
    expect(pageRequests.map((a) => a.url).sort()).toEqual([...pages, '/gone/'].sort());
    expect(pageRequests.every((a) => a.headers['user-agent'] === 'Phone' && a.headers.accept === 'text/html')).toBe(
      true,
    );
    expect(pageRequests.every((a) => a.headers['accept-language'] === 'ru-RU,ru;q=0.9')).toBe(true);
    expect(mostInFlight).toBe(3);
    expect(report).toEqual({
      pages: 10,
      byCache: { MISS: 10 },
      failed: [{ url: `${origin}/gone/`, status: 404, cache: 'MISS' }],
    });
  });

  it('says what the cache kept already, stops at a limit, and reports a page that cannot be reached', async () => {
    const again = await warmCache({
      origin,
      sitemaps: [`${origin}/sitemaps/a.xml`],
      concurrency: 8,
      headers,
      limit: 4,
    });
    expect(again).toEqual({ pages: 4, byCache: { HIT: 4 }, failed: [] });
    const closed = 'http://127.0.0.1:9';
    await expect(
      warmCache({ origin: closed, sitemaps: [`${closed}/sitemap.xml`], concurrency: 1, headers }),
    ).rejects.toThrow();
  });

  it('follows each listing’s next pages as deep as asked, each page once', async () => {
    const report = await warmCache({
      origin,
      sitemaps: [`${origin}/sitemaps/listings.xml`],
      concurrency: 2,
      headers,
      listingPages: 3,
    });
    const listings = asked.filter((a) => a.url.startsWith('/catalog/')).map((a) => a.url);
    // b's second page is in the sitemap, so its next link from b's first is not asked again; three
    // pages are followed from each sitemap page: a to its third, b from its second to its fourth.
    expect(listings.sort()).toEqual([
      '/catalog/a/',
      '/catalog/a/?page=2&sort=new',
      '/catalog/a/?page=3&sort=new',
      '/catalog/b/',
      '/catalog/b/?page=2&sort=new',
      '/catalog/b/?page=3&sort=new',
      '/catalog/b/?page=4&sort=new',
    ]);
    expect(report).toEqual({ pages: 7, byCache: { MISS: 7 }, failed: [] });
  });
  it('warms the pages it is given beside the sitemaps’, each once, through its own address', async () => {
    const before = asked.length;
    const report = await warmCache({
      origin,
      sitemaps: [`${origin}/sitemaps/a.xml`],
      concurrency: 2,
      headers,
      limit: 1,
      listingPages: 2,
      pages: [
        '/search/?query=%D0%BF%D0%BB%D0%B5%D0%B4',
        'https://shop.example/search/?query=a+b',
        '/product/p0/',
        '/catalog/c/',
        '/moved/',
      ],
    });
    const urls = asked
      .slice(before)
      .filter((a) => !a.url.startsWith('/sitemap'))
      .map((a) => a.url);
    // The sitemap's first page is not asked again; a given listing's next page is not followed; a redirect
    // is an answer the cache keeps, not a failure.
    expect(urls.sort()).toEqual([
      '/catalog/c/',
      '/moved/',
      '/product/p0/',
      '/search/?query=%D0%BF%D0%BB%D0%B5%D0%B4',
      '/search/?query=a+b',
    ]);
    expect(report).toMatchObject({ pages: 5, failed: [] });
  });
});
