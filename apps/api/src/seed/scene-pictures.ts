/**
 * The studio's lifestyle scenes (seed/pictures/scenes) as the demo content's photographs: each place
 * gets a scene that fits what it shows (a kitchen look a laid table, a shop page the shop's interior)
 * in the proportions of its box, taken as a crop of the scene — another part of it for the next item,
 * so a page of several pictures does not repeat one. A crop is taken through the pipeline like any
 * upload. Scenes the studio has not rendered yet are skipped; with none of a place's scenes rendered
 * the place keeps its drawn picture.
 */
import { readFile } from 'node:fs/promises';
import { pictureRef } from '@storefront/domain/picture-ref';
import sharp from 'sharp';
import { ingestPicture } from '../modules/pictures/picture-store.ts';
import type { ImageStorage } from '../providers/images/image-storage.ts';
import type { Family } from './data/types.ts';
import { DEMO_PICTURES_DIR, type DemoPictures } from './demo-pictures.ts';

export const SCENE_NAMES = [
  'table-laid',
  'breakfast',
  'shelf-styled',
  'kitchen-counter',
  'candles-evening',
  'gift-table',
  'bed-made',
  'flatlay-clothes',
  'living-sofa',
  'bathroom',
  'wardrobe',
  'shop-interior',
] as const;
export type SceneName = (typeof SCENE_NAMES)[number];

/**
 * What fits each kind of place, in turn; a family's in the order of its sections (the home's textiles a
 * made bed, its decor a styled shelf, its storage a sofa corner, its bathroom towels, its lighting
 * candles), so each section's tile shows its own goods.
 */
export const FITTING_SCENES = {
  kitchen: ['kitchen-counter', 'table-laid', 'breakfast'],
  home: ['bed-made', 'shelf-styled', 'living-sofa', 'bathroom', 'candles-evening'],
  fashion: ['wardrobe', 'flatlay-clothes'],
  gifts: ['gift-table', 'candles-evening'],
  shop: ['shop-interior', 'shelf-styled', 'table-laid', 'wardrobe'],
  /** The top of each shop's home page: a wide, full scene. */
  hero: ['table-laid', 'living-sofa', 'breakfast', 'bed-made'],
  /** News, the blog and the magazine: anything the shop sells, in turn. */
  editorial: [
    'table-laid',
    'living-sofa',
    'flatlay-clothes',
    'breakfast',
    'shelf-styled',
    'bed-made',
    'gift-table',
    'kitchen-counter',
    'wardrobe',
    'candles-evening',
    'bathroom',
    'shop-interior',
  ],
} as const satisfies Record<Family | 'shop' | 'hero' | 'editorial', readonly SceneName[]>;
export type Fit = keyof typeof FITTING_SCENES;

/** A department's listing banner: the scene that says the whole department at a glance. */
export const BANNER_SCENES: Readonly<Record<Family, SceneName>> = {
  kitchen: 'kitchen-counter',
  home: 'living-sofa',
  fashion: 'wardrobe',
  gifts: 'gift-table',
};

/** Width ÷ height of the boxes scenes are shown in; `whole` keeps the scene as rendered (3:2). */
export const CROPS = { whole: 0, portrait: 3 / 4, landscape: 4 / 3, square: 1, banner: 3 } as const;
export type Crop = keyof typeof CROPS;

/** Where across (or down) the scene successive crops are taken: the middle, then either side. */
const PARTS = [0.5, 0.12, 0.88] as const;

export interface ScenePictures {
  /**
   * The picture reference of the `index`th place of a kind: one of the rendered scenes of `choices` in
   * turn, cropped to `crop`; null when the studio has rendered none of them.
   */
  pick(choices: readonly SceneName[], index: number, crop: Crop): Promise<string | null>;
}

/** The box of `aspect` at `part` (0…1) across or down a picture of `width` × `height`. */
export function cropBox(width: number, height: number, aspect: number, part: number) {
  if (aspect < width / height) {
    const w = Math.round(height * aspect);
    return { left: Math.round((width - w) * part), top: 0, width: w, height };
  }
  const h = Math.round(width / aspect);
  // Down a scene the goods sit below the middle: keep the crops nearer it.
  return { left: 0, top: Math.round((height - h) * (0.35 + part * 0.4)), width, height: h };
}

export function scenePictures(storage: ImageStorage, demo: DemoPictures, dir = DEMO_PICTURES_DIR): ScenePictures {
  const crops = new Map<string, Promise<string>>();
  const cropOf = (name: SceneName, crop: Exclude<Crop, 'whole'>, part: number) => {
    const key = `${name}/${crop}/${part}`;
    let found = crops.get(key);
    if (!found) {
      found = (async () => {
        const scene = await readFile(`${dir}scenes/${name}.webp`);
        const { width = 1, height = 1 } = await sharp(scene).metadata();
        const body = await sharp(scene)
          .extract(cropBox(width, height, CROPS[crop], part))
          .jpeg({ quality: 95 })
          .toBuffer();
        return pictureRef(await ingestPicture(storage, body));
      })();
      crops.set(key, found);
    }
    return found;
  };
  return {
    async pick(choices, index, crop) {
      const rendered = choices.filter((name) => demo.scene(name) !== null);
      const name = rendered[index % Math.max(1, rendered.length)];
      if (!name) return null;
      if (crop === 'whole') return pictureRef(demo.scene(name) as NonNullable<ReturnType<DemoPictures['scene']>>);
      return cropOf(name, crop, PARTS[Math.floor(index / rendered.length) % PARTS.length] as number);
    },
  };
}
