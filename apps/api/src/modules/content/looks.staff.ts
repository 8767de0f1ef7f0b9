/**
 * The back office's looks: the pictures of a lookbook, each with its title per language, its top-level
 * category and the products it shows. Looks belong to a lookbook by shop and slug (every language of
 * the lookbook shows them), in their order. Changes to one lookbook's looks run one at a time (a
 * transaction-scoped lock on the lookbook), so concurrent adds, moves and deletes keep the positions
 * 1…n without gaps or repeats. Every change is audited; an edit made from an older copy is refused.
 */
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
import { contentImage } from './content.service.ts';
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
    lookbook: row.lookbook,
    position: row.position,
    titleRu: row.title.ru,
    titleEn: row.title.en,
    titleKk: row.title.kk,
    category: row.category,
    image: row.image,
    imageSrc: contentImage(row.image, '').card,
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
    })
    .from(contentEntries)
    .where(and(eq(contentEntries.id, entryId), eq(contentEntries.kind, 'lookbook')));
  if (!entry) throw notFound('No such lookbook');
  return { ...entry, variant: entry.variant as VariantKey };
}

const ofLookbook = (variant: string, slug: string) =>
  and(eq(contentLooks.variant, variant), eq(contentLooks.lookbook, slug));

/** Holds the lookbook's looks for this transaction: its other look changes wait for it to end. */
async function lockLookbook(tx: Db, variant: string, slug: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`content_looks:${variant}/${slug}`}, 0))`);
}

/** The lookbook of an entry with its looks in order, the shop's languages and the categories a look may have. */
export async function getLookbookLooks(db: Db, entryId: number): Promise<StaffLookbook> {
  const entry = await lookbookEntry(db, entryId);
  const [rows, tops] = await Promise.all([
    db
      .select()
      .from(contentLooks)
      .where(ofLookbook(entry.variant, entry.slug))
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
    langs: langsOf(entry.variant),
    categories: tops,
    looks: await toStaffLooks(db, rows),
  };
}

export async function getLook(db: Db, lookId: number): Promise<StaffLook> {
  const [row] = await db.select().from(contentLooks).where(eq(contentLooks.id, lookId));
  if (!row) throw notFound('No such look');
  const [look] = await toStaffLooks(db, [row]);
  return look as StaffLook;
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
    .map((lang) => ({ name: TITLE_FIELD[lang], message: 'the shop shows the look in this language' }));
  const [top] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.path, body.category), eq(categories.depth, 1)));
  if (!top) errors.push({ name: 'category', message: 'not a top-level catalogue category' });
  if (!body.image) errors.push({ name: 'image', message: 'upload a picture' });
  const { ids: productIds, unknown } = await productIdsOf(db, body.products);
  if (unknown.length) errors.push({ name: 'products', message: `no product has the id or SKU ${unknown.join(', ')}` });
  if (errors.length) throw invalid(errors);
  return {
    title: { ru: body.titleRu, en: body.titleEn, kk: body.titleKk },
    category: body.category,
    image: body.image,
    productIds,
    updatedAt: new Date(),
  };
}

/** A new look at the end of the entry's lookbook; audited. */
export async function createLook(tx: Db, entryId: number, body: LookBody, staffId: number): Promise<number> {
  const entry = await lookbookEntry(tx, entryId);
  const values = await columnsOf(tx, entry.variant, body);
  await lockLookbook(tx, entry.variant, entry.slug);
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${contentLooks.position}), 0)::int` })
    .from(contentLooks)
    .where(ofLookbook(entry.variant, entry.slug));
  const [row] = await tx
    .insert(contentLooks)
    .values({ ...values, variant: entry.variant, lookbook: entry.slug, position: (last?.position ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('look not inserted');
  await recordAudit(tx, {
    staffId,
    action: 'look.create',
    entity: { type: 'look', id: row.id },
    before: null,
    after: row,
  });
  return row.id;
}

async function lockedRow(tx: Db, lookId: number): Promise<Row> {
  const [row] = await tx.select().from(contentLooks).where(eq(contentLooks.id, lookId)).for('update');
  if (!row) throw notFound('No such look');
  return row;
}

/** Saves an edit made from the version `edit.updatedAt` names; 409 when someone saved the look since. */
export async function updateLook(tx: Db, lookId: number, edit: LookEdit, staffId: number): Promise<void> {
  const before = await lockedRow(tx, lookId);
  assertUnchangedSince(before.updatedAt, edit.updatedAt, 'The look');
  const values = await columnsOf(tx, before.variant as VariantKey, edit);
  const [after] = await tx.update(contentLooks).set(values).where(eq(contentLooks.id, lookId)).returning();
  await recordAudit(tx, { staffId, action: 'look.update', entity: { type: 'look', id: lookId }, before, after });
}

/** The lookbook's looks, locked, in order. */
async function lockedLooks(tx: Db, variant: string, slug: string) {
  await lockLookbook(tx, variant, slug);
  return tx
    .select({ id: contentLooks.id, position: contentLooks.position })
    .from(contentLooks)
    .where(ofLookbook(variant, slug))
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

/** Moves a look one place up or down its lookbook; answers whether it moved (not at the end already). */
export async function moveLook(tx: Db, lookId: number, move: LookMoveBody, staffId: number): Promise<boolean> {
  const [look] = await tx.select().from(contentLooks).where(eq(contentLooks.id, lookId));
  if (!look) throw notFound('No such look');
  const order = await lockedLooks(tx, look.variant, look.lookbook);
  const from = order.findIndex((l) => l.id === lookId);
  if (from < 0) throw notFound('No such look');
  const to = move.direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= order.length) return false;
  const next = [...order];
  [next[from], next[to]] = [next[to] as (typeof order)[number], next[from] as (typeof order)[number]];
  await renumber(tx, next);
  await recordAudit(tx, {
    staffId,
    action: 'look.move',
    entity: { type: 'look', id: lookId },
    before: { position: from + 1, order: order.map((l) => l.id) },
    after: { position: to + 1, order: next.map((l) => l.id) },
  });
  return true;
}

/** Deletes a look; the ones after it move up a place. */
export async function deleteLook(tx: Db, lookId: number, staffId: number): Promise<void> {
  const [look] = await tx.select().from(contentLooks).where(eq(contentLooks.id, lookId));
  if (!look) throw notFound('No such look');
  const order = await lockedLooks(tx, look.variant, look.lookbook);
  const [before] = await tx.delete(contentLooks).where(eq(contentLooks.id, lookId)).returning();
  if (!before) throw notFound('No such look');
  await renumber(
    tx,
    order.filter((l) => l.id !== lookId),
  );
  await recordAudit(tx, { staffId, action: 'look.delete', entity: { type: 'look', id: lookId }, before, after: null });
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
