import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounced, useThrottle } from './use-debounce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounced', () => {
  it('runs after the wait, not when cleaned up first, and aborts a run under way', () => {
    const run = vi.fn();
    const cancel = debounced(300, run);
    vi.advanceTimersByTime(299);
    cancel();
    vi.advanceTimersByTime(10);
    expect(run).not.toHaveBeenCalled();

    let signal: AbortSignal | undefined;
    const cleanup = debounced(300, (s) => {
      signal = s;
    });
    vi.advanceTimersByTime(300);
    expect(signal?.aborted).toBe(false);
    cleanup();
    expect(signal?.aborted).toBe(true);
  });
});

describe('useThrottle', () => {
  it('runs at once after a quiet window, otherwise when the window ends', () => {
    const { result } = renderHook(() => useThrottle(400));
    const first = vi.fn();
    result.current(first);
    vi.advanceTimersByTime(0);
    expect(first).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(100);
    const second = vi.fn();
    result.current(second);
    vi.advanceTimersByTime(299);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
