import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardedReload, RELOAD_GUARD_KEY } from './reload-guard';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

function memoryStore() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

describe('guardedReload', () => {
  it('reloads once, then not again within 10 s, then again after', () => {
    const store = memoryStore();
    const reload = vi.fn();
    expect(guardedReload(store, Date.now(), reload)).toBe(true);
    expect(store.getItem(RELOAD_GUARD_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(9_999);
    expect(guardedReload(store, Date.now(), reload)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(guardedReload(store, Date.now(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('is not fooled by a time in the future (a clock set back)', () => {
    const store = memoryStore();
    store.setItem(RELOAD_GUARD_KEY, String(Date.now() + 60_000));
    const reload = vi.fn();
    expect(guardedReload(store, Date.now(), reload)).toBe(true);
  });
});
