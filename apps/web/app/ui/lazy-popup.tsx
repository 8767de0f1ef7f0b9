/**
 * A popup whose code is not in the page's first load: it is fetched when the page is idle, or at the
 * latest when the popup is first opened (it then appears as soon as its code has arrived). Until then
 * nothing is rendered; once loaded the popup stays mounted, so closing transitions and the return of
 * focus to the opener work as with a static import.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

export function lazyPopup<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
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

  // biome-ignore lint/correctness/noComponentHookFactories: made once per popup at module level, as React.lazy makes its components
  function LazyPopup(props: P) {
    const [Popup, setPopup] = useState<ComponentType<P> | null>(() => loaded);
    const { open } = props;
    useEffect(() => {
      if (Popup) return;
      let live = true;
      const take = () => {
        fetchOnce().then(
          (component) => {
            if (live) setPopup(() => component);
          },
          () => {},
        );
      };
      let cancelIdle = () => {};
      if (open) take();
      else cancelIdle = whenIdle(take);
      return () => {
        live = false;
        cancelIdle();
      };
    }, [Popup, open]);
    return Popup ? <Popup {...props} /> : null;
  }
  return LazyPopup;
}
