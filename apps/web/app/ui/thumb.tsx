/**
 * A product's small square picture beside its name in a list (basket, checkout, waiting list, search
 * suggestions): decorative, as the name says what it is, and filled whatever the picture's proportions.
 */
import type { Picture as PictureData } from '@storefront/domain/pictures';
import { Picture } from './picture';

export function Thumb({
  picture,
  size,
  phoneSize,
  className,
}: {
  picture: PictureData;
  /** The square's side in CSS pixels. */
  size: number;
  /** Its side on a phone (below 760 px), when the layout makes it smaller there. */
  phoneSize?: number;
  className?: string;
}) {
  const sizes = phoneSize ? `(max-width: 759px) ${phoneSize}px, ${size}px` : `${size}px`;
  return (
    <Picture
      picture={picture}
      alt=""
      sizes={sizes}
      width={size}
      height={size}
      className={className ? `${className} thumb` : 'thumb'}
    />
  );
}
