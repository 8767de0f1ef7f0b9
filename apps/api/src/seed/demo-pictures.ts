/**
 * The demo shop's photographs: packshots of each kind of goods and lifestyle scenes rendered by the
 * studio (studio/README.md) and committed under seed/pictures. The seed takes them through the same
 * pipeline as an upload, so every size a page asks for is derived from them like any other picture.
 *
 * products/{shape}-{n}.webp (+ .mask.png: where the colour of a colour variant goes), n in gallery
 * order, and {shape}{pieces}-{n}.webp for a set of that many pieces; scenes/{name}.webp. A shape
 * the studio has not rendered keeps its drawn pictures.
 */
import { readdir, readFile } from 'node:fs/promises';
import { ingestPicture, recolouredId, type StoredPicture } from '../modules/pictures/picture-store.ts';
import type { ImageStorage } from '../providers/images/image-storage.ts';

/** From src/seed/ and from the bundle in dist/bin/ alike (both two folders below apps/api). */
export const DEMO_PICTURES_DIR = new URL('../../src/seed/pictures/', import.meta.url).pathname;

const PRODUCT_FILE = /^([a-zA-Z]+\d*)-(\d)\.webp$/;

/**
 * The shapes whose colour part is matte cloth (or suede, or plush, or oiled wood): tinted by the colour
 * alone, without the highlights a glaze or leather gets back (recolour.ts), which on a broad lit face of
 * cloth in a dark colour read as a pale smear, and on walnut as grey patches over the grain.
 */
export const MATTE_SHAPES: ReadonlySet<string> = new Set([
  'apron',
  'basket',
  'bathMat',
  'bedLinen',
  'bedspread',
  'bunny',
  'cap',
  'cardigan',
  'choppingBoard',
  'curtains',
  'cushion',
  'dress',
  'dressingGown',
  'frame',
  'hanger',
  'hat',
  'hoodie',
  'jumper',
  'knifeBoard',
  'ovenGlove',
  'pyjamas',
  'romper',
  'scarf',
  'shirt',
  'shoe',
  'showerCurtain',
  'skirt',
  'slipper',
  'suedeBoots',
  'suedeFlats',
  'tablecloth',
  'teaTowel',
  'teddy',
  'throw',
  'tote',
  'towels',
  'trousers',
  'tshirt',
  'woodBauble',
  'woodBowl',
  'woodMirror',
  'woodPlatter',
  'woodSpatula',
]);
/** In UNTINTED_COLOURS: the pictures show no colour of the goods (a game's printed box). */
export const ANY_COLOUR = '*';

/**
 * The colours (the seed's colour codes) that a shape's pictures without a mask show, which cannot be
 * tinted: a product of another colour is not given them, so a black grater's gallery leaves out the
 * steel close-up and a red ladle never wears the steel one. Its masked pictures are tinted
 * to any colour. Every shape with a picture without a mask is here (demo-pictures.test.ts).
 */
export const UNTINTED_COLOURS: Readonly<Record<string, readonly string[] | typeof ANY_COLOUR>> = {
  boardGame: ANY_COLOUR,
  flatGrater: ['silver'],
  grater: ['silver'],
  jigsaw: ANY_COLOUR,
  // The close-up: the oak board and the blade's edge, whatever the colour of the knife's handle.
  knifeBoard: ANY_COLOUR,
  ladle: ['silver'],
  stringLights: ['white', 'gold', 'silver'],
};

/** Whether a picture of `shape` without a mask shows goods of colour `code`. */
const showsColour = (shape: string, code: string) => {
  const shown = UNTINTED_COLOURS[shape.replace(/\d+$/, '')];
  return shown === ANY_COLOUR || (shown?.includes(code) ?? false);
};

const SCENE_FILE = /^([a-z-]+)\.webp$/;

interface Packshot {
  picture: StoredPicture;
  recolourable: boolean;
}

/** A product's colour as the seed knows it. */
export interface ProductColour {
  code: string;
  hex: string;
}

export interface DemoPictures {
  /**
   * The packshots of a kind of goods in gallery order for goods of `colour`: recoloured to it where they
   * can be, and those that cannot only where they show it (UNTINTED_COLOURS).
   */
  productPictures(shape: string, colour: ProductColour | null): StoredPicture[];
  scene(name: string): StoredPicture | null;
  sceneNames(): string[];
}

async function filesOf(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const readIfPresent = (path: string) => readFile(path).catch(() => undefined);

/** Runs `work` over `items`, `slots` at a time (libvips uses both cores for each picture already). */
async function inTurns<T, R>(items: readonly T[], slots: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: slots }, worker));
  return results;
}

const loaded = new WeakMap<ImageStorage, Promise<DemoPictures>>();

/** Takes the studio's pictures into `storage` (once per storage and process) and answers where they are. */
export function loadDemoPictures(storage: ImageStorage, dir = DEMO_PICTURES_DIR): Promise<DemoPictures> {
  const known = loaded.get(storage);
  if (known) return known;
  const loading = ingestAll(storage, dir);
  loaded.set(storage, loading);
  return loading;
}

/**
 * loadDemoPictures without waiting, for a seed that will ask later: a first start takes the pictures in
 * while the database migrates (half a minute on PGlite), on the cores the migration leaves idle. A
 * failure is the seed's to report when it asks for them.
 */
export function preloadDemoPictures(storage: ImageStorage): void {
  loadDemoPictures(storage).catch(() => {});
}

async function ingestAll(storage: ImageStorage, dir: string): Promise<DemoPictures> {
  const productFiles = (await filesOf(`${dir}products`)).filter((f) => PRODUCT_FILE.test(f));
  const sceneFiles = (await filesOf(`${dir}scenes`)).filter((f) => SCENE_FILE.test(f));
  const packshots = await inTurns(productFiles, 2, async (file): Promise<[string, Packshot]> => {
    const shape = (PRODUCT_FILE.exec(file) as RegExpExecArray)[1] as string;
    const mask = await readIfPresent(`${dir}products/${file.replace(/\.webp$/, '.mask.png')}`);
    const picture = await ingestPicture(
      storage,
      await readFile(`${dir}products/${file}`),
      mask ? { mask, matte: MATTE_SHAPES.has(shape) } : {},
    );
    return [shape, { picture, recolourable: mask !== undefined }];
  });
  const scenes = new Map(
    await inTurns(
      sceneFiles,
      2,
      async (file): Promise<[string, StoredPicture]> => [
        (SCENE_FILE.exec(file) as RegExpExecArray)[1] as string,
        await ingestPicture(storage, await readFile(`${dir}scenes/${file}`)),
      ],
    ),
  );
  const byShape = new Map<string, Packshot[]>();
  for (const [shape, packshot] of packshots) byShape.set(shape, [...(byShape.get(shape) ?? []), packshot]);
  return {
    productPictures: (shape, colour) =>
      (byShape.get(shape) ?? []).flatMap(({ picture, recolourable }) => {
        if (!colour) return [picture];
        if (recolourable) return [{ ...picture, id: recolouredId(picture.id, colour.hex) }];
        return showsColour(shape, colour.code) ? [picture] : [];
      }),
    scene: (name) => scenes.get(name) ?? null,
    sceneNames: () => [...scenes.keys()],
  };
}
