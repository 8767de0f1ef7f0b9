/**
 * The product page's carousels: similar, watched (recently viewed), purchased together, and the
 * lookbook, all in one statement that also looks the shopper's session up (for the watched
 * history, favourites and the city's stock levels on the cards); and the record of a logged-in
 * shopper's view, which feeds the watched history.
 */
import type { VariantKey } from '@storefront/domain/variants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { queryRows } from '../../db/query-rows.ts';
import { categories, productPrices, products } from '../../db/schema/catalog.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { recentlyViewed } from '../../db/schema/reviews.ts';
import { notFound } from '../../errors.ts';
import { intArrayParam } from '../../lib/sql-values.ts';
import { type CardRow, cardsSql, popularIdsSql, toCards } from '../catalog/product-card.ts';
import { type EntryRow, lookbookLink, lookbookSql } from '../content/content.service.ts';
import type { CurrentSession } from '../identity/session.service.ts';
import { shopperCte } from '../identity/shopper.ts';
import type { Related, RelatedCarousels } from './product.schemas.ts';

const CAROUSEL_SIZE = 12;
const LOOKBOOK_SIZE = 4;
/** How many viewed products a shopper's history keeps. */
const HISTORY_SIZE = 30;

export interface RelatedContext {
  db: Db;
  variant: VariantKey;
  lang: 'ru' | 'en' | 'kk';
  /** The session as a JSON-valued SQL expression (plugins/session.ts). */
  sessionSql: SQL;
}

export interface ViewContext {
  db: Db;
  variant: VariantKey;
  lang: 'ru' | 'en' | 'kk';
  /** The shopper's city, for the stock levels of the watched cards. */
  cityId: number;
  /** Whose history: a logged-in shopper's owner key ('u:<userId>'). */
  ownerKey: string;
}

/**
 * Records that the shopper viewed the product (`POST catalog/product/{id}/view`, or the picture
 * `GET …/view.gif` of a page shown without scripts, `carousel: false`) and answers their watched
 * carousel for its page (empty without `carousel`), or null when the variant sells no published
 * product of that id.
 * A product viewed again moves to the front (one row per owner and product); the oldest views beyond
 * HISTORY_SIZE are dropped. One owner's views are taken one at a time (a lock on the owner key, held
 * to the commit), so calls at once from any number of processes neither wait on each other's rows
 * crosswise nor keep more than HISTORY_SIZE: each statement's snapshot, taken after the lock, holds
 * every earlier view. The snapshot precedes the statement's own insert, so the trim keeps the newest
 * HISTORY_SIZE - 1 others, and the carousel is the history before this view, without the product.
 */
export async function recordView(
  ctx: ViewContext,
  productId: number,
  { carousel = true } = {},
): Promise<Related['watchedItems'] | null> {
  const owner = ctx.ownerKey;
  // The page of a browser without scripts records its view by a picture and shows no carousel.
  const watched = carousel
    ? cardsSql(soldIds(watchedSql(undefined, sql`${owner}::text`, sql`${productId}::int`), ctx.variant), ctx)
    : sql`null`;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`recently_viewed:${owner}`}, 0))`);
    const [row] = await queryRows<{ found: boolean; watched: CardRow[] | null }>(
      tx,
      sql`with subject as (
          select p.id from ${products} p
          join ${productPrices} pp on pp.product_id = p.id and pp.variant = ${ctx.variant}
          where p.id = ${productId} and p.published),
        viewed as (
          insert into ${recentlyViewed} (owner_key, product_id, viewed_at)
          select ${owner}, s.id, now() from subject s
          on conflict (owner_key, product_id) do update set viewed_at = excluded.viewed_at),
        trimmed as (
          delete from ${recentlyViewed} r
          where r.owner_key = ${owner} and r.product_id <> ${productId} and exists (select 1 from subject)
            and r.product_id not in (
              select product_id from ${recentlyViewed}
              where owner_key = ${owner} and product_id <> ${productId}
              order by viewed_at desc limit ${HISTORY_SIZE - 1}))
        select exists (select 1 from subject) as found, ${watched} as watched`,
    );
    return row?.found ? toCards(row.watched ?? [], ctx.variant) : null;
  });
}

/** What a call asks of the carousels: which of them, and a browser's own viewed ids (decision 026). */
export interface RelatedAsk {
  carousels?: RelatedCarousels;
  watched?: readonly number[];
}

interface RelatedRow {
  session: CurrentSession | null;
  collection: string | null;
  similar: CardRow[] | null;
  watched: CardRow[] | null;
  bought: CardRow[] | null;
  nearby: CardRow[] | null;
  look: CardRow[] | null;
  book: EntryRow | null;
}

/** Ids (int[]) of the published products sold in the variant among `ids` (an ordered subquery of product_id, ord), in that order. */
const soldIds = (ordered: SQL, variant: VariantKey) =>
  sql`array(select o.product_id from (${ordered}) o
    join ${productPrices} pp on pp.product_id = o.product_id and pp.variant = ${variant}
    join ${products} p on p.id = o.product_id and p.published
    order by o.ord)`;

/**
 * The watched products of the page of product `subjectId`: a logged-in shopper's history (owner key
 * 'u:…'), most recent first; or, for a browser that keeps its own (every other shopper: decision
 * 026), the ids it names in its order.
 */
function watchedSql(browserIds: readonly number[] | undefined, ownerKey: SQL, subjectId: SQL): SQL {
  if (browserIds?.length)
    return sql`select w.product_id, w.ord from unnest(${intArrayParam(browserIds)}) with ordinality as w(product_id, ord)
      where w.product_id <> ${subjectId} order by w.ord limit ${CAROUSEL_SIZE}`;
  return sql`select product_id, row_number() over (order by viewed_at desc) as ord from ${recentlyViewed}
    where owner_key = ${ownerKey} and starts_with(${ownerKey}, 'u:') and product_id <> ${subjectId}
    order by viewed_at desc limit ${CAROUSEL_SIZE}`;
}

function relatedSql(ctx: RelatedContext, slug: string, { carousels = 'all', watched }: RelatedAsk): SQL {
  const card = { variant: ctx.variant, lang: ctx.lang };
  const shopper = { cityId: sql`sh.city_id`, ownerKey: sql`sh.owner_key` };
  const cards = (ids: SQL) => cardsSql(ids, card, shopper);
  const popular = (where: SQL, limit = CAROUSEL_SIZE) => cards(popularIdsSql({ variant: ctx.variant, where, limit }));
  const otherModels = sql`${products.modelKey} <> s.model_key`;
  // Most recently viewed first, not by popularity.
  const watchedCards =
    carousels === 'shared' ? sql`null` : cards(soldIds(watchedSql(watched, sql`sh.owner_key`, sql`s.id`), ctx.variant));
  // Products that were in the same non-cancelled orders as the subject, the most shared orders first.
  const coPurchased = sql`select other.product_id, row_number() over (order by count(distinct other.order_id) desc, other.product_id) as ord
    from ${orderLines} ol
    join ${orders} o on o.id = ol.order_id and o.status <> 'cancelled'
    join ${orderLines} other on other.order_id = ol.order_id
    join ${products} op on op.id = other.product_id
    where ol.product_id = s.id and op.model_key <> s.model_key
    group by other.product_id
    order by count(distinct other.order_id) desc, other.product_id
    limit ${CAROUSEL_SIZE}`;
  const shared =
    carousels === 'watched'
      ? sql`null as similar, null as bought, null as nearby, null as look, null as book`
      : sql`${popular(sql`${products.categoryId} = s.category_id and ${otherModels}`)} as similar,
      ${cards(soldIds(coPurchased, ctx.variant))} as bought,
      case when s.parent_id is not null then ${popular(sql`${products.categoryId} in (
        select id from ${categories} where parent_id = s.parent_id and id <> s.category_id)`)} end as nearby,
      case when s.collection is not null then
        ${popular(sql`${products.collection} = s.collection and ${otherModels}`, LOOKBOOK_SIZE)} end as look,
      case when s.collection is not null then ${lookbookSql(ctx, sql`s.collection`)} end as book`;
  return sql`with ${shopperCte(ctx.sessionSql, ctx.variant)},
    subject as (
      select pr.id, pr.model_key, pr.category_id, ca.parent_id, pr.collection
      from ${products} pr
      join ${productPrices} pp on pp.product_id = pr.id and pp.variant = ${ctx.variant}
      join ${categories} ca on ca.id = pr.category_id
      where pr.slug = ${slug}
      limit 1)
    select sh.session, s.collection, ${watchedCards} as watched, ${shared}
    from subject s, shopper sh`;
}

/**
 * The carousels of the product with the slug (those `ask` leaves out are empty), and the session the
 * statement found.
 */
export async function loadRelated(
  ctx: RelatedContext,
  slug: string,
  ask: RelatedAsk = {},
): Promise<{ related: Related; session: CurrentSession | null }> {
  const [row] = await preparedRows<RelatedRow>(ctx.db, 'related', relatedSql(ctx, slug, ask));
  if (!row) throw notFound('Product not found');
  const cards = (rows: CardRow[] | null) => toCards(rows ?? [], ctx.variant);
  const similarItems = cards(row.similar);
  return {
    session: row.session,
    related: {
      similarItems,
      watchedItems: cards(row.watched),
      purchasedTogetherItems: purchasedTogether(cards(row.bought), cards(row.nearby), similarItems),
      lookbook: lookbook(ctx.variant, row.collection, cards(row.look), row.book),
    },
  };
}

/**
 * Goods bought with this one, from real orders; while orders are too few to fill the carousel,
 * popular goods from neighbouring categories (same parent), else from the same category, top it up.
 */
function purchasedTogether<C extends { id: number }>(bought: C[], nearby: C[], sameCategory: C[]): C[] {
  if (bought.length >= CAROUSEL_SIZE) return bought;
  const seen = new Set(bought.map((c) => c.id));
  const more = (nearby.length > 0 ? nearby : sameCategory).filter((c) => !seen.has(c.id));
  return [...bought, ...more].slice(0, CAROUSEL_SIZE);
}

function lookbook(
  variant: VariantKey,
  collection: string | null,
  items: Related['similarItems'],
  book: EntryRow | null,
): Related['lookbook'] {
  if (!collection || items.length === 0) return null;
  // The link leads to this collection's own lookbook, or nowhere: the index would not show it.
  return { title: collection, url: lookbookLink(book, variant)?.url ?? null, items };
}
