/**
 * The catalogue's change feed (decision 043). A transaction that changes the catalogue writes a row
 * per product it changed into catalog_changes (`logCatalogChanges`: back-office edits and imports
 * through refreshCatalogProducts, orders' and cancellations' stock through their recounts), or one
 * without a product for a change of the whole catalogue (`markCatalogChanged`). Inserts take no shared
 * lock, so orders never queue on the feed. Every process polls the table and applies what it reads:
 * products to its facet index in place (applyCatalogChanges), a whole change as a full rebuild.
 *
 * Row ids come from a sequence, so a transaction holding a lower id may commit after a higher one was
 * read: reading "after the last id" alone would miss it. Each row records its transaction's id
 * (`xid`), and each poll takes the database's snapshot xmin (the oldest transaction still running)
 * first: rows of transactions below it are final. The reader keeps the xmin of its previous poll and
 * reads every row at or above it (at most the few seconds of rows since, plus those of transactions
 * still open), skipping the ids it has applied: a late commit is read on the poll after it, however
 * low its id. Rows are kept for PRUNE_AFTER; a process that could not read for that long rebuilds.
 *
 * The catalogue's version row is still raised by catalogue edits (the sitemap's dates read it), not
 * by orders.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { outsideStatementScope } from '../../db/statement-count.ts';
import { observeCatalogChangeLag } from '../../observability/metrics.ts';
import { applyCatalogChanges, catalogIndexChanged } from './catalog-index.ts';

/** How long rows are kept: well beyond the periodic full build, which covers anything older. */
export const CATALOG_CHANGES_KEPT_MS = 30 * 60 * 1000;
/** Rows read per statement. */
const READ_BATCH = 5_000;
/** Every this many polls one process's poll also deletes rows older than CATALOG_CHANGES_KEPT_MS. */
const PRUNE_EVERY = 240;

/** Logs `products` (a parenthesised subquery of product ids) as changed by the transaction `tx`. */
export async function logCatalogChanges(tx: Db, products: SQL): Promise<void> {
  await tx.execute(sql`insert into catalog_changes (product_id) select product_id from ${products} ids`);
}

/**
 * Call in the transaction that changes the catalogue, after its changes: raises the catalogue's
 * version and, when the change is of the whole catalogue (`whole`, or no product was logged by the
 * transaction, such as search tuning), logs it so every process rebuilds its index.
 */
export async function markCatalogChanged(tx: Db, whole = false): Promise<void> {
  await tx.execute(sql`update catalog_version set version = version + 1, changed_at = now() where id = 1`);
  await tx.execute(
    whole
      ? sql`insert into catalog_changes (product_id) values (null)`
      : sql`insert into catalog_changes (product_id) select null
          where not exists (select 1 from catalog_changes where xid = pg_current_xact_id())`,
  );
}

/** Where a reader is: the xmin of its last poll, and the ids at or above it it has applied. */
export interface FeedPosition {
  xmin: string;
  seen: Map<string, string>;
}

/** The database's snapshot xmin: every transaction below it has finished. */
async function snapshotXmin(db: Db): Promise<string> {
  const [row] = await queryRows<{ xmin: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
  );
  return row?.xmin ?? '0';
}

/** A reader starting now: it will see every change committed from here on. */
export async function feedPosition(db: Db): Promise<FeedPosition> {
  return { xmin: await snapshotXmin(db), seen: new Map() };
}

interface ChangeRow {
  id: string;
  product_id: number | null;
  xid: string;
  age_s: number;
}

/** What a poll found: the products changed, whether the whole catalogue changed, and the oldest row's age. */
export interface FeedRead {
  productIds: number[];
  whole: boolean;
  oldestAgeS: number | null;
}

/** Reads the rows committed since `position` (in batches by id) and moves it on. */
export async function readCatalogChanges(db: Db, position: FeedPosition): Promise<FeedRead> {
  // Taken before the rows: every transaction below it had finished, so its rows are among those read.
  const xmin = await snapshotXmin(db);
  const products = new Set<number>();
  let whole = false;
  let oldestAgeS: number | null = null;
  let after = '0';
  for (;;) {
    const rows = await queryRows<ChangeRow>(
      db,
      sql`select id::text, product_id, xid::text, extract(epoch from now() - created_at)::float8 as age_s
        from catalog_changes where xid >= ${position.xmin}::xid8 and id > ${after}::bigint order by id limit ${READ_BATCH}`,
    );
    for (const row of rows) {
      if (position.seen.has(row.id)) continue;
      position.seen.set(row.id, row.xid);
      if (row.product_id === null) whole = true;
      else products.add(row.product_id);
      oldestAgeS = Math.max(oldestAgeS ?? 0, row.age_s);
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < READ_BATCH) break;
    after = last.id;
  }
  // Rows below the new xmin are final and read: they need not be remembered.
  position.xmin = xmin;
  for (const [id, xid] of position.seen) if (BigInt(xid) < BigInt(xmin)) position.seen.delete(id);
  return { productIds: [...products], whole, oldestAgeS };
}

/** Deletes rows older than CATALOG_CHANGES_KEPT_MS. */
export async function pruneCatalogChanges(db: Db, keptMs = CATALOG_CHANGES_KEPT_MS): Promise<void> {
  await db.execute(sql`delete from catalog_changes where created_at < now() - make_interval(secs => ${keptMs / 1000})`);
}

/**
 * Polls the feed every `intervalMs` and applies what it reads to this process's index; answers a stop
 * function. A poll waits for the previous one's changes to be applied.
 */
export async function watchCatalogChanges(
  db: Db,
  intervalMs: number,
  onError: (error: unknown) => void,
): Promise<() => void> {
  if (intervalMs <= 0) return () => {};
  const position = await feedPosition(db);
  let polling = false;
  let polls = Math.floor(Math.random() * PRUNE_EVERY);
  let lastRead = Date.now();
  const poll = async () => {
    const read = await readCatalogChanges(db, position);
    if (Date.now() - lastRead > CATALOG_CHANGES_KEPT_MS / 2) read.whole = true;
    lastRead = Date.now();
    // How late this process learns of a change: the feed's lag (applying it is the index's work).
    if (read.oldestAgeS !== null) observeCatalogChangeLag(read.oldestAgeS);
    if (read.whole) catalogIndexChanged(db);
    await applyCatalogChanges(db, read.productIds);
    if (++polls % PRUNE_EVERY === 0) await pruneCatalogChanges(db);
  };
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    outsideStatementScope(poll)
      .catch(onError)
      .finally(() => {
        polling = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
