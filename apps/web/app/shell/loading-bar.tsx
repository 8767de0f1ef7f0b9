/**
 * The bar at the top of the page while a navigation loads (spec section 9): it appears only once a
 * navigation has lasted LOADING_BAR.throttleMs, so quick ones never flash it; it creeps while the
 * next page loads, fills in LOADING_BAR.durationMs when it has arrived and holds full for
 * NAVIGATION_PAUSE_MS before it goes. Grey inside the app; no movement for reduced motion (CSS).
 */
import { LOADING_BAR, NAVIGATION_PAUSE_MS } from '@storefront/domain/constants';
import { type CSSProperties, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useI18n } from '../lib/i18n';
import { useLayout } from '../lib/layout-data';

export type BarPhase = 'hidden' | 'loading' | 'done';

/** The bar's timeline, fed with whether a navigation is under way; tells `onPhase` each change. */
export function loadingBarTimeline(onPhase: (phase: BarPhase) => void) {
  let phase: BarPhase = 'hidden';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const enter = (next: BarPhase) => {
    phase = next;
    onPhase(next);
  };
  return {
    busy(navigating: boolean) {
      if (navigating) {
        if (phase === 'loading' || (phase === 'hidden' && timer)) return;
        clearTimeout(timer);
        timer = undefined;
        // A navigation while the last one's bar is still filling carries on with the same bar.
        if (phase === 'done') enter('loading');
        else timer = setTimeout(() => enter('loading'), LOADING_BAR.throttleMs);
        return;
      }
      if (phase === 'done') return;
      clearTimeout(timer);
      timer = undefined;
      if (phase === 'loading') {
        enter('done');
        timer = setTimeout(() => {
          timer = undefined;
          enter('hidden');
        }, LOADING_BAR.durationMs + NAVIGATION_PAUSE_MS);
      }
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

const BAR_STYLE = {
  height: `${LOADING_BAR.heightPx}px`,
  '--loading-bar-duration': `${LOADING_BAR.durationMs}ms`,
} as CSSProperties;

export function LoadingBar() {
  const navigating = useNavigation().state !== 'idle';
  const layout = useLayout();
  const inApp = layout?.isMobileApp || layout?.isWebView;
  const { t } = useI18n();
  const [phase, setPhase] = useState<BarPhase>('hidden');
  const [timeline] = useState(() => loadingBarTimeline(setPhase));
  useEffect(() => () => timeline.stop(), [timeline]);
  useEffect(() => timeline.busy(navigating), [timeline, navigating]);
  if (phase === 'hidden') return null;
  return (
    <div
      className={`loading-bar loading-bar--${phase}${inApp ? ' loading-bar--app' : ''}`}
      style={BAR_STYLE}
      role="progressbar"
      aria-label={t('nav.loading')}
    />
  );
}
