/**
 * `npx tsx studio/contact-sheet.ts OUT.png <shape>-<n>…`: finished packshots as the shop shows them,
 * each untinted and in dark red, sand and black (its mask kept and tinted by the shop's own code,
 * apps/api/src/modules/pictures/picture-store.ts and picture-sizes.ts, matte cloth as the seed says), at gallery (360 px) and card (180 px) width.
 * PICTURES=dir reads another folder of finished pictures (default the seed's).
 */
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { recoloured } from '../apps/api/src/modules/pictures/picture-sizes.ts';
import { keptMask } from '../apps/api/src/modules/pictures/picture-store.ts';
import { MATTE_SHAPES } from '../apps/api/src/seed/demo-pictures.ts';

const DIR = process.env.PICTURES ?? new URL('../apps/api/src/seed/pictures/products/', import.meta.url).pathname;
const COLOURS = [null, '7a1f2b', 'd8c3a0', '1f1f1f'];
const WIDTHS = [360, 180];

async function tile(name: string, hex: string | null, width: number) {
  const master = readFileSync(`${DIR}/${name}.webp`);
  const meta = await sharp(master).metadata();
  const height = Math.round((width * (meta.height ?? 1)) / (meta.width ?? 1));
  const resized = sharp(master).resize(width, height, { fit: 'fill' }).removeAlpha();
  const maskFile = `${DIR}/${name}.mask.png`;
  const image =
    hex && existsSync(maskFile)
      ? await recoloured(
          { rgb: await resized.raw().toBuffer(), width, height },
          await keptMask(readFileSync(maskFile), { width, height }, MATTE_SHAPES.has(name.replace(/-\d+$/, ''))),
          hex,
        )
      : resized;
  return { input: await image.png().toBuffer(), height };
}

const [out, ...names] = process.argv.slice(2);
if (!out || names.length === 0) throw new Error('usage: npx tsx studio/contact-sheet.ts OUT.png <shape>-<n>…');
const tiles: sharp.OverlayOptions[] = [];
let top = 0;
for (const name of names) {
  let left = 0;
  let row = 0;
  for (const width of WIDTHS) {
    for (const hex of COLOURS) {
      const { input, height } = await tile(name, hex, width);
      tiles.push({ input, left, top });
      left += width;
      row = Math.max(row, height);
    }
  }
  top += row + 6;
}
const width = COLOURS.length * WIDTHS.reduce((a, b) => a + b, 0);
await sharp({ create: { width, height: top, channels: 3, background: '#ffffff' } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${out}: ${names.length} pictures`);
