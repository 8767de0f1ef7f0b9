import type { Consent } from '@storefront/domain/analytics/consent';
import { act, cleanup, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCounterSink, track } from '../lib/analytics/data-layer';
import { appReceiver } from '../lib/bridge/receive';
import { Analytics } from './analytics';

interface Setup {
  analytics: { ga4Id: string | null; ymId: string | null } | null;
  consent: Consent | null;
  webView?: boolean;
}
let shown: Setup;

function HydrateFallback() {
  return null;
}

const Stub = createRoutesStub([
  {
    id: 'root',
    path: '/',
    HydrateFallback,
    loader: () => ({
      layout: { analytics: shown.analytics, isMobileApp: false, isWebView: shown.webView ?? false },
      consent: shown.consent,
      consentSettings: false,
    }),
    Component: Analytics,
  },
]);

async function renderWith(setup: Setup) {
  shown = setup;
  render(<Stub initialEntries={['/']} />);
  await act(async () => {});
}

const counterScripts = () => [...document.querySelectorAll('script[data-counter]')].map((s) => s.getAttribute('src'));
const BOTH = { ga4Id: 'G-TEST1234', ymId: '12345678' };
const YES: Consent = { analytics: true, marketing: false };

beforeEach(() => {
  // The test page loads no scripts: an added one counts as loaded instead of as an error.
  (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});
afterEach(() => {
  cleanup();
  setCounterSink(null);
  for (const script of document.querySelectorAll('script[data-counter]')) script.remove();
  delete window.ym;
  delete window.gtagDataLayer;
  delete window.dataLayer;
});

describe('the counters', () => {
  it('load with a configured id and the shopper’s consent, each from its standard address', async () => {
    await renderWith({ analytics: BOTH, consent: YES });
    // The counters' code is fetched once they may count.
    await vi.waitFor(() => expect(counterScripts()).toHaveLength(2));
    expect(counterScripts()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1234&l=gtagDataLayer',
      'https://mc.yandex.ru/metrika/tag.js',
    ]);
    // GA4 in consent mode, ads signals denied without the marketing category; a first page view.
    const commands = (window.gtagDataLayer ?? []).map((c) => Array.from(c as ArrayLike<unknown>));
    expect(commands[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(commands.some(([kind, name]) => kind === 'event' && name === 'page_view')).toBe(true);
    const metrica = (window.ym?.a ?? []).map((c) => Array.from(c as ArrayLike<unknown>));
    expect(metrica[0]).toEqual([12345678, 'init', expect.objectContaining({ ecommerce: 'dataLayer', defer: true })]);
    expect(metrica[1]?.slice(0, 2)).toEqual([12345678, 'hit']);
  });

  it('load nothing and write no data layer without consent, after a refusal, or without an id', async () => {
    for (const setup of [
      { analytics: BOTH, consent: null },
      { analytics: BOTH, consent: { analytics: false, marketing: true } },
      { analytics: null, consent: YES },
    ]) {
      await renderWith(setup);
      track({ event: 'view_cart', ecommerce: { currency: 'RUB', value: 1, items: [] } });
      expect(counterScripts(), JSON.stringify(setup)).toEqual([]);
      expect(window.dataLayer).toBeUndefined();
      cleanup();
    }
  });

  it('load nothing inside the app, whatever the cookie says, until the app asks', async () => {
    await renderWith({ analytics: BOTH, consent: YES, webView: true });
    expect(counterScripts()).toEqual([]);
    await act(async () => {
      appReceiver().receive('analyticsConsent', { analytics: true, marketing: false });
    });
    await vi.waitFor(() => expect(counterScripts()).toHaveLength(2));
  });
});
