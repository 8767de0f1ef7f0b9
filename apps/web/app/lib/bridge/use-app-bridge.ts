/**
 * The bridge as components use it: which app mode the page is in (layout data) and `delegate`,
 * which hands a message to the app when this mode hands that message over and an app listens.
 * When it answers false the page does the thing itself (a browser, or an app without that handler).
 */
import { useCallback } from 'react';
import { useLayout } from '../layout-data';
import type { ToAppMessages, ToAppName } from './messages';
import { sendToApp } from './send';

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
  delegate: <N extends ToAppName>(name: N, payload: ToAppMessages[N]) => boolean;
}

export function useAppBridge(): AppBridge {
  const layout = useLayout();
  const isMobileApp = layout?.isMobileApp ?? false;
  const isWebView = layout?.isWebView ?? false;
  const delegate = useCallback(
    <N extends ToAppName>(name: N, payload: ToAppMessages[N]) =>
      handsOver({ isMobileApp, isWebView }, name) && sendToApp(name, payload),
    [isMobileApp, isWebView],
  );
  return { isMobileApp, isWebView, inApp: isMobileApp || isWebView, delegate };
}
