/**
 * `npm run bench:pictures`: what the picture pipeline costs, to choose between deriving sizes on upload
 * (eager) and on first request (lazy). A photographer's 24-megapixel JPEG (noise over a gradient, so it
 * compresses like a photograph) is taken in, then every derived size is made once in each format, then
 * read again from the storage. The baseline in the same run is reading the stored master back.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PICTURE_FORMATS, type PictureFormat, widthsFor } from '@storefront/domain/pictures';
import sharp from 'sharp';
import { pictureSize } from '../apps/api/src/modules/pictures/picture-sizes.ts';
import { ingestPicture, masterKey, recolouredId } from '../apps/api/src/modules/pictures/picture-store.ts';
import { createLocalImageStorage } from '../apps/api/src/providers/images/image-storage.ts';
import { DEMO_PICTURES_DIR } from '../apps/api/src/seed/demo-pictures.ts';

const ms = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

async function photograph(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(noise)
    .composite([
      {
        input: Buffer.from(
          '<svg width="6000" height="4000"><defs><linearGradient id="g"><stop offset="0" stop-color="#c9a27b"/><stop offset="1" stop-color="#26344f"/></linearGradient></defs><rect width="6000" height="4000" fill="url(#g)" opacity="0.7"/></svg>',
        ),
        blend: 'over',
      },
    ])
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 88 })
    .toBuffer();
}

const dir = mkdtempSync(join(tmpdir(), 'bench-pictures-'));
try {
  const storage = createLocalImageStorage(dir);
  const original = await photograph();
  let stored = { id: '', width: 0, height: 0 };
  const ingest = await ms(async () => {
    stored = await ingestPicture(storage, original);
  });
  const baseline = await ms(() => storage.get(masterKey(stored.id)));
  const widths = widthsFor(stored.width);
  const rows: string[] = [];
  let eager = 0;
  for (const format of PICTURE_FORMATS) {
    let first = 0;
    let again = 0;
    let card = 0;
    for (const width of widths) {
      first += await ms(() => pictureSize(storage, stored.id, width, format));
      again += await ms(() => pictureSize(storage, stored.id, width, format));
      if (width === 320) card = (await pictureSize(storage, stored.id, width, format))?.body.length ?? 0;
    }
    eager += first;
    rows.push(
      `| ${format} | ${(first / widths.length).toFixed(0)} | ${first.toFixed(0)} | ${(again / widths.length).toFixed(1)} | ${(card / 1024).toFixed(1)} |`,
    );
  }
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}; original ${(original.length / 2 ** 20).toFixed(1)} MB, 6000×4000, EXIF orientation 6`,
  );
  console.log(`master ${stored.width}×${stored.height}; widths ${widths.join(', ')}`);
  console.log(
    `take in (check, upright, sRGB, strip, scale, store): ${ingest.toFixed(0)} ms; baseline, read the master back: ${baseline.toFixed(1)} ms`,
  );
  console.log('| format | first request, ms per size | all sizes, ms | kept, ms per size | 320 w, KB |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  console.log(`eager (every size on upload): ${eager.toFixed(0)} ms per picture`);
  // What a card costs a shopper: the studio's first packshot (recoloured when it has a mask) at card widths.
  const shots = join(DEMO_PICTURES_DIR, 'products');
  const shot = readdirSync(shots).find((f) => f.endsWith('-1.webp'));
  if (shot) {
    const maskFile = join(shots, shot.replace('.webp', '.mask.png'));
    const mask = existsSync(maskFile) ? readFileSync(maskFile) : undefined;
    const packshot = await ingestPicture(storage, readFileSync(join(shots, shot)), mask ? { mask } : {});
    const id = mask ? recolouredId(packshot.id, '#C2663F') : packshot.id;
    const kb = async (width: number, format: PictureFormat) =>
      (((await pictureSize(storage, id, width, format, async () => true))?.body.length ?? 0) / 1024).toFixed(1);
    for (const width of [320, 480, 640]) {
      const sizes = await Promise.all(PICTURE_FORMATS.map((format) => kb(width, format)));
      console.log(
        `${shot}${mask ? ' recoloured' : ''} at ${width} w: ${PICTURE_FORMATS.map((f, i) => `${f} ${sizes[i]} KB`).join(', ')}`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
