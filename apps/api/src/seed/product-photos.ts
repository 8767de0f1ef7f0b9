/**
 * The demo products' photographs: each product gets the studio's packshots of its kind of goods
 * (the shape its drawn pictures would have) in its material, recoloured to its colour, as
 * product_images rows; a product whose kind or material the studio has not rendered keeps its
 * drawn pictures, which show its own kind, rather than another product's photograph. Only ids are
 * written: each colour's sizes are derived from the packshot and its mask when a page first asks.
 */
import type { productImages } from '../db/schema/catalog.ts';
import { type ShapeName, shapeFor } from '../modules/images/product-shapes.ts';
import type { CatalogReference } from './catalog-reference.ts';
import type { DemoPictures, ProductColour } from './demo-pictures.ts';
import type { GeneratedProduct } from './product-generator.ts';

export type ProductImageRow = typeof productImages.$inferInsert;

const FABRIC = '*';

/**
 * The studio's picture sets (studio/README.md): the kind of goods each photographs and the
 * materials (seed material codes) its model is made of, or FABRIC where the photo stands for any
 * material the kind comes in (textiles, leather, paper: the shape and colour are what it shows).
 * The studio photographs one model of a kind, so a glass salad bowl must not wear the stoneware
 * bowl's photo, nor a metal lamp the ceramic one's.
 */
const STUDIO_SETS: ReadonlyArray<
  readonly [set: string, shape: ShapeName, materials: readonly string[] | typeof FABRIC]
> = [
  ['plate', 'plate', ['porcelain', 'ceramic']],
  ['bowl', 'bowl', ['ceramic', 'porcelain']],
  ['glassBowl', 'bowl', ['glass']],
  ['woodBowl', 'bowl', ['wood']],
  ['mug', 'mug', ['ceramic', 'porcelain']],
  ['glassMug', 'mug', ['glass']],
  ['cupSaucer', 'cupSaucer', ['porcelain']],
  ['platter', 'platter', ['ceramic', 'porcelain']],
  ['woodPlatter', 'platter', ['wood']],
  ['glass', 'glass', ['glass']],
  ['ceramicTumbler', 'glass', ['ceramic']],
  ['wineGlass', 'wineGlass', ['glass']],
  ['vase', 'vase', ['ceramic']],
  ['glassVase', 'vase', ['glass']],
  ['teapot', 'teapot', ['ceramic', 'porcelain']],
  ['glassTeapot', 'teapot', ['glass']],
  ['teaSet', 'teaSet', ['porcelain']],
  ['saucepan', 'saucepan', ['enamel', 'steel']],
  ['fryingPan', 'fryingPan', ['aluminium', 'cast-iron', 'steel']],
  ['saute', 'saute', ['aluminium', 'steel']],
  ['candle', 'candle', ['wax']],
  ['glassCandleHolder', 'candleHolder', ['glass']],
  ['metalCandleHolder', 'candleHolder', ['metal']],
  ['ceramicCandleHolder', 'candleHolder', ['ceramic']],
  ['jar', 'jar', ['glass']],
  ['glassContainer', 'container', ['glass']],
  ['plasticContainer', 'container', ['plastic']],
  ['ceramicJar', 'jar', ['ceramic']],
  ['cutlery', 'cutlery', ['steel']],
  ['knifeBoard', 'knifeBoard', ['steel']],
  ['choppingBoard', 'choppingBoard', ['wood', 'bamboo']],
  ['grater', 'grater', ['steel']],
  ['flatGrater', 'flatGrater', ['steel']],
  ['kettle', 'kettle', ['enamel']],
  ['steelKettle', 'kettle', ['steel']],
  ['wok', 'wok', ['steel', 'aluminium', 'cast-iron']],
  ['casserole', 'casserole', ['cast-iron']],
  ['grillPan', 'grillPan', ['cast-iron', 'aluminium']],
  ['cakeTin', 'cakeTin', ['aluminium']],
  ['siliconeCakeTin', 'cakeTin', ['silicone']],
  ['ceramicBakingDish', 'bakingTray', ['ceramic']],
  ['glassBakingDish', 'bakingTray', ['glass']],
  ['cezve', 'cezve', ['copper', 'steel']],
  ['teaspoons', 'teaspoons', ['steel']],
  ['whisk', 'whisk', ['steel']],
  ['siliconeWhisk', 'whisk', ['silicone']],
  ['siliconeSpatula', 'spatula', ['silicone']],
  ['woodSpatula', 'spatula', ['wood', 'bamboo']],
  ['organiser', 'organiser', ['plastic']],
  ['bambooOrganiser', 'organiser', ['bamboo']],
  ['velvetOrganiser', 'organiser', ['velvet']],
  ['frenchPress', 'frenchPress', ['glass']],
  ['diffuser', 'diffuser', ['glass']],
  ['bauble', 'bauble', ['glass', 'plastic']],
  ['woodBauble', 'bauble', ['wood']],
  ['frame', 'frame', ['wood']],
  ['metalFrame', 'frame', ['metal']],
  ['lamp', 'lamp', ['ceramic']],
  ['glassLamp', 'lamp', ['glass']],
  ['metalLamp', 'lamp', ['metal']],
  ['mirror', 'mirror', ['metal']],
  ['woodMirror', 'mirror', ['wood']],
  ['dispenser', 'dispenser', ['ceramic']],
  ['glassDispenser', 'dispenser', ['glass']],
  ['hanger', 'hanger', ['wood']],
  ['suedeFlats', 'flats', ['suede']],
  ['bunny', 'bunny', ['plush']],
  ['cap', 'cap', ['cotton', 'denim']],
  ['flats', 'flats', ['leather']],
  ['boots', 'boot', ['leather']],
  ['leatherShoe', 'shoe', ['leather']],
  ['suedeBoots', 'boot', ['suede']],
  ['velvetHanger', 'hanger', ['velvet']],
  ['dressingGown', 'dressingGown', ['cotton']],
  ['velvetGown', 'dressingGown', ['velvet']],
  ['velvetBedspread', 'bedspread', ['velvet']],
  ['stringLights', 'stringLights', ['plastic', 'metal']],
  ...(
    [
      'giftBox',
      'card',
      'giftBag',
      'boardGame',
      'jigsaw',
      'basket',
      'box',
      'towels',
      'cushion',
      'throw',
      'bedspread',
      'bedLinen',
      'tshirt',
      'shirt',
      'jumper',
      'cardigan',
      'hoodie',
      'dress',
      'pyjamas',
      'trousers',
      'skirt',
      'romper',
      'apron',
      'tablecloth',
      'teaTowel',
      'bathMat',
      'scarf',
      'curtains',
      'tote',
      'handbag',
      'backpack',
      'hat',
      'ovenGlove',
      'belt',
      'slipper',
      'shoe',
      'loafer',
      'umbrella',
      'teddy',
      'showerCurtain',
    ] as const
  ).map((shape) => [shape, shape, FABRIC] as const),
];

/** The studio's picture set for goods of `shape` in `material`, if it photographed them. */
export function studioPictureSet(shape: ShapeName, material: string): string | undefined {
  return STUDIO_SETS.find(
    ([, s, materials]) => s === shape && (materials === FABRIC || materials.includes(material)),
  )?.[0];
}

/**
 * The pictures of `set` for a set of `pieces`: the studio photographs a set as many as it holds where
 * it has rendered that count (`wineGlass6`: six glasses), else the set's own pictures.
 */
function setPictures(demo: DemoPictures, set: string, pieces: number | null, colour: ProductColour | null) {
  const counted = pieces === null ? [] : demo.productPictures(`${set}${pieces}`, colour);
  return counted.length > 0 ? counted : demo.productPictures(set, colour);
}

/**
 * Gives each product of `chunk` its photographs: sets its picture count and answers the rows to
 * insert. Deterministic: the same studio pictures give the same rows.
 */
export function photographProducts(
  chunk: readonly GeneratedProduct[],
  reference: CatalogReference,
  demo: DemoPictures,
): ProductImageRow[] {
  const paths = new Map(reference.categoryRows.map((c) => [c.id, c.path]));
  const colours = new Map(reference.colourRows.map((c) => [c.id, { code: c.code, hex: c.hex }]));
  const materials = new Map(reference.materialRows.map((m) => [m.id, m.code]));
  const rows: ProductImageRow[] = [];
  for (const { product, pieces } of chunk) {
    // The shape follows the English name first ('skirt' in 'Trousers & skirts'), as the drawings do.
    const shape = shapeFor(paths.get(product.categoryId) ?? '', product.name.en);
    const set = studioPictureSet(shape, materials.get(product.materialId ?? 0) ?? '');
    const pictures = set ? setPictures(demo, set, pieces, colours.get(product.colourId) ?? null) : [];
    if (pictures.length === 0) continue;
    product.imageCount = pictures.length;
    pictures.forEach((picture, position) => {
      rows.push({
        productId: product.id,
        position,
        key: picture.id,
        width: picture.width,
        height: picture.height,
        placeholder: picture.placeholder,
        alt: {},
        source: null,
      });
    });
  }
  return rows;
}
