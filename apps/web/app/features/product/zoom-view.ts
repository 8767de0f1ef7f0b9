/**
 * The zoomed picture's view: a scale and an offset (CSS pixels of the unscaled box), kept so the
 * picture always covers its box — pinching or panning can never show the background beside it.
 */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

export const ZOOM = { min: 1, max: 4, click: 2 } as const;

export const UNZOOMED: ZoomView = { scale: 1, x: 0, y: 0 };

interface Box {
  width: number;
  height: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The view with its offset pulled back so the scaled picture still covers the box. */
export function fitView(view: ZoomView, box: Box): ZoomView {
  const scale = clamp(view.scale, ZOOM.min, ZOOM.max);
  const spareX = box.width * (scale - 1);
  const spareY = box.height * (scale - 1);
  // `|| 0`: no negative zero in a transform.
  return { scale, x: clamp(view.x, -spareX, 0) || 0, y: clamp(view.y, -spareY, 0) || 0 };
}

/**
 * The view at `scale` that keeps the point under (px, py) — box coordinates — where it is: a click
 * zooms in on what was clicked, and a pinch on the point between the fingers.
 */
export function zoomAt(view: ZoomView, scale: number, px: number, py: number, box: Box): ZoomView {
  const next = clamp(scale, ZOOM.min, ZOOM.max);
  const ratio = next / view.scale;
  return fitView({ scale: next, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio }, box);
}

/**
 * Click-to-zoom on a desktop: at ZOOM.click the picture follows the pointer, the box's left edge
 * showing the picture's left edge and its right edge the right one.
 */
export function followPointer(scale: number, px: number, py: number, box: Box): ZoomView {
  const fx = clamp(px / Math.max(1, box.width), 0, 1);
  const fy = clamp(py / Math.max(1, box.height), 0, 1);
  return fitView({ scale, x: -fx * box.width * (scale - 1), y: -fy * box.height * (scale - 1) }, box);
}

/** The view moved by a drag of (dx, dy). */
export function panBy(view: ZoomView, dx: number, dy: number, box: Box): ZoomView {
  return fitView({ ...view, x: view.x + dx, y: view.y + dy }, box);
}

/** The distance and midpoint of two touches. */
export function pinchOf(a: { x: number; y: number }, b: { x: number; y: number }) {
  return { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
