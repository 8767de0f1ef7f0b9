import { describe, expect, it } from 'vitest';
import { isPhotograph, pictureIdOf, pictureSrcSet, pictureUrl, wholeWidthsFor, widthsFor } from './pictures.ts';

const photo = { src: '/images/p/0123456789abcdef', width: 1200, height: 1500, placeholder: '#e8e4de' };
const tinted = { ...photo, src: '/images/p/0123456789abcdef-c2663f' };
const drawn = { src: '/images/products/7/1.svg', width: 600, height: 600, placeholder: null };

describe('pictures', () => {
  it('tells a photograph (plain or recoloured) from a drawn picture', () => {
    expect(pictureIdOf(photo)).toBe('0123456789abcdef');
    expect(pictureIdOf(tinted)).toBe('0123456789abcdef-c2663f');
    expect(isPhotograph(drawn)).toBe(false);
    expect(isPhotograph({ src: '/images/p/../../etc' })).toBe(false);
  });

  it('derives no width above the picture’s own, but always the smallest', () => {
    expect(widthsFor(1200)).toEqual([160, 320, 480, 640, 960]);
    expect(widthsFor(100)).toEqual([160]);
  });

  it('lets a zoom have the picture’s own width between two derived ones', () => {
    expect(wholeWidthsFor(1200)).toEqual([160, 320, 480, 640, 960, 1200]);
    expect(wholeWidthsFor(1280)).toEqual([160, 320, 480, 640, 960, 1280]);
    expect(wholeWidthsFor(2560)).toEqual([160, 320, 480, 640, 960, 1280, 1920]);
    expect(wholeWidthsFor(100)).toEqual([160]);
    expect(pictureSrcSet(photo, 'avif', true)).toMatch(
      /\/960\.avif 960w, \/images\/p\/0123456789abcdef\/1200\.avif 1200w$/,
    );
  });

  it('asks for the nearest derived width at or above the one wanted', () => {
    expect(pictureUrl(photo, 300, 'avif')).toBe('/images/p/0123456789abcdef/320.avif');
    expect(pictureUrl(photo, 5000, 'jpg')).toBe('/images/p/0123456789abcdef/960.jpg');
    expect(pictureUrl(drawn, 300, 'jpg')).toBe(drawn.src);
  });

  it('lists every derived width in a srcset', () => {
    expect(pictureSrcSet(photo, 'webp')).toBe(
      [160, 320, 480, 640, 960].map((w) => `/images/p/0123456789abcdef/${w}.webp ${w}w`).join(', '),
    );
  });
});
