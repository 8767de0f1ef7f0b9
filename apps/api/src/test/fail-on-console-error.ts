/** An unexpected console.error fails the test that caused it. */
import { afterEach, vi } from 'vitest';

const spy = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length)
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
});
