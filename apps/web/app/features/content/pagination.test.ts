import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('lists every page of a short index', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
  it('keeps the ends and the pages around the current one, with gaps', () => {
    expect(pageWindow(10, 27)).toEqual([1, null, 8, 9, 10, 11, 12, null, 27]);
    expect(pageWindow(1, 27)).toEqual([1, 2, 3, null, 27]);
  });
});
