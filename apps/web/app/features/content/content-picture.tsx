/**
 * A content picture in its place, through the shop's one <Picture>: the browser takes the size the
 * place shows it at (`sizes` follows content.css), the box keeps its proportions before it loads.
 * A card and a look have one shape whatever the picture's own (cropped to fill, content.css).
 */
import type { ContentImage } from '../../lib/api-types';
import { Picture } from '../../ui/picture';

/** How wide each place shows a picture: pages are 1040 px at most with 16 px sides; cards three across from 760 px. */
const PLACES = {
  card: { sizes: '(max-width: 759px) calc(100vw - 32px), 340px', box: [600, 400] },
  full: { sizes: '(max-width: 1071px) calc(100vw - 32px), 1040px', box: null },
  look: { sizes: '(max-width: 759px) calc(100vw - 66px), 280px', box: [600, 800] },
} as const;

export function ContentPicture({
  image,
  size,
  eager = false,
  decorative = false,
}: {
  image: ContentImage;
  size: keyof typeof PLACES;
  /** The first screen's main picture (an article's cover): fetched first. */
  eager?: boolean;
  decorative?: boolean;
}) {
  const { sizes, box } = PLACES[size];
  return (
    <Picture
      picture={image}
      alt={decorative ? '' : image.alt}
      sizes={sizes}
      width={box?.[0]}
      height={box?.[1]}
      priority={eager}
      className={`content-picture content-picture--${size}`}
    />
  );
}
