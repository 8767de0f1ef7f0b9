/**
 * Turns the analytics counters on for a page that may count (decision 039): the variant has a
 * counter id, and the shopper allowed analytics — on the site by the cookie banner, inside the
 * mobile app only when the app asks (its `analyticsConsent` message). Then the counters load once,
 * every navigation is a page view, and the data layer (lib/analytics) starts writing. A consent
 * taken back reloads the page, so no counter's script stays running in it. Renders nothing. The
 * counters' code is fetched only then: most pages never need it (no id, no consent yet).
 */
import { type Consent, consentValue } from '@storefront/domain/analytics/consent';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { type CounterSink, setCounterSink } from '../lib/analytics/data-layer';
import { useAppBridge, useAppMessage } from '../lib/bridge/use-app-bridge';
import { useConsent, useLayout } from '../lib/layout-data';

const counters = () => import('../lib/analytics/counters');

/** The consent that applies: the app's inside the app, the banner's answer elsewhere. */
function useApplyingConsent(): Consent | null {
  const { consent } = useConsent();
  const { inApp } = useAppBridge();
  const [appConsent, setAppConsent] = useState<Consent | null>(null);
  useAppMessage('analyticsConsent', setAppConsent);
  return inApp ? appConsent : consent;
}

export function Analytics() {
  const ids = useLayout()?.analytics ?? null;
  const consent = useApplyingConsent();
  const on = Boolean(ids && consent?.analytics);
  const started = useRef<CounterSink | null>(null);
  const location = useLocation();
  const previous = useRef<string | null>(null);

  // The ids and the answer as text: a new answer, not every new root data, tells the counters.
  const idsKey = ids ? `${ids.ga4Id} ${ids.ymId}` : null;
  const allowed = consent ? consentValue(consent) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `idsKey` and `allowed` stand for the ids' and the consent's values
  useEffect(() => {
    if (on && ids && consent) {
      const running = started.current;
      if (running) {
        void counters().then((c) => c.updateConsent(running, consent));
        return;
      }
      // Page views wait for the same import, so the counters start before the first view.
      void counters().then((c) => c.startCounters(ids, consent));
      started.current = ids;
      setCounterSink(ids);
    } else if (started.current) {
      setCounterSink(null);
      window.location.reload();
    }
  }, [on, idsKey, allowed]);

  // One page view per address shown, the first included; none while the counters are off.
  const address = `${location.pathname}${location.search}`;
  useEffect(() => {
    const url = new URL(address, window.location.origin).href;
    const referrer = previous.current ?? document.referrer;
    previous.current = url;
    const running = started.current;
    if (on && running) void counters().then((c) => c.countPageView(running, url, referrer));
  }, [address, on]);

  return null;
}
