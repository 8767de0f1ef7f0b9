/**
 * A picture's absolute address for readers that take only JPEG or PNG (link previews, search engines'
 * product data): a photograph's JPEG about `width` wide, a drawn picture's PNG (the API renders each
 * drawing at `{n}.png` beside its `{n}.svg`).
 */
import { isPhotograph, type Picture, pictureUrl } from '@storefront/domain/pictures';

/** Link previews (Open Graph) and product data ask for pictures about this wide. */
export const SHARE_WIDTH = 1280;

export function sharePictureUrl(picture: Picture, origin: string, width = SHARE_WIDTH): string {
  const path = isPhotograph(picture) ? pictureUrl(picture, width, 'jpg') : picture.src.replace(/\.svg$/, '.png');
  return new URL(path, origin).href;
}
