/** `GET catalog/product/{slug}`: everything the product page shows, in the shopper's variant and city. */
import { REVIEWS_CHUNK } from '@storefront/domain/constants';
import { createTranslator } from '@storefront/domain/i18n/translate';
import { buildPath } from '@storefront/domain/routes';
import { type LocaleTag, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  brands,
  categories,
  colours,
  materials,
  productPrices,
  productSkus,
  products,
} from '../../db/schema/catalog.ts';
import { notFound } from '../../errors.ts';
import { productImageUrl } from '../catalog/product-card.ts';
import { productDelivery } from '../delivery/delivery.service.ts';
import { maxAvailable, type SkuStock, stockForCity, stockLevel } from '../delivery/stock.ts';
import { listReviews, productRating } from '../reviews/reviews.service.ts';
import { staticInfoBlocks } from '../static-content/static-content.service.ts';
import type { ProductData, ProductDetail, Related } from './product.schemas.ts';
import { loadRelated, recordView } from './related.ts';

export interface ProductContext {
  db: Db;
  variant: VariantKey;
  locale: LocaleTag;
  lang: 'ru' | 'en' | 'kk';
  cityId: number;
  ownerKey: string | null;
}

async function findProduct(ctx: ProductContext, where: ReturnType<typeof eq>) {
  const [row] = await ctx.db
    .select({
      product: products,
      price: productPrices.price,
      oldPrice: productPrices.oldPrice,
      brand: { name: brands.name, country: brands.country },
      colour: { name: colours.name, hex: colours.hex },
      material: materials.name,
      category: { id: categories.id, name: categories.name, path: categories.path, parentId: categories.parentId },
    })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.variant, ctx.variant)))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(colours, eq(colours.id, products.colourId))
    .innerJoin(materials, eq(materials.id, products.materialId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .limit(1);
  if (!row) throw notFound('Product not found');
  return row;
}

type Found = Awaited<ReturnType<typeof findProduct>>;

/** Home, then every category above the product's, then its own; the product itself is the page title. */
async function breadcrumbs(ctx: ProductContext, categoryPath: string) {
  const parts = categoryPath.split('/');
  const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  const chain = await ctx.db
    .select({ name: categories.name, path: categories.path })
    .from(categories)
    .where(inArray(categories.path, prefixes))
    .orderBy(asc(categories.depth));
  const t = createTranslator(ctx.locale);
  return [
    { text: t('nav.home'), url: buildPath('MainIndex', ctx.variant) },
    ...chain.map((c) => ({ text: c.name[ctx.lang], url: buildPath('CatalogIndex', ctx.variant, { '*': c.path }) })),
  ];
}

async function colourOptions(ctx: ProductContext, found: Found): Promise<ProductData['colours']> {
  const rows = await ctx.db
    .select({ id: products.id, slug: products.slug, name: colours.name, hex: colours.hex })
    .from(products)
    .innerJoin(colours, eq(colours.id, products.colourId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.variant, ctx.variant)))
    .where(eq(products.modelKey, found.product.modelKey))
    .orderBy(asc(products.id));
  return rows.map((r) => ({
    productId: r.id,
    name: r.name[ctx.lang],
    hex: r.hex,
    url: buildPath('ProductIndex', ctx.variant, { productSlug: r.slug }),
    image: productImageUrl(r.id, 1),
    current: r.id === found.product.id,
  }));
}

function productData(
  ctx: ProductContext,
  found: Found,
  skus: { id: number; size: string | null }[],
  stock: Map<number, SkuStock>,
  colourList: ProductData['colours'],
  rating: ProductData['rating'],
): ProductData {
  const { product: p, category } = found;
  const currency = VARIANTS[ctx.variant].currency;
  const name = p.name[ctx.lang];
  const sizes = skus.map((s) => {
    const st = stock.get(s.id) ?? { inShops: 0, inWarehouses: 0 };
    return { id: s.id, name: s.size, maxAvailable: maxAvailable(st), stockLevel: stockLevel(st) };
  });
  const total = [...stock.values()].reduce(
    (sum, s) => ({ inShops: sum.inShops + s.inShops, inWarehouses: sum.inWarehouses + s.inWarehouses }),
    { inShops: 0, inWarehouses: 0 },
  );
  return {
    id: p.id,
    name,
    article: p.article,
    url: buildPath('ProductIndex', ctx.variant, { productSlug: p.slug }),
    line: p.line,
    collection: p.collection,
    brand: found.brand,
    category: {
      id: category.id,
      text: category.name[ctx.lang],
      url: buildPath('CatalogIndex', ctx.variant, { '*': category.path }),
    },
    colour: { name: found.colour.name[ctx.lang], hex: found.colour.hex },
    colours: colourList,
    material: found.material[ctx.lang],
    sizes,
    hasSizes: skus.some((s) => s.size !== null),
    maxAvailable: Math.max(0, ...sizes.map((s) => s.maxAvailable)),
    packageSize: p.packageSize,
    weightGrams: p.weightGrams,
    price: { amount: found.price, currency },
    oldPrice: found.oldPrice ? { amount: found.oldPrice, currency } : null,
    discount: found.oldPrice ? Math.round((1 - found.price / found.oldPrice) * 100) : null,
    stockLevel: stockLevel(total),
    rating,
    images: Array.from({ length: Math.max(1, p.imageCount) }, (_, i) => ({
      url: productImageUrl(p.id, i + 1),
      alt: `${name} — ${i + 1}`,
    })),
    description: p.description[ctx.lang],
    characteristics: p.attributes.map((a) => ({ label: a.label[ctx.lang], value: a.value })),
  };
}

export async function getProductDetail(
  ctx: ProductContext,
  slug: string,
  include: { related: boolean; reviews: boolean },
): Promise<ProductDetail> {
  const found = await findProduct(ctx, eq(products.slug, slug));
  const productId = found.product.id;
  const skus = await ctx.db
    .select({ id: productSkus.id, size: productSkus.size })
    .from(productSkus)
    .where(eq(productSkus.productId, productId))
    .orderBy(asc(productSkus.position), asc(productSkus.id));
  const skuIds = skus.map((s) => s.id);
  const subject = {
    id: productId,
    modelKey: found.product.modelKey,
    categoryId: found.category.id,
    parentCategoryId: found.category.parentId,
    collection: found.product.collection,
  };
  const [stock, colourList, delivery, crumbs, rating, reviews, related, info] = await Promise.all([
    stockForCity(ctx.db, skuIds, ctx.cityId),
    colourOptions(ctx, found),
    productDelivery(ctx.db, {
      variant: ctx.variant,
      cityId: ctx.cityId,
      lang: ctx.lang,
      skuIds,
      goodsTotal: found.price,
    }),
    breadcrumbs(ctx, found.category.path),
    productRating(ctx.db, productId),
    include.reviews ? firstReviews(ctx.db, productId) : null,
    include.related ? loadRelated(ctx, subject) : null,
    staticInfoBlocks(ctx),
  ]);
  // Recorded after the carousels were read, so the page does not list itself as 'watched'.
  if (ctx.ownerKey) await recordView(ctx.db, ctx.ownerKey, productId);
  const product = productData(ctx, found, skus, stock, colourList, rating);
  // A product without sizes has one SKU: it is chosen already.
  const selectedSizeId = !product.hasSizes && product.sizes[0] ? product.sizes[0].id : null;
  return {
    product,
    selectedSizeId,
    delivery,
    reviews: reviews && { ...rating, ...reviews },
    breadcrumbs: crumbs,
    ...relatedOrNull(related),
    ...info,
  };
}

function relatedOrNull(related: Related | null) {
  return {
    similarItems: related?.similarItems ?? null,
    watchedItems: related?.watchedItems ?? null,
    purchasedTogetherItems: related?.purchasedTogetherItems ?? null,
    lookbook: related?.lookbook ?? null,
  };
}

async function firstReviews(db: Db, productId: number) {
  const page = await listReviews(db, { productId, count: REVIEWS_CHUNK, getRating: false });
  return { list: page.list, hasMore: page.hasMore };
}

/** The carousels alone, for pages that load them after the first paint. */
export async function getProductRelated(ctx: ProductContext, slug: string): Promise<Related> {
  const found = await findProduct(ctx, eq(products.slug, slug));
  return loadRelated(ctx, {
    id: found.product.id,
    modelKey: found.product.modelKey,
    categoryId: found.category.id,
    parentCategoryId: found.category.parentId,
    collection: found.product.collection,
  });
}
