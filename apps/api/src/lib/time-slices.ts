/**
 * Long loops on the event loop (the catalogue's index over 100,000 rows) run in slices of a few
 * milliseconds and let requests, timers and I/O through between them, so a page or a health check
 * never waits behind the whole loop and the load shedder does not see a stalled process.
 */

/** How long one slice may run: well under what a request may wait behind it. */
export const SLICE_MS = 5;

/** Resolves once the I/O and timers already due have had their turn (setImmediate runs after the poll phase). */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Calls `work(i)` for i in [0, count), yielding to the event loop whenever `sliceMs` have passed since the last turn. */
export async function forEachInSlices(count: number, work: (i: number) => void, sliceMs = SLICE_MS): Promise<void> {
  let started = performance.now();
  for (let i = 0; i < count; i++) {
    work(i);
    if (performance.now() - started >= sliceMs) {
      await nextTurn();
      started = performance.now();
    }
  }
}
