/**
 * What search engines and shopping services read, declared once: the addresses of the product feeds,
 * the sitemaps and robots.txt per variant, the hreflang tag of each variant, and the paths robots are
 * kept out of. The API serves these addresses and the web app links to them.
 */
import { buildPath, getRoute, type RouteName, routePattern } from './routes.ts';
import { STAFF_BASE } from './staff.ts';
import { type HostMap, VARIANT_KEYS, type VariantKey, variantPrefixPath } from './variants.ts';

/** Yandex YML (yml_catalog) and Google Merchant (RSS 2.0 with the g: namespace). */
export const FEED_FORMATS = ['yandex', 'google'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** A variant's product feed: /feeds/yandex.xml, /kz/feeds/yandex.xml, /ae/feeds/google.xml. */
export function feedPath(format: FeedFormat, variant: VariantKey): string {
  return `${variantPrefixPath(variant)}/feeds/${format}.xml`;
}

/** One size's offer id, the same in the feeds and the product page's structured data. */
export const sizeOfferId = (productId: number, skuId: number): string => `${productId}s${skuId}`;

/** A sitemap file holds at most this many URLs (the sitemaps.org limit); longer sections are split. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_SECTIONS = ['products', 'categories', 'content', 'shops'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** A variant's sitemap index: /sitemap.xml, /kz/sitemap.xml, /ae/sitemap.xml. */
export function sitemapIndexPath(variant: VariantKey): string {
  return `${variantPrefixPath(variant)}/sitemap.xml`;
}

/** One file of the index: /sitemaps/products-1.xml (pages count from 1). */
export function sitemapPath(variant: VariantKey, section: SitemapSection, page: number): string {
  return `${variantPrefixPath(variant)}/sitemaps/${section}-${page}.xml`;
}

/** The pattern the API registers per variant; `file` is '<section>-<page>.xml'. */
export function sitemapFilePattern(variant: VariantKey): string {
  return `${variantPrefixPath(variant)}/sitemaps/:file`;
}

/** '<section>-<page>.xml' → its section and page, or null (a 404). */
export function parseSitemapFile(file: string): { section: SitemapSection; page: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(file);
  const section = SITEMAP_SECTIONS.find((s) => s === match?.[1]);
  return section ? { section, page: Number(match?.[2]) } : null;
}

/** Files a section of `count` URLs takes (an empty section has none). */
export function sitemapPageCount(count: number, perFile = SITEMAP_MAX_URLS): number {
  return Math.ceil(count / perFile);
}

/** robots.txt of a variant: /robots.txt, /kz/robots.txt, /ae/robots.txt (crawlers read only the root one). */
export function robotsPath(variant: VariantKey): string {
  return `${variantPrefixPath(variant)}/robots.txt`;
}

/** The hreflang of each variant's pages: the language and the country it sells to. */
export const HREFLANG: Readonly<Record<VariantKey, string>> = { ru: 'ru-RU', kz: 'kk-KZ', com: 'en-AE' };

/** The variant whose page is the x-default alternate. */
export const X_DEFAULT_VARIANT: VariantKey = 'ru';

/** Pages that are a shopper's own or a step of buying: robots have nothing to index there. */
const PRIVATE_ROUTES: readonly RouteName[] = [
  'BasketIndex',
  'BasketOrdersIndex',
  'ProfileIndex',
  'FavoritesIndex',
  'LogInIndex',
  'PaymentResultIndex',
];

/**
 * The Disallow lines of a variant: its basket, checkout, profile, favourites, login and payment
 * pages, its search with parameters (every query is a page of its own), its API, and the back office.
 */
export function robotsDisallows(variant: VariantKey): string[] {
  const prefix = variantPrefixPath(variant);
  return [
    ...PRIVATE_ROUTES.flatMap((name) => {
      // The part before the first parameter: every page of the route lies below it.
      const pattern = routePattern(getRoute(name), variant);
      return pattern ? [pattern.split(':')[0] as string] : [];
    }),
    `${buildPath('SearchIndex', variant)}?`,
    `${prefix}/api/`,
    STAFF_BASE,
    '/pay/',
  ];
}

/**
 * robots.txt for the variants one host serves: their Disallow lines (each once) and a Sitemap line
 * per variant pointing at its index. `origins` gives each variant's absolute origin.
 */
export function robotsTxt(variants: readonly VariantKey[], origins: Readonly<Record<VariantKey, string>>): string {
  const disallows = [...new Set(variants.flatMap(robotsDisallows))];
  return [
    'User-agent: *',
    ...disallows.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    ...variants.map((v) => `Sitemap: ${origins[v]}${sitemapIndexPath(v)}`),
    '',
  ].join('\n');
}

/** The host the host map gives a variant (its first entry), or null when it shares the default host. */
export function variantHost(variant: VariantKey, hostMap: HostMap): string | null {
  return Object.entries(hostMap).find(([, v]) => v === variant)?.[0] ?? null;
}

/**
 * The absolute origin of each variant's pages: the variant's own host when the host map names one
 * (same scheme as `fallback`), else `fallback`, an origin such as 'https://shop.example' (the
 * configured public origin or the request's).
 */
export function variantOrigins(fallback: string, hostMap: HostMap): Record<VariantKey, string> {
  const scheme = fallback.slice(0, fallback.indexOf('//'));
  return Object.fromEntries(
    VARIANT_KEYS.map((v) => {
      const host = variantHost(v, hostMap);
      return [v, host ? `${scheme}//${host}` : fallback];
    }),
  ) as Record<VariantKey, string>;
}

/** An alternate of a page: the same thing in another variant. */
export interface Alternate {
  variant: VariantKey;
  hreflang: string;
  url: string;
}

/** Alternates for the variants where the page exists (`urlIn` answers null where it does not). */
export function alternatesOf(urlIn: (variant: VariantKey) => string | null): Alternate[] {
  return VARIANT_KEYS.flatMap((variant) => {
    const url = urlIn(variant);
    return url ? [{ variant, hreflang: HREFLANG[variant], url }] : [];
  });
}

/** Every address above as a route pattern, in every variant: what a web-only process forwards to the API. */
export function seoAddressPatterns(): string[] {
  return VARIANT_KEYS.flatMap((v) => [
    robotsPath(v),
    sitemapIndexPath(v),
    sitemapFilePattern(v),
    ...FEED_FORMATS.map((f) => feedPath(f, v)),
  ]);
}

/** The product page's query parameter choosing a size (its SKU id); a feed links each size's listing with it. */
export const PRODUCT_SIZE_PARAM = 'size';
