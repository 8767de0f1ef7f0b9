/**
 * The pictures of a category and of the home page's top: the photograph the shop gave it (a picture
 * reference), else the drawing made on request (image.routes.ts) at that drawing's own size.
 */
import { pictureOfRef } from '@storefront/domain/picture-ref';
import type { Picture } from '@storefront/domain/pictures';

const drawn = (src: string, width: number, height: number): Picture => ({ src, width, height, placeholder: null });

const photoOr = (ref: string | null, fallback: Picture): Picture => (ref ? pictureOfRef(ref) : null) ?? fallback;

/** A category's tile (the home page's sections). */
export const categoryTile = (id: number, ref: string | null) =>
  photoOr(ref, drawn(`/images/categories/${id}.svg`, 600, 600));

/** A category listing's banner. */
export const categoryBanner = (id: number, ref: string | null) =>
  photoOr(ref, drawn(`/images/categories/banners/${id}.svg`, 1200, 240));

/** The home page's hero. */
export const homeHero = (ref: string | null) => photoOr(ref, drawn('/images/home/hero.svg', 1200, 240));
