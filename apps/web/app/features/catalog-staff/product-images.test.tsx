import { describe, expect, it } from 'vitest';
import { imagesBodyOf } from './product-images';

function form(intent: string) {
  const data = new FormData();
  for (const [i, key] of ['a', 'b', 'c'].entries()) {
    data.append('imageKey', key);
    data.set(`images.${i}.alt.ru`, `alt ${key}`);
  }
  data.set('intent', intent);
  return data;
}

const keys = (intent: string) => imagesBodyOf(form(intent)).images.map((image) => image.key);

describe('the pictures a form asks for', () => {
  it('moves one picture up, down, to the front (the main picture) or where it was dropped', () => {
    expect(keys('images:move:1:0')).toEqual(['b', 'a', 'c']);
    expect(keys('images:move:0:1')).toEqual(['b', 'a', 'c']);
    expect(keys('images:move:2:0')).toEqual(['c', 'a', 'b']);
    expect(keys('images:move:0:2')).toEqual(['b', 'c', 'a']);
  });

  it('keeps each alt text with its picture, and ignores a move out of the list', () => {
    expect(imagesBodyOf(form('images:move:2:0')).images[0]).toEqual({ key: 'c', alt: { ru: 'alt c', en: '', kk: '' } });
    expect(keys('images:move:1:3')).toEqual(['a', 'b', 'c']);
    expect(keys('images:move:5:0')).toEqual(['a', 'b', 'c']);
  });

  it('removes one, and saves the others as listed', () => {
    expect(keys('images:remove:1')).toEqual(['a', 'c']);
    expect(keys('images')).toEqual(['a', 'b', 'c']);
  });
});
