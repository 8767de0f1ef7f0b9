/** `GET catalog/product/{slug}`: everything the product page shows, in the shopper's variant and city. */
import { REVIEWS_CHUNK } from '@storefront/domain/constants';
import { createTranslator } from '@storefront/domain/i18n/translate';
import { discountPercent } from '@storefront/domain/money';
import { buildPath } from '@storefront/domain/routes';
import { alternatesOf } from '@storefront/domain/seo';
import { type LocaleTag, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import {
  brands,
  categories,
  colours,
  materials,
  productImages,
  productPrices,
  productSkus,
  products,
  productVariantPrices,
  skuVariantPrices,
} from '../../db/schema/catalog.ts';
import type { I18nText } from '../../db/schema/i18n-text.ts';
import { productRatings } from '../../db/schema/reviews.ts';
import { notFound } from '../../errors.ts';
import {
  mainPicture,
  mainPictureSql,
  type PictureRow,
  picturesSql,
  productPictures,
} from '../catalog/product-pictures.ts';
import type { EntryRow } from '../content/content.service.ts';
import { type DeliveryCounts, deliveryBlock, deliveryCountsSql } from '../delivery/delivery.service.ts';
import { cityStockSql, maxAvailable, stockLevel } from '../delivery/stock.ts';
import type { CurrentSession } from '../identity/session.service.ts';
import { cityIdOf, shopperCte } from '../identity/shopper.ts';
import { firstReviewsSql, type ReviewRow, reviewsPage, toRating } from '../reviews/reviews.service.ts';
import { staticInfoFrom, staticInfoSql } from '../static-content/static-content.service.ts';
import type { ProductData, ProductDetail, Related } from './product.schemas.ts';
import { loadRelated, type RelatedAsk } from './related.ts';

export interface ProductContext {
  db: Db;
  variant: VariantKey;
  locale: LocaleTag;
  lang: 'ru' | 'en' | 'kk';
  /** The request's session lookup, folded into the page's statement (plugins/session.ts). */
  sessionSql: SQL;
  adoptSession(session: CurrentSession | null): CurrentSession | null;
}

/** The product row the page is built from, with its price, brand, colour, material and category. */
interface Found {
  id: number;
  slug: string;
  article: string;
  name: I18nText;
  description: I18nText;
  attributes: { label: I18nText; value: string }[];
  line: string | null;
  collection: string | null;
  modelKey: string;
  packageSize: string;
  weightGrams: number;
  imageCount: number;
  /** The product's own pictures, in order (null: it has none, its pictures are drawn). */
  pictures: PictureRow[] | null;
  /** Alt texts of the product's own pictures, in order. */
  imageAlts: Partial<I18nText>[] | null;
  price: number;
  oldPrice: number | null;
  /** The dearest size's price (above `price`: the sizes differ). */
  maxPrice: number;
  brand: { name: string; country: string };
  colour: { name: I18nText; hex: string };
  material: I18nText;
  category: { id: number; name: I18nText; path: string; parentId: number | null };
}

/** A `found` CTE: the product of the slug sold in the variant (none: not found). */
function foundCte(slug: string, variant: VariantKey): SQL {
  return sql`found as (
    select pr.id, pr.slug, pr.article, pr.name, pr.description, pr.attributes, pr.line, pr.collection,
      pr.model_key as "modelKey", pr.package_size as "packageSize", pr.weight_grams as "weightGrams",
      pr.image_count as "imageCount", pp.price, pp.old_price as "oldPrice", pp.max_price as "maxPrice",
      ${picturesSql(sql`pr.id`)} as pictures,
      (select json_agg(pi.alt order by pi.position) from ${productImages} pi where pi.product_id = pr.id)
        as "imageAlts",
      json_build_object('name', b.name, 'country', b.country) as brand,
      json_build_object('name', co.name, 'hex', co.hex) as colour,
      m.name as material,
      json_build_object('id', ca.id, 'name', ca.name, 'path', ca.path, 'parentId', ca.parent_id) as category
    from ${products} pr
    join ${productVariantPrices} pp on pp.product_id = pr.id and pp.variant = ${variant}
    join ${brands} b on b.id = pr.brand_id
    join ${colours} co on co.id = pr.colour_id
    join ${materials} m on m.id = pr.material_id
    join ${categories} ca on ca.id = pr.category_id
    where pr.slug = ${slug} and pr.published
    limit 1)`;
}

interface PageRow {
  session: CurrentSession | null;
  product: Found;
  skus: {
    id: number;
    size: string | null;
    inShops: number;
    inWarehouses: number;
    price: number;
    oldPrice: number | null;
  }[];
  colours: { id: number; slug: string; name: I18nText; hex: string; picture: PictureRow | null }[];
  delivery: DeliveryCounts;
  crumbs: { name: I18nText; path: string }[];
  rating: { count: number; total: number } | null;
  info: EntryRow[];
  /** Variants pricing the product: where it is on sale (published it is, or it would not be found). */
  variants: VariantKey[];
  /** The first reviews and one more (null: not asked for). */
  reviews: ReviewRow[] | null;
}

/**
 * Everything the product page shows but the carousels, in one statement: the session, the product,
 * its sizes with stock in the shopper's city, the model's other colours, the delivery counts, the
 * category chain, the rating, the first reviews (when asked) and the information blocks. Reading it records nothing:
 * the page is the same for every shopper of a city (a shared render), and a logged-in shopper's view
 * is recorded by its own call (`POST catalog/product/{id}/view`, related.ts `recordView`).
 */
function productPageSql(ctx: ProductContext, slug: string, withReviews: boolean): SQL {
  const skuIds = sql`array(select id from ${productSkus} where product_id = f.id)`;
  return sql`with ${shopperCte(ctx.sessionSql, ctx.variant)}, ${foundCte(slug, ctx.variant)}
    select sh.session, row_to_json(f) as product,
      (select json_agg(json_build_object('id', k.id, 'size', k.size,
          'inShops', coalesce(st.in_shops, 0), 'inWarehouses', coalesce(st.in_warehouses, 0),
          'price', kp.price, 'oldPrice', kp.old_price)
          order by k.position, k.id)
        from ${productSkus} k left join ${cityStockSql(skuIds, sql`sh.city_id`)} st on st.sku_id = k.id
        join ${skuVariantPrices} kp on kp.sku_id = k.id and kp.variant = ${ctx.variant}
        where k.product_id = f.id) as skus,
      (select json_agg(json_build_object('id', o.id, 'slug', o.slug, 'name', oc.name, 'hex', oc.hex,
          'picture', ${mainPictureSql(sql`o.id`)}) order by o.id)
        from ${products} o
        join ${colours} oc on oc.id = o.colour_id
        join ${productPrices} op on op.product_id = o.id and op.variant = ${ctx.variant}
        where o.model_key = f."modelKey" and o.published) as colours,
      ${deliveryCountsSql(skuIds, sql`sh.city_id`)} as delivery,
      (select coalesce(json_agg(json_build_object('name', c.name, 'path', c.path) order by c.depth), '[]')
        from ${categories} c
        where c.path = f.category->>'path' or starts_with(f.category->>'path', c.path || '/')) as crumbs,
      (select json_build_object('count', r.count, 'total', r.total)
        from ${productRatings} r where r.product_id = f.id) as rating,
      ${staticInfoSql(ctx)} as info,
      array(select pv.variant from ${productPrices} pv where pv.product_id = f.id) as variants,
      ${withReviews ? firstReviewsSql(sql`f.id`, REVIEWS_CHUNK) : sql`null`} as reviews
    from found f, shopper sh`;
}

function colourOptions(ctx: ProductContext, row: PageRow): ProductData['colours'] {
  return (row.colours ?? []).map((r) => ({
    productId: r.id,
    name: r.name[ctx.lang],
    hex: r.hex,
    url: buildPath('ProductIndex', ctx.variant, { productSlug: r.slug }),
    image: mainPicture(r.id, r.picture),
    current: r.id === row.product.id,
  }));
}

/** Home, then every category above the product's, then its own; the product itself is the page title. */
function breadcrumbs(ctx: ProductContext, chain: PageRow['crumbs']) {
  const t = createTranslator(ctx.locale);
  return [
    { text: t('nav.home'), url: buildPath('MainIndex', ctx.variant) },
    ...chain.map((c) => ({ text: c.name[ctx.lang], url: buildPath('CatalogIndex', ctx.variant, { '*': c.path }) })),
  ];
}

function productData(
  ctx: ProductContext,
  p: Found,
  skus: PageRow['skus'],
  colourList: ProductData['colours'],
  rating: ProductData['rating'],
): ProductData {
  const { category } = p;
  const currency = VARIANTS[ctx.variant].currency;
  const name = p.name[ctx.lang];
  const sizes = skus.map((s) => ({
    id: s.id,
    name: s.size,
    maxAvailable: maxAvailable(s),
    stockLevel: stockLevel(s),
    price: { amount: s.price, currency },
    oldPrice: s.oldPrice ? { amount: s.oldPrice, currency } : null,
  }));
  const total = skus.reduce(
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
    brand: p.brand,
    category: {
      id: category.id,
      text: category.name[ctx.lang],
      url: buildPath('CatalogIndex', ctx.variant, { '*': category.path }),
    },
    colour: { name: p.colour.name[ctx.lang], hex: p.colour.hex },
    colours: colourList,
    material: p.material[ctx.lang],
    sizes,
    hasSizes: skus.some((s) => s.size !== null),
    maxAvailable: Math.max(0, ...sizes.map((s) => s.maxAvailable)),
    packageSize: p.packageSize,
    weightGrams: p.weightGrams,
    price: { amount: p.price, currency },
    oldPrice: p.oldPrice ? { amount: p.oldPrice, currency } : null,
    discount: discountPercent(p.price, p.oldPrice),
    priceFrom: p.maxPrice > p.price,
    stockLevel: stockLevel(total),
    rating,
    images: productPictures(p.id, p.pictures, p.imageCount).map((picture, i) => ({
      picture,
      alt: p.imageAlts?.[i]?.[ctx.lang] || `${name} — ${i + 1}`,
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
  // Prepared (db/prepared.ts): planning this statement costs more than running it.
  const [row] = await preparedRows<PageRow>(ctx.db, 'product', productPageSql(ctx, slug, include.reviews));
  if (!row) throw notFound('Product not found');
  const session = ctx.adoptSession(row.session);
  const { product: found } = row;
  const cityId = cityIdOf(session, ctx.variant);
  const reviews = row.reviews && reviewsPage(row.reviews, REVIEWS_CHUNK);
  // The session is known by now: the carousels' statement takes it as a value.
  const related = include.related
    ? await loadRelated({ ...ctx, sessionSql: sql`${JSON.stringify(session)}::json` }, slug)
    : null;
  const rating = toRating(row.rating ?? undefined);
  const product = productData(ctx, found, row.skus ?? [], colourOptions(ctx, row), rating);
  // A product without sizes has one SKU: it is chosen already.
  const selectedSizeId = !product.hasSizes && product.sizes[0] ? product.sizes[0].id : null;
  return {
    product,
    selectedSizeId,
    delivery: deliveryBlock(row.delivery, { ...ctx, cityId, goodsTotal: found.price }),
    reviews: reviews && { ...rating, ...reviews },
    breadcrumbs: breadcrumbs(ctx, row.crumbs),
    alternates: alternatesOf((v) =>
      row.variants.includes(v) ? buildPath('ProductIndex', v, { productSlug: found.slug }) : null,
    ),
    ...relatedOrNull(related?.related ?? null),
    ...staticInfoFrom(row.info, ctx.variant),
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

/** The carousels alone, for pages that load them after the first paint. */
export async function getProductRelated(ctx: ProductContext, slug: string, ask: RelatedAsk): Promise<Related> {
  const { related, session } = await loadRelated(ctx, slug, ask);
  ctx.adoptSession(session);
  return related;
}
