import { describe, expect, it } from 'vitest';
import { arrangePhotos } from './photo-order';

describe('arrangePhotos', () => {
  const photos = ['a', 'b', 'c'];
  it('moves a photo up or down and removes one', () => {
    expect(arrangePhotos(photos, 'up:1')).toEqual(['b', 'a', 'c']);
    expect(arrangePhotos(photos, 'down:1')).toEqual(['a', 'c', 'b']);
    expect(arrangePhotos(photos, 'remove:0')).toEqual(['b', 'c']);
  });
  it('leaves the list as it is at its ends, for other intents and bad positions', () => {
    expect(arrangePhotos(photos, 'up:0')).toEqual(photos);
    expect(arrangePhotos(photos, 'down:2')).toEqual(photos);
    expect(arrangePhotos(photos, 'save')).toEqual(photos);
    expect(arrangePhotos(photos, 'remove:7')).toEqual(photos);
  });
});
