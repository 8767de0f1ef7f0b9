/**
 * Real-user page speed (decision 040): the Core Web Vitals a shopper's browser reports, the page
 * types they are told apart by, and the fixed histogram buckets the server counts them in. The
 * browser's reporter, the API that takes its beacon and the back office's p75 all read this module.
 */
import type { RouteName } from './routes.ts';

/** What the browser measures: largest paint, interaction latency, layout shift, first byte. */
export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** The kinds of page speed is reported for: few enough to read at a glance, with no address in them. */
export const PAGE_TYPES = [
  'product',
  'listing',
  'search',
  'home',
  'basket',
  'checkout',
  'content',
  'account',
  'other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The page type of every route of the table: a new route must say which it is. */
const PAGE_TYPE_OF_ROUTE: Record<RouteName, PageType> = {
  MainIndex: 'home',
  CatalogIndex: 'listing',
  ProductIndex: 'product',
  SearchIndex: 'search',
  BasketIndex: 'basket',
  BasketOrdersIndex: 'checkout',
  PaymentResultIndex: 'checkout',
  ContactsIndex: 'content',
  MagazinesIndex: 'content',
  LookbookIndex: 'content',
  LookbookDetailIndex: 'content',
  StaticDocumentsIndex: 'content',
  StaticDocumentsDetailIndex: 'content',
  NewsIndex: 'content',
  NewsDetailIndex: 'content',
  BlogIndex: 'content',
  BlogDetailIndex: 'content',
  AboutCompanyIndex: 'content',
  GoodNewsIndex: 'content',
  LooksPage: 'content',
  ShopsIndex: 'content',
  ShopsDetailIndex: 'content',
  LogInIndex: 'account',
  ProfileIndex: 'account',
  ProfileOrdersIndex: 'account',
  ProfileMessagesIndex: 'account',
  ProfileWaitingListIndex: 'account',
  ProfilePersonalIndex: 'account',
  ProfileAddressesIndex: 'account',
  ProfileSubscriptionsIndex: 'account',
  ProfileGiftCardsIndex: 'account',
  FavoritesIndex: 'other',
  GiftCardsIndex: 'other',
  GiftCardPresentPageIndex: 'other',
  RedirectToAppStore: 'other',
  ExternalIndex: 'other',
};

const PAGE_TYPE_BY_NAME = new Map<string, PageType>(Object.entries(PAGE_TYPE_OF_ROUTE));

/** The page type of a route by its name; anything else (a 404, the back office) is `other`. */
export function pageTypeOf(routeName: string | null | undefined): PageType {
  return (routeName && PAGE_TYPE_BY_NAME.get(routeName)) || 'other';
}

/**
 * Where "good" ends and "poor" begins for each metric (web.dev's thresholds, milliseconds but CLS).
 * Every one is a bucket bound, so whether a p75 is good, needs improvement or is poor is exact.
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

/** The Renard R10 series: ten steps a decade, each 25–28% above the last. */
const R10 = [1, 1.25, 1.6, 2, 2.5, 3.15, 4, 5, 6.3, 8] as const;

/** R10 numbers from 10^from up to 6.3 × 10^to, rounded to what they print as. */
function r10Range(from: number, to: number): number[] {
  const bounds: number[] = [];
  for (let exponent = from; exponent <= to; exponent++) {
    for (const step of R10) {
      const bound = Number((step * 10 ** exponent).toPrecision(3));
      if (bound <= 6.3 * 10 ** to) bounds.push(bound);
    }
  }
  return bounds;
}

function withThresholds(series: number[], metric: WebVitalMetric): readonly number[] {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  return [...new Set([...series, good, poor])].sort((a, b) => a - b);
}

const MS_BOUNDS = r10Range(1, 4); // 10 ms … 63 s
const CLS_BOUNDS = r10Range(-3, 0); // 0.001 … 6.3

/**
 * Upper bounds of each metric's histogram buckets, ascending: a value counts in the first bucket
 * whose bound it does not exceed, one past the last bound in the last bucket. Log-spaced, so every
 * bucket is as wide relative to its values, and a p75 read as its bucket's bound is at most 28% high.
 * Changing them splits history: rows keep the bound they were counted under.
 */
export const WEB_VITAL_BUCKETS: Record<WebVitalMetric, readonly number[]> = {
  LCP: withThresholds(MS_BOUNDS, 'LCP'),
  INP: withThresholds(MS_BOUNDS, 'INP'),
  CLS: withThresholds(CLS_BOUNDS, 'CLS'),
  TTFB: withThresholds(MS_BOUNDS, 'TTFB'),
};

/** The bound of the bucket a measured value counts in. */
export function webVitalBucket(metric: WebVitalMetric, value: number): number {
  const bounds = WEB_VITAL_BUCKETS[metric];
  return bounds.find((bound) => value <= bound) ?? (bounds[bounds.length - 1] as number);
}

/** good / needs-improvement / poor of a value, by the metric's thresholds. */
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateWebVital(metric: WebVitalMetric, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The beacon's bounds: one page load reports each metric at most a few times (again after the
 * page comes back from the back-forward cache), values past the largest plausible are refused.
 */
export const WEB_VITALS_BEACON = {
  /** Bytes of one beacon's body. */
  maxBytes: 2048,
  /** Measurements in one beacon. */
  maxMetrics: 16,
  /** The largest value taken: ms for timings, CLS has its own. */
  maxMs: 600_000,
  maxCls: 100,
  /** Beacons one client address may send a minute, per server process. */
  perMinute: 30,
} as const;

/** Of the page loads, the share that report (WEB_VITALS_SAMPLE_RATE), unless configured. */
export const WEB_VITALS_DEFAULT_SAMPLE_RATE = 0.1;

/** The body of a beacon: the page type and variant are all it says of the page. */
export interface WebVitalsBeacon {
  pageType: PageType;
  metrics: { name: WebVitalMetric; value: number }[];
}

/** How far back the back office's p75 looks: today (UTC) and the last seven days with today. */
export const WEB_VITALS_REPORT_DAYS = { today: 1, week: 7 } as const;
/** Days of rows kept. */
export const WEB_VITALS_KEPT_DAYS = 90;
