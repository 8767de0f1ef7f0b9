/** A swipe closes a modal when it moved over 10 percent of the modal's size, or was quick (within 300 ms). */
export const SWIPE_CLOSE = { fraction: 0.1, quickMs: 300, minQuickPx: 10 } as const;

export function swipeCloses(distancePx: number, modalSizePx: number, durationMs: number): boolean {
  if (distancePx <= 0) return false;
  if (distancePx > modalSizePx * SWIPE_CLOSE.fraction) return true;
  return durationMs <= SWIPE_CLOSE.quickMs && distancePx >= SWIPE_CLOSE.minQuickPx;
}
