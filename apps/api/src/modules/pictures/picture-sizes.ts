/**
 * The sizes pages ask for, derived from a picture's master on first request and kept in the image
 * storage beside it: the same bytes for ever under one address. A recoloured demo picture is its
 * master tinted by the colour inside its mask (recolour.ts).
 */
import { PICTURE_ID, type PictureFormat, wholeWidthsFor } from '@storefront/domain/pictures';
import sharp from 'sharp';
import type { ImageStorage, StoredImage } from '../../providers/images/image-storage.ts';
import { maskKey, masterKey } from './picture-store.ts';
import { highlightThreshold } from './recolour.ts';
import { recolourOffThread } from './recolour-thread.ts';

/** The width of the blurred copy the highlights of a recoloured picture are found on, and its blur. */
const LIGHTNESS_WIDTH = 160;
const LIGHTNESS_BLUR = 2;

const ENCODERS: Record<PictureFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  // Effort is kept low: an AVIF at effort 2 is a few per cent larger and several times faster to make.
  avif: (image) => image.avif({ quality: 52, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

const CONTENT_TYPES: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

export const sizeKey = (id: string, width: number, format: PictureFormat) => `pictures/${id}/${width}.${format}`;

/**
 * Whether a recoloured picture may take a colour (6 hex digits): the shop's own colours only, or anyone
 * could have the server make and keep every picture in each of 16 million colours.
 */
export type ColourCheck = (hex: string) => Promise<boolean>;

/** The master resized to `width`, recoloured when the id carries a colour; null when it cannot be. */
async function render(
  storage: ImageStorage,
  id: string,
  width: number,
  colourKnown?: ColourCheck,
): Promise<sharp.Sharp | null> {
  const [base, colour] = id.split('-') as [string, string | undefined];
  const master = await storage.get(masterKey(base));
  if (!master) return null;
  const meta = await sharp(master.body).metadata();
  if (!meta.width || !meta.height || !wholeWidthsFor(meta.width).includes(width)) return null;
  const height = Math.round((width * meta.height) / meta.width);
  const resized = sharp(master.body).resize(width, height, { fit: 'fill' });
  if (!colour) return resized;
  if (!(await colourKnown?.(colour))) return null;
  const mask = await storage.get(maskKey(base));
  if (!mask) return null;
  const rgb = await resized.removeAlpha().raw().toBuffer();
  return recoloured({ rgb, width, height }, mask.body, colour);
}

/** The master resized (`rgb`) tinted by `hex` inside its mask, its highlights kept where glossy (recolour.ts). */
export async function recoloured(
  { rgb, width, height }: { rgb: Buffer; width: number; height: number },
  mask: Buffer,
  hex: string,
): Promise<sharp.Sharp> {
  const channelAt = (channel: 0 | 1, w: number, h: number) =>
    sharp(mask).resize(w, h, { fit: 'fill' }).extractChannel(channel).raw().toBuffer();
  const maskAt = (w: number, h: number) => channelAt(0, w, h);
  // The highlights are found on a small blurred copy, where grain and render noise do not count.
  const small = { width: LIGHTNESS_WIDTH, height: Math.max(1, Math.round((LIGHTNESS_WIDTH * height) / width)) };
  const smallLightness = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(small.width, small.height, { fit: 'fill' })
    .greyscale()
    .blur(LIGHTNESS_BLUR)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const threshold = highlightThreshold(await maskAt(small.width, small.height), smallLightness);
  const lightness = await sharp(smallLightness, { raw: { ...small, channels: 1 } })
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  // A mask kept in colour carries its gloss (recolour.ts) in its second channel: 0 on matte cloth.
  const gloss = ((await sharp(mask).metadata()).channels ?? 1) >= 3 ? await channelAt(1, width, height) : undefined;
  const pixels = await recolourOffThread({ rgb, mask: await maskAt(width, height), lightness, hex, gloss }, threshold);
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const inFlight = new Map<string, Promise<StoredImage | null>>();

/** At most this many sizes are encoded at once per process; others wait their turn. */
const ENCODING_SLOTS = 2;
let busy = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= ENCODING_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  busy += 1;
  try {
    return await work();
  } finally {
    busy -= 1;
    waiting.shift()?.();
  }
}

/**
 * One size of a picture: kept, or derived now and kept; null for an unknown id, a width the picture
 * is not derived at, or a colour `colourKnown` does not know (without it, no picture is recoloured).
 * Concurrent requests for one size share one derivation.
 */
export function pictureSize(
  storage: ImageStorage,
  id: string,
  width: number,
  format: PictureFormat,
  colourKnown?: ColourCheck,
): Promise<StoredImage | null> {
  if (!PICTURE_ID.test(id)) return Promise.resolve(null);
  const key = sizeKey(id, width, format);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const work = (async () => {
    const kept = await storage.get(key);
    if (kept) return kept;
    return withSlot(async () => {
      const image = await render(storage, id, width, colourKnown);
      if (!image) return null;
      const body = await ENCODERS[format](image).toBuffer();
      const derived = { body, contentType: CONTENT_TYPES[format] };
      await storage.put(key, derived);
      return derived;
    });
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}
