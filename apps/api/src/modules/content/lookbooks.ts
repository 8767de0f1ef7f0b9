/**
 * A shop's lookbook as its looks know it: the id every language's entry of the lookbook points at
 * (so renaming a slug keeps the looks), and its pending looks. While any entry of the lookbook is
 * published, look changes go to a pending copy of the whole set (content_looks rows with draft = true)
 * that shoppers do not see; publishing the pending looks writes them over the live looks (their ids
 * kept), discarding drops them. The set is shared by every language of the lookbook, so it is published
 * or discarded on its own (looks page), never with one language's text: publishing a text must not
 * publish or drop the looks another editor is preparing. lookbooks.looks_pending_at is the pending
 * set's version (moved on every change to it), so a publish or discard of a set changed since is refused.
 * Every change to one lookbook's looks, publishing and discarding included, holds the lookbook's
 * transaction-scoped lock, so they run one at a time.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type ContentBlock,
  type ContentKind,
  contentEntries,
  contentLooks,
  lookbooks,
} from '../../db/schema/content.ts';
import { assertUnchangedSince, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit.ts';

/** Holds the lookbook's looks for this transaction: its other look changes wait for it to end. */
export async function lockLookbook(tx: Db, lookbookId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`content_looks:${lookbookId}`}, 0))`);
}

/**
 * The lookbook an entry with these columns belongs to: none for other kinds; the one it had while it
 * stays in its shop (a new slug keeps it); else the lookbook of its translations (same shop and slug), or a new one.
 */
export async function lookbookIdFor(
  tx: Db,
  entry: { id?: number; kind: ContentKind; variant: string; slug: string },
  current: { lookbookId: number | null; variant: string } | null,
): Promise<number | null> {
  if (entry.kind !== 'lookbook') return null;
  if (current?.lookbookId && current.variant === entry.variant) return current.lookbookId;
  const [translation] = await tx
    .select({ lookbookId: contentEntries.lookbookId })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.kind, 'lookbook'),
        eq(contentEntries.variant, entry.variant),
        eq(contentEntries.slug, entry.slug),
        entry.id === undefined ? undefined : ne(contentEntries.id, entry.id),
      ),
    )
    .limit(1);
  if (translation?.lookbookId) return translation.lookbookId;
  const [created] = await tx.insert(lookbooks).values({ variant: entry.variant }).returning({ id: lookbooks.id });
  if (!created) throw new Error('lookbook not inserted');
  return created.id;
}

/**
 * The body of a lookbook entry with its looks line: a new lookbook (`previousSlug` null) gets
 * `[looks: slug]` at the end when its text has none; a renamed one's lines naming the old slug name the new one.
 */
export function withLooksLine(
  kind: ContentKind,
  blocks: ContentBlock[],
  slug: string,
  previousSlug: string | null,
): ContentBlock[] {
  if (kind !== 'lookbook') return blocks;
  if (previousSlug === null) {
    return blocks.some((b) => b.type === 'looks' && b.lookbook === slug)
      ? blocks
      : [...blocks, { type: 'looks', lookbook: slug }];
  }
  if (previousSlug === slug) return blocks;
  return blocks.map((b) => (b.type === 'looks' && b.lookbook === previousSlug ? { ...b, lookbook: slug } : b));
}

/** When the lookbook's pending looks last changed (their version), or null when it has none. */
export async function looksPendingAt(db: Db, lookbookId: number | null): Promise<Date | null> {
  if (!lookbookId) return null;
  const [book] = await db
    .select({ pendingAt: lookbooks.looksPendingAt })
    .from(lookbooks)
    .where(eq(lookbooks.id, lookbookId));
  return book?.pendingAt ?? null;
}

/** Whether the lookbook has looks changes waiting to be published. */
export async function looksPending(db: Db, lookbookId: number | null): Promise<boolean> {
  return (await looksPendingAt(db, lookbookId)) !== null;
}

/**
 * Moves the pending looks' version after a change to them (call holding the lookbook's lock): always
 * later than the one before, at millisecond precision as editors send it back.
 */
export async function pendingLooksChanged(tx: Db, lookbookId: number): Promise<void> {
  await tx
    .update(lookbooks)
    .set({
      looksPendingAt: sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${lookbooks.looksPendingAt} + interval '1 millisecond')`,
    })
    .where(eq(lookbooks.id, lookbookId));
}

/**
 * Publishes or discards the lookbook's pending looks as the editor saw them: 404 when there are none,
 * 409 when they changed after `seen` (their version). Audited as looks.publish / looks.discard.
 */
export async function settleLooks(
  tx: Db,
  lookbookId: number,
  action: 'publish' | 'discard',
  seen: string,
  staffId: number,
): Promise<void> {
  await lockLookbook(tx, lookbookId);
  const pendingAt = await looksPendingAt(tx, lookbookId);
  if (!pendingAt) throw notFound('The lookbook has no pending looks');
  assertUnchangedSince(pendingAt, seen, 'The pending looks');
  if (action === 'publish') await publishLooks(tx, lookbookId, staffId);
  else await discardLooks(tx, lookbookId, staffId);
}

/** Whether shoppers may see the lookbook: one of its entries is published. */
export async function lookbookPublished(db: Db, lookbookId: number): Promise<boolean> {
  const [entry] = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(and(eq(contentEntries.lookbookId, lookbookId), eq(contentEntries.status, 'published')))
    .limit(1);
  return entry !== undefined;
}

/**
 * Which of the lookbook's looks a change writes (call holding its lock): the pending set while the
 * lookbook is published (copied from the live looks on the first change), else the live looks themselves.
 */
export async function looksToEdit(tx: Db, lookbookId: number): Promise<{ draft: boolean }> {
  if (await looksPending(tx, lookbookId)) return { draft: true };
  if (!(await lookbookPublished(tx, lookbookId))) return { draft: false };
  await tx.execute(sql`insert into ${contentLooks}
      (variant, lookbook_id, lookbook, draft, live_id, position, title, category, image, product_ids, updated_at)
    select variant, lookbook_id, lookbook, true, id, position, title, category, image, product_ids, updated_at
    from ${contentLooks} where lookbook_id = ${lookbookId} and not draft`);
  await tx.update(lookbooks).set({ looksPendingAt: new Date() }).where(eq(lookbooks.id, lookbookId));
  return { draft: true };
}

/** Makes the lookbook's pending looks its live ones (a live look keeps its id); answers whether there were any. */
async function publishLooks(tx: Db, lookbookId: number, staffId: number): Promise<boolean> {
  await lockLookbook(tx, lookbookId);
  if (!(await looksPending(tx, lookbookId))) return false;
  const before = await looksOf(tx, lookbookId, false);
  await tx.execute(sql`update ${contentLooks} l set position = d.position, title = d.title, category = d.category,
      image = d.image, product_ids = d.product_ids, updated_at = d.updated_at
    from ${contentLooks} d where d.lookbook_id = ${lookbookId} and d.draft and d.live_id = l.id`);
  await tx.execute(sql`delete from ${contentLooks} l where l.lookbook_id = ${lookbookId} and not l.draft
    and not exists (select 1 from ${contentLooks} d where d.live_id = l.id)`);
  await tx.execute(
    sql`delete from ${contentLooks} where lookbook_id = ${lookbookId} and draft and live_id is not null`,
  );
  await tx.execute(sql`update ${contentLooks} set draft = false where lookbook_id = ${lookbookId} and draft`);
  await tx.update(lookbooks).set({ looksPendingAt: null }).where(eq(lookbooks.id, lookbookId));
  await recordAudit(tx, {
    staffId,
    action: 'looks.publish',
    entity: { type: 'lookbook', id: lookbookId },
    before,
    after: await looksOf(tx, lookbookId, false),
  });
  return true;
}

/** Drops the lookbook's pending looks: the live ones stay as they are. Answers whether there were any. */
async function discardLooks(tx: Db, lookbookId: number, staffId: number): Promise<boolean> {
  await lockLookbook(tx, lookbookId);
  if (!(await looksPending(tx, lookbookId))) return false;
  const before = await looksOf(tx, lookbookId, true);
  await tx.delete(contentLooks).where(and(eq(contentLooks.lookbookId, lookbookId), eq(contentLooks.draft, true)));
  await tx.update(lookbooks).set({ looksPendingAt: null }).where(eq(lookbooks.id, lookbookId));
  await recordAudit(tx, {
    staffId,
    action: 'looks.discard',
    entity: { type: 'lookbook', id: lookbookId },
    before,
    after: null,
  });
  return true;
}

/** The looks of one set of a lookbook in order, for the audit log. */
function looksOf(tx: Db, lookbookId: number, draft: boolean) {
  return tx
    .select({
      id: contentLooks.id,
      position: contentLooks.position,
      title: contentLooks.title,
      category: contentLooks.category,
      image: contentLooks.image,
      productIds: contentLooks.productIds,
    })
    .from(contentLooks)
    .where(and(eq(contentLooks.lookbookId, lookbookId), eq(contentLooks.draft, draft)))
    .orderBy(contentLooks.position, contentLooks.id);
}
