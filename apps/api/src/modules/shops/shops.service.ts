/** The shops pages: the variant's cities with shops, a shop, and the goods in stock there. */

import { contentLang } from '@storefront/domain/i18n/translate';
import { contentPicture } from '@storefront/domain/picture-ref';
import type { Picture } from '@storefront/domain/pictures';
import { buildPath } from '@storefront/domain/routes';
import { normalizePage } from '@storefront/domain/validation/fields';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSkus, products } from '../../db/schema/catalog.ts';
import { cities, stock, stores } from '../../db/schema/geo.ts';
import { notFound } from '../../errors.ts';
import { type CardRow, type ContentLang, cardsSql, toCards } from '../catalog/product-card.ts';
import type { Shop, ShopDetail, ShopStock, ShopsList } from './shops.schemas.ts';

export const SHOP_STOCK_PAGE = 24;

export interface ShopsContext {
  db: Db;
  variant: VariantKey;
  lang: ContentLang;
  mapsApiKey: string | null;
  ownerKey?: string | null;
}

async function shopRows(ctx: ShopsContext, extra = sql`true`) {
  return ctx.db
    .select({ store: stores, city: cities })
    .from(stores)
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(and(eq(stores.kind, 'shop'), eq(cities.country, VARIANTS[ctx.variant].country), extra))
    .orderBy(asc(cities.id), asc(stores.id));
}

export type ShopRow = Awaited<ReturnType<typeof shopRows>>[number];
type Row = ShopRow;

/** A shop photo (an older storage key at the page's 4:3 size). */
export const shopPhoto = (ref: string): Picture => contentPicture(ref, 800, 600);

const shopUrl = (ctx: ShopsContext, id: number) => buildPath('ShopsDetailIndex', ctx.variant, { id });

/** A shop of the list: linked to its page while the page is published. */
function toShop(ctx: ShopsContext, { store, city }: Row): Shop {
  return {
    id: store.id,
    name: store.name[ctx.lang],
    address: store.address[ctx.lang],
    cityId: city.id,
    city: city.name[ctx.lang],
    metro: store.metro,
    phone: store.phone,
    coordinates: [store.lon, store.lat],
    hours: store.hours,
    url: store.pagePublished ? shopUrl(ctx, store.id) : null,
    photo: store.photos[0] ? shopPhoto(store.photos[0]) : null,
  };
}

export async function listShops(ctx: ShopsContext, cityId?: number): Promise<ShopsList> {
  const rows = await shopRows(ctx);
  const byCity = new Map<number, { id: number; name: string; count: number; center: [number, number] }>();
  for (const { city } of rows) {
    const entry = byCity.get(city.id) ?? {
      id: city.id,
      name: city.name[ctx.lang],
      count: 0,
      center: [city.lon, city.lat],
    };
    entry.count += 1;
    byCity.set(city.id, entry);
  }
  const chosen = cityId !== undefined ? byCity.get(cityId) : undefined;
  if (cityId !== undefined && !chosen) throw notFound('No shops in this city');
  const v = VARIANTS[ctx.variant];
  return {
    cities: [...byCity.values()].map(({ center: _, ...c }) => c),
    cityId: chosen?.id ?? null,
    shops: rows.filter((r) => !chosen || r.city.id === chosen.id).map((r) => toShop(ctx, r)),
    mapCenter: chosen?.center ?? [v.mapCenter[0], v.mapCenter[1]],
    mapsApiKey: ctx.mapsApiKey,
  };
}

/** The variant's shop `id`, its page published or not; 404 when it has none. */
export async function findShop(ctx: ShopsContext, id: number): Promise<Row> {
  const [row] = await shopRows(ctx, eq(stores.id, id));
  if (!row) throw notFound('Shop not found');
  return row;
}

/** The shop's page as shoppers see it; 404 while it is unpublished (only the back office's preview draws it). */
export async function getShop(ctx: ShopsContext, id: number): Promise<ShopDetail> {
  const row = await findShop(ctx, id);
  if (!row.store.pagePublished) throw notFound('Shop not found');
  return shopDetail(ctx, row);
}

/** A shop's page as shoppers see it (also the back office's preview of a pending change over the row). */
export function shopDetail(ctx: ShopsContext, row: Row): ShopDetail {
  const id = row.store.id;
  const ownLang = contentLang(VARIANTS[ctx.variant].locales[0] ?? 'ru-RU');
  return {
    ...toShop(ctx, row),
    url: shopUrl(ctx, id),
    description: row.store.description[ctx.lang] || row.store.description[ownLang],
    photos: row.store.photos.map(shopPhoto),
    mapsApiKey: ctx.mapsApiKey,
    catalogUrl: `${buildPath('CatalogIndex', ctx.variant)}?stores_in_city=${id}`,
  };
}

/** Published products with at least one size in stock in the shop, most popular first. */
export async function shopStock(ctx: ShopsContext, id: number, pageParam?: string): Promise<ShopStock> {
  const { city } = await findShop(ctx, id);
  const page = normalizePage(pageParam);
  const inShop = sql`${products.published} and exists (select 1 from ${productSkus} k join ${stock} s on s.sku_id = k.id
    where k.product_id = ${products.id} and s.store_id = ${id} and s.quantity > 0)`;
  const [counted] = (
    (await ctx.db.execute(sql`select count(*)::int as n from ${products} where ${inShop}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SHOP_STOCK_PAGE));
  if (page > pageCount) throw notFound('No such page');
  const ids = sql`array(select ${products.id} from ${products} where ${inShop}
    order by ${products.popularity} desc, ${products.id} desc
    limit ${SHOP_STOCK_PAGE} offset ${(page - 1) * SHOP_STOCK_PAGE})`;
  const result = (await ctx.db.execute(
    sql`select ${cardsSql(ids, { variant: ctx.variant, lang: ctx.lang, cityId: city.id, ownerKey: ctx.ownerKey ?? null })} as items`,
  )) as unknown as { rows: { items: CardRow[] | null }[] };
  return { items: toCards(result.rows[0]?.items ?? [], ctx.variant), total, page, pageCount };
}
