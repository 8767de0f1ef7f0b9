/**
 * Timed work in one place: debounced and throttled effects, and writes debounced per key that still
 * reach the server when the page goes away.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface PendingWrites {
  /** Runs `write` after `ms`, unless a write with the same key is scheduled first: that one replaces it. */
  schedule: (key: string, ms: number, write: () => void) => void;
  /** True while the page is going away: a write sent then needs `keepalive` to outlive it. */
  leaving: () => boolean;
}

/** Debounced writes keyed by what they change; leaving the page within a debounce sends them at once. */
export function usePendingWrites(): PendingWrites {
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; run: () => void }>());
  const leaving = useRef(false);

  useEffect(() => {
    const pending = timers.current;
    const flush = () => {
      leaving.current = true;
      for (const [key, { timer, run }] of pending) {
        clearTimeout(timer);
        pending.delete(key);
        run();
      }
    };
    const back = () => {
      leaving.current = false;
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('pageshow', back);
      for (const { timer } of pending.values()) clearTimeout(timer);
    };
  }, []);

  const schedule = useCallback((key: string, ms: number, run: () => void) => {
    const previous = timers.current.get(key);
    if (previous) clearTimeout(previous.timer);
    const timer = setTimeout(() => {
      timers.current.delete(key);
      run();
    }, ms);
    timers.current.set(key, { timer, run });
  }, []);

  return useMemo(() => ({ schedule, leaving: () => leaving.current }), [schedule]);
}

/**
 * Runs `run` after `ms`, for an effect to return: the cleanup it returns cancels a run not yet
 * started and aborts the signal of one under way, so its late answer is dropped.
 */
export function debounced(ms: number, run: (signal: AbortSignal) => void): () => void {
  const controller = new AbortController();
  const timer = setTimeout(() => run(controller.signal), ms);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}

/**
 * A throttle for an effect: `throttle(run)` runs at most once per `ms` — at once after a quiet
 * window, otherwise when the window ends — and returns the cleanup `debounced` does.
 */
export function useThrottle(ms: number): (run: (signal: AbortSignal) => void) => () => void {
  const last = useRef(0);
  return useCallback(
    (run) =>
      debounced(Math.max(0, last.current + ms - Date.now()), (signal) => {
        last.current = Date.now();
        run(signal);
      }),
    [ms],
  );
}
