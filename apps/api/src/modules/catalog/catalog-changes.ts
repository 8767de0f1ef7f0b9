/**
 * The catalogue's change feed. A transaction that changes prices, stock or products raises the one
 * version row (`markCatalogChanged`); every process polls that row (a primary-key read) and, when it
 * moved, rebuilds its facet index, which drops the listings and pages cached from the old one. A
 * polled counter works the same on PostgreSQL with many processes and on embedded PGlite, and a
 * change is never missed: the version is only visible once the change is committed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { observeCatalogChangeLag } from '../../observability/metrics.ts';
import { catalogIndexChanged } from './catalog-index.ts';

/** Call in the transaction that changes the catalogue (concurrent changes queue on the row's lock). */
export async function markCatalogChanged(tx: Db): Promise<void> {
  await tx.execute(sql`update catalog_version set version = version + 1, changed_at = now() where id = 1`);
}

/** The committed version, and seconds since it was committed (by the database's clock). */
async function currentVersion(db: Db): Promise<{ version: number; ageS: number }> {
  const [row] = await queryRows<{ version: string | number; age_s: number | null }>(
    db,
    sql`select version, extract(epoch from now() - changed_at)::float8 as age_s from catalog_version where id = 1`,
  );
  return { version: Number(row?.version ?? 0), ageS: row?.age_s ?? 0 };
}

/** Polls the version every `intervalMs` and rebuilds the index when it moves; answers a stop function. */
export async function watchCatalogChanges(
  db: Db,
  intervalMs: number,
  onError: (error: unknown) => void,
): Promise<() => void> {
  if (intervalMs <= 0) return () => {};
  let known = (await currentVersion(db)).version;
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    currentVersion(db)
      .then(({ version, ageS }) => {
        if (version !== known) {
          // How late this process learns of the change: the feed's lag (the rebuild's time is the index's metric).
          observeCatalogChangeLag(ageS);
          catalogIndexChanged(db);
        }
        known = version;
      }, onError)
      .finally(() => {
        polling = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
