/**
 * Product photos. On a phone they are a strip that scrolls sideways and snaps to each picture (a swipe,
 * with or without scripts), with dots under it; from 760 px the thumbnails stand beside the picture as
 * buttons named "Photo 2 of 4". The arrow keys move between the pictures, Home and End to the ends;
 * a picture pressed (or Enter on it) opens it full size in a dialog that zooms (gallery-zoom.tsx).
 * Every picture is server-rendered; only the first is fetched at once, the rest when near the view.
 */
import type { Picture as PictureData } from '@storefront/domain/pictures';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { lazyPopup } from '../../ui/lazy-popup';
import { Picture } from '../../ui/picture';

export interface GalleryImage {
  picture: PictureData;
  alt: string;
}

const GalleryZoom = lazyPopup(() => import('./gallery-zoom').then((m) => m.GalleryZoom));

/** The strip's width: the whole screen on a phone, beside the 72 px thumbnails in the page's wider column above. */
const SLIDE_SIZES = '(max-width: 759px) 100vw, (max-width: 1279px) 46vw, 590px';
const KEY_STEPS: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  Home: () => 0,
  End: (_i, last) => last,
};

export function Gallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  // The picture a thumbnail or a key scrolls to: the smooth scroll passes the others on its way, which
  // must not become the picture shown meanwhile.
  const heading = useRef<number | null>(null);
  const last = images.length - 1;

  /** Shows picture `i`: the strip scrolls to it (smoothly, unless reduced motion is asked for: CSS). */
  const show = useCallback((i: number) => {
    setIndex(i);
    const box = strip.current;
    if (!box) return;
    heading.current = Math.abs(box.scrollLeft - i * box.clientWidth) < 2 ? null : i;
    box.scrollLeft = i * box.clientWidth;
  }, []);

  if (images.length === 0) return null;
  const label = (i: number) => t('product.photo', { index: i + 1, total: images.length });

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    const target = event.target as HTMLElement;
    if (!step || !target.matches('.gallery__slide, .gallery__thumb')) return;
    event.preventDefault();
    const next = Math.min(last, Math.max(0, step(index, last)));
    show(next);
    // Focus goes with the picture: to its thumbnail from the thumbnails, to the picture itself otherwise.
    const kind = target.matches('.gallery__thumb') ? 'thumb' : 'slide';
    section.current?.querySelector<HTMLElement>(`[data-${kind}="${next}"]`)?.focus({ preventScroll: true });
  };

  return (
    <section ref={section} className="gallery" aria-label={t('product.gallery')} onKeyDown={onKeyDown}>
      <div
        ref={strip}
        className="gallery__strip"
        onScroll={(event) => {
          const box = event.currentTarget;
          const at = Math.round(box.scrollLeft / Math.max(1, box.clientWidth));
          if (heading.current !== null) {
            if (Math.abs(box.scrollLeft - heading.current * box.clientWidth) < 2) heading.current = null;
            return;
          }
          if (at !== index && at >= 0 && at <= last) setIndex(at);
        }}
        // A swipe or a wheel of the shopper's own takes over from a scroll to a picture.
        onPointerDown={() => {
          heading.current = null;
        }}
        onWheel={() => {
          heading.current = null;
        }}
      >
        {images.map((image, i) => (
          <button
            key={image.picture.src}
            type="button"
            className="gallery__slide"
            data-slide={i}
            // One stop for the tab key: the picture shown; the arrows reach the others.
            tabIndex={i === index ? 0 : -1}
            aria-label={t('gallery.open', { alt: image.alt })}
            onClick={() => {
              setIndex(i);
              setZoom(true);
            }}
          >
            <Picture picture={image.picture} alt={image.alt} sizes={SLIDE_SIZES} priority={i === 0} />
          </button>
        ))}
      </div>
      {images.length > 1 ? (
        <>
          <p className="gallery__dots" aria-hidden="true">
            {images.map((image, i) => (
              <span
                key={image.picture.src}
                className={i === index ? 'gallery__dot gallery__dot--on' : 'gallery__dot'}
              />
            ))}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {label(index)}
          </p>
          <ul className="gallery__thumbs">
            {images.map((image, i) => (
              <li key={image.picture.src}>
                <button
                  type="button"
                  className="gallery__thumb"
                  data-thumb={i}
                  aria-label={label(i)}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => show(i)}
                >
                  <Picture picture={image.picture} alt="" sizes="72px" width={72} />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <GalleryZoom
        open={zoom}
        onClose={() => setZoom(false)}
        title={name}
        images={images}
        index={index}
        onIndex={show}
      />
    </section>
  );
}
