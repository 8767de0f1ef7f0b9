// Turn the raw renders of studio/render.py into the seed pictures of the shop.
//   node studio/finish.mjs [rawDir] [--append]  (default /tmp/studio-raw)
// <shape>-<view>.png (+ .mask.png) -> products/<shape>-<n>.webp (+ .mask.png), n = 1.. in view
// order, so a subset of views still numbers its gallery without gaps; with --append, n follows the
// pictures the shape already has (a view added later joins the end); without it, a shape that has
// pictures must be finished from view 1. <scene>.png -> scenes/.
// card-<design>.png -> the web's public/gift-cards/<design>.webp (800x500) and <design>-400.webp.
import { mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(join(root, 'apps/api/package.json'))('sharp');
const args = process.argv.slice(2);
const append = args.includes('--append');
const raw = args.find((a) => !a.startsWith('--')) ?? process.env.STUDIO_RAW ?? '/tmp/studio-raw';
const out = join(root, 'apps/api/src/seed/pictures');
const PRODUCT = { width: 1200, height: 1500 };
const SCENE = { width: 1800, height: 1200 };
const CARD = { width: 800, height: 500 };
const cards = join(root, 'apps/web/public/gift-cards');

// The renders use few samples (CPU only, no denoiser): medians at render size take out the
// sampling grain (a 5 then 3 px pass on packshots, whose surfaces are smooth; one 3 px pass on
// scenes, whose small parts would smear), then a touch of sharpening makes up for the upscale.
async function resize(file, size, passes) {
  let buf = await sharp(file).toBuffer();
  for (const p of passes) buf = await sharp(buf).median(p).toBuffer();
  return sharp(buf)
    .resize({ ...size, fit: 'cover', kernel: 'lanczos3' })
    .sharpen({ sigma: 0.6 })
    .toColourspace('srgb');
}
const resizeMask = (file, size) => sharp(file).resize({ ...size, fit: 'cover', kernel: 'lanczos3' });

/** How many pictures a shape has in the output already (for --append). */
async function existing(shape) {
  const names = await readdir(join(out, 'products'));
  return names.filter((f) => new RegExp(`^${shape}-\\d+\\.webp$`).test(f)).length;
}

async function product(shape, views, files) {
  await mkdir(join(out, 'products'), { recursive: true });
  // Numbered from 1, a later view rendered alone would overwrite the shape's first picture.
  if (!append && views[0] !== 1 && (await existing(shape)) > 0) {
    throw new Error(
      `${shape}: view ${views[0]} without view 1 would replace ${shape}-1; render view 1 too, or add the view with --append`,
    );
  }
  const first = append ? (await existing(shape)) + 1 : 1;
  for (const [i, view] of views.entries()) {
    const base = join(out, 'products', `${shape}-${first + i}`);
    const src = join(raw, `${shape}-${view}`);
    (await resize(`${src}.png`, PRODUCT, [5, 3])).webp({ quality: 82 }).toFile(`${base}.webp`);
    if (files.includes(`${shape}-${view}.mask.png`)) {
      await resizeMask(`${src}.mask.png`, PRODUCT).greyscale().png({ compressionLevel: 9 }).toFile(`${base}.mask.png`);
    }
  }
}

async function main() {
  const files = await readdir(raw);
  const shots = new Map();
  for (const f of files) {
    const m = /^(.+)-(\d+)\.png$/.exec(f);
    if (m) shots.set(m[1], [...(shots.get(m[1]) ?? []), Number(m[2])]);
  }
  for (const [shape, views] of shots) {
    await product(
      shape,
      views.sort((a, b) => a - b),
      files,
    );
    console.log(`products: ${shape} x${views.length}`);
  }
  await mkdir(join(out, 'scenes'), { recursive: true });
  for (const f of files.filter((f) => /^card-[a-z]+\.png$/.test(f))) {
    const design = f.replace(/^card-|\.png$/g, '');
    const card = await resize(join(raw, f), CARD, [3]);
    await card
      .clone()
      .webp({ quality: 82 })
      .toFile(join(cards, `${design}.webp`));
    await card
      .resize({ width: CARD.width / 2 })
      .webp({ quality: 82 })
      .toFile(join(cards, `${design}-400.webp`));
    console.log(`gift cards: ${design}`);
  }
  for (const f of files.filter((f) => /^[a-z-]+\.png$/.test(f) && !/-\d+\.png$/.test(f) && !f.startsWith('card-'))) {
    const name = f.replace(/\.png$/, '');
    (await resize(join(raw, f), SCENE, [3])).webp({ quality: 80 }).toFile(join(out, 'scenes', `${name}.webp`));
    console.log(`scenes: ${name}`);
  }
}

await main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
