import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalImageStorage } from '../providers/images/image-storage.ts';
import { DEMO_PICTURES_DIR, loadDemoPictures, UNTINTED_COLOURS } from './demo-pictures.ts';

const solid = (background: string, width = 240, height = 300) =>
  sharp({ create: { width, height, channels: 3, background } });

describe('loadDemoPictures', () => {
  it('takes the studio’s packshots and scenes in, recolouring only what has a mask', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-pictures-'));
    await mkdir(join(dir, 'products'));
    await mkdir(join(dir, 'scenes'));
    await writeFile(join(dir, 'products/mug-1.webp'), await solid('#d0d0d0').webp().toBuffer());
    await writeFile(join(dir, 'products/mug-1.mask.png'), await solid('#ffffff').png().toBuffer());
    await writeFile(join(dir, 'products/mug-2.webp'), await solid('#c0c0c0').webp().toBuffer());
    await writeFile(join(dir, 'products/ladle-1.webp'), await solid('#c9ccce').webp().toBuffer());
    await writeFile(join(dir, 'scenes/table-laid.webp'), await solid('#806040', 360, 240).webp().toBuffer());
    const storage = createLocalImageStorage(join(dir, 'storage'));

    const demo = await loadDemoPictures(storage, `${dir}/`);
    const red = { code: 'red', hex: '#C13B33' };
    // The second mug has no mask: it is left out of a red mug's gallery, and given untinted without a colour.
    const mug = demo.productPictures('mug', red);
    expect(mug).toHaveLength(1);
    expect(mug[0]?.id).toMatch(/^[0-9a-f]{16}-c13b33$/);
    expect(demo.productPictures('mug', null).map((p) => p.id)).toEqual([
      expect.stringMatching(/^[0-9a-f]{16}$/),
      expect.stringMatching(/^[0-9a-f]{16}$/),
    ]);
    // A picture without a mask shows the colour it was rendered in: a steel ladle, never a red one.
    expect(demo.productPictures('ladle', { code: 'silver', hex: '#C0C0C0' })[0]?.id).toMatch(/^[0-9a-f]{16}$/);
    expect(demo.productPictures('ladle', red)).toEqual([]);
    expect(demo.productPictures('teapot', red)).toEqual([]);
    expect(demo.scene('table-laid')).toMatchObject({ width: 360, height: 240 });
    expect(demo.sceneNames()).toEqual(['table-laid']);
    // Once per storage: a second call answers the same pictures without taking them in again.
    expect(await loadDemoPictures(storage, `${dir}/`)).toBe(demo);
  });

  it('knows the colours every studio picture without a mask shows', async () => {
    const files = await readdir(`${DEMO_PICTURES_DIR}products`);
    const unmasked = files
      .filter((f) => f.endsWith('.webp') && !files.includes(f.replace(/\.webp$/, '.mask.png')))
      .map((f) => f.replace(/\d*-\d\.webp$/, ''));
    expect(unmasked.length).toBeGreaterThan(0);
    expect([...new Set(unmasked)].filter((shape) => !(shape in UNTINTED_COLOURS))).toEqual([]);
  });
});
