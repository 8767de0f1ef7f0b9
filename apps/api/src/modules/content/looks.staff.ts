/**
 * The back office's looks: the pictures of a lookbook, each with its title per language, its top-level
 * category and the products it shows. Looks belong to a lookbook by its id (every language of the
 * lookbook in its shop shows them, whatever its slug), in their order. While the lookbook is published
 * a change goes to its pending looks, which shoppers see once they are published (lookbooks.ts);
 * the editor sees and changes the pending set, and a look's live id names its pending copy. Changes to
 * one lookbook's looks run one at a time (a transaction-scoped lock on the lookbook), so concurrent adds,
 * moves and deletes keep the positions 1…n without gaps or repeats. Every change is audited; an edit
 * made from an older copy is refused.
 */
import { LOOK_MESSAGES } from '@storefront/domain/content-markup';
import type { FieldError } from '@storefront/domain/errors';
import { contentLang } from '@storefront/domain/i18n/translate';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import { contentEntries, contentLooks } from '../../db/schema/content.ts';
import { assertUnchangedSince, invalid, notFound } from '../../errors.ts';
import { likePattern } from '../../lib/list-query.ts';
import { recordAudit } from '../audit/audit.ts';
import { lookPicture } from './content.service.ts';
import {
  lockLookbook,
  looksPending,
  looksPendingAt,
  looksToEdit,
  pendingLooksChanged,
  settleLooks,
} from './lookbooks.ts';
import type { LookBody, LookEdit, LookMoveBody, LookProduct, StaffLook, StaffLookbook } from './looks.staff-schemas.ts';

type Row = typeof contentLooks.$inferSelect;

const TITLE_FIELD = { ru: 'titleRu', en: 'titleEn', kk: 'titleKk' } as const;

/** The languages a shop speaks, as content languages. */
const langsOf = (variant: VariantKey) => VARIANTS[variant].locales.map((l) => contentLang(l));

const productColumns = {
  id: products.id,
  article: products.article,
  name: products.name,
  published: products.published,
};

async function productsById(db: Db, ids: number[]): Promise<Map<number, LookProduct>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(found.map((p) => [p.id, p]));
}

function toStaff(row: Row, known: Map<number, LookProduct>): StaffLook {
  return {
    id: row.id,
    variant: row.variant as VariantKey,
    lookbookId: row.lookbookId,
    pending: row.draft,
    position: row.position,
    titleRu: row.title.ru,
    titleEn: row.title.en,
    titleKk: row.title.kk,
    category: row.category,
    image: row.image,
    picture: lookPicture(row.image),
    products: row.productIds.flatMap((id) => known.get(id) ?? []),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function toStaffLooks(db: Db, rows: Row[]): Promise<StaffLook[]> {
  const known = await productsById(
    db,
    rows.flatMap((r) => r.productIds),
  );
  return rows.map((r) => toStaff(r, known));
}

/** The lookbook entry `entryId` names; 404 when there is none or the entry is of another kind. */
async function lookbookEntry(db: Db, entryId: number) {
  const [entry] = await db
    .select({
      id: contentEntries.id,
      variant: contentEntries.variant,
      slug: contentEntries.slug,
      title: contentEntries.title,
      lookbookId: contentEntries.lookbookId,
    })
    .from(contentEntries)
    .where(and(eq(contentEntries.id, entryId), eq(contentEntries.kind, 'lookbook')));
  if (!entry?.lookbookId) throw notFound('No such lookbook');
  return { ...entry, lookbookId: entry.lookbookId, variant: entry.variant as VariantKey };
}

/** One set of the lookbook's looks: the live ones or the pending ones. */
const ofLookbook = (lookbookId: number, draft: boolean) =>
  and(eq(contentLooks.lookbookId, lookbookId), eq(contentLooks.draft, draft));

/**
 * The lookbook of an entry with its looks in order (its pending looks while it has some), the shop's
 * languages and the categories a look may have.
 */
export async function getLookbookLooks(db: Db, entryId: number): Promise<StaffLookbook> {
  const entry = await lookbookEntry(db, entryId);
  const pendingAt = await looksPendingAt(db, entry.lookbookId);
  const pending = pendingAt !== null;
  const [rows, tops] = await Promise.all([
    db
      .select()
      .from(contentLooks)
      .where(ofLookbook(entry.lookbookId, pending))
      .orderBy(asc(contentLooks.position), asc(contentLooks.id)),
    db
      .select({ code: categories.path, name: categories.name })
      .from(categories)
      .where(eq(categories.depth, 1))
      .orderBy(asc(categories.position), asc(categories.id)),
  ]);
  return {
    entryId: entry.id,
    variant: entry.variant,
    slug: entry.slug,
    title: entry.title,
    pendingLooks: pending,
    pendingUpdatedAt: pendingAt?.toISOString() ?? null,
    langs: langsOf(entry.variant),
    categories: tops,
    looks: await toStaffLooks(db, rows),
  };
}

/** One look as the editor edits it: a live look of a lookbook with pending looks answers its pending copy (404 when deleted there). */
export async function getLook(db: Db, lookId: number): Promise<StaffLook> {
  const [found] = await db.select().from(contentLooks).where(eq(contentLooks.id, lookId));
  if (!found) throw notFound('No such look');
  const row = !found.draft && (await looksPending(db, found.lookbookId)) ? await pendingCopy(db, found.id) : found;
  const [look] = await toStaffLooks(db, [row]);
  return look as StaffLook;
}

async function pendingCopy(db: Db, liveId: number, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(contentLooks)
    .where(and(eq(contentLooks.liveId, liveId), eq(contentLooks.draft, true)));
  const [copy] = lock ? await query.for('update') : await query;
  if (!copy) throw notFound('No such look');
  return copy;
}

/** The product ids the editor's words name, in their order without repeats (each word a SKU or a product id), and the words that name none. */
async function productIdsOf(db: Db, words: string[]): Promise<{ ids: number[]; unknown: string[] }> {
  const numeric = words.filter((w) => /^\d{1,9}$/.test(w)).map(Number);
  const found = await db
    .select({ id: products.id, article: products.article })
    .from(products)
    .where(or(inArray(products.article, words), numeric.length ? inArray(products.id, numeric) : undefined));
  const byArticle = new Map(found.map((p) => [p.article, p.id]));
  const byId = new Set(found.map((p) => p.id));
  const unknown: string[] = [];
  const ids = words.flatMap((w) => {
    const id = byArticle.get(w) ?? (/^\d{1,9}$/.test(w) && byId.has(Number(w)) ? Number(w) : undefined);
    if (id === undefined) unknown.push(w);
    return id === undefined ? [] : [id];
  });
  return { ids: [...new Set(ids)], unknown };
}

/** The columns of a save; 400 naming every faulty field (a title the shop needs, the category, unknown products). */
async function columnsOf(db: Db, variant: VariantKey, body: LookBody) {
  const errors: FieldError[] = langsOf(variant)
    .filter((lang) => !body[TITLE_FIELD[lang]])
    .map((lang) => ({ name: TITLE_FIELD[lang], message: LOOK_MESSAGES.titleNeeded }));
  const [top] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.path, body.category), eq(categories.depth, 1)));
  if (!top) errors.push({ name: 'category', message: LOOK_MESSAGES.categoryNeeded });
  if (!body.image) errors.push({ name: 'image', message: LOOK_MESSAGES.imageNeeded });
  const { ids: productIds, unknown } = await productIdsOf(db, body.products);
  if (unknown.length) {
    errors.push({ name: 'products', message: LOOK_MESSAGES.unknownProducts, params: { list: unknown.join(', ') } });
  }
  if (errors.length) throw invalid(errors);
  return {
    title: { ru: body.titleRu, en: body.titleEn, kk: body.titleKk },
    category: body.category,
    image: body.image,
    productIds,
    updatedAt: new Date(),
  };
}

/**
 * A new look at the end of the entry's lookbook (pending while the lookbook is published); audited.
 * Answers the look and whether shoppers see the change at once.
 */
export async function createLook(
  tx: Db,
  entryId: number,
  body: LookBody,
  staffId: number,
): Promise<{ id: number; live: boolean }> {
  const entry = await lookbookEntry(tx, entryId);
  const values = await columnsOf(tx, entry.variant, body);
  await lockLookbook(tx, entry.lookbookId);
  const { draft } = await looksToEdit(tx, entry.lookbookId);
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${contentLooks.position}), 0)::int` })
    .from(contentLooks)
    .where(ofLookbook(entry.lookbookId, draft));
  const [row] = await tx
    .insert(contentLooks)
    .values({
      ...values,
      variant: entry.variant,
      lookbookId: entry.lookbookId,
      draft,
      position: (last?.position ?? 0) + 1,
    })
    .returning();
  if (!row) throw new Error('look not inserted');
  if (draft) await pendingLooksChanged(tx, entry.lookbookId);
  await recordAudit(tx, {
    staffId,
    action: 'look.create',
    entity: { type: 'look', id: row.id },
    before: null,
    after: row,
  });
  return { id: row.id, live: !draft };
}

/**
 * The look a change of `lookId` writes, locked, with its lookbook locked: the look itself, or its
 * pending copy while its lookbook is published (404 when the pending looks no longer have it).
 */
async function lookToEdit(tx: Db, lookId: number): Promise<Row> {
  const [found] = await tx.select().from(contentLooks).where(eq(contentLooks.id, lookId));
  if (!found) throw notFound('No such look');
  await lockLookbook(tx, found.lookbookId);
  const { draft } = await looksToEdit(tx, found.lookbookId);
  if (draft && !found.draft) return pendingCopy(tx, found.id, true);
  const [row] = await tx
    .select()
    .from(contentLooks)
    .where(and(eq(contentLooks.id, lookId), eq(contentLooks.draft, draft)))
    .for('update');
  // A pending look whose lookbook was published or discarded meanwhile is gone or live now.
  if (!row) throw notFound('No such look');
  return row;
}

/**
 * Saves an edit made from the version `edit.updatedAt` names; 409 when someone saved the look since.
 * Answers the look written (a pending copy while the lookbook is published) and whether shoppers see it at once.
 */
export async function updateLook(
  tx: Db,
  lookId: number,
  edit: LookEdit,
  staffId: number,
): Promise<{ id: number; live: boolean }> {
  const before = await lookToEdit(tx, lookId);
  assertUnchangedSince(before.updatedAt, edit.updatedAt, 'The look');
  const values = await columnsOf(tx, before.variant as VariantKey, edit);
  const [after] = await tx.update(contentLooks).set(values).where(eq(contentLooks.id, before.id)).returning();
  if (before.draft) await pendingLooksChanged(tx, before.lookbookId);
  await recordAudit(tx, { staffId, action: 'look.update', entity: { type: 'look', id: before.id }, before, after });
  return { id: before.id, live: !before.draft };
}

/** One set of the lookbook's looks, locked, in order (the caller holds the lookbook's lock). */
async function lockedLooks(tx: Db, lookbookId: number, draft: boolean) {
  return tx
    .select({ id: contentLooks.id, position: contentLooks.position })
    .from(contentLooks)
    .where(ofLookbook(lookbookId, draft))
    .orderBy(asc(contentLooks.position), asc(contentLooks.id))
    .for('update');
}

/** Numbers the looks 1…n in the order given (only the rows whose position differs are written). */
async function renumber(tx: Db, looks: { id: number; position: number }[]): Promise<void> {
  const moved = looks.flatMap((l, i) => (l.position === i + 1 ? [] : [sql`(${l.id}::int, ${i + 1}::int)`]));
  if (moved.length === 0) return;
  await tx.execute(sql`update ${contentLooks} l set position = v.position
    from (values ${sql.join(moved, sql`, `)}) as v(id, position) where l.id = v.id`);
}

/**
 * Moves a look one place up or down its lookbook (its pending looks while the lookbook is published);
 * answers the look moved, whether it moved (not at the end already) and whether shoppers see it at once.
 */
export async function moveLook(
  tx: Db,
  lookId: number,
  move: LookMoveBody,
  staffId: number,
): Promise<{ id: number; moved: boolean; live: boolean }> {
  const look = await lookToEdit(tx, lookId);
  const order = await lockedLooks(tx, look.lookbookId, look.draft);
  const from = order.findIndex((l) => l.id === look.id);
  if (from < 0) throw notFound('No such look');
  const to = move.direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= order.length) return { id: look.id, moved: false, live: !look.draft };
  const next = [...order];
  [next[from], next[to]] = [next[to] as (typeof order)[number], next[from] as (typeof order)[number]];
  await renumber(tx, next);
  if (look.draft) await pendingLooksChanged(tx, look.lookbookId);
  await recordAudit(tx, {
    staffId,
    action: 'look.move',
    entity: { type: 'look', id: look.id },
    before: { position: from + 1, order: order.map((l) => l.id) },
    after: { position: to + 1, order: next.map((l) => l.id) },
  });
  return { id: look.id, moved: true, live: !look.draft };
}

/**
 * Deletes a look (from the pending looks while the lookbook is published); the ones after it move up
 * a place. Answers whether shoppers see it at once.
 */
export async function deleteLook(tx: Db, lookId: number, staffId: number): Promise<{ live: boolean }> {
  const look = await lookToEdit(tx, lookId);
  const order = await lockedLooks(tx, look.lookbookId, look.draft);
  const [before] = await tx.delete(contentLooks).where(eq(contentLooks.id, look.id)).returning();
  if (!before) throw notFound('No such look');
  await renumber(
    tx,
    order.filter((l) => l.id !== look.id),
  );
  if (look.draft) await pendingLooksChanged(tx, look.lookbookId);
  await recordAudit(tx, { staffId, action: 'look.delete', entity: { type: 'look', id: look.id }, before, after: null });
  return { live: !look.draft };
}

/**
 * Publishes or discards the pending looks of the entry's lookbook (every language of it) as the editor
 * saw them (`seen`: their version): 404 when there are none, 409 when they changed since.
 */
export async function settleLookbookLooks(
  tx: Db,
  entryId: number,
  action: 'publish' | 'discard',
  seen: string,
  staffId: number,
): Promise<void> {
  const entry = await lookbookEntry(tx, entryId);
  await settleLooks(tx, entry.lookbookId, action, seen, staffId);
}

/** Products a look may show, for the editor's picker: by id, by SKU or by words of the name in any language. */
export async function findLookProducts(db: Db, q: string): Promise<LookProduct[]> {
  const like = likePattern(q.toLowerCase());
  const conditions: SQL[] = [
    ilike(products.article, like),
    sql`lower(concat_ws(' ', ${products.name}->>'ru', ${products.name}->>'en', ${products.name}->>'kk')) like ${like}`,
  ];
  if (/^\d{1,9}$/.test(q)) conditions.push(eq(products.id, Number(q)));
  return db
    .select(productColumns)
    .from(products)
    .where(or(...conditions))
    .orderBy(sql`${products.article} = ${q} desc`, sql`${products.id} = ${Number(q) || 0} desc`, asc(products.id))
    .limit(20);
}
