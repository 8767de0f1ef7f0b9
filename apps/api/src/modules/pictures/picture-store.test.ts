import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageStorage, StoredImage } from '../../providers/images/image-storage.ts';
import { pictureSize } from './picture-sizes.ts';
import { ingestPicture, PictureError, recolouredId } from './picture-store.ts';

/** An image storage in memory that remembers every key written. */
function memoryStorage(): ImageStorage & { keys: () => string[] } {
  const files = new Map<string, StoredImage>();
  return {
    get: async (key) => files.get(key) ?? null,
    put: async (key, image) => void files.set(key, image),
    keys: () => [...files.keys()].sort(),
  };
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/** A valid PNG header claiming 30,000 × 30,000 pixels around a few bytes of data: a decompression bomb. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(30_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'taken',
    (error: unknown) => (error instanceof PictureError ? error.problem : String(error)),
  );

describe('ingestPicture', () => {
  it('turns a 24-megapixel photo with EXIF rotation upright, scaled down and without metadata', async () => {
    // 6000 × 4000 as stored, "rotate 90° clockwise to view" (orientation 6): upright it is 4000 wide, 6000 high.
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#8a6d4f' } })
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Photographer', Copyright: 'Studio' } } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const storage = memoryStorage();
    const stored = await ingestPicture(storage, photo);
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 1707, height: 2560 });
    expect(stored.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    const master = await storage.get(`pictures/${stored.id}.jpg`);
    const meta = await sharp(master?.body).metadata();
    expect(meta.orientation ?? 1).toBe(1);
    expect(meta.exif).toBeUndefined();
    expect(meta.space).toBe('srgb');

    // Its sizes come out upright too, in each format, and only at the derived widths and its own.
    const avif = await pictureSize(storage, stored.id, 640, 'avif');
    expect(avif?.contentType).toBe('image/avif');
    const size = await sharp(avif?.body).metadata();
    expect({ width: size.width, height: size.height }).toEqual({ width: 640, height: 960 });
    expect(await pictureSize(storage, stored.id, 1920, 'jpg')).toBeNull();
    expect(await pictureSize(storage, stored.id, 500, 'jpg')).toBeNull();
    const own = await sharp((await pictureSize(storage, stored.id, 1707, 'webp'))?.body).metadata();
    expect({ width: own.width, height: own.height }).toEqual({ width: 1707, height: 2560 });
    expect(await pictureSize(storage, stored.id, 1706, 'webp')).toBeNull();
  });

  it('keeps the same picture sent twice once', async () => {
    const storage = memoryStorage();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const first = await ingestPicture(storage, photo);
    const again = await ingestPicture(storage, photo);
    expect(again.id).toBe(first.id);
    expect(storage.keys()).toEqual([`pictures/${first.id}.jpg`]);
  });

  it('refuses a PNG bomb, a fake JPEG, an SVG and an empty file, storing nothing', async () => {
    const storage = memoryStorage();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>x()</script></svg>',
    );
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not a picture at all')]);
    expect(await refusal(ingestPicture(storage, pngBomb()))).toBe('tooManyPixels');
    expect(await refusal(ingestPicture(storage, fakeJpeg))).toBe('notPicture');
    expect(await refusal(ingestPicture(storage, svg))).toBe('notPicture');
    expect(await refusal(ingestPicture(storage, Buffer.alloc(0)))).toBe('empty');
    expect(storage.keys()).toEqual([]);
  });

  it('names the file in the 400 answer', () => {
    const error = new PictureError('notPicture').toInvalid('image', 'holiday.heic');
    expect(error.fields).toEqual([
      expect.objectContaining({
        name: 'image',
        message: 'staff.picture.error.notPicture',
        params: expect.objectContaining({ file: 'holiday.heic' }),
      }),
    ]);
  });

  it('recolours a picture inside its mask only', async () => {
    const storage = memoryStorage();
    const grey = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#d0d0d0' } })
      .png()
      .toBuffer();
    // White (recolour) on the left half, black (keep) on the right.
    const mask = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000000' } })
      .composite([
        { input: { create: { width: 200, height: 400, channels: 3, background: '#ffffff' } }, left: 0, top: 0 },
      ])
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const stored = await ingestPicture(storage, grey, { mask });
    const shopColours = async (hex: string) => hex === 'c13b33';
    const red = await pictureSize(storage, recolouredId(stored.id, '#C13B33'), 320, 'jpg', shopColours);
    const { data, info } = await sharp(red?.body).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((160 * info.width + x) * 3, (160 * info.width + x) * 3 + 3)];
    const [r, g, b] = pixel(40) as [number, number, number];
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
    const [r2, g2] = pixel(280) as [number, number];
    expect(Math.abs(r2 - g2)).toBeLessThan(6);
    // Only the shop's colours, and only for a picture with a mask.
    expect(await pictureSize(storage, recolouredId(stored.id, '#123456'), 320, 'jpg', shopColours)).toBeNull();
    expect(await pictureSize(storage, recolouredId(stored.id, '#C13B33'), 160, 'jpg')).toBeNull();
    const plain = await ingestPicture(storage, await sharp(grey).resize(300).toBuffer());
    expect(await pictureSize(storage, recolouredId(plain.id, '#C13B33'), 160, 'jpg', shopColours)).toBeNull();
  });

  it('keeps the reflections of a picture recoloured black light, row after row', async () => {
    const storage = memoryStorage();
    // A white glaze at 200 with a broad reflection of the soft box (250) on its left third.
    const glaze = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c8c8c8' } })
      .composite([
        { input: { create: { width: 200, height: 600, channels: 3, background: '#fafafa' } }, left: 0, top: 0 },
      ])
      .png()
      .toBuffer();
    const mask = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ffffff' } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const stored = await ingestPicture(storage, glaze, { mask });
    const black = await pictureSize(storage, recolouredId(stored.id, '#1F1F1F'), 480, 'webp', async () => true);
    const { data, info } = await sharp(black?.body).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(y * info.width + x) * info.channels] as number;
    // The body as a plain multiply would make it (200 × 31 / 255 ≈ 24); the reflection stays far lighter.
    expect(Math.abs(red(400, 240) - 24)).toBeLessThan(6);
    expect(red(60, 240)).toBeGreaterThan(90);
    // The same down every column: no row of the picture is read out of step with another.
    for (const x of [60, 400])
      for (const y of [101, 102, 103, 104]) expect(Math.abs(red(x, y) - red(x, 240))).toBeLessThan(4);
  });

  it('tints matte cloth navy on its lit face too, where a glaze would show a pale reflection', async () => {
    const storage = memoryStorage();
    // A white pillow at 200 with its broad lit face (250) on the left third.
    const cloth = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c8c8c8' } })
      .composite([
        { input: { create: { width: 200, height: 600, channels: 3, background: '#fafafa' } }, left: 0, top: 0 },
      ])
      .png()
      .toBuffer();
    const mask = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ffffff' } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const pixel = async (matte: boolean) => {
      const stored = await ingestPicture(storage, cloth, { mask, matte });
      const navy = await pictureSize(storage, recolouredId(stored.id, '#1F2A44'), 480, 'webp', async () => true);
      const { data, info } = await sharp(navy?.body).raw().toBuffer({ resolveWithObject: true });
      return (x: number) => [0, 1, 2].map((k) => data[(240 * info.width + x) * info.channels + k] as number);
    };
    const [glaze, linen] = [await pixel(false), await pixel(true)];
    const [r, g, b] = linen(60) as [number, number, number];
    // Navy: blue well above red, as 0x44 is to 0x1f; the glaze's reflection is whitened towards grey.
    expect(b / r).toBeGreaterThan(1.8);
    expect(b).toBeLessThan(120);
    expect(g).toBeLessThan(b);
    expect((glaze(60)[0] as number) - r).toBeGreaterThan(40);
    // The lit face still stands out from the rest of the pillow.
    expect(b - (linen(400)[2] as number)).toBeGreaterThan(8);
  });

  it('tints part way where the mask is grey, as tinted glass, without darkening', async () => {
    const storage = memoryStorage();
    const solid = (background: string) => sharp({ create: { width: 400, height: 400, channels: 3, background } });
    const grey = await solid('#d0d0d0').png().toBuffer();
    const halfMask = await solid('#808080').toColourspace('b-w').png().toBuffer();
    const stored = await ingestPicture(storage, grey, { mask: halfMask });
    const tinted = await pictureSize(storage, recolouredId(stored.id, '#C13B33'), 320, 'jpg', async () => true);
    const { data } = await sharp(tinted?.body).raw().toBuffer({ resolveWithObject: true });
    // Half of the grey (208) and half of it times the colour (193, 59, 51 of 255).
    const half = [193, 59, 51].map((c) => 208 * 0.5 + ((208 * c) / 255) * 0.5);
    for (const [i, value] of [...data.subarray(0, 3)].entries()) {
      expect(Math.abs(value - (half[i] as number))).toBeLessThan(5);
    }
  });
});
