/**
 * Pictures uploaded in the content editor: the bytes must be a JPEG, PNG or WebP (told by their
 * signature, not by the name or the declared type; SVG is refused as it can carry script) within
 * the size limit. Stored under a fresh key through the image storage adapter.
 */
import { randomUUID } from 'node:crypto';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '@storefront/domain/content-markup';
import { invalid } from '../../errors.ts';
import type { ImageStorage } from '../../providers/images/image-storage.ts';

interface Sniffed {
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  ext: string;
  width: number;
  height: number;
}

/** The picture's type and size in pixels, or null when the bytes are not a JPEG, PNG or WebP. */
export function sniffImage(b: Buffer): Sniffed | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('ascii', 12, 16) === 'IHDR') {
    return { type: 'image/png', ext: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    // Walk the segments to the frame header (SOF0–SOF15 but DHT, JPG and DAC).
    let at = 2;
    while (at + 9 < b.length && b[at] === 0xff) {
      const marker = b[at + 1] ?? 0;
      const length = b.readUInt16BE(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { type: 'image/jpeg', ext: 'jpg', height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
      }
      at += 2 + length;
    }
    return null;
  }
  if (b.length >= 30 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') {
    const chunk = b.toString('ascii', 12, 16);
    if (chunk === 'VP8X') {
      return { type: 'image/webp', ext: 'webp', width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
    }
    if (chunk === 'VP8 ') {
      return {
        type: 'image/webp',
        ext: 'webp',
        width: b.readUInt16LE(26) & 0x3fff,
        height: b.readUInt16LE(28) & 0x3fff,
      };
    }
    if (chunk === 'VP8L') {
      const bits = b.readUInt32LE(21);
      return { type: 'image/webp', ext: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
  }
  return null;
}

export const IMAGE_MESSAGES = {
  empty: CONTENT_MESSAGES.imageEmpty,
  tooLarge: CONTENT_MESSAGES.imageTooLarge,
  badType: CONTENT_MESSAGES.imageType,
  badSize: CONTENT_MESSAGES.imageSize,
} as const;

/** The picture's type and size, or what is wrong with it (a key of IMAGE_MESSAGES). */
export function checkPicture(body: Buffer): Sniffed | keyof typeof IMAGE_MESSAGES {
  if (body.length === 0) return 'empty';
  if (body.length > CONTENT_LIMITS.imageBytes) return 'tooLarge';
  const image = sniffImage(body);
  if (!image) return 'badType';
  if (image.width < 1 || image.height < 1) return 'badSize';
  return image;
}

/** Checks and stores an uploaded picture under `content/{year}/{uuid}.{ext}`; 400 on field `image`. */
export async function storeUpload(storage: ImageStorage, body: Buffer, now = new Date()) {
  const image = checkPicture(body);
  if (typeof image === 'string') {
    const params = image === 'tooLarge' ? { params: { mb: String(CONTENT_LIMITS.imageBytes / 2 ** 20) } } : {};
    throw invalid([{ name: 'image', message: IMAGE_MESSAGES[image], ...params }], IMAGE_MESSAGES[image]);
  }
  const key = `uploads/${now.getUTCFullYear()}/${randomUUID()}.${image.ext}`;
  await storage.put(key, { body, contentType: image.type });
  return { key, width: image.width, height: image.height };
}
