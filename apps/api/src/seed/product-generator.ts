/**
 * Deterministic demo products. A model (one product type in one material, brand, line and size)
 * comes in 2–4 colours; each colour is a product sharing the model key. Models and products draw
 * from their own seeded streams and leaves are dealt from a fixed deck, so the first N products
 * are the same whatever the total count.
 */

import { slugify } from '@storefront/domain/slug';
import type { productSkus, products, skuPrices } from '../db/schema/catalog.ts';
import type { I18nText } from '../db/schema/i18n-text.ts';
import { type CatalogReference, type LeafCategory, paletteOf } from './catalog-reference.ts';
import { ATTRIBUTE_LABELS } from './data/attribute-labels.ts';
import { collectionSentence, lineSentence } from './data/description-phrases.ts';
import { COLLECTIONS, LINES } from './data/lines.ts';
import { SIZE_SCALES } from './data/sizes.ts';
import type { Adjective, AttributeKey, Material, Measure, ProductType } from './data/types.ts';
import { type PriceRow, shelfRub, variantPrices } from './prices.ts';
import { joinSentences, productName } from './product-text.ts';
import { Random, SEED } from './random.ts';

const CREATED_FROM = Date.UTC(2025, 0, 10);
const CREATED_TO = Date.UTC(2026, 9, 31);
/** Products created in the last tenth of the period are flagged new (≈10%). */
const NEW_SINCE = CREATED_TO - (CREATED_TO - CREATED_FROM) * 0.1;
const MINUTE_MS = 60_000;
const DAY_MS = 1440 * MINUTE_MS;
const DISCOUNT_SHARE = 0.25;
const DISCOUNTS = [10, 15, 20, 25, 30, 40, 50];
/** Every 25th product with two sizes or more has its largest size cost about 15% more: the demo's "from" prices. */
const SIZE_PRICED_EVERY = 25;
const LARGEST_SIZE_MARKUP = 1.15;

export interface GeneratedProduct {
  product: typeof products.$inferInsert & { id: number };
  skus: (typeof productSkus.$inferInsert & { id: number; productId: number })[];
  prices: (PriceRow & { productId: number })[];
  /** The sizes' own prices (sku_prices), where a size costs other than the product. */
  skuPrices: (typeof skuPrices.$inferInsert)[];
  /** How many pieces the set holds (a set of 6 glasses), for its photographs; null for goods sold singly. */
  pieces: number | null;
}

/** Everything colour variants of one model share. */
interface Model {
  key: string;
  leaf: LeafCategory;
  type: ProductType;
  materialId: number;
  brandId: number;
  colourCodes: string[];
  line: string | null;
  collection: string | null;
  adjective: Adjective | null;
  measure: Measure | null;
  sizes: (string | null)[];
  regularRub: number;
  weightGrams: number;
  packageSize: string;
  attributes: { label: I18nText; value: string }[];
  description: I18nText;
  createdAt: number;
  popularity: number;
}

/** A unique 8-digit article: an affine permutation of the id, so articles look unordered. */
export function articleFor(productId: number): string {
  return String(10_000_000 + ((productId * 7919 + 23_456) % 90_000_000));
}

/** Leaves repeated by weight in a fixed shuffled order; model n takes card n mod deck size. */
function dealDeck(leaves: readonly LeafCategory[]): LeafCategory[] {
  const deck = leaves.flatMap((leaf) => Array.from({ length: leaf.weight }, () => leaf));
  return new Random(SEED, 1).shuffle(deck);
}

const lerp = ([lo, hi]: readonly [number, number], f: number) => lo + (hi - lo) * f;

/** A run of consecutive sizes: most models skip a size or two at the ends of the scale. */
function sizeRun(type: ProductType, rng: Random): (string | null)[] {
  if (!type.sizes) return [null];
  const scale = SIZE_SCALES[type.sizes];
  const length = rng.int(Math.max(3, scale.length - 2), scale.length);
  const start = rng.int(0, scale.length - length);
  return scale.slice(start, start + length);
}

/** The type's own qualifiers when it has them (none for an empty list), else the material adjective. */
function nameAdjective(type: ProductType, material: Material, rng: Random): Adjective | null {
  if (!type.qualifiers) return material.adjective;
  return type.qualifiers.length ? rng.pick(type.qualifiers) : null;
}

function modelDescription(type: ProductType, material: Material, extras: I18nText[], rng: Random): I18nText {
  return joinSentences([
    type.about,
    ...(rng.chance(0.75) ? [material.about] : []),
    ...(extras.length && rng.chance(0.7) ? [rng.pick(extras)] : []),
  ]);
}

function buildModel(index: number, leaf: LeafCategory, ref: CatalogReference): Model {
  const rng = new Random(SEED, 2, index);
  const type = rng.pick(leaf.types);
  const { id: materialId, material } = ref.materials.get(rng.pick(type.materials))!;
  const palette = paletteOf(type, material);
  const { id: brandId, brand } = rng.pick(ref.brandsByFamily[leaf.family]);
  const line = rng.chance(0.8) ? rng.pick(LINES[leaf.family]) : null;
  const collection = rng.chance(0.35) ? rng.pick(COLLECTIONS) : null;

  const measures = type.measures ?? [];
  const measureIndex = measures.length ? rng.int(0, measures.length - 1) : 0;
  const measure = measures[measureIndex] ?? null;
  // 0 for the smallest size option, 1 for the largest: bigger items cost and weigh more.
  const scale = measures.length > 1 ? measureIndex / (measures.length - 1) : rng.next();
  // Log-uniform within the type's range, nudged up by size and by pricier materials.
  const [minRub, maxRub] = type.price;
  const rawRub = minRub * (maxRub / minRub) ** (0.65 * rng.next() + 0.35 * scale) * material.priceFactor;

  const attributePairs: [AttributeKey, string][] = [
    ...(measure?.attributes ?? []),
    ...(type.attributes ?? []).map(([key, values]): [AttributeKey, string] => [key, rng.pick(values)]),
  ];
  const extras = [
    line ? lineSentence(line, brand.name) : null,
    collection ? collectionSentence(collection) : null,
    material.care ?? null,
  ].filter((s) => s !== null);

  return {
    key: `${type.key}-${String(index + 1).padStart(6, '0')}`,
    leaf,
    type,
    materialId,
    brandId,
    colourCodes: rng.sample(palette, Math.min(palette.length, rng.int(2, 4))),
    line,
    collection,
    adjective: nameAdjective(type, material, rng),
    measure,
    sizes: sizeRun(type, rng),
    regularRub: shelfRub(rawRub, rng.chance(0.3)),
    weightGrams: Math.round(lerp(type.weight, 0.3 * rng.next() + 0.7 * scale) / 10) * 10,
    // Centimetres without a unit: the page writes the unit in its own language.
    packageSize: type.box.map((cm) => Math.round(cm * (1 + 0.25 * scale))).join('×'),
    attributes: attributePairs.map(([key, value]) => ({ label: ATTRIBUTE_LABELS[key], value })),
    description: modelDescription(type, material, extras, rng),
    createdAt: CREATED_FROM + Math.floor((rng.next() * (CREATED_TO - CREATED_FROM)) / MINUTE_MS) * MINUTE_MS,
    // Heavily skewed: a few bestsellers, a long tail.
    popularity: Math.floor(10_000 * rng.next() ** 4),
  };
}

function piecesOf(measure: Measure | null): number | null {
  const pieces = measure?.attributes.find(([key]) => key === 'pieces')?.[1];
  return pieces ? Number(pieces) : null;
}

function buildProduct(model: Model, colourCode: string, id: number, firstSkuId: number, ref: CatalogReference) {
  const rng = new Random(SEED, 3, id);
  const { id: colourId, colour } = ref.colours.get(colourCode)!;
  const name = productName({
    noun: model.type.noun,
    adjective: model.adjective,
    line: model.line,
    measure: model.measure?.label ?? null,
    colour: colour.name,
  });
  const article = articleFor(id);
  const createdAt = Math.min(CREATED_TO, model.createdAt + rng.int(0, 30) * DAY_MS);
  const discount = rng.chance(DISCOUNT_SHARE) ? rng.pick(DISCOUNTS) : null;
  const generated: GeneratedProduct = {
    product: {
      id,
      article,
      slug: `${slugify(name.ru)}-${article}`,
      categoryId: model.leaf.id,
      brandId: model.brandId,
      colourId,
      materialId: model.materialId,
      modelKey: model.key,
      line: model.line,
      collection: model.collection,
      name,
      description: model.description,
      attributes: model.attributes,
      packageSize: model.packageSize,
      weightGrams: model.weightGrams,
      imageCount: rng.int(1, 4),
      popularity: Math.round(model.popularity * (0.5 + rng.next())),
      isNew: createdAt >= NEW_SINCE,
      createdAt: new Date(createdAt),
    },
    skus: model.sizes.map((size, position) => ({ id: firstSkuId + position, productId: id, size, position })),
    prices: variantPrices(model.regularRub, discount).map((row) => ({ ...row, productId: id })),
    skuPrices: [],
    pieces: piecesOf(model.measure),
  };
  const largest = generated.skus.at(-1);
  const dearerRub = shelfRub(model.regularRub * LARGEST_SIZE_MARKUP, false);
  if (id % SIZE_PRICED_EVERY === 0 && generated.skus.length >= 2 && largest?.size && dearerRub > model.regularRub) {
    generated.skuPrices = variantPrices(dearerRub, discount).map(({ variant, price, oldPrice }) => ({
      variant,
      skuId: largest.id,
      price,
      oldPrice,
    }));
  }
  return generated;
}

export function* generateProducts(count: number, ref: CatalogReference): Generator<GeneratedProduct> {
  const deck = dealDeck(ref.leaves);
  let productId = 0;
  let skuId = 0;
  for (let index = 0; productId < count; index++) {
    const model = buildModel(index, deck[index % deck.length]!, ref);
    for (const colourCode of model.colourCodes) {
      if (productId >= count) return;
      const generated = buildProduct(model, colourCode, ++productId, skuId + 1, ref);
      skuId += generated.skus.length;
      yield generated;
    }
  }
}
