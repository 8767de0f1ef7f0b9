import { describe, expect, it } from 'vitest';
import { contentPicture, pictureOfRef, pictureRef } from './picture-ref.ts';

const stored = { id: '0123456789abcdef', width: 1800, height: 1200, placeholder: '#C9B79A' };

describe('picture references', () => {
  it('give a page the photograph with its size and colour', () => {
    const ref = pictureRef(stored);
    expect(ref).toBe('0123456789abcdef_1800x1200_c9b79a');
    expect(pictureOfRef(ref)).toEqual({
      src: '/images/p/0123456789abcdef',
      width: 1800,
      height: 1200,
      placeholder: '#c9b79a',
    });
  });

  it('keep an older storage key as a stored picture at the size of its place', () => {
    expect(pictureOfRef('demo/look/3.svg')).toBeNull();
    expect(contentPicture('demo/look/3.svg', 600, 800)).toEqual({
      src: '/images/content/demo/look/3.svg',
      width: 600,
      height: 800,
      placeholder: null,
    });
  });

  it('refuse what is not a picture id', () => {
    expect(() => pictureRef({ ...stored, id: '../etc' })).toThrow(RangeError);
    expect(pictureOfRef('0123456789abcdef_0x10_c9b79a')).toBeNull();
  });
});
