/**
 * Loading the counters the shopper allowed, each set up as its own standard snippet does, but from
 * the shop's code (the pages' CSP allows no inline script): GA4 with consent mode (ads storage only
 * with the marketing category), Metrica reading e-commerce from `window.dataLayer`. Both count page
 * views by hand on every navigation of this single-page app (GA4 `send_page_view: false`, Metrica
 * `defer`), so the first view and later ones are counted the same way.
 */
import type { Consent } from '@storefront/domain/analytics/consent';
import { ga4ScriptUrl, YM_SCRIPT_URL } from '@storefront/domain/analytics/counters';
import { type CounterSink, gtag } from './data-layer';

/** Marks the counters' scripts: a page adds each once however often the shell mounts. */
const SCRIPT_MARK = 'data-counter';

function addScript(src: string, name: string): void {
  if (document.querySelector(`script[${SCRIPT_MARK}="${name}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(SCRIPT_MARK, name);
  document.head.append(script);
}

/** GA4's consent-mode signals for what the shopper allowed. */
function ga4Consent(consent: Consent): Record<string, 'granted' | 'denied'> {
  const ads = consent.marketing ? 'granted' : 'denied';
  return {
    analytics_storage: consent.analytics ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

function startGa4(id: string, consent: Consent): void {
  gtag('consent', 'default', ga4Consent(consent));
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
  addScript(ga4ScriptUrl(id), 'ga4');
}

function startYm(id: string, consent: Consent): void {
  if (!window.ym) {
    const queue: unknown[] = [];
    window.ym = Object.assign(
      function ym() {
        // biome-ignore lint/complexity/noArguments: Metrica's tag reads Arguments objects from its queue, as its own snippet pushes them
        queue.push(arguments);
      },
      { a: queue, l: Date.now() },
    );
  }
  window.ym(Number(id), 'init', {
    defer: true,
    ecommerce: 'dataLayer',
    clickmap: consent.marketing,
    trackLinks: true,
    accurateTrackBounce: true,
  });
  addScript(YM_SCRIPT_URL, 'ym');
}

/** Starts the counters with an id; called once a page may count (the shell decides). */
export function startCounters(ids: CounterSink, consent: Consent): void {
  if (ids.ga4Id) startGa4(ids.ga4Id, consent);
  if (ids.ymId) startYm(ids.ymId, consent);
}

/** The shopper changed what they allow while the counters run: GA4 hears it at once (Metrica's click map keeps its start's setting until the next page load). */
export function updateConsent(ids: CounterSink, consent: Consent): void {
  if (ids.ga4Id) gtag('consent', 'update', ga4Consent(consent));
}

/** One page view, the address and title of the page now shown; `referrer` is the page before. */
export function countPageView(ids: CounterSink, url: string, referrer: string): void {
  if (ids.ga4Id)
    gtag('event', 'page_view', { page_location: url, page_referrer: referrer, page_title: document.title });
  if (ids.ymId) window.ym?.(Number(ids.ymId), 'hit', url, { title: document.title, referer: referrer });
}
