/**
 * A fixed-window limit counted in this process's memory: for guards where a database write per
 * request would cost more than it protects (the API's flood guard, page-speed beacons; decision 006).
 * Behind N processes a client gets up to N times the allowance. The window's counts are dropped
 * whole when it ends, so memory holds one window's clients at most.
 */
export interface MemoryWindowLimit {
  /** Counts one attempt of `key`: 0 when allowed, else the seconds until the window ends. */
  hit(key: string, now?: number): number;
}

export function memoryWindowLimit(max: number, windowMs: number): MemoryWindowLimit {
  let windowStart = Date.now();
  let hits = new Map<string, number>();
  return {
    hit(key, now = Date.now()) {
      if (now - windowStart >= windowMs) {
        windowStart = now - ((now - windowStart) % windowMs);
        hits = new Map();
      }
      const count = (hits.get(key) ?? 0) + 1;
      hits.set(key, count);
      return count <= max ? 0 : Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    },
  };
}
