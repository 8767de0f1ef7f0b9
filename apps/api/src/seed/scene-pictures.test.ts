import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pictureOfRef } from '@storefront/domain/picture-ref';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalImageStorage } from '../providers/images/image-storage.ts';
import { loadDemoPictures } from './demo-pictures.ts';
import { cropBox, FITTING_SCENES, scenePictures } from './scene-pictures.ts';

describe('scene pictures', () => {
  it('crop a wide scene across for tall boxes and down for wider ones, inside the scene', () => {
    expect(cropBox(1800, 1200, 3 / 4, 0.5)).toEqual({ left: 450, top: 0, width: 900, height: 1200 });
    expect(cropBox(1800, 1200, 3 / 4, 1)).toEqual({ left: 900, top: 0, width: 900, height: 1200 });
    expect(cropBox(1800, 1200, 3, 0.5)).toEqual({ left: 0, top: 330, width: 1800, height: 600 });
  });

  it('give each place a rendered scene that fits it, in its proportions, and nothing where none is rendered', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scene-pictures-'));
    await mkdir(join(dir, 'scenes'), { recursive: true });
    for (const [name, background] of [
      ['kitchen-counter', '#806040'],
      ['breakfast', '#c0a080'],
    ] as const) {
      // Lighter to the right, so each part of it is another picture.
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240"><linearGradient id="g"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#ffffff"/></linearGradient><rect width="360" height="240" fill="url(#g)"/></svg>`;
      await writeFile(join(dir, `scenes/${name}.webp`), await sharp(Buffer.from(svg)).webp().toBuffer());
    }
    const storage = createLocalImageStorage(join(dir, 'storage'));
    const scenes = scenePictures(storage, await loadDemoPictures(storage, `${dir}/`), `${dir}/`);

    const whole = pictureOfRef((await scenes.pick(FITTING_SCENES.kitchen, 0, 'whole')) ?? '');
    expect(whole).toMatchObject({ width: 360, height: 240, placeholder: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    const next = pictureOfRef((await scenes.pick(FITTING_SCENES.kitchen, 1, 'whole')) ?? '');
    expect(next?.src).not.toBe(whole?.src);
    expect(pictureOfRef((await scenes.pick(FITTING_SCENES.kitchen, 0, 'portrait')) ?? '')).toMatchObject({
      width: 180,
      height: 240,
    });
    expect(pictureOfRef((await scenes.pick(FITTING_SCENES.kitchen, 0, 'banner')) ?? '')).toMatchObject({
      width: 360,
      height: 120,
    });
    // Further on, another part of the same scene: another picture.
    expect(await scenes.pick(FITTING_SCENES.kitchen, 2, 'portrait')).not.toBe(
      await scenes.pick(FITTING_SCENES.kitchen, 0, 'portrait'),
    );
    expect(await scenes.pick(FITTING_SCENES.fashion, 0, 'whole')).toBeNull();
  });
});
