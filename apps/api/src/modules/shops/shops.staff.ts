/**
 * The back office's shop pages (content editors): the text of a shop's page per language, its photos
 * in order and its opening hours. Name and address come from the shops' data and are shown, not edited
 * here. An edit waits as the page's pending change (store_drafts), previewed on the shop page itself,
 * until it is published (shoppers see it) or discarded. The page itself can be unpublished (shoppers get
 * 404, the sitemap and the shops list drop its link) and published again; the shop keeps taking pickups
 * either way. Every change is audited; a save made from an older copy is refused.
 */
import { contentLang } from '@storefront/domain/i18n/translate';
import { buildPath } from '@storefront/domain/routes';
import { checkShopHours } from '@storefront/domain/shop-hours';
import { type LocaleTag, VARIANT_KEYS, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type StoreDraft, storeDrafts } from '../../db/schema/content.ts';
import { cities, stores } from '../../db/schema/geo.ts';
import { assertUnchangedSince, invalid, notFound } from '../../errors.ts';
import { type ListPage, likePattern } from '../../lib/list-query.ts';
import { recordAudit } from '../audit/audit.ts';
import type { ContentLang } from '../catalog/product-card.ts';
import type { ShopDetail } from './shops.schemas.ts';
import { findShop, type ShopsContext, shopDetail, shopPhoto } from './shops.service.ts';
import type { ShopPageEdit, ShopPageListQuery, ShopPreviewQuery, StaffShop } from './shops.staff-schemas.ts';

type Store = typeof stores.$inferSelect;
type DraftRow = typeof storeDrafts.$inferSelect;
type Row = { store: Store; city: typeof cities.$inferSelect; draft: DraftRow | null };

const variantOf = (country: string): VariantKey => VARIANT_KEYS.find((v) => VARIANTS[v].country === country) ?? 'ru';

/** What a shop page's edit sets, as the stores row holds it. */
const pageOf = (store: Pick<Store, 'description' | 'photos' | 'hours'>): StoreDraft => ({
  description: store.description,
  photos: store.photos,
  hours: store.hours,
});

/**
 * The row as its editor sees it: with its pending change, if any, over the published page. Its
 * updatedAt is the later of the two, so a save, an unpublish or a publish again all make older copies stale.
 */
function withDraft(store: Store, draft: DraftRow | null): Store {
  if (!draft) return store;
  const updatedAt = new Date(Math.max(draft.updatedAt.getTime(), store.updatedAt.getTime()));
  return { ...store, ...draft.draft, updatedAt };
}

function toStaff({ store: live, city, draft }: Row, lang: ContentLang): StaffShop {
  const variant = variantOf(city.country);
  const store = withDraft(live, draft);
  const url = buildPath('ShopsDetailIndex', variant, { id: store.id });
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
    photos: store.photos.map((key) => ({ key, ...shopPhoto(key) })),
    url,
    previewUrl: `${url}?preview=${store.id}`,
    published: store.pagePublished,
    pendingChanges: draft !== null,
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
    .select({ store: stores, city: cities, draft: storeDrafts, total: sql<number>`count(*) over ()::int` })
    .from(stores)
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .leftJoin(storeDrafts, eq(storeDrafts.storeId, stores.id))
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
  const drafts = db.select().from(storeDrafts).where(eq(storeDrafts.storeId, id));
  const [draft] = lock ? await drafts.for('update') : await drafts;
  return { ...row, draft: draft ?? null };
}

export async function getShopPage(db: Db, id: number, lang: ContentLang): Promise<StaffShop> {
  return toStaff(await shopRow(db, id), lang);
}

/**
 * Saves a shop page's text, photos and hours made from the version `edit.updatedAt` names (409 when
 * someone saved it since; 400 naming a faulty day's time). The edit waits as the page's pending change:
 * shoppers see no save until it is published.
 */
export async function updateShopPage(tx: Db, id: number, edit: ShopPageEdit, staffId: number): Promise<void> {
  const { store, draft } = await shopRow(tx, id, true);
  assertUnchangedSince(withDraft(store, draft).updatedAt, edit.updatedAt, 'The shop page');
  const faults = checkShopHours(edit.hours);
  if (faults.length) throw invalid(faults);
  const pending: StoreDraft = {
    description: { ru: edit.descriptionRu, en: edit.descriptionEn, kk: edit.descriptionKk },
    photos: edit.photos,
    hours: edit.hours,
  };
  const updatedAt = new Date();
  await tx
    .insert(storeDrafts)
    .values({ storeId: id, draft: pending, updatedAt })
    .onConflictDoUpdate({ target: storeDrafts.storeId, set: { draft: pending, updatedAt } });
  await recordAudit(tx, {
    staffId,
    action: 'shop.draft',
    entity: { type: 'shop', id },
    before: draft?.draft ?? pageOf(store),
    after: pending,
  });
}

/** Makes the pending change the page shoppers see; 404 when there is none. */
export async function publishShopPage(tx: Db, id: number, staffId: number): Promise<void> {
  const { store, draft } = await shopRow(tx, id, true);
  if (!draft) throw notFound('The shop page has no pending changes');
  const [after] = await tx
    .update(stores)
    .set({ ...draft.draft, updatedAt: new Date() })
    .where(eq(stores.id, id))
    .returning({ description: stores.description, photos: stores.photos, hours: stores.hours });
  await tx.delete(storeDrafts).where(eq(storeDrafts.storeId, id));
  await recordAudit(tx, {
    staffId,
    action: 'shop.publish',
    entity: { type: 'shop', id },
    before: pageOf(store),
    after,
  });
}

/**
 * Unpublishes the shop's page or publishes it again, from the version `seen` names (409 when someone
 * saved it since). The pending change, if any, stays pending. Answers whether shoppers' pages changed.
 */
export async function setShopPagePublished(
  tx: Db,
  id: number,
  published: boolean,
  seen: string,
  staffId: number,
): Promise<boolean> {
  const { store, draft } = await shopRow(tx, id, true);
  assertUnchangedSince(withDraft(store, draft).updatedAt, seen, 'The shop page');
  if (store.pagePublished === published) return false;
  await tx.update(stores).set({ pagePublished: published, updatedAt: new Date() }).where(eq(stores.id, id));
  await recordAudit(tx, {
    staffId,
    action: published ? 'shop.republish' : 'shop.unpublish',
    entity: { type: 'shop', id },
    before: { pagePublished: store.pagePublished },
    after: { pagePublished: published },
  });
  return true;
}

/** Drops the pending change: the published page stays as it is. 404 when there is none. */
export async function discardShopDraft(tx: Db, id: number, staffId: number): Promise<void> {
  await shopRow(tx, id, true);
  const [dropped] = await tx.delete(storeDrafts).where(eq(storeDrafts.storeId, id)).returning();
  if (!dropped) throw notFound('The shop page has no pending changes');
  await recordAudit(tx, {
    staffId,
    action: 'shop.discard',
    entity: { type: 'shop', id },
    before: dropped.draft,
    after: null,
  });
}

/**
 * The shop's page with its pending change, as the storefront draws it in the shop's variant (404 in
 * another) and the language asked for: by default the request's, when the variant has it, else its own.
 */
export async function previewShopPage(
  ctx: Pick<ShopsContext, 'db' | 'mapsApiKey' | 'ownerKey'>,
  id: number,
  query: ShopPreviewQuery,
  requestLocale: LocaleTag,
): Promise<ShopDetail> {
  const { city, draft } = await shopRow(ctx.db, id);
  const variant = query.variant ?? variantOf(city.country);
  const { locale, locales } = VARIANTS[variant];
  const lang = query.lang ?? contentLang(locales.includes(requestLocale) ? requestLocale : locale);
  const context: ShopsContext = { ...ctx, variant, lang };
  const row = await findShop(context, id);
  return shopDetail(context, { ...row, store: withDraft(row.store, draft) });
}
