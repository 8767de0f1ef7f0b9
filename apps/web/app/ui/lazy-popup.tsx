/**
 * Components whose code is not in the page's first load: fetched when the page is idle, or at once
 * when they are needed. Until then nothing is rendered, so they suit what renders nothing on the
 * server: popups, and parts that only watch and report.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/** A lazy component; `preload` fetches its code without rendering it (a failed fetch is left for the next try). */
export type LazyComponent<P> = ComponentType<P> & { preload: () => void };

function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  neededNow: (props: P) => boolean,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  // One fetch for every instance; a failed one (a deploy took the chunk away: lib/reload-guard.ts)
  // is forgotten, so the next opening tries again.
  const fetchOnce = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, as React.lazy makes its components
  function Lazy(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => loaded);
    const now = neededNow(props);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      const take = () => {
        fetchOnce().then(
          (component) => {
            if (live) setLoaded(() => component);
          },
          () => {},
        );
      };
      let cancelIdle = () => {};
      if (now) take();
      else cancelIdle = whenIdle(take);
      return () => {
        live = false;
        cancelIdle();
      };
    }, [Loaded, now]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(Lazy, { preload: () => void fetchOnce().catch(() => {}) });
}

/**
 * A popup fetched when the page is idle, or at the latest when it is first opened (it then appears as
 * soon as its code has arrived). Once loaded it stays mounted, so closing transitions and the return of
 * focus to the opener work as with a static import.
 */
export function lazyPopup<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  return lazyComponent(load, (props) => props.open);
}

/** A component that renders nothing at first, fetched when the page is idle. */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, () => false);
}

/** A component that renders nothing at first, fetched as soon as it is mounted. */
export function lazyAtOnce<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, () => true);
}
