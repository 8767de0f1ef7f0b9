/**
 * The back office's content editor: entries of every kind per variant and language, saved as drafts,
 * previewed as the shopper would see them, published and unpublished. Every change is audited.
 */
import { type MarkupBlock, parseMarkup, toMarkup } from '@storefront/domain/content-markup';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ContentBlock, type ContentStatus, contentEntries } from '../../db/schema/content.ts';
import { invalid, notFound } from '../../errors.ts';
import { type ListPage, likePattern } from '../../lib/list-query.ts';
import { recordAudit } from '../audit/audit.ts';
import type { ContentLang } from '../catalog/product-card.ts';
import type { Entry } from './content.schemas.ts';
import { entryUrl, KIND_OF, LIST_KIND_OF, resolveEntry } from './content.service.ts';
import type { ContentEntryBody, ContentListQuery, StaffEntry } from './content.staff-schemas.ts';

type Row = typeof contentEntries.$inferSelect;

const changeListeners = new Set<() => void>();

/** Calls `listener` after a change to what shoppers see is committed (the guest page cache drops its pages). */
export function onContentChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Call after the transaction that changed what shoppers see has committed. */
export function contentChanged(): void {
  for (const listener of changeListeners) listener();
}

function toStaffEntry(row: Row): StaffEntry {
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
  };
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
    .select({ row: contentEntries, total: sql<number>`count(*) over ()::int` })
    .from(contentEntries)
    .where(and(...where))
    .orderBy(sql`${SORTS[query.sort]} ${dir}, ${contentEntries.id} desc`)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    list: found.map((f) => toStaffEntry(f.row)),
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

export async function getContent(db: Db, id: number): Promise<StaffEntry> {
  return toStaffEntry(await rowOf(db, id));
}

/** The stored columns of an edit; 400 naming the body's faulty line. Pictures keep the size they had. */
function columnsOf(body: ContentEntryBody, previous?: Row) {
  const parsed = parseMarkup(body.body);
  if ('error' in parsed) {
    throw invalid([{ name: 'body', message: `line ${parsed.error.line}: ${parsed.error.message}` }]);
  }
  const sizes = new Map(
    (previous?.body ?? []).flatMap((b) => (b.type === 'image' ? [[b.key, { width: b.width, height: b.height }]] : [])),
  );
  const blocks = parsed.blocks.map(
    (b): ContentBlock => (b.type === 'image' ? { ...b, ...(sizes.get(b.key) ?? { width: 1200, height: 675 }) } : b),
  );
  const kind = KIND_OF[body.kind];
  if (!entryUrl(kind, body.slug, body.variant)) {
    throw invalid([{ name: 'slug', message: 'this kind has no page for this address in this variant' }]);
  }
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
    body: blocks,
    ...(body.publishedAt ? { publishedAt: new Date(body.publishedAt) } : {}),
    updatedAt: new Date(),
  };
}

const slugTaken = () =>
  invalid([{ name: 'slug', message: 'an entry of this kind, variant and language has this address' }]);

/** A new entry, always a draft; audited. */
export async function createContent(tx: Db, body: ContentEntryBody, staffId: number): Promise<number> {
  const values = columnsOf(body);
  const [row] = await tx
    .insert(contentEntries)
    .values({ ...values, publishedAt: values.publishedAt ?? new Date(), status: 'draft' })
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

/**
 * Saves an edit. The entry keeps its status: a published entry's edit is live once saved, a draft
 * stays hidden until published. Answers whether shoppers see the change.
 */
export async function updateContent(tx: Db, id: number, body: ContentEntryBody, staffId: number): Promise<boolean> {
  const before = await rowOf(tx, id, true);
  const values = columnsOf(body, before);
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
  const [after] = await tx.update(contentEntries).set(values).where(eq(contentEntries.id, id)).returning();
  await recordAudit(tx, { staffId, action: 'content.update', entity: { type: 'content', id }, before, after });
  return before.status === 'published';
}

/** Publishes or unpublishes (a future date still holds the entry back until then); answers whether it changed. */
export async function setContentStatus(tx: Db, id: number, status: ContentStatus, staffId: number): Promise<boolean> {
  const before = await rowOf(tx, id, true);
  if (before.status === status) return false;
  await tx.update(contentEntries).set({ status, updatedAt: new Date() }).where(eq(contentEntries.id, id));
  await recordAudit(tx, {
    staffId,
    action: status === 'published' ? 'content.publish' : 'content.unpublish',
    entity: { type: 'content', id },
    before: { status: before.status },
    after: { status },
  });
  return true;
}

/** The entry, draft or not, resolved as the storefront page of its own variant and language shows it. */
export async function previewContent(db: Db, id: number): Promise<Entry> {
  const row = await rowOf(db, id);
  const ctx = { db, variant: row.variant as StaffEntry['variant'], lang: row.lang as ContentLang };
  return resolveEntry(ctx, {
    ...row,
    lang: row.lang as ContentLang,
    published_at: row.publishedAt,
  });
}
