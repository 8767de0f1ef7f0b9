import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shapeFor } from '../modules/images/product-shapes.ts';
import type { StoredPicture } from '../modules/pictures/picture-store.ts';
import { buildCatalogReference, paletteOf } from './catalog-reference.ts';
import { DEMO_PICTURES_DIR, type DemoPictures } from './demo-pictures.ts';
import { generateProducts } from './product-generator.ts';
import { photographProducts, studioPictureSet } from './product-photos.ts';
import { productName } from './product-text.ts';

const packshot = (n: number): StoredPicture => ({
  id: `00000000000000${n}0`,
  width: 1200,
  height: 1500,
  placeholder: '#f4f2ef',
});

/** The studio as if it had rendered saucepans only (three packshots, recolourable). */
const studio: DemoPictures = {
  productPictures: (shape, colour) =>
    shape === 'saucepan'
      ? [1, 2, 3].map((n) => ({ ...packshot(n), id: `${packshot(n).id}-${colour?.hex.slice(1)}` }))
      : [],
  scene: () => null,
  sceneNames: () => [],
};

describe('photographProducts', () => {
  it('gives a product of a kind the studio rendered its packshots in its colour, and leaves the others drawn', () => {
    const reference = buildCatalogReference();
    const chunk = [...generateProducts(400, reference)];
    const drawnCounts = new Map(chunk.map(({ product }) => [product.id, product.imageCount]));
    const rows = photographProducts(chunk, reference, studio);
    const photographed = new Set(rows.map((r) => r.productId));
    expect(photographed.size).toBeGreaterThan(0);
    expect(photographed.size).toBeLessThan(chunk.length);
    const hexOf = new Map(reference.colourRows.map((c) => [c.id, c.hex.slice(1)]));
    for (const { product } of chunk) {
      const own = rows.filter((r) => r.productId === product.id);
      if (!photographed.has(product.id)) {
        expect(product.imageCount).toBe(drawnCounts.get(product.id));
        continue;
      }
      expect(product.imageCount).toBe(3);
      expect(own.map((r) => [r.position, r.key, r.width, r.height, r.placeholder])).toEqual(
        [1, 2, 3].map((n, i) => [i, `${packshot(n).id}-${hexOf.get(product.colourId)}`, 1200, 1500, '#f4f2ef']),
      );
    }
  });

  it('gives a set the photographs of as many pieces as it holds where the studio has them', () => {
    const reference = buildCatalogReference();
    const sets = [...generateProducts(6000, reference)].filter(({ product }) =>
      /^Wine glass set/.test(product.name.en),
    );
    // As if the studio had photographed sets of six apart (one picture) from the wine glasses (two).
    const counted: DemoPictures = {
      ...studio,
      productPictures: (shape) =>
        shape === 'wineGlass6' ? [packshot(6)] : shape === 'wineGlass' ? [packshot(1), packshot(2)] : [],
    };
    const rows = photographProducts(sets, reference, counted);
    const keysOf = (id: number) => rows.filter((r) => r.productId === id).map((r) => r.key);
    expect(new Set(sets.map((s) => s.pieces))).toEqual(new Set([2, 4, 6]));
    for (const { product, pieces } of sets) {
      expect(product.name.en).toContain(`${pieces} pcs`);
      expect(keysOf(product.id)).toEqual(pieces === 6 ? [packshot(6).id] : [packshot(1).id, packshot(2).id]);
    }
  });
});

/**
 * What each of the studio's picture sets shows, as seen in the pictures: the seed's kinds of goods
 * (product type keys; `key:qualifier` where a qualifier makes another kind, as a flat grater is
 * not a box grater) and the materials its model is made of.
 */
const PHOTOGRAPHED: Readonly<Record<string, readonly [kinds: string, materials: string]>> = {
  plate: ['dinner-plate side-plate', 'ceramic'],
  bowl: ['salad-bowl deep-plate tea-bowl', 'ceramic'],
  glassBowl: ['salad-bowl', 'glass'],
  woodBowl: ['salad-bowl', 'wood'],
  mug: ['mug christmas-mug', 'ceramic'],
  glassMug: ['mug', 'glass'],
  cupSaucer: ['cup-and-saucer', 'ceramic'],
  // The plain oval platter stands for the festive ones too, as the plain mug does for the Christmas mug.
  platter: ['platter festive-platter', 'ceramic'],
  woodPlatter: ['platter', 'wood'],
  glass: ['tumblers toothbrush-tumbler', 'glass'],
  ceramicTumbler: ['toothbrush-tumbler', 'ceramic'],
  wineGlass: ['wine-glasses', 'glass'],
  vase: ['vase', 'ceramic'],
  glassVase: ['vase', 'glass'],
  teapot: ['teapot', 'ceramic'],
  glassTeapot: ['teapot', 'glass'],
  teaSet: ['tea-set', 'ceramic'],
  saucepan: ['saucepan milk-pan', 'metal'],
  fryingPan: ['frying-pan', 'metal'],
  saute: ['saute-pan', 'metal'],
  candle: ['scented-candle', 'other'],
  glassCandleHolder: ['candle-holder', 'glass'],
  metalCandleHolder: ['candle-holder', 'metal'],
  ceramicCandleHolder: ['candle-holder', 'ceramic'],
  jar: ['storage-jar', 'glass'],
  glassContainer: ['food-container', 'glass'],
  plasticContainer: ['food-container', 'other'],
  glassBakingDish: ['baking-dish', 'glass'],
  ceramicJar: ['storage-jar', 'ceramic'],
  cutlery: ['cutlery-set', 'metal'],
  knifeBoard: ['chef-knife', 'metal'],
  choppingBoard: ['chopping-board', 'wood'],
  grater: ['grater:box', 'metal'],
  flatGrater: ['grater:flat', 'metal'],
  kettle: ['kettle', 'metal'],
  steelKettle: ['kettle', 'metal'],
  wok: ['wok', 'metal'],
  casserole: ['casserole', 'metal'],
  grillPan: ['grill-pan', 'metal'],
  cakeTin: ['cake-tin', 'metal'],
  siliconeCakeTin: ['cake-tin', 'other'],
  ceramicBakingDish: ['baking-dish', 'ceramic'],
  cezve: ['cezve', 'metal'],
  teaspoons: ['teaspoons', 'metal'],
  whisk: ['whisk', 'metal'],
  siliconeWhisk: ['whisk', 'other'],
  siliconeSpatula: ['spatula', 'other'],
  woodSpatula: ['spatula', 'wood'],
  organiser: ['organiser', 'other'],
  bambooOrganiser: ['organiser', 'wood'],
  velvetOrganiser: ['organiser', 'other'],
  frenchPress: ['french-press', 'glass'],
  diffuser: ['reed-diffuser', 'glass'],
  bauble: ['bauble-set ornament', 'glass other'],
  woodBauble: ['ornament', 'wood'],
  frame: ['photo-frame', 'wood'],
  metalFrame: ['photo-frame', 'metal'],
  lamp: ['table-lamp', 'ceramic'],
  glassLamp: ['table-lamp', 'glass'],
  metalLamp: ['table-lamp', 'metal'],
  mirror: ['wall-mirror', 'metal'],
  woodMirror: ['wall-mirror', 'wood'],
  dispenser: ['soap-dispenser', 'ceramic'],
  glassDispenser: ['soap-dispenser', 'glass'],
  hanger: ['hangers', 'wood'],
  suedeFlats: ['ballet-flats', 'other'],
  bunny: ['bunny', 'other'],
  cap: ['cap', 'other'],
  flats: ['ballet-flats', 'other'],
  boots: ['ankle-boots', 'other'],
  suedeBoots: ['ankle-boots', 'other'],
  velvetHanger: ['hangers', 'other'],
  stringLights: ['string-lights', 'metal other'],
  // A gift set is photographed as what the shopper receives: the wrapped box.
  giftBox: ['gift-box kitchen-gift-set bath-gift-set towel-gift-set', 'ceramic wood other'],
  card: ['greeting-card', 'other'],
  giftBag: ['gift-bag', 'other'],
  boardGame: ['board-game', 'other'],
  jigsaw: ['jigsaw', 'other'],
  basket: ['storage-basket', 'other'],
  box: ['storage-box', 'other'],
  towels: ['bath-towel hand-towel', 'other'],
  cushion: ['cushion cushion-cover', 'other'],
  throw: ['throw', 'other'],
  bedspread: ['bedspread', 'other'],
  velvetBedspread: ['bedspread', 'other'],
  bedLinen: ['bedding-set duvet-cover pillowcases', 'other'],
  tshirt: ['mens-tshirt polo boys-tshirt', 'other'],
  shirt: ['blouse womens-shirt mens-shirt', 'other'],
  jumper: ['womens-jumper mens-jumper girls-sweatshirt', 'other'],
  cardigan: ['cardigan', 'other'],
  hoodie: ['hoodie', 'other'],
  dress: ['dress shirt-dress girls-dress', 'other'],
  pyjamas: ['pyjamas', 'other'],
  dressingGown: ['dressing-gown', 'other'],
  velvetGown: ['dressing-gown', 'other'],
  trousers: ['womens-trousers mens-jeans chinos boys-trousers', 'other'],
  skirt: ['skirt', 'other'],
  romper: ['bodysuit romper', 'other'],
  apron: ['apron', 'other'],
  tablecloth: ['tablecloth napkins', 'other'],
  teaTowel: ['tea-towels', 'other'],
  bathMat: ['bath-mat', 'other'],
  scarf: ['scarf shawl', 'other'],
  curtains: ['curtain', 'other'],
  tote: ['tote-bag', 'other'],
  handbag: ['handbag crossbody-bag', 'other'],
  backpack: ['backpack', 'other'],
  hat: ['beanie', 'other'],
  ovenGlove: ['oven-glove', 'other'],
  belt: ['belt', 'other'],
  slipper: ['slippers', 'other'],
  shoe: ['womens-plimsolls mens-trainers', 'other'],
  leatherShoe: ['womens-plimsolls mens-trainers', 'other'],
  loafer: ['loafers', 'other'],
  umbrella: ['folding-umbrella stick-umbrella', 'other'],
  teddy: ['teddy-bear', 'other'],
  showerCurtain: ['shower-curtain', 'other'],
};

/** The kinds each drawn silhouette (product-shapes.ts) depicts, whatever their material. */
const DRAWN: Readonly<Record<string, string>> = {
  bowl: 'salad-bowl deep-plate tea-bowl',
  mug: 'mug christmas-mug',
  glass: 'tumblers toothbrush-tumbler',
  wineGlass: 'wine-glasses',
  cupSaucer: 'cup-and-saucer',
  platter: 'platter festive-platter',
  teapot: 'teapot',
  teaSet: 'tea-set',
  kettle: 'kettle',
  cezve: 'cezve',
  casserole: 'casserole',
  grillPan: 'grill-pan',
  wok: 'wok',
  bakingTray: 'baking-dish',
  cakeTin: 'cake-tin',
  teaspoons: 'teaspoons',
  spatula: 'spatula',
  whisk: 'whisk',
  grater: 'grater:box',
  flatGrater: 'grater:flat',
  jar: 'storage-jar',
  container: 'food-container',
  vase: 'vase',
  candleHolder: 'candle-holder',
  frame: 'photo-frame',
  mirror: 'wall-mirror',
  dispenser: 'soap-dispenser',
  lamp: 'table-lamp',
  bauble: 'bauble-set ornament',
  hanger: 'hangers',
  organiser: 'organiser',
  pyjamas: 'pyjamas',
  dressingGown: 'dressing-gown',
  hoodie: 'hoodie',
  cardigan: 'cardigan',
  bedspread: 'bedspread',
  boot: 'ankle-boots',
  flats: 'ballet-flats',
  cap: 'cap',
  jigsaw: 'jigsaw',
  bunny: 'bunny',
};

const MATERIAL_CLASS: Readonly<Record<string, string>> = {
  glass: 'glass',
  ceramic: 'ceramic',
  porcelain: 'ceramic',
  steel: 'metal',
  aluminium: 'metal',
  'cast-iron': 'metal',
  enamel: 'metal',
  copper: 'metal',
  metal: 'metal',
  wood: 'wood',
  bamboo: 'wood',
};

/** Every kind of goods the seed makes, in every material and with every qualifier it names. */
function seededKinds() {
  const reference = buildCatalogReference();
  const colour = reference.colours.values().next().value!.colour.name;
  return reference.leaves.flatMap((leaf) =>
    leaf.types.flatMap((type) =>
      type.materials.flatMap((code) => {
        const { material } = reference.materials.get(code)!;
        // As the generator names a model: the type's qualifier when it has them, else the material.
        const adjectives = type.qualifiers ? (type.qualifiers.length ? type.qualifiers : [null]) : [material.adjective];
        return adjectives.map((adjective) => ({
          path: leaf.path,
          kinds: [type.key, ...(adjective && type.qualifiers ? [`${type.key}:${adjective.en}`] : [])],
          material: code,
          name: productName({ noun: type.noun, adjective, line: null, measure: null, colour }).en,
          colours: paletteOf(type, material),
        }));
      }),
    ),
  );
}

describe('the picture of every seeded kind of goods', () => {
  it('is a studio photo of that kind in its material, or the drawing of that kind, never another product', () => {
    const wrong: string[] = [];
    for (const { path, kinds, material, name } of seededKinds()) {
      const shape = shapeFor(path, name);
      const set = studioPictureSet(shape, material);
      const photographed = set !== undefined && existsSync(`${DEMO_PICTURES_DIR}products/${set}-1.webp`);
      const [shows, made] = photographed ? (PHOTOGRAPHED[set] ?? ['', '']) : [DRAWN[shape] ?? '', ''];
      const own = kinds.some((kind) => shows.split(' ').includes(kind));
      const sameMaterial = !photographed || made.split(' ').includes(MATERIAL_CLASS[material] ?? 'other');
      if (!own || !sameMaterial)
        wrong.push(`${name} (${material}) → ${photographed ? `photo ${set}` : `drawn ${shape}`}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the photos of goods sold in coloured glass', () => {
  it('are tinted to the variant’s colour: every picture of the set has a mask', () => {
    const pictures = readdirSync(`${DEMO_PICTURES_DIR}products`);
    const untinted = new Set<string>();
    for (const { path, material, name, colours } of seededKinds()) {
      const set = studioPictureSet(shapeFor(path, name), material);
      if (material !== 'glass' || !set || colours.every((c) => c === 'clear')) continue;
      // The set's own pictures and those of a count of its pieces (wineGlass6-1.webp).
      const own = pictures.filter((f) => new RegExp(`^${set}\\d*-\\d\\.webp$`).test(f));
      for (const picture of own) if (!pictures.includes(picture.replace(/\.webp$/, '.mask.png'))) untinted.add(picture);
    }
    expect([...untinted]).toEqual([]);
  });
});
