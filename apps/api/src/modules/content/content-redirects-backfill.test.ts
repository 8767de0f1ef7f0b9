/**
 * Migration 0036: renames published before content_redirects existed get their redirects from the
 * audit log, so the old addresses answer where the entry is now.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { contentEntries, contentRedirects } from '../../db/schema/content.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callAs } from '../orders/orders.test-support.ts';

const BACKFILL = readFileSync(join(MIGRATIONS_FOLDER, '0036_content_redirects_backfill.sql'), 'utf8');

let t: TestApp;
let shopper: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  shopper = callAs(t.app, (await createUserSession(t.database.db)).cookie);
});
afterAll(async () => {
  await t.close();
});

type Row = typeof contentEntries.$inferSelect;

/** A published news entry now at `slug`, as the shop had it before the redirects table. */
async function publishedNews(slug: string): Promise<Row> {
  const [row] = await t.database.db
    .insert(contentEntries)
    .values({
      kind: 'news',
      variant: 'ru',
      lang: 'ru',
      slug,
      title: slug,
      summary: '',
      meta: { title: slug, description: '', h1: slug, sectionName: '', keywords: '' },
      body: [{ type: 'paragraph', text: 'Текст' }],
      status: 'published',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning();
  if (!row) throw new Error('entry not inserted');
  return row;
}

/** An audit row as the editor of the time wrote it, `minutesAgo` before now. */
async function audit(action: string, row: Row, before: unknown, after: unknown, minutesAgo: number) {
  await t.database.db.insert(auditLog).values({
    staffId: null,
    action,
    entityType: 'content',
    entityId: String(row.id),
    before,
    after,
    at: new Date(Date.now() - minutesAgo * 60_000),
  });
}

const movedTo = async (slug: string) => {
  const res = await shopper({ url: `content/moved?kind=news&slug=${slug}` });
  return res.status === 200 ? res.body.data.url : res.status;
};

describe('redirects backfilled from the audit log', () => {
  it('redirects the old slugs of published renames to the current address, and only those', async () => {
    const json = (row: Row, over: Partial<Row>) => JSON.parse(JSON.stringify({ ...row, ...over }));
    // Live edits of a published entry (before pending changes): two renames, a chain.
    const live = await publishedNews('bf-live-c');
    await audit('content.update', live, json(live, { slug: 'bf-live-a' }), json(live, { slug: 'bf-live-b' }), 50);
    await audit('content.update', live, json(live, { slug: 'bf-live-b' }), json(live, { slug: 'bf-live-c' }), 40);
    // A pending rename published.
    const pending = await publishedNews('bf-pending-new');
    await audit('content.publish', pending, json(pending, { slug: 'bf-pending-old' }), json(pending, {}), 30);
    // A draft's rename: shoppers never had its old address.
    const draft = await publishedNews('bf-draft-new');
    const asDraft = { status: 'draft' as const };
    await audit('content.update', draft, json(draft, { ...asDraft, slug: 'bf-draft-old' }), json(draft, asDraft), 30);
    // An old address another entry took after the rename, and one another entry holds now.
    const left = await publishedNews('bf-left-new');
    await audit('content.update', left, json(left, { slug: 'bf-taken' }), json(left, {}), 30);
    const taker = await publishedNews('bf-taker');
    await audit('content.create', taker, null, json(taker, { status: 'draft', slug: 'bf-taken' }), 20);
    const held = await publishedNews('bf-held-new');
    await audit('content.update', held, json(held, { slug: 'bf-held' }), json(held, {}), 30);
    await publishedNews('bf-held');
    // A publish without a pending change records the status only.
    await audit('content.publish', held, { status: 'draft' }, { status: 'published' }, 10);

    expect(await movedTo('bf-live-a')).toBe(404);
    await t.database.db.execute(sql.raw(BACKFILL));
    expect(await movedTo('bf-live-a')).toBe('/novosti/bf-live-c/');
    expect(await movedTo('bf-live-b')).toBe('/novosti/bf-live-c/');
    expect(await movedTo('bf-pending-old')).toBe('/novosti/bf-pending-new/');
    expect(await movedTo('bf-draft-old')).toBe(404);
    expect(await movedTo('bf-taken')).toBe(404);
    expect(await movedTo('bf-held')).toBe(404);
    expect((await shopper({ url: 'content/news/bf-held' })).status).toBe(200);

    // Run again, it adds nothing and keeps what was recorded since.
    await t.database.db
      .update(contentRedirects)
      .set({ entryId: pending.id })
      .where(and(eq(contentRedirects.kind, 'news'), eq(contentRedirects.fromSlug, 'bf-live-a')));
    const count = async () => (await t.database.db.select().from(contentRedirects)).length;
    const before = await count();
    await t.database.db.execute(sql.raw(BACKFILL));
    expect(await count()).toBe(before);
    expect(await movedTo('bf-live-a')).toBe('/novosti/bf-pending-new/');
  });
});
