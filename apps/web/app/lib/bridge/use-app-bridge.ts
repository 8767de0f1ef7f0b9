/**
 * The bridge as components use it: which app mode the page is in (layout data) and `delegate`,
 * which hands a message to the app when this mode hands that message over and an app listens.
 * When it answers false the page does the thing itself (a browser, or an app without that handler).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLayout } from '../layout-data';
import type { PaymentToOpen } from '../payment-to-open';
import type { FromAppMessages, FromAppName, ToAppMessages, ToAppName } from './messages';
import { appReceiver } from './receive';
import { appListens, sendToApp } from './send';

/** What a web view (site chrome kept) hands to the app; a mobile-app screen hands over everything. */
export const WEB_VIEW_MESSAGES: ReadonlySet<ToAppName> = new Set([
  'openAuthorization',
  'updateCity',
  'filterCount',
  'openFilter',
  'share',
  'like',
]);

export function handsOver(mode: { isMobileApp: boolean; isWebView: boolean }, name: ToAppName): boolean {
  return mode.isMobileApp || (mode.isWebView && WEB_VIEW_MESSAGES.has(name));
}

export interface AppBridge {
  isMobileApp: boolean;
  isWebView: boolean;
  /** Either mode: the page runs inside the app. */
  inApp: boolean;
  /** Whether `delegate(name)` would reach the app (for rendering: no flash of the web UI). */
  canDelegate: (name: ToAppName) => boolean;
  delegate: <N extends ToAppName>(name: N, payload: ToAppMessages[N]) => boolean;
}

export function useAppBridge(): AppBridge {
  const layout = useLayout();
  const isMobileApp = layout?.isMobileApp ?? false;
  const isWebView = layout?.isWebView ?? false;
  const canDelegate = useCallback(
    (name: ToAppName) =>
      typeof window !== 'undefined' && handsOver({ isMobileApp, isWebView }, name) && appListens(name),
    [isMobileApp, isWebView],
  );
  const delegate = useCallback(
    <N extends ToAppName>(name: N, payload: ToAppMessages[N]) =>
      handsOver({ isMobileApp, isWebView }, name) && sendToApp(name, payload),
    [isMobileApp, isWebView],
  );
  return { isMobileApp, isWebView, inApp: isMobileApp || isWebView, canDelegate, delegate };
}

/** Runs `listener` for every message of this name the app sends while the component is mounted. */
export function useAppMessage<N extends FromAppName>(name: N, listener: (payload: FromAppMessages[N]) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => appReceiver().on(name, (payload) => latest.current(payload)), [name]);
}

/**
 * Opens an order's online payment: a mobile-app screen hands an SBP payment to the app, anything
 * else goes to the payment's address. True when the app took it.
 */
export function useOpenPayment(): (orderNumber: string, payment: PaymentToOpen) => boolean {
  const { delegate } = useAppBridge();
  return useCallback(
    (orderNumber, payment) => {
      if (payment.sbp && delegate('sbpPayment', { orderNumber, paymentUrl: payment.url })) return true;
      window.location.assign(payment.url);
      return false;
    },
    [delegate],
  );
}
