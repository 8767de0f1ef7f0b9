import { describe, expect, it } from 'vitest';
import { swipeCloses } from './swipe';

describe('swipe to close', () => {
  it('closes past 10% of the modal size or on a quick flick', () => {
    expect(swipeCloses(61, 600, 1000)).toBe(true);
    expect(swipeCloses(59, 600, 1000)).toBe(false);
    expect(swipeCloses(30, 600, 250)).toBe(true);
    expect(swipeCloses(30, 600, 301)).toBe(false);
    expect(swipeCloses(-100, 600, 100)).toBe(false);
  });
});
