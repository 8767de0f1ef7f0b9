/**
 * The back office's home page blocks: banners (a picture, a title and a link into the shop) and
 * product collections, per variant in page order. An edit of a published block waits as its pending
 * change (home_block_drafts), shown in the preview, until it is published (shoppers see it) or
 * discarded; a hidden block is a draft already and is edited directly. A move that changes the order
 * of shown blocks waits likewise as the variant's pending order (home_block_orders). Saves are audited,
 * an edit from an older copy is refused, and changes of a variant's order run under one lock per variant
 * so positions stay 1..n.
 */
import type { FieldError } from '@storefront/domain/errors';
import { contentLang } from '@storefront/domain/i18n/translate';
import { matchRoute, paramsAreValid } from '@storefront/domain/routes';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { type HomeBlockDraft, homeBlockDrafts, homeBlockOrders, homeBlocks } from '../../db/schema/content.ts';
import { assertUnchangedSince, conflict, invalid, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit.ts';
import { bannerImage, editorsOrder, pendingOrder } from './home.service.ts';
import type { HomeBlockBody, HomeBlockEdit, HomeBlockOrder, StaffHomeBlock } from './home-blocks.staff-schemas.ts';

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

function toStaff(live: Row, draft: DraftRow | null, position: number): StaffHomeBlock {
  const row = withDraft(live, draft);
  return {
    id: row.id,
    variant: row.variant as VariantKey,
    position,
    kind: row.kind,
    titleRu: row.title.ru,
    titleEn: row.title.en,
    titleKk: row.title.kk,
    image: row.image,
    picture: row.image ? bannerImage(row.image) : null,
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

/** Takes the lock of the block's variant; returns the variant, 404 when there is no such block. */
async function lockVariantOf(tx: Db, id: number): Promise<string> {
  const [found] = await tx.select({ variant: homeBlocks.variant }).from(homeBlocks).where(eq(homeBlocks.id, id));
  if (!found) throw notFound('No such home page block');
  await lockVariant(tx, found.variant);
  return found.variant;
}

/** The variant's blocks in page order, its pending order if any, and the order editors see (ids). */
async function variantOrder(db: Db, variant: string) {
  const [rows, pending] = await Promise.all([
    db
      .select({ id: homeBlocks.id, published: homeBlocks.published })
      .from(homeBlocks)
      .where(eq(homeBlocks.variant, variant))
      .orderBy(asc(homeBlocks.position), asc(homeBlocks.id)),
    pendingOrder(db, variant),
  ]);
  const page = rows.map((r) => r.id);
  return { rows, page, pending, order: editorsOrder(page, pending?.blockIds) };
}

const sameOrder = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

export async function getHomeBlockOrder(db: Db, variant: VariantKey): Promise<HomeBlockOrder> {
  const { page, pending, order } = await variantOrder(db, variant);
  return {
    variant,
    blockIds: order,
    publishedBlockIds: page,
    pendingChanges: pending !== null,
    updatedAt: pending?.updatedAt.toISOString() ?? null,
  };
}

/** A variant's blocks in the order editors see (the pending one, if any), numbered 1..n. */
export async function listHomeBlocks(db: Db, variant: VariantKey): Promise<StaffHomeBlock[]> {
  const [rows, { order }] = await Promise.all([
    db
      .select({ block: homeBlocks, draft: homeBlockDrafts })
      .from(homeBlocks)
      .leftJoin(homeBlockDrafts, eq(homeBlockDrafts.blockId, homeBlocks.id))
      .where(eq(homeBlocks.variant, variant)),
    variantOrder(db, variant),
  ]);
  const byId = new Map(rows.map((r) => [r.block.id, r]));
  return order.flatMap((id, i) => {
    const r = byId.get(id);
    return r ? [toStaff(r.block, r.draft, i + 1)] : [];
  });
}

export async function getHomeBlock(db: Db, id: number): Promise<StaffHomeBlock> {
  const [row] = await db
    .select({ block: homeBlocks, draft: homeBlockDrafts })
    .from(homeBlocks)
    .leftJoin(homeBlockDrafts, eq(homeBlockDrafts.blockId, homeBlocks.id))
    .where(eq(homeBlocks.id, id));
  if (!row) throw notFound('No such home page block');
  const { order } = await variantOrder(db, row.block.variant);
  return toStaff(row.block, row.draft, order.indexOf(id) + 1);
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

/** Numbers the variant's blocks 1..n in `order` (their page order, as shoppers see it). */
async function setPageOrder(tx: Db, order: number[]): Promise<void> {
  await tx.execute(sql`
    update ${homeBlocks} set position = o.place
    from unnest(${`{${order.join(',')}}`}::int[]) with ordinality as o(id, place)
    where ${homeBlocks.id} = o.id and ${homeBlocks.position} <> o.place`);
}

const ORDER_ENTITY = (variant: string) => ({ type: 'home-block-order', id: variant });
const ORDER_CHANGED = 'The order of the home page was changed by someone else since this page was loaded';

/**
 * Swaps a block with its neighbour above or below in the order editors see; false when it is already
 * first or last. 409 when `seen` (the order the editor saw) is not the order now. A swap of two shown
 * blocks, or any move while an order is pending, changes the pending order (returns 'pending'); it is
 * dropped when it comes back to the page order. Otherwise at most one of the pair is shown, shoppers'
 * page stays the same, and the page order changes at once ('moved'): no pending order for drafts.
 */
export async function moveHomeBlock(
  tx: Db,
  id: number,
  direction: 'up' | 'down',
  staffId: number,
  seen?: number[],
): Promise<'pending' | 'moved' | false> {
  const variant = await lockVariantOf(tx, id);
  const { rows, page, pending, order } = await variantOrder(tx, variant);
  if (seen && !sameOrder(seen, order)) throw conflict(ORDER_CHANGED);
  const at = order.indexOf(id);
  if (at < 0) throw notFound('No such home page block');
  const to = direction === 'up' ? at - 1 : at + 1;
  const neighbour = order[to];
  if (neighbour === undefined) return false;
  const next = order.with(to, id).with(at, neighbour);
  const shown = (blockId: number) => rows.some((r) => r.id === blockId && r.published);
  if (!pending && !(shown(id) && shown(neighbour))) {
    await setPageOrder(tx, next);
    await recordAudit(tx, {
      staffId,
      action: 'home-block.move',
      entity: { type: 'home-block', id },
      before: { position: at + 1 },
      after: { position: to + 1, swappedWith: neighbour },
    });
    return 'moved';
  }
  const updatedAt = new Date();
  if (sameOrder(next, page)) await tx.delete(homeBlockOrders).where(eq(homeBlockOrders.variant, variant));
  else {
    await tx
      .insert(homeBlockOrders)
      .values({ variant: variant, blockIds: next, updatedAt })
      .onConflictDoUpdate({ target: homeBlockOrders.variant, set: { blockIds: next, updatedAt } });
  }
  await recordAudit(tx, {
    staffId,
    action: 'home-block-order.draft',
    entity: ORDER_ENTITY(variant),
    before: { blockIds: order },
    after: { blockIds: next, moved: id },
  });
  return 'pending';
}

/**
 * Publishes the variant's pending order (shoppers see the blocks in it, numbered 1..n) or discards it
 * (the page order stays); 404 when there is none, 409 when `seen` (the order the editor saw) is not it.
 */
export async function settleHomeBlockOrder(
  tx: Db,
  variant: VariantKey,
  outcome: 'publish' | 'discard',
  staffId: number,
  seen?: number[],
): Promise<void> {
  await lockVariant(tx, variant);
  const { page, pending, order } = await variantOrder(tx, variant);
  if (!pending) throw notFound('The home page has no pending order');
  if (seen && !sameOrder(seen, order)) throw conflict(ORDER_CHANGED);
  if (outcome === 'publish') await setPageOrder(tx, order);
  await tx.delete(homeBlockOrders).where(eq(homeBlockOrders.variant, variant));
  await recordAudit(tx, {
    staffId,
    action: `home-block-order.${outcome}`,
    entity: ORDER_ENTITY(variant),
    before: { blockIds: outcome === 'publish' ? page : order },
    after: outcome === 'publish' ? { blockIds: order } : null,
  });
}

/** Deletes a block; it leaves the pending order, which goes when what remains is the page order. */
export async function deleteHomeBlock(tx: Db, id: number, staffId: number): Promise<void> {
  const variant = await lockVariantOf(tx, id);
  const before = await lockedRow(tx, id);
  await tx.delete(homeBlocks).where(eq(homeBlocks.id, id));
  const { page, pending, order } = await variantOrder(tx, variant);
  if (pending && sameOrder(order, page)) {
    await tx.delete(homeBlockOrders).where(eq(homeBlockOrders.variant, variant));
  } else if (pending) {
    await tx.update(homeBlockOrders).set({ blockIds: order }).where(eq(homeBlockOrders.variant, variant));
  }
  await recordAudit(tx, {
    staffId,
    action: 'home-block.delete',
    entity: { type: 'home-block', id },
    before,
    after: null,
  });
}
