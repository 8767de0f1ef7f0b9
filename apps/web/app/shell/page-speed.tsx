/**
 * Real-user page speed (decision 040). A sampled share of page loads (the layout's
 * `webVitalsSampleRate`) measures LCP, INP, CLS and TTFB with the web-vitals library, fetched only
 * then, and sends them in one beacon when the page is hidden: the landing page's type and the
 * values, nothing of the address, the shopper or the device. The measurements belong to the
 * document's load, so the type is the landing page's, whatever in-page navigations follow.
 */
import { apiBase, matchRoute } from '@storefront/domain/routes';
import type { VariantKey } from '@storefront/domain/variants';
import {
  type PageType,
  pageTypeOf,
  WEB_VITAL_METRICS,
  type WebVitalMetric,
  type WebVitalsBeacon,
} from '@storefront/domain/web-vitals';
import { useEffect } from 'react';
import { useLayout } from '../lib/layout-data';

/** The page type of the document's own address (its navigation entry), in the page's variant. */
export function landingPageType(documentUrl: string, variant: VariantKey): PageType {
  return pageTypeOf(matchRoute(new URL(documentUrl).pathname, variant)?.route.name);
}

const isReported = (name: string): name is WebVitalMetric => (WEB_VITAL_METRICS as readonly string[]).includes(name);

/** Measurements wait here, the latest of each metric, until the page is hidden. */
export function vitalsQueue(url: string, pageType: PageType, send: (url: string, body: string) => void) {
  const pending = new Map<WebVitalMetric, number>();
  return {
    add({ name, value }: { name: string; value: number }) {
      // Whole milliseconds; CLS, a small fraction, to four places.
      if (isReported(name)) pending.set(name, name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value));
    },
    flush() {
      if (pending.size === 0) return;
      const body: WebVitalsBeacon = { pageType, metrics: [...pending].map(([name, value]) => ({ name, value })) };
      pending.clear();
      send(url, JSON.stringify(body));
    },
  };
}

async function startReporting(variant: VariantKey): Promise<void> {
  const [navigation] = performance.getEntriesByType('navigation');
  const pageType = landingPageType(navigation?.name ?? window.location.href, variant);
  // A string goes as text/plain, which a beacon may send without asking the server first.
  const queue = vitalsQueue(`${apiBase(variant)}/web-vitals`, pageType, (url, body) =>
    navigator.sendBeacon?.(url, body),
  );
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const on of [onCLS, onINP, onLCP, onTTFB]) on(queue.add);
  // Added after the library's own listeners, so its last values are in the queue by then.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('pagehide', queue.flush);
}

/** One draw per document: the component may mount again (into and out of the back office). */
let drawn = false;

export function PageSpeed({ random = Math.random }: { random?: () => number }) {
  const layout = useLayout();
  const variant = layout?.variant;
  const rate = layout?.webVitalsSampleRate ?? 0;
  useEffect(() => {
    if (drawn || !variant) return;
    drawn = true;
    if (random() < rate) startReporting(variant).catch(() => {});
  }, [variant, rate, random]);
  return null;
}
