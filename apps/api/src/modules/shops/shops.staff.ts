/**
 * The back office's shop pages (content editors): the text of a shop's page per language and its
 * photos in order. Name, address and hours come from the shops' data and are shown, not edited here.
 * Every save is audited; a save made from an older copy is refused.
 */
import { buildPath } from '@storefront/domain/routes';
import { VARIANT_KEYS, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, stores } from '../../db/schema/geo.ts';
import { assertUnchangedSince, notFound } from '../../errors.ts';
import { type ListPage, likePattern } from '../../lib/list-query.ts';
import { recordAudit } from '../audit/audit.ts';
import type { ContentLang } from '../catalog/product-card.ts';
import { shopPhoto } from './shops.service.ts';
import type { ShopPageEdit, ShopPageListQuery, StaffShop } from './shops.staff-schemas.ts';

type Row = { store: typeof stores.$inferSelect; city: typeof cities.$inferSelect };

const variantOf = (country: string): VariantKey => VARIANT_KEYS.find((v) => VARIANTS[v].country === country) ?? 'ru';

function toStaff({ store, city }: Row, lang: ContentLang): StaffShop {
  const variant = variantOf(city.country);
  return {
    id: store.id,
    variant,
    name: store.name[lang],
    cityId: city.id,
    city: city.name[lang],
    address: store.address[lang],
    hours: store.hours,
    descriptionRu: store.description.ru,
    descriptionEn: store.description.en,
    descriptionKk: store.description.kk,
    photos: store.photos.map((key) => ({ key, src: shopPhoto(key).src })),
    url: buildPath('ShopsDetailIndex', variant, { id: store.id }),
    updatedAt: store.updatedAt.toISOString(),
  };
}

const SORTS: Record<ShopPageListQuery['sort'], (lang: ContentLang) => SQL> = {
  name: (lang) => sql`${stores.name}->>${lang}`,
  updated: () => sql`${stores.updatedAt}`,
};

function shopsWhere(query: Pick<ShopPageListQuery, 'q' | 'variant' | 'cityId'>): SQL[] {
  const where: SQL[] = [eq(stores.kind, 'shop')];
  if (query.variant) where.push(eq(cities.country, VARIANTS[query.variant].country));
  if (query.cityId) where.push(eq(stores.cityId, query.cityId));
  if (query.q) {
    const like = likePattern(query.q.toLowerCase());
    where.push(sql`(lower(${stores.name}::text) like ${like} or lower(${stores.address}::text) like ${like}
      or lower(${cities.name}::text) like ${like})`);
  }
  return where;
}

export async function listShopPages(db: Db, query: ShopPageListQuery, lang: ContentLang): Promise<ListPage<StaffShop>> {
  const found = await db
    .select({ store: stores, city: cities, total: sql<number>`count(*) over ()::int` })
    .from(stores)
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(and(...shopsWhere(query)))
    .orderBy(sql`${SORTS[query.sort](lang)} ${query.dir === 'asc' ? sql`asc` : sql`desc`}, ${stores.id}`)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    list: found.map((row) => toStaff(row, lang)),
    total: found[0]?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

/** The cities that have shops, for the list's filter. */
export async function shopCities(db: Db, lang: ContentLang) {
  const found = await db
    .selectDistinct({ id: cities.id, name: cities.name, country: cities.country })
    .from(cities)
    .innerJoin(stores, and(eq(stores.cityId, cities.id), eq(stores.kind, 'shop')))
    .orderBy(cities.id);
  return found.map((c) => ({ id: c.id, name: c.name[lang], variant: variantOf(c.country) }));
}

async function shopRow(db: Db, id: number, lock = false): Promise<Row> {
  const query = db
    .select({ store: stores, city: cities })
    .from(stores)
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(and(eq(stores.id, id), eq(stores.kind, 'shop')));
  const [row] = lock ? await query.for('update', { of: stores }) : await query;
  if (!row) throw notFound('No such shop');
  return row;
}

export async function getShopPage(db: Db, id: number, lang: ContentLang): Promise<StaffShop> {
  return toStaff(await shopRow(db, id), lang);
}

/** Saves a shop page's text and photos made from the version `edit.updatedAt` names; 409 when saved since. */
export async function updateShopPage(tx: Db, id: number, edit: ShopPageEdit, staffId: number): Promise<void> {
  const { store } = await shopRow(tx, id, true);
  assertUnchangedSince(store.updatedAt, edit.updatedAt, 'The shop page');
  const [after] = await tx
    .update(stores)
    .set({
      description: { ru: edit.descriptionRu, en: edit.descriptionEn, kk: edit.descriptionKk },
      photos: edit.photos,
      updatedAt: new Date(),
    })
    .where(eq(stores.id, id))
    .returning({ description: stores.description, photos: stores.photos, updatedAt: stores.updatedAt });
  await recordAudit(tx, {
    staffId,
    action: 'shop.update',
    entity: { type: 'shop', id },
    before: { description: store.description, photos: store.photos, updatedAt: store.updatedAt },
    after,
  });
}
