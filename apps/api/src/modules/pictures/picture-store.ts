/**
 * Taking a picture in: read and checked by libvips (sharp), never by its name or declared type; turned
 * upright (EXIF orientation), converted to sRGB, stripped of metadata (camera, place, owner), scaled
 * down to the longest side kept and saved once as the master every size is derived from. Its id is
 * named by those bytes, so the same picture sent twice is one picture and nothing is stored twice.
 */
import { createHash } from 'node:crypto';
import {
  PICTURE_LIMITS,
  PICTURE_MESSAGE_PARAMS,
  PICTURE_MESSAGES,
  type Picture,
  type PictureProblem,
  pictureBase,
} from '@storefront/domain/pictures';
import sharp from 'sharp';
import { invalid } from '../../errors.ts';
import type { ImageStorage } from '../../providers/images/image-storage.ts';

export interface StoredPicture {
  id: string;
  width: number;
  height: number;
  /** The picture's dominant colour, painted while it loads. */
  placeholder: string;
}

/** A picture that cannot be taken, and why (a key of PICTURE_MESSAGES). */
export class PictureError extends Error {
  constructor(readonly problem: PictureProblem) {
    super(`picture refused: ${problem}`);
  }

  /** The 400 answer naming the file: `field` is the form field, `file` the name the uploader gave. */
  toInvalid(field: string, file: string) {
    const message = PICTURE_MESSAGES[this.problem];
    return invalid([{ name: field, message, params: { file, ...PICTURE_MESSAGE_PARAMS } }], message);
  }
}

/** libvips' names of the formats taken; AVIF reads as HEIF with AV1 compression. */
const TAKEN = new Set(['jpeg', 'png', 'webp']);

export const masterKey = (id: string) => `pictures/${id}.jpg`;
export const maskKey = (id: string) => `pictures/${id}.mask.png`;

/** A reader that refuses decompression bombs and truncated or corrupt files. */
export const readPicture = (body: Buffer) =>
  sharp(body, { limitInputPixels: PICTURE_LIMITS.pixels, failOn: 'error', sequentialRead: true });

async function check(body: Buffer): Promise<void> {
  if (body.length === 0) throw new PictureError('empty');
  if (body.length > PICTURE_LIMITS.bytes) throw new PictureError('tooLarge');
  const meta = await sharp(body, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new PictureError('notPicture');
    });
  const avif = meta.format === 'heif' && meta.compression === 'av1';
  if (!(TAKEN.has(meta.format ?? '') || avif) || !meta.width || !meta.height) throw new PictureError('notPicture');
  if (meta.width * meta.height > PICTURE_LIMITS.pixels) throw new PictureError('tooManyPixels');
}

/** The normalised master: upright, sRGB, on white where it was transparent, no metadata. */
async function normalise(body: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const side = PICTURE_LIMITS.masterSide;
  try {
    const { data, info } = await readPicture(body)
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      // Plain libjpeg: the master is only ever read to derive sizes, and mozjpeg took seven times as
      // long (360 ms against 50 for a 1200 × 1500 packshot), paid per upload and per studio picture.
      .jpeg({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    // The header read well but the pixels did not: truncated, corrupt, or past the pixel limit.
    if (/pixel limit/i.test(String(error))) throw new PictureError('tooManyPixels');
    throw new PictureError('notPicture');
  }
}

async function dominantColour(master: Buffer): Promise<string> {
  // stats() reads the whole picture whatever the pipeline before it; a 64 px copy first (the JPEG
  // decoded at an eighth of its size, kept as raw pixels) takes a third of the time, and the colour
  // came out the same for 59 of 60 studio packshots.
  const { data, info } = await sharp(master)
    .resize(64, 64, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { dominant } = await sharp(data, { raw: info }).stats();
  return `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Checks, normalises and keeps a picture; with `mask` (a greyscale picture of the same proportions,
 * white where the colour of a colour variant goes), a demo picture that can be recoloured, and with
 * `matte` one whose colour part is matte cloth (its highlights are not given back, recolour.ts). Throws
 * PictureError when it is not one. The master is written last: a picture whose master exists is whole.
 */
export async function ingestPicture(
  storage: ImageStorage,
  body: Buffer,
  options: { mask?: Buffer; matte?: boolean } = {},
): Promise<StoredPicture> {
  await check(body);
  const master = await normalise(body);
  const hash = createHash('sha256').update(master.data);
  const mask = options.mask ? await keptMask(options.mask, master, options.matte ?? false) : null;
  if (mask) hash.update(mask);
  const id = hash.digest('hex').slice(0, 16);
  const placeholder = await dominantColour(master.data);
  if (!(await storage.get(masterKey(id)))) {
    if (mask) await storage.put(maskKey(id), { body: mask, contentType: 'image/png' });
    await storage.put(masterKey(id), { body: master.data, contentType: 'image/jpeg' });
  }
  return { id, width: master.width, height: master.height, placeholder };
}

/**
 * The mask as kept: grey, the master's size. A matte one is kept in colour, the coverage red and a gloss
 * of 0 green (picture-sizes.ts reads it; alpha would not do, a resize premultiplies by it).
 */
export async function keptMask(mask: Buffer, size: { width: number; height: number }, matte: boolean): Promise<Buffer> {
  const grey = sharp(mask).resize(size.width, size.height, { fit: 'fill' }).toColourspace('b-w').removeAlpha();
  // zlib's default level: level 9 took twice as long for a mask a few per cent smaller.
  if (!matte) return grey.png({ compressionLevel: 6 }).toBuffer();
  const coverage = await grey.extractChannel(0).raw().toBuffer();
  const coloured = Buffer.alloc(coverage.length * 3);
  for (let i = 0; i < coverage.length; i++) coloured[3 * i] = coverage[i] as number;
  return sharp(coloured, { raw: { ...size, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** The id of a recolourable picture in a colour variant's colour (`#C2663F` → `{id}-c2663f`). */
export function recolouredId(id: string, hex: string): string {
  return `${id}-${hex.replace('#', '').toLowerCase()}`;
}

/** The page's view of a stored picture. */
export function toPicture(row: { id: string; width: number; height: number; placeholder: string | null }): Picture {
  return { src: pictureBase(row.id), width: row.width, height: row.height, placeholder: row.placeholder };
}
