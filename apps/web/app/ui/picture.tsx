/**
 * Every picture of the shop: a photograph as `<picture>` with AVIF and WebP sources and a JPEG `<img>`,
 * each a `srcset` of the derived widths so the browser fetches the size its layout needs (`sizes`);
 * a drawn picture as a plain `<img>`. The box has the picture's proportions before it loads (no layout
 * shift) and is painted with its placeholder colour meanwhile.
 */
import {
  isPhotograph,
  PICTURE_MIME,
  type Picture as PictureData,
  pictureHeightAt,
  pictureSrcSet,
  pictureUrl,
} from '@storefront/domain/pictures';

const SOURCES = ['avif', 'webp'] as const;

export interface PictureProps {
  picture: PictureData;
  alt: string;
  /**
   * How wide the picture shows at each viewport width, as the `sizes` attribute
   * (`(max-width: 760px) 50vw, 300px`); a fixed-size thumbnail may give its CSS width (`96px`).
   */
  sizes: string;
  /** The width and height attributes: the box's proportions (the picture's own when not given). */
  width?: number;
  height?: number;
  /** The first screen's main picture: fetched at once and first; others wait until near the viewport. */
  priority?: boolean;
  /** A zoom: the picture's own width is offered too (`wholeWidthsFor`). */
  whole?: boolean;
  className?: string;
}

export function Picture({ picture, alt, sizes, width, height, priority = false, whole, className }: PictureProps) {
  const boxWidth = width ?? picture.width;
  const boxHeight = height ?? pictureHeightAt(picture, boxWidth);
  const photo = isPhotograph(picture);
  const img = (
    <img
      src={pictureUrl(picture, boxWidth, 'jpg')}
      srcSet={photo ? pictureSrcSet(picture, 'jpg', whole) : undefined}
      sizes={photo ? sizes : undefined}
      alt={alt}
      width={boxWidth}
      height={boxHeight}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={className}
      style={picture.placeholder ? { backgroundColor: picture.placeholder } : undefined}
    />
  );
  if (!photo) return img;
  return (
    <picture className="picture">
      {SOURCES.map((format) => (
        <source key={format} type={PICTURE_MIME[format]} srcSet={pictureSrcSet(picture, format, whole)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
