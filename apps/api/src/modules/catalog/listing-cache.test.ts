/**
 * A process's kept listings after a catalogue change: a change of some products drops the listings
 * that may show or count them (their categories', ancestors included, and those drawn from the whole
 * catalogue) and keeps the others; a change of the whole catalogue drops them all.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { CatalogAnswer } from './catalog.schemas.ts';
import { logCatalogChanges, markCatalogChanged } from './catalog-changes.ts';

let t: TestApp;

beforeAll(async () => {
  // Kept long enough that only a change drops a listing; the change feed polled often.
  t = await createTestApp({ CATALOG_CHANGE_POLL_MS: '100', CATALOG_CACHE_TTL_S: '600' });
});
afterAll(async () => {
  await t?.close();
});

/** A guest's listing: its answer and whether it came from the process's cache. */
async function listing(query: string): Promise<{ data: CatalogAnswer; kept: boolean }> {
  const res = await t.app.inject({ url: `/api/v1/catalog?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { data: (res.json() as { data: CatalogAnswer }).data, kept: res.headers['x-cache'] === 'hit' };
}

describe('kept listings after a catalogue change', () => {
  it('drops the changed products’ categories and whole-catalogue listings only; a whole change drops all', async () => {
    // Two leaf categories under different top-level ones: neither lists the other's products.
    const leaves = await queryRows<{ path: string; root: number; product: number }>(
      t.database.db,
      sql`select c.path, split_part(c.path, '/', 1) as root, min(cp.product_id) as product
        from categories c join catalog_products cp on cp.category_id = c.id
        where cp.price_ru is not null and not exists (select 1 from categories k where k.parent_id = c.id)
        group by c.id, c.path order by c.id`,
    );
    const changed = leaves[0];
    const other = leaves.find((leaf) => leaf.root !== changed?.root);
    if (!changed || !other) throw new Error('the seed has no two leaf categories under different roots');
    const changedUrl = `url=/catalog/${changed.path}/&sort=price&order=asc&count=60`;
    const otherUrl = `url=/catalog/${other.path}/&sort=price&order=asc`;
    const parentUrl = `url=/catalog/${changed.path.split('/')[0]}/&sort=price&order=asc`;
    const wholeUrl = 'url=/catalog/&sort=price&order=asc';
    const searchUrl = 'type=search&query=a';
    const urls = [changedUrl, otherUrl, parentUrl, wholeUrl, searchUrl];
    for (const url of urls) await listing(url);
    for (const url of urls) expect((await listing(url)).kept, url).toBe(true);

    // One product's row made the cheapest of all, logged as the back office's edits are.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update catalog_products set price_ru = 1 where product_id = ${changed.product}`);
      await logCatalogChanges(tx, sql`(select ${changed.product}::int as product_id)`);
    });
    // Its category's listing is worked out again, from the changed index.
    await expect
      .poll(async () => {
        const { data, kept } = await listing(changedUrl);
        return `${kept} ${data.items[0]?.id}`;
      })
      .toBe(`false ${changed.product}`);
    expect((await listing(otherUrl)).kept).toBe(true);
    // Its category's ancestors and the listings drawn from the whole catalogue were worked out again.
    for (const url of [parentUrl, wholeUrl, searchUrl]) expect((await listing(url)).kept, url).toBe(false);

    // A change of the whole catalogue (search tuning, a category) leaves nothing kept.
    for (const url of urls) await listing(url);
    await t.database.db.transaction((tx) => markCatalogChanged(tx, true));
    await expect.poll(async () => (await listing(otherUrl)).kept).toBe(false);
    for (const url of [changedUrl, parentUrl, wholeUrl, searchUrl]) expect((await listing(url)).kept, url).toBe(false);
  });
});
