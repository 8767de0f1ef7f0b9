/**
 * The two counters the shop can load (decision 039), each only with the shopper's consent and an id
 * configured for the variant: Google Analytics 4 (gtag.js) and Yandex Metrica (tag.js). Their
 * standard script addresses, and the hosts the pages' Content-Security-Policy allows for them when
 * an id is configured (the scripts send their hits there).
 */
export interface CounterIds {
  /** A GA4 measurement id, `G-…`. */
  ga4Id: string | null;
  /** A Metrica counter number. */
  ymId: string | null;
}

export const GA4_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;
export const YM_ID_PATTERN = /^\d{4,12}$/;

/**
 * gtag.js with its own queue (`l=`): gtag's calls go to `window.gtagDataLayer`, so `window.dataLayer`
 * holds only the shop's e-commerce events, which Metrica reads; nothing is counted twice.
 */
export const GA4_QUEUE = 'gtagDataLayer';
export const ga4ScriptUrl = (id: string): string =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}&l=${GA4_QUEUE}`;
export const YM_SCRIPT_URL = 'https://mc.yandex.ru/metrika/tag.js';

export const COUNTER_ORIGINS = {
  ga4: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  },
  ym: {
    script: ['https://mc.yandex.ru', 'https://yastatic.net'],
    connect: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  },
} as const;
