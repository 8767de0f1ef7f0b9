/**
 * The back office's home page blocks: banners (a picture, a title and a link into the shop) and
 * product collections, per variant in page order. An edit of a published block waits as its pending
 * change (home_block_drafts), shown in the preview, until it is published (shoppers see it) or
 * discarded; a hidden block is a draft already and is edited directly. Saves are audited, an edit from
 * an older copy is refused, and changes of a variant's order run under one lock per variant so
 * positions stay unique.
 */
import type { FieldError } from '@storefront/domain/errors';
import { contentLang } from '@storefront/domain/i18n/translate';
import { matchRoute, paramsAreValid } from '@storefront/domain/routes';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { type HomeBlockDraft, homeBlockDrafts, homeBlocks } from '../../db/schema/content.ts';
import { assertUnchangedSince, invalid, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit.ts';
import { bannerImage } from './home.service.ts';
import type { HomeBlockBody, HomeBlockEdit, StaffHomeBlock } from './home-blocks.staff-schemas.ts';

type Row = typeof homeBlocks.$inferSelect;
type DraftRow = typeof homeBlockDrafts.$inferSelect;

/** What an edit sets, as the home_blocks row holds it. */
const contentOf = (row: Pick<Row, keyof HomeBlockDraft>): HomeBlockDraft => ({
  kind: row.kind,
  title: row.title,
  image: row.image,
  link: row.link,
  collection: row.collection,
  published: row.published,
});

/** The block with its pending change, if any, over the published one (as its editor and the preview see it). */
export function withDraft(row: Row, draft: Pick<DraftRow, 'draft' | 'updatedAt'> | null): Row {
  return draft ? { ...row, ...draft.draft, updatedAt: draft.updatedAt } : row;
}

const TITLE_FIELD = { ru: 'titleRu', en: 'titleEn', kk: 'titleKk' } as const;

function toStaff(live: Row, draft: DraftRow | null): StaffHomeBlock {
  const row = withDraft(live, draft);
  return {
    id: row.id,
    variant: row.variant as VariantKey,
    position: row.position,
    kind: row.kind,
    titleRu: row.title.ru,
    titleEn: row.title.en,
    titleKk: row.title.kk,
    image: row.image,
    imageSrc: row.image ? bannerImage(row.image).src : null,
    link: row.link,
    collection: row.collection,
    published: row.published,
    pendingChanges: draft !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether a path (its query and fragment aside) is a page of the variant's shop. */
function isShopPath(link: string, variant: VariantKey): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  const match = matchRoute(link.split(/[?#]/)[0] ?? '', variant);
  return match !== null && paramsAreValid(match.route, match.params);
}

/** The distinct product collections a collection block may show. */
export async function productCollections(db: Db): Promise<string[]> {
  const found = await db
    .selectDistinct({ collection: products.collection })
    .from(products)
    .where(sql`${products.collection} is not null`)
    .orderBy(asc(products.collection));
  return found.map((f) => f.collection as string);
}

/** The columns of a save; 400 with field errors for missing titles, a bad link, picture or collection. */
async function columnsOf(db: Db, body: HomeBlockBody) {
  const errors: FieldError[] = VARIANTS[body.variant].locales
    .map((l) => TITLE_FIELD[contentLang(l)])
    .filter((field) => !body[field])
    .map((name) => ({ name, message: 'staff.homeBlocks.titleNeeded' }));
  const banner = body.kind === 'banner';
  if (banner && !body.image) errors.push({ name: 'image', message: 'staff.homeBlocks.imageNeeded' });
  if (banner && body.link && !isShopPath(body.link, body.variant)) {
    errors.push({ name: 'link', message: 'staff.homeBlocks.linkOutside' });
  }
  if (!banner && body.collection && !(await productCollections(db)).includes(body.collection)) {
    errors.push({ name: 'collection', message: 'staff.homeBlocks.unknownCollection' });
  }
  if (errors.length) throw invalid(errors);
  return {
    kind: body.kind,
    title: { ru: body.titleRu, en: body.titleEn, kk: body.titleKk },
    image: banner ? body.image : null,
    link: banner ? body.link : null,
    collection: banner ? null : body.collection,
    published: body.published,
    updatedAt: new Date(),
  };
}

/** One variant's changes of order at a time (a transaction-long lock). */
const lockVariant = (tx: Db, variant: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`home_blocks:${variant}`}))`);

export async function listHomeBlocks(db: Db, variant: VariantKey): Promise<StaffHomeBlock[]> {
  const rows = await db
    .select({ block: homeBlocks, draft: homeBlockDrafts })
    .from(homeBlocks)
    .leftJoin(homeBlockDrafts, eq(homeBlockDrafts.blockId, homeBlocks.id))
    .where(eq(homeBlocks.variant, variant))
    .orderBy(asc(homeBlocks.position), asc(homeBlocks.id));
  return rows.map((r) => toStaff(r.block, r.draft));
}

export async function getHomeBlock(db: Db, id: number): Promise<StaffHomeBlock> {
  const [row] = await db
    .select({ block: homeBlocks, draft: homeBlockDrafts })
    .from(homeBlocks)
    .leftJoin(homeBlockDrafts, eq(homeBlockDrafts.blockId, homeBlocks.id))
    .where(eq(homeBlocks.id, id));
  if (!row) throw notFound('No such home page block');
  return toStaff(row.block, row.draft);
}

async function lockedRow(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(homeBlocks).where(eq(homeBlocks.id, id)).for('update');
  if (!row) throw notFound('No such home page block');
  return row;
}

async function lockedDraft(tx: Db, id: number): Promise<DraftRow | null> {
  const [draft] = await tx.select().from(homeBlockDrafts).where(eq(homeBlockDrafts.blockId, id)).for('update');
  return draft ?? null;
}

/** Adds a block at the end of its variant's page. */
export async function createHomeBlock(tx: Db, body: HomeBlockBody, staffId: number): Promise<number> {
  const columns = await columnsOf(tx, body);
  await lockVariant(tx, body.variant);
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${homeBlocks.position}), 0)::int` })
    .from(homeBlocks)
    .where(eq(homeBlocks.variant, body.variant));
  const [row] = await tx
    .insert(homeBlocks)
    .values({ ...columns, variant: body.variant, position: (last?.position ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('home block not inserted');
  await recordAudit(tx, {
    staffId,
    action: 'home-block.create',
    entity: { type: 'home-block', id: row.id },
    before: null,
    after: row,
  });
  return row.id;
}

/**
 * Saves an edit made from the version `edit.updatedAt` names (the variant stays); 409 when saved since.
 * A published block's edit waits as its pending change (returns true): shoppers see no save until it
 * is published. A hidden block is changed directly.
 */
export async function updateHomeBlock(tx: Db, id: number, edit: HomeBlockEdit, staffId: number): Promise<boolean> {
  const before = await lockedRow(tx, id);
  const draft = await lockedDraft(tx, id);
  assertUnchangedSince(withDraft(before, draft).updatedAt, edit.updatedAt, 'The block');
  const { updatedAt, ...columns } = await columnsOf(tx, { ...edit, variant: before.variant as VariantKey });
  if (before.published) {
    await tx
      .insert(homeBlockDrafts)
      .values({ blockId: id, draft: columns, updatedAt })
      .onConflictDoUpdate({ target: homeBlockDrafts.blockId, set: { draft: columns, updatedAt } });
    await recordAudit(tx, {
      staffId,
      action: 'home-block.draft',
      entity: { type: 'home-block', id },
      before: draft?.draft ?? contentOf(before),
      after: columns,
    });
    return true;
  }
  const [after] = await tx
    .update(homeBlocks)
    .set({ ...columns, updatedAt })
    .where(eq(homeBlocks.id, id))
    .returning();
  await recordAudit(tx, { staffId, action: 'home-block.update', entity: { type: 'home-block', id }, before, after });
  return false;
}

/** Makes a block's pending change the one shoppers see; 404 when there is none. */
export async function publishHomeBlock(tx: Db, id: number, staffId: number): Promise<void> {
  const before = await lockedRow(tx, id);
  const draft = await lockedDraft(tx, id);
  if (!draft) throw notFound('The block has no pending changes');
  const [after] = await tx
    .update(homeBlocks)
    .set({ ...draft.draft, updatedAt: new Date() })
    .where(eq(homeBlocks.id, id))
    .returning();
  await tx.delete(homeBlockDrafts).where(eq(homeBlockDrafts.blockId, id));
  await recordAudit(tx, {
    staffId,
    action: 'home-block.publish',
    entity: { type: 'home-block', id },
    before: contentOf(before),
    after: after ? contentOf(after) : null,
  });
}

/** Drops a block's pending change: the published block stays as it is. 404 when there is none. */
export async function discardHomeBlockDraft(tx: Db, id: number, staffId: number): Promise<void> {
  await lockedRow(tx, id);
  const [dropped] = await tx.delete(homeBlockDrafts).where(eq(homeBlockDrafts.blockId, id)).returning();
  if (!dropped) throw notFound('The block has no pending changes');
  await recordAudit(tx, {
    staffId,
    action: 'home-block.discard',
    entity: { type: 'home-block', id },
    before: dropped.draft,
    after: null,
  });
}

/** Swaps a block with its neighbour above or below; false when it is already first or last. */
export async function moveHomeBlock(tx: Db, id: number, direction: 'up' | 'down', staffId: number): Promise<boolean> {
  const [found] = await tx.select().from(homeBlocks).where(eq(homeBlocks.id, id));
  if (!found) throw notFound('No such home page block');
  await lockVariant(tx, found.variant);
  const block = await lockedRow(tx, id);
  const up = direction === 'up';
  const [neighbour] = await tx
    .select()
    .from(homeBlocks)
    .where(
      and(
        eq(homeBlocks.variant, block.variant),
        up ? lt(homeBlocks.position, block.position) : gt(homeBlocks.position, block.position),
      ),
    )
    .orderBy(up ? desc(homeBlocks.position) : asc(homeBlocks.position))
    .limit(1)
    .for('update');
  if (!neighbour) return false;
  const now = new Date();
  await tx.update(homeBlocks).set({ position: neighbour.position, updatedAt: now }).where(eq(homeBlocks.id, block.id));
  await tx.update(homeBlocks).set({ position: block.position, updatedAt: now }).where(eq(homeBlocks.id, neighbour.id));
  await recordAudit(tx, {
    staffId,
    action: 'home-block.move',
    entity: { type: 'home-block', id },
    before: { position: block.position },
    after: { position: neighbour.position, swappedWith: neighbour.id },
  });
  return true;
}

export async function deleteHomeBlock(tx: Db, id: number, staffId: number): Promise<void> {
  const before = await lockedRow(tx, id);
  await tx.delete(homeBlocks).where(eq(homeBlocks.id, id));
  await recordAudit(tx, {
    staffId,
    action: 'home-block.delete',
    entity: { type: 'home-block', id },
    before,
    after: null,
  });
}
