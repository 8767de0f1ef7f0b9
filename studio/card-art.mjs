// The gift-card designs' drawn artwork (apps/web/public/gift-cards/<design>.svg) as PNGs for the
// studio to print on the card it photographs (gift_cards.py reads them from STUDIO_ART).
//   node studio/card-art.mjs [artDir]  (default /tmp/studio-art)
import { mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(join(root, 'apps/api/package.json'))('sharp');
const dir = join(root, 'apps/web/public/gift-cards');
const out = process.argv[2] ?? process.env.STUDIO_ART ?? '/tmp/studio-art';
const WIDTH = 2000;

await mkdir(out, { recursive: true });
for (const f of (await readdir(dir)).filter((f) => f.endsWith('.svg'))) {
  // The drawing is 400 wide: rasterise at the density that makes it WIDTH pixels, sharp at any crop.
  await sharp(join(dir, f), { density: (72 * WIDTH) / 400 })
    .resize({ width: WIDTH })
    .png()
    .toFile(join(out, f.replace(/\.svg$/, '.png')));
  console.log(`art: ${f}`);
}
