import { describe, expect, it } from 'vitest';
import { sharePictureUrl } from './share-picture';

describe('sharePictureUrl', () => {
  it('links a photograph’s JPEG of the width asked and a drawn picture’s PNG, absolute', () => {
    const photo = { src: '/images/p/0123456789abcdef', width: 2000, height: 2500, placeholder: '#eeeeee' };
    expect(sharePictureUrl(photo, 'https://shop.example')).toBe(
      'https://shop.example/images/p/0123456789abcdef/1280.jpg',
    );
    expect(sharePictureUrl({ ...photo, width: 700 }, 'https://shop.example')).toBe(
      'https://shop.example/images/p/0123456789abcdef/640.jpg',
    );
    const drawn = { src: '/images/products/7/2.svg', width: 600, height: 600, placeholder: null };
    expect(sharePictureUrl(drawn, 'https://shop.example')).toBe('https://shop.example/images/products/7/2.png');
  });
});
