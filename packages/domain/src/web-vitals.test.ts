import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.ts';
import {
  PAGE_TYPES,
  pageTypeOf,
  rateWebVital,
  WEB_VITAL_BUCKETS,
  WEB_VITAL_METRICS,
  WEB_VITAL_THRESHOLDS,
  webVitalBucket,
} from './web-vitals.ts';

describe('page types', () => {
  it('gives every route one of the listed types', () => {
    for (const route of ROUTES) expect(PAGE_TYPES).toContain(pageTypeOf(route.name));
    expect(pageTypeOf('ProductIndex')).toBe('product');
    expect(pageTypeOf('CatalogIndex')).toBe('listing');
    expect(pageTypeOf('BasketOrdersIndex')).toBe('checkout');
    expect(pageTypeOf('ProfileOrdersIndex')).toBe('account');
  });

  it('calls anything else other', () => {
    expect(pageTypeOf(null)).toBe('other');
    expect(pageTypeOf('NotFound')).toBe('other');
    expect(pageTypeOf('constructor')).toBe('other');
  });
});

describe('histogram buckets', () => {
  it('are ascending, log-spaced and hold each threshold as a bound', () => {
    for (const metric of WEB_VITAL_METRICS) {
      const bounds = WEB_VITAL_BUCKETS[metric];
      for (let i = 1; i < bounds.length; i++) {
        const ratio = (bounds[i] as number) / (bounds[i - 1] as number);
        expect(ratio).toBeGreaterThan(1);
        expect(ratio).toBeLessThanOrEqual(1.3);
      }
      expect(bounds).toContain(WEB_VITAL_THRESHOLDS[metric].good);
      expect(bounds).toContain(WEB_VITAL_THRESHOLDS[metric].poor);
    }
    expect(WEB_VITAL_BUCKETS.LCP.slice(0, 4)).toEqual([10, 12.5, 16, 20]);
    expect(WEB_VITAL_BUCKETS.CLS.slice(0, 3)).toEqual([0.001, 0.00125, 0.0016]);
  });

  it('counts a value in the first bucket it does not exceed, past the last in the last', () => {
    expect(webVitalBucket('LCP', 2500)).toBe(2500);
    expect(webVitalBucket('LCP', 2501)).toBe(3150);
    expect(webVitalBucket('INP', 0)).toBe(10);
    expect(webVitalBucket('TTFB', 1700)).toBe(1800);
    expect(webVitalBucket('CLS', 0)).toBe(0.001);
    expect(webVitalBucket('CLS', 0.11)).toBe(0.125);
    expect(webVitalBucket('LCP', 10_000_000)).toBe(63_000);
  });

  it('rates a value by the thresholds', () => {
    expect(rateWebVital('LCP', 2500)).toBe('good');
    expect(rateWebVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateWebVital('CLS', 0.3)).toBe('poor');
  });
});
