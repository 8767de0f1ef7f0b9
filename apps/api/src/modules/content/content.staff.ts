/**
 * The back office's content editor: entries of every kind per variant and language, saved as drafts,
 * previewed as the shopper would see them in any shop, published and unpublished. A published entry's
 * edit waits as its pending change (content_drafts) until published or discarded. Every change is audited.
 */
import { CONTENT_MESSAGES, type MarkupBlock, parseMarkup, toMarkup } from '@storefront/domain/content-markup';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type ContentBlock,
  type ContentDraft,
  type ContentStatus,
  contentDrafts,
  contentEntries,
  contentRedirects,
  lookbooks,
} from '../../db/schema/content.ts';
import { assertUnchangedSince, invalid, notFound } from '../../errors.ts';
import { type ListPage, likePattern } from '../../lib/list-query.ts';
import { recordAudit } from '../audit/audit.ts';
import type { ContentLang } from '../catalog/product-card.ts';
import type { Entry } from './content.schemas.ts';
import { entryUrl, KIND_OF, LIST_KIND_OF, resolveEntry } from './content.service.ts';
import type {
  ContentEntryBody,
  ContentEntryEdit,
  ContentListQuery,
  ContentPreviewQuery,
  StaffEntry,
} from './content.staff-schemas.ts';
import { lookbookIdFor, looksPending, withLooksLine } from './lookbooks.ts';

type Row = typeof contentEntries.$inferSelect;
type DraftRow = typeof contentDrafts.$inferSelect;

/** The entry as its editor sees it: with its pending change, if any, over the published version. */
function withDraft(row: Row, draft: DraftRow | undefined): Row {
  if (!draft) return row;
  const { publishedAt, ...columns } = draft.draft;
  return {
    ...row,
    ...columns,
    ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}),
    updatedAt: draft.updatedAt,
  };
}

function toStaffEntry(row: Row, pendingChanges = false, pendingLooks = false): StaffEntry {
  return {
    id: row.id,
    kind: LIST_KIND_OF[row.kind],
    variant: row.variant as StaffEntry['variant'],
    lang: row.lang as StaffEntry['lang'],
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    metaTitle: row.meta.title,
    metaDescription: row.meta.description,
    cover: row.cover,
    status: row.status,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    url: entryUrl(row.kind, row.slug, row.variant as StaffEntry['variant']),
    body: toMarkup(row.body.map(toMarkupBlock)),
    previews: previewsOf(row),
    pendingChanges,
    pendingLooks,
  };
}

/** The entry's page in every shop with a page for its kind; good news live on their index, which draws no single entry. */
function previewsOf(row: Pick<Row, 'id' | 'kind' | 'slug'>): StaffEntry['previews'] {
  if (row.kind === 'good-news') return [];
  return VARIANT_KEYS.flatMap((variant) => {
    const url = entryUrl(row.kind, row.slug, variant);
    return url ? [{ variant, url: `${url}?preview=${row.id}` }] : [];
  });
}

function toMarkupBlock(block: ContentBlock): MarkupBlock {
  if (block.type !== 'image') return block;
  const { width: _w, height: _h, ...rest } = block;
  return rest;
}

const SORTS: Record<ContentListQuery['sort'], SQL> = {
  updated: sql`${contentEntries.updatedAt}`,
  title: sql`${contentEntries.title}`,
  published: sql`${contentEntries.publishedAt}`,
};

export async function listContent(db: Db, query: ContentListQuery): Promise<ListPage<StaffEntry>> {
  const where: SQL[] = [];
  if (query.q) {
    const like = likePattern(query.q.toLowerCase());
    where.push(sql`(lower(${contentEntries.title}) like ${like} or ${contentEntries.slug} like ${like})`);
  }
  if (query.kind) where.push(eq(contentEntries.kind, KIND_OF[query.kind]));
  if (query.variant) where.push(eq(contentEntries.variant, query.variant));
  if (query.lang) where.push(eq(contentEntries.lang, query.lang));
  if (query.status) where.push(eq(contentEntries.status, query.status));
  const dir = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const found = await db
    .select({
      row: contentEntries,
      pending: sql<boolean>`exists (select 1 from ${contentDrafts} d where d.entry_id = ${contentEntries.id})`,
      pendingLooks: sql<boolean>`exists (select 1 from ${lookbooks} b
        where b.id = ${contentEntries.lookbookId} and b.looks_pending_at is not null)`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(contentEntries)
    .where(and(...where))
    .orderBy(sql`${SORTS[query.sort]} ${dir}, ${contentEntries.id} desc`)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    list: found.map((f) => toStaffEntry(f.row, f.pending, f.pendingLooks)),
    total: found[0]?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

async function rowOf(db: Db, id: number, lock = false): Promise<Row> {
  const query = db.select().from(contentEntries).where(eq(contentEntries.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such content entry');
  return row;
}

async function draftOf(db: Db, id: number, lock = false): Promise<DraftRow | undefined> {
  const query = db.select().from(contentDrafts).where(eq(contentDrafts.entryId, id));
  const [draft] = lock ? await query.for('update') : await query;
  return draft;
}

/** The entry as its editor edits it: a published entry's pending change over it; a lookbook's pending looks apart. */
export async function getContent(db: Db, id: number): Promise<StaffEntry> {
  const [row, draft] = await Promise.all([rowOf(db, id), draftOf(db, id)]);
  return toStaffEntry(withDraft(row, draft), draft !== undefined, await looksPending(db, row.lookbookId));
}

/**
 * The stored columns of an edit; 400 naming the body's faulty line. Pictures keep the size they had.
 * A new lookbook's text gets its `[looks: slug]` line; a renamed one's line follows the new slug.
 */
function columnsOf(body: ContentEntryBody, previous?: Row) {
  const parsed = parseMarkup(body.body);
  if ('error' in parsed) {
    throw invalid([{ name: 'body', message: parsed.error.message, params: { line: String(parsed.error.line) } }]);
  }
  const sizes = new Map(
    (previous?.body ?? []).flatMap((b) => (b.type === 'image' ? [[b.key, { width: b.width, height: b.height }]] : [])),
  );
  const blocks = parsed.blocks.map(
    (b): ContentBlock => (b.type === 'image' ? { ...b, ...(sizes.get(b.key) ?? { width: 1200, height: 675 }) } : b),
  );
  const kind = KIND_OF[body.kind];
  if (!entryUrl(kind, body.slug, body.variant)) {
    throw invalid([{ name: 'slug', message: CONTENT_MESSAGES.slugNoPage }]);
  }
  const previousSlug = previous?.kind === 'lookbook' ? previous.slug : null;
  return {
    kind,
    variant: body.variant,
    lang: body.lang,
    slug: body.slug,
    title: body.title,
    summary: body.summary,
    meta: {
      ...(previous?.meta ?? { h1: '', sectionName: '', keywords: '' }),
      title: body.metaTitle || body.title,
      description: body.metaDescription || body.summary,
      h1: body.title,
    },
    cover: body.cover,
    body: withLooksLine(kind, blocks, body.slug, previousSlug),
    ...(body.publishedAt ? { publishedAt: new Date(body.publishedAt) } : {}),
    updatedAt: new Date(),
  };
}

const slugTaken = () => invalid([{ name: 'slug', message: CONTENT_MESSAGES.slugTaken }]);

/** A new entry, always a draft; audited. */
export async function createContent(tx: Db, body: ContentEntryBody, staffId: number): Promise<number> {
  const values = columnsOf(body);
  const lookbookId = await lookbookIdFor(tx, values, null);
  const [row] = await tx
    .insert(contentEntries)
    .values({ ...values, lookbookId, publishedAt: values.publishedAt ?? new Date(), status: 'draft' })
    .onConflictDoNothing()
    .returning();
  if (!row) throw slugTaken();
  await recordAudit(tx, {
    staffId,
    action: 'content.create',
    entity: { type: 'content', id: row.id },
    before: null,
    after: row,
  });
  return row.id;
}

async function assertSlugFree(tx: Db, id: number, values: Pick<Row, 'kind' | 'variant' | 'lang' | 'slug'>) {
  const clash = await tx
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.kind, values.kind),
        eq(contentEntries.variant, values.variant),
        eq(contentEntries.lang, values.lang),
        eq(contentEntries.slug, values.slug),
        sql`${contentEntries.id} <> ${id}`,
      ),
    );
  if (clash.length) throw slugTaken();
}

/**
 * Saves an edit made from the version `edit.updatedAt` names (409 when someone saved the entry since:
 * no edit silently replaces another). A draft changes in place; a published entry stays as shoppers
 * see it and the edit waits as its pending change until published or discarded: shoppers never see a save.
 */
export async function updateContent(tx: Db, id: number, edit: ContentEntryEdit, staffId: number): Promise<void> {
  const before = await rowOf(tx, id, true);
  const draft = await draftOf(tx, id, true);
  const current = withDraft(before, draft);
  assertUnchangedSince(current.updatedAt, edit.updatedAt, 'The entry');
  const values = columnsOf(edit, current);
  await assertSlugFree(tx, id, values);
  if (before.status === 'published') {
    const { updatedAt, publishedAt, ...columns } = values;
    const pending: ContentDraft = { ...columns, publishedAt: publishedAt?.toISOString() ?? null };
    await tx
      .insert(contentDrafts)
      .values({ entryId: id, draft: pending, updatedAt })
      .onConflictDoUpdate({ target: contentDrafts.entryId, set: { draft: pending, updatedAt } });
    await recordAudit(tx, {
      staffId,
      action: 'content.draft',
      entity: { type: 'content', id },
      before: draft?.draft ?? null,
      after: pending,
    });
    return;
  }
  const lookbookId = await lookbookIdFor(tx, { id, ...values }, before);
  const [after] = await tx
    .update(contentEntries)
    .set({ ...values, lookbookId })
    .where(eq(contentEntries.id, id))
    .returning();
  await recordAudit(tx, { staffId, action: 'content.update', entity: { type: 'content', id }, before, after });
}

/**
 * Publishes or unpublishes (a future date still holds the entry back until then); a pending change
 * becomes the entry either way. A lookbook's pending looks are left as they are: they are shared by
 * every language of the lookbook and published or discarded on their own (lookbooks.ts).
 * Answers whether shoppers' pages changed.
 */
export async function setContentStatus(tx: Db, id: number, status: ContentStatus, staffId: number): Promise<boolean> {
  const before = await rowOf(tx, id, true);
  const draft = await draftOf(tx, id, true);
  if (before.status === status && !draft) return false;
  const edited = withDraft(before, draft);
  if (draft) {
    await assertSlugFree(tx, id, edited);
    await tx.delete(contentDrafts).where(eq(contentDrafts.entryId, id));
  }
  const lookbookId = await lookbookIdFor(tx, edited, before);
  const [after] = await tx
    .update(contentEntries)
    .set({ ...edited, lookbookId, status, updatedAt: new Date() })
    .where(eq(contentEntries.id, id))
    .returning();
  if (status === 'published') await keepOldAddress(tx, before, after ?? before);
  await recordAudit(tx, {
    staffId,
    action: status === 'published' ? 'content.publish' : 'content.unpublish',
    entity: { type: 'content', id },
    before: draft ? before : { status: before.status },
    after: draft ? after : { status },
  });
  return before.status === 'published' || status === 'published';
}

/**
 * A published entry's address as shoppers knew it stays theirs: when its new slug is published, the old one
 * redirects to the entry (a chain of renames ends at its current slug). The address the entry now has is
 * its own, so a redirect of that slug (another entry's old one, or the entry's own on a rename back) is dropped.
 */
async function keepOldAddress(tx: Db, before: Row, after: Row): Promise<void> {
  const moved =
    before.kind !== after.kind ||
    before.slug !== after.slug ||
    before.variant !== after.variant ||
    before.lang !== after.lang;
  if (before.status === 'published' && moved) {
    await tx
      .insert(contentRedirects)
      .values({
        kind: before.kind,
        variant: before.variant,
        lang: before.lang,
        fromSlug: before.slug,
        entryId: after.id,
      })
      .onConflictDoUpdate({
        target: [contentRedirects.kind, contentRedirects.variant, contentRedirects.lang, contentRedirects.fromSlug],
        set: { entryId: after.id, createdAt: new Date() },
      });
  }
  await tx
    .delete(contentRedirects)
    .where(
      and(
        eq(contentRedirects.kind, after.kind),
        eq(contentRedirects.variant, after.variant),
        eq(contentRedirects.lang, after.lang),
        eq(contentRedirects.fromSlug, after.slug),
      ),
    );
}

/**
 * Drops a published entry's pending change: the published version stays as it is (a lookbook's pending
 * looks too: they are discarded on their own). 404 when there is none.
 */
export async function discardDraft(tx: Db, id: number, staffId: number): Promise<void> {
  await rowOf(tx, id, true);
  const [dropped] = await tx.delete(contentDrafts).where(eq(contentDrafts.entryId, id)).returning();
  if (!dropped) throw notFound('The entry has no pending changes');
  await recordAudit(tx, {
    staffId,
    action: 'content.discard',
    entity: { type: 'content', id },
    before: dropped.draft,
    after: null,
  });
}

/**
 * The entry, draft or not, with its pending change, resolved as a storefront page shows it: its own shop and language's, or
 * another's the editor chose (prices, product names and links as there). 404 where the kind has no page.
 */
export async function previewContent(db: Db, id: number, query: ContentPreviewQuery): Promise<Entry> {
  const [live, draft] = await Promise.all([rowOf(db, id), draftOf(db, id)]);
  const row = withDraft(live, draft);
  const pendingLooks = await looksPending(db, row.lookbookId);
  const ctx = {
    db,
    variant: query.variant ?? (row.variant as StaffEntry['variant']),
    lang: query.lang ?? (row.lang as ContentLang),
    ...(pendingLooks && row.lookbookId ? { pendingLooksOf: row.lookbookId } : {}),
  };
  return resolveEntry(ctx, {
    ...row,
    lang: row.lang as ContentLang,
    published_at: row.publishedAt,
    lookbook_id: row.lookbookId,
  });
}
