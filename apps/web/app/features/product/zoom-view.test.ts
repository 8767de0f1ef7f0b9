import { describe, expect, it } from 'vitest';
import { followPointer, panBy, pinchOf, UNZOOMED, zoomAt } from './zoom-view';

const box = { width: 400, height: 500 };

describe('zoom view', () => {
  it('keeps the point zoomed on under the fingers', () => {
    const view = zoomAt(UNZOOMED, 2, 100, 100, box);
    expect(view).toEqual({ scale: 2, x: -100, y: -100 });
    // The picture's point (100, 100) is still drawn at (100, 100): 100 × 2 − 100.
    expect(100 * view.scale + view.x).toBe(100);
  });

  it('stays between 1× and 4× and never uncovers the box', () => {
    expect(zoomAt(UNZOOMED, 10, 0, 0, box).scale).toBe(4);
    expect(zoomAt({ scale: 2, x: -300, y: -400 }, 0.5, 0, 0, box)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(panBy({ scale: 2, x: -100, y: -100 }, 500, -1000, box)).toEqual({ scale: 2, x: 0, y: -500 });
  });

  it('follows the pointer from one edge of the picture to the other', () => {
    expect(followPointer(2, 0, 0, box)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(followPointer(2, 400, 500, box)).toEqual({ scale: 2, x: -400, y: -500 });
    expect(followPointer(2, 200, 250, box)).toEqual({ scale: 2, x: -200, y: -250 });
  });

  it('measures a pinch', () => {
    expect(pinchOf({ x: 0, y: 0 }, { x: 30, y: 40 })).toEqual({ distance: 50, x: 15, y: 20 });
  });
});
