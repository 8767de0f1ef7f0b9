/** A content picture with its size set (no layout shift), lazy unless it is above the fold. */
import type { ContentImage } from '../../lib/api-types';

export function ContentPicture({
  image,
  size,
  eager = false,
  decorative = false,
}: {
  image: ContentImage;
  size: 'card' | 'full';
  eager?: boolean;
  decorative?: boolean;
}) {
  const width = size === 'card' ? 600 : image.width;
  const height = Math.round((image.height * width) / image.width);
  return (
    <img
      src={size === 'card' ? image.card : image.src}
      srcSet={size === 'full' ? `${image.card} 600w, ${image.src} ${image.width}w` : undefined}
      sizes={size === 'full' ? '(max-width: 760px) 100vw, 800px' : undefined}
      alt={decorative ? '' : image.alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="content-picture"
    />
  );
}
