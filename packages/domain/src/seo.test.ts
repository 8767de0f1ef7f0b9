import { describe, expect, it } from 'vitest';
import {
  alternatesOf,
  feedPath,
  parseSitemapFile,
  robotsDisallows,
  robotsTxt,
  sitemapPageCount,
  sitemapPath,
  variantOrigins,
} from './seo.ts';

describe('feed, sitemap and robots addresses', () => {
  it('puts each variant’s files under its prefix', () => {
    expect(feedPath('yandex', 'ru')).toBe('/feeds/yandex.xml');
    expect(feedPath('yandex', 'kz')).toBe('/kz/feeds/yandex.xml');
    expect(feedPath('google', 'com')).toBe('/ae/feeds/google.xml');
    expect(sitemapPath('kz', 'products', 2)).toBe('/kz/sitemaps/products-2.xml');
  });

  it('reads sitemap file names and splits sections at 50,000 addresses', () => {
    expect(parseSitemapFile('products-12.xml')).toEqual({ section: 'products', page: 12 });
    expect(parseSitemapFile('products-0.xml')).toBeNull();
    expect(parseSitemapFile('brands-1.xml')).toBeNull();
    expect(parseSitemapFile('../products-1.xml')).toBeNull();
    expect(sitemapPageCount(0)).toBe(0);
    expect(sitemapPageCount(50_000)).toBe(1);
    expect(sitemapPageCount(50_001)).toBe(2);
  });

  it('disallows the private pages of a variant in its own path names', () => {
    expect(robotsDisallows('com')).toEqual(
      expect.arrayContaining([
        '/ae/basket/',
        '/ae/ordering/',
        '/ae/personal-account/',
        '/ae/favourites/',
        '/ae/search/?',
        '/ae/api/',
        '/staff/',
      ]),
    );
    expect(robotsDisallows('ru')).toContain('/pages/');
    const text = robotsTxt(['ru', 'kz'], variantOrigins('https://shop.example', {}));
    expect(text.match(/^Disallow: \/staff\/$/gm)).toHaveLength(1);
    expect(text).toContain('Sitemap: https://shop.example/kz/sitemap.xml');
    expect(text).not.toContain('/ae/');
  });

  it('gives a variant with a host of its own that host', () => {
    const origins = variantOrigins('https://shop.example', { 'shop.kz': 'kz' });
    expect(origins).toEqual({ ru: 'https://shop.example', kz: 'https://shop.kz', com: 'https://shop.example' });
  });

  it('lists alternates only where the page exists', () => {
    expect(alternatesOf((v) => (v === 'kz' ? null : `/${v}/`))).toEqual([
      { variant: 'ru', hreflang: 'ru-RU', url: '/ru/' },
      { variant: 'com', hreflang: 'en-AE', url: '/com/' },
    ]);
  });
});
