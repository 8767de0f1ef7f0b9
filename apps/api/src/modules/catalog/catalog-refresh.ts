/**
 * Rebuilds the derived catalogue tables (db/schema/catalog-search.ts) from the normalised ones.
 * Run after seeding or any bulk catalogue change; listings never join the normalised tables.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outsideStatementScope } from '../../db/statement-count.ts';
import { intArray } from '../../lib/sql-values.ts';
import { logCatalogChanges } from './catalog-changes.ts';

/** Pieces per product in each country's warehouses, for the products `filter` (on s.product_id) keeps. */
const warehouseStock = (filter: SQL) => sql`
  select s.product_id,
    sum(st.quantity) filter (where ci.country = 'RU') as ru,
    sum(st.quantity) filter (where ci.country = 'KZ') as kz,
    sum(st.quantity) filter (where ci.country = 'AE') as ae
  from stock st
  join product_skus s on s.id = st.sku_id
  join stores so on so.id = st.store_id and so.kind = 'warehouse'
  join cities ci on ci.id = so.city_id
  where ${filter}
  group by s.product_id`;

/** Pieces per product in each city's shops, and which shops hold them. */
const cityStock = (filter: SQL) => sql`
  select so.city_id, s.product_id, sum(st.quantity)::int as quantity, array_agg(distinct so.id) as store_ids
  from stock st
  join product_skus s on s.id = st.sku_id
  join stores so on so.id = st.store_id and so.kind = 'shop'
  where st.quantity > 0 and ${filter}
  group by so.city_id, s.product_id`;

/**
 * The wide rows of the published products `filter` (on p, the products) keeps; `stockFilter` (on s,
 * the SKUs, and st, the stock) keeps at least their SKUs' stock rows.
 */
const insertCatalogProducts = (
  filter: SQL,
  stockFilter: SQL = sql`s.product_id in (select p.id from products p where ${filter})`,
) => sql`
      insert into catalog_products (
        product_id, category_id, article, brand_id, colour_id, material_id, collection, line, sizes,
        popularity, is_new, created_at, price_ru, price_kz, price_com, discount_ru, discount_kz, discount_com,
        warehouse_ru, warehouse_kz, warehouse_com, search_vector)
      select p.id, p.category_id, p.article, p.brand_id, p.colour_id, p.material_id, p.collection, p.line,
        coalesce((select array_agg(s.size order by s.position) from product_skus s
                  where s.product_id = p.id and s.size is not null), '{}'),
        p.popularity, p.is_new, p.created_at,
        ru.price, kz.price, com.price,
        -- discountPercent (domain money.ts) in SQL: the listing sorts by it.
        coalesce(round((1 - ru.price::numeric / ru.old_price) * 100), 0),
        coalesce(round((1 - kz.price::numeric / kz.old_price) * 100), 0),
        coalesce(round((1 - com.price::numeric / com.old_price) * 100), 0),
        coalesce(w.ru, 0), coalesce(w.kz, 0), coalesce(w.ae, 0),
        -- The weighted search text (migration 0043: name A, brand to sizes B, categories C).
        v.search_vector
      from products p
      join catalog_search_vectors v on v.product_id = p.id
      left join product_variant_prices ru on ru.product_id = p.id and ru.variant = 'ru'
      left join product_variant_prices kz on kz.product_id = p.id and kz.variant = 'kz'
      left join product_variant_prices com on com.product_id = p.id and com.variant = 'com'
      left join (${warehouseStock(stockFilter)}) w
        on w.product_id = p.id
      where p.published and ${filter}`;

/**
 * The words of the search texts of the catalogue rows `filter` (on cp) keeps, every one: numbers and
 * sizes so that a query knows them, short words for prefixes. Typo correction picks among the
 * longer ones without digits (catalog-sql.ts). Category words lose their mark (~) here.
 */
const searchWords = (filter: SQL) =>
  sql`select distinct ltrim(u.lexeme, '~') from catalog_products cp, unnest(cp.search_vector) u where ${filter}`;

/**
 * Stems the catalogue's Kazakh words once, before its search texts are built (migration 0057): the
 * texts then look their words' stems up rather than running the stemmer's passes over every text.
 */
const learnKazakhStems = sql`select catalog_kk_learn()`;

/**
 * Brings the derived stock of the products of some SKUs up to date, inside the transaction that
 * changed their stock (an order placed or cancelled), so cards and stock filters follow. The
 * products' rows are locked first, in a statement of their own, so two orders for sizes of one
 * product recompute in turn and the second's recount (a later statement, a later snapshot) sees
 * the first's stock.
 */
export async function refreshCatalogStock(tx: Db, skuIds: readonly number[]): Promise<void> {
  if (skuIds.length === 0) return;
  await tx.execute(lockCatalogStockSql(productsOfSkus(skuIds)));
  await recountCatalogStock(tx, skuIds);
}

/** The distinct products of some SKUs, as a parenthesised subquery. */
const productsOfSkus = (skuIds: readonly number[]) =>
  sql`(select distinct product_id from product_skus where id in (${sql.join(
    skuIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;

/**
 * Locks the catalogue rows of `products` (a subquery of product ids) in product order: the first half
 * of refreshCatalogStock, also usable as a CTE of a statement that changes the stock first.
 */
export const lockCatalogStockSql = (products: SQL) =>
  sql`select product_id from catalog_products where product_id in ${products} order by product_id for update`;

/**
 * The second half of refreshCatalogStock: the products' catalogue rows must already be locked by an
 * earlier statement of the transaction, so this one's snapshot sees every committed change of their stock.
 */
export async function recountCatalogStock(tx: Db, skuIds: readonly number[]): Promise<void> {
  if (skuIds.length === 0) return;
  await recountProducts(tx, productsOfSkus(skuIds));
}

/** recountCatalogStock for `products`, a parenthesised subquery of product ids. */
async function recountProducts(tx: Db, products: SQL): Promise<void> {
  // The warehouses' counts, the cities the products left and the cities' counts, in one statement.
  await tx.execute(sql`
    with warehouses as (
      update catalog_products cp
      set warehouse_ru = coalesce(w.ru, 0), warehouse_kz = coalesce(w.kz, 0), warehouse_com = coalesce(w.ae, 0)
      from ${products} ids left join (${warehouseStock(sql`s.product_id in ${products}`)}) w
        on w.product_id = ids.product_id
      where cp.product_id = ids.product_id),
    cities as (${cityStock(sql`s.product_id in ${products}`)}),
    gone as (
      delete from catalog_city_stock cs where cs.product_id in ${products}
        and not exists (select 1 from cities c where c.city_id = cs.city_id and c.product_id = cs.product_id))
    insert into catalog_city_stock (city_id, product_id, quantity, store_ids)
    select city_id, product_id, quantity, store_ids from cities
    on conflict (city_id, product_id) do update set quantity = excluded.quantity, store_ids = excluded.store_ids`);
  // Every process's facet index reads the products again once this commits (catalog-changes.ts).
  await logCatalogChanges(tx, products);
}

/**
 * Rebuilds the derived rows of some products after a back-office change or an import, inside the
 * transaction that made it: their wide rows (an unpublished product's is removed), their shop stock
 * and any new search words.
 */
export async function refreshCatalogProducts(tx: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql`(${sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  // Their catalogue rows are locked first, in product order, as every stock recount does
  // (lockCatalogStockSql): a recount of the same products waits rather than deadlocking on their shop stock.
  await tx.execute(lockCatalogStockSql(ids));
  await tx.execute(sql`delete from catalog_products where product_id in ${ids}`);
  await tx.execute(insertCatalogProducts(sql`p.id in ${ids}`));
  await tx.execute(sql`delete from catalog_city_stock where product_id in ${ids}`);
  await tx.execute(sql`insert into catalog_city_stock (city_id, product_id, quantity, store_ids)
    ${cityStock(sql`s.product_id in ${ids}`)}`);
  await tx.execute(
    sql`insert into catalog_words (word) ${searchWords(sql`cp.product_id in ${ids}`)} on conflict do nothing`,
  );
  await logCatalogChanges(tx, sql`(select unnest(${intArray(productIds)}) as product_id)`);
}

/**
 * Rebuilds every derived row in one transaction: the catalogue is never seen half built. Where the
 * normalised rows are committed already and the database has connections to spare, the seed's
 * refreshCatalogSearchInRanges builds the same rows on several at once.
 */
export async function refreshCatalogSearch(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate table catalog_products, catalog_city_stock, catalog_words`);
    await tx.execute(learnKazakhStems);
    await buildCatalogRange(tx, () => sql`true`);
    await finishCatalogSearch(tx);
  });
}

/** Seconds each statement of buildCatalogRange took. */
export interface RangeSeconds {
  products: number;
  cityStock: number;
  words: number;
}

/**
 * The derived rows of the products `on` keeps (written on the alias it is given: p the products,
 * s the SKUs, cp the new catalogue rows; st, the stock, may narrow the stock read), into emptied
 * tables. Words are added in order, skipping those another range has: two ranges adding the same
 * words wait on each other in one order, never in a circle. Answers each statement's seconds.
 */
async function buildCatalogRange(tx: Db, on: (alias: 'p' | 's' | 'cp' | 'st') => SQL): Promise<RangeSeconds> {
  // The planner's costs of these statements pass jit_optimize_above_cost at some thousands of
  // products, and compiling them took about 5 s each at 100,000 (load 15) for nothing: their time is
  // spent inside the text functions, which JIT does not compile.
  await tx.execute(sql`set local jit = off`);
  const timed = async (statement: SQL) => {
    const started = performance.now();
    await tx.execute(statement);
    return (performance.now() - started) / 1000;
  };
  const stock = sql`${on('s')} and ${on('st')}`;
  return {
    products: await timed(insertCatalogProducts(on('p'), stock)),
    cityStock: await timed(
      sql`insert into catalog_city_stock (city_id, product_id, quantity, store_ids) ${cityStock(stock)}`,
    ),
    words: await timed(
      sql`insert into catalog_words (word) ${searchWords(on('cp'))} order by 1 on conflict do nothing`,
    ),
  };
}

/** After the last range: running processes rebuild their indexes; the planner learns the new sizes. */
async function finishCatalogSearch(tx: Db): Promise<void> {
  // A change of the whole catalogue.
  await tx.execute(sql`insert into catalog_changes (product_id) values (null)`);
  await tx.execute(sql`analyze catalog_products`);
  await tx.execute(sql`analyze catalog_city_stock`);
  await tx.execute(sql`analyze catalog_words`);
}

/**
 * refreshCatalogSearch over `parts` ranges of product ids, each in a transaction of its own, all at
 * once (a pool of at least `parts` connections builds them in parallel; the search texts are CPU work
 * of the server, one core per connection). The rows are the same as the single statement's; while it
 * runs, readers see the ranges committed so far. `onStep` hears how many Kazakh words were learnt and
 * each range's seconds, statement by statement.
 */
export async function refreshCatalogSearchInRanges(
  db: Db,
  parts: number,
  onStep?: (step: CatalogBuildStep) => void,
): Promise<void> {
  const { rows } = (await db.execute(
    sql`select coalesce(min(id), 0)::int as lo, coalesce(max(id), -1)::int as hi from products`,
  )) as unknown as { rows: { lo: number; hi: number }[] };
  const { lo, hi } = rows[0] ?? { lo: 0, hi: -1 };
  await db.execute(sql`truncate table catalog_products, catalog_city_stock, catalog_words`);
  const learning = performance.now();
  const learnt = (await db.execute(learnKazakhStems)) as unknown as { rows: { catalog_kk_learn: number }[] };
  onStep?.({ step: 'words', words: learnt.rows[0]?.catalog_kk_learn ?? 0, seconds: secondsSince(learning) });
  await Promise.all(
    idRanges(lo, hi, parts).map(([from, to]) =>
      db.transaction(async (tx) => {
        const started = performance.now();
        const skus = await skuIdsOf(tx, from, to);
        const statements = await buildCatalogRange(tx, (alias) =>
          alias === 'st'
            ? sql`st.sku_id between ${skus.lo} and ${skus.hi}`
            : sql`${RANGE_COLUMN[alias]} between ${from} and ${to}`,
        );
        onStep?.({ step: 'range', from, to, seconds: secondsSince(started), statements });
      }),
    ),
  );
  await db.transaction(finishCatalogSearch);
}

/** What refreshCatalogSearchInRanges has done: the words learnt, then each range built. */
export type CatalogBuildStep =
  | { step: 'words'; words: number; seconds: number }
  | { step: 'range'; from: number; to: number; seconds: number; statements: RangeSeconds };

const secondsSince = (started: number) => (performance.now() - started) / 1000;

/**
 * The first and last SKU id of the products from..to (null without SKUs, which keeps no stock). A
 * range's stock statements read the stock of these SKUs alone (stock_sku_idx) rather than all of it
 * once per range and statement: the seed writes a product's SKUs with consecutive ids, so each range
 * reads its own share of the 20 million stock rows of a million products. Any SKU order gives the same
 * rows, the products' filter still decides.
 */
async function skuIdsOf(tx: Db, from: number, to: number): Promise<{ lo: number | null; hi: number | null }> {
  const { rows } = (await tx.execute(
    sql`select min(id)::int as lo, max(id)::int as hi from product_skus where product_id between ${from} and ${to}`,
  )) as unknown as { rows: { lo: number | null; hi: number | null }[] };
  return rows[0] ?? { lo: null, hi: null };
}

/** The product id of each derived statement's rows, by the alias its filter is written on. */
const RANGE_COLUMN = { p: sql`p.id`, s: sql`s.product_id`, cp: sql`cp.product_id` };

/** `parts` consecutive ranges of about equal length covering lo..hi (none when hi < lo). */
export function idRanges(lo: number, hi: number, parts: number): [number, number][] {
  if (hi < lo) return [];
  const count = Math.max(1, Math.min(Math.floor(parts), hi - lo + 1));
  const size = Math.ceil((hi - lo + 1) / count);
  const ranges: [number, number][] = [];
  for (let from = lo; from <= hi; from += size) ranges.push([from, Math.min(hi, from + size - 1)]);
  return ranges;
}

/**
 * Recounts the products placed orders queued in catalog_stock_pending (reserve-stock.ts), in one
 * transaction for every order committed so far: the rows are taken and the products' catalogue rows
 * locked in one statement, so the recount (a later statement, a later snapshot) sees every committed
 * change of their stock, as refreshCatalogStock does. An order queued by a transaction still open is
 * not seen: its own schedule after its commit recounts it.
 */
export async function recountPendingCatalogStock(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`with taken as (delete from catalog_stock_pending returning product_id),
      locked as (select product_id from catalog_products where product_id in (select product_id from taken)
        order by product_id for update)
      select array(select distinct product_id from taken) as ids, (select count(*) from locked)::int as locked`)) as unknown as {
      rows: { ids: number[] }[];
    };
    const ids = rows[0]?.ids ?? [];
    if (ids.length === 0) return;
    await recountProducts(tx, sql`(select unnest(${intArray(ids)}) as product_id)`);
  });
}

interface Recounts {
  /** The recount to come, once the burst of orders it serves has committed. */
  waiting: Promise<void> | null;
  running: Promise<void> | null;
  /** Failed recounts in a row: the next try waits that many CATALOG_RECOUNT_RETRY_MS. */
  failures: number;
  /** The app is closing: no new recount starts (the queued products wait for the next start). */
  closed: boolean;
}
const recounts = new WeakMap<Db, Recounts>();

/** How long a recount waits for more orders to share it: the catalogue lags an order by about this. */
export const CATALOG_RECOUNT_DELAY_MS = 200;
/** A failed recount (the database briefly away) is tried again this many times, 1, 2, 3 s apart. */
export const CATALOG_RECOUNT_RETRIES = 3;
export const CATALOG_RECOUNT_RETRY_MS = 1_000;

/**
 * After an order's commit: recounts the pending products without holding up the answer. Orders
 * committed within CATALOG_RECOUNT_DELAY_MS share one recount, so a burst of orders costs one
 * transaction instead of one each and does not compete with the burst for the pool. A failed
 * recount leaves its products queued and is tried again a few times; a recount lost with the
 * process is done by the next one (any order, or the one at start, app.ts).
 */
export function scheduleCatalogRecount(
  db: Db,
  onError: (error: unknown) => void,
  delayMs = CATALOG_RECOUNT_DELAY_MS,
): void {
  let state = recounts.get(db);
  if (!state) {
    state = { waiting: null, running: null, failures: 0, closed: false };
    recounts.set(db, state);
  }
  if (state.waiting || state.closed) return;
  const s = state;
  // The recount serves every order committed meanwhile: not one request's statements.
  s.waiting = outsideStatementScope(async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    // One recount at a time per process; orders committed while it runs wait for the next.
    while (s.running) await s.running;
    s.waiting = null;
    if (s.closed) return;
    let failed = false;
    s.running = recountPendingCatalogStock(db)
      .then(
        () => {
          s.failures = 0;
        },
        (error: unknown) => {
          failed = true;
          onError(error);
        },
      )
      .finally(() => {
        s.running = null;
      });
    await s.running;
    if (!failed) return;
    s.failures += 1;
    if (s.failures <= CATALOG_RECOUNT_RETRIES)
      scheduleCatalogRecount(db, onError, CATALOG_RECOUNT_RETRY_MS * s.failures);
    else s.failures = 0;
  });
}

/** On closing: starts no more recounts and waits for the one under way. */
export async function closeCatalogRecounts(db: Db): Promise<void> {
  const state = recounts.get(db) ?? { waiting: null, running: null, failures: 0, closed: true };
  state.closed = true;
  recounts.set(db, state);
  await catalogRecountsSettled(db);
}

/** Resolves once no recount is waiting or running (tests, shutdown). */
export async function catalogRecountsSettled(db: Db): Promise<void> {
  for (;;) {
    const state = recounts.get(db);
    const pending = state?.waiting ?? state?.running;
    if (!pending) return;
    await pending;
  }
}
