/**
 * Runs a task once the browser has nothing else to do (requestIdleCallback), at the latest after
 * IDLE_TASK_TIMEOUT_MS; where there is no idle callback (Safari), after a fixed pause. Returns the cancel.
 */
import { IDLE_TASK_TIMEOUT_MS } from '@storefront/domain/constants';

/** The pause instead of the idle callback: long enough for the page's first work to be done. */
const FALLBACK_DELAY_MS = 2000;

export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TASK_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
