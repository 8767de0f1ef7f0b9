/** Product photos: a main image with thumbnails, and a zoom modal that pages through them. */
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { LazyModal } from '../../ui/lazy-modal';

export interface GalleryImage {
  url: string;
  alt: string;
}

export function Gallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(false);
  const current = images[index] ?? images[0];
  if (!current) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);

  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <button type="button" className="gallery__main" onClick={() => setZoom(true)} aria-label={t('product.zoom')}>
        {/* The product page's largest picture: fetched first. */}
        <img src={current.url} alt={current.alt} width={600} height={600} fetchPriority="high" />
      </button>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((img, i) => (
            <li key={img.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('product.photo', { index: i + 1, total: images.length })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <img src={img.url} alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <LazyModal open={zoom} onClose={() => setZoom(false)} title={name} className="zoom-modal">
        <figure className="zoom">
          <img src={current.url} alt={current.alt} width={1200} height={1200} className="zoom__image" />
          <figcaption>{t('product.photo', { index: index + 1, total: images.length })}</figcaption>
        </figure>
        {images.length > 1 ? (
          <div className="zoom__nav">
            <button type="button" className="button" onClick={() => go(-1)}>
              {t('product.prevPhoto')}
            </button>
            <button type="button" className="button" onClick={() => go(1)}>
              {t('product.nextPhoto')}
            </button>
          </div>
        ) : null}
      </LazyModal>
    </section>
  );
}
