/**
 * Pictures uploaded in the back office (content, looks, banners, shop photos) go through the picture
 * pipeline: read and checked by libvips, never by their name or declared type (SVG is refused as it
 * can carry script), and kept once under an id named by their bytes.
 */
import { pictureRef } from '@storefront/domain/picture-ref';
import type { ImageStorage } from '../../providers/images/image-storage.ts';
import { ingestPicture, PictureError, toPicture } from '../pictures/picture-store.ts';
import type { UploadedImage } from './content.staff-schemas.ts';

/**
 * Takes an uploaded picture into the pipeline (checked, upright, sRGB, no metadata, kept once by its
 * bytes) and gives the word content keeps for it; a 400 on field `image` naming the file otherwise.
 */
export async function storeUpload(storage: ImageStorage, body: Buffer, file: string): Promise<UploadedImage> {
  try {
    const stored = await ingestPicture(storage, body);
    return { key: pictureRef(stored), ...toPicture(stored) };
  } catch (error) {
    if (error instanceof PictureError) throw error.toInvalid('image', file);
    throw error;
  }
}
