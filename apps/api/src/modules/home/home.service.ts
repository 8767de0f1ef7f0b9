import { HOME_CATEGORY_COUNT, HOME_REVIEW_COUNT, HOME_SHELF_SIZE } from '@storefront/domain/constants';
import { contentLang } from '@storefront/domain/i18n/translate';
import { contentPicture } from '@storefront/domain/picture-ref';
import type { Picture } from '@storefront/domain/pictures';
import { buildPath } from '@storefront/domain/routes';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, productPrices, products } from '../../db/schema/catalog.ts';
import { homeBlockDrafts, homeBlockOrders, homeBlocks, homeHeroes } from '../../db/schema/content.ts';
import { categoryTile, homeHero } from '../catalog/category-pictures.ts';
import { type ContentLang, loadProductCards, type ProductCard } from '../catalog/product-card.ts';
import type { EntryCard } from '../content/content.schemas.ts';
import { listEntries } from '../content/content.service.ts';
import type { ShopperVoice } from '../reviews/reviews.schemas.ts';
import { latestGoodReviews } from '../reviews/reviews.service.ts';

const COLLECTION_COUNT = 12;

/** A banner's picture (an older storage key at the home page's 3:1). */
export const bannerImage = (ref: string): Picture => contentPicture(ref, 1200, 400);

export type HomeBlock =
  | {
      id: number;
      kind: 'banner';
      title: string;
      link: string | null;
      image: Picture;
    }
  | { id: number; kind: 'collection'; title: string; products: ProductCard[] };

/**
 * The order content editors see: the pending order's blocks that still exist, then the blocks added
 * since it was saved, in page order. Without a pending order, the page order itself.
 */
export function editorsOrder(pageOrder: number[], pending: number[] | null | undefined): number[] {
  if (!pending) return pageOrder;
  const exists = new Set(pageOrder);
  const kept = pending.filter((id) => exists.has(id));
  const placed = new Set(kept);
  return [...kept, ...pageOrder.filter((id) => !placed.has(id))];
}

/** The variant's pending order of blocks, if a move waits to be published. */
export async function pendingOrder(db: Db, variant: string) {
  const [row] = await db.select().from(homeBlockOrders).where(eq(homeBlockOrders.variant, variant));
  return row ?? null;
}

/** Every block of the variant with its pending change, in the pending order if there is one. */
async function previewRows(db: Db, variant: VariantKey) {
  const [found, pending] = await Promise.all([
    db
      .select({ block: homeBlocks, draft: homeBlockDrafts.draft })
      .from(homeBlocks)
      .leftJoin(homeBlockDrafts, eq(homeBlockDrafts.blockId, homeBlocks.id))
      .where(eq(homeBlocks.variant, variant))
      .orderBy(asc(homeBlocks.position), asc(homeBlocks.id)),
    pendingOrder(db, variant),
  ]);
  const byId = new Map(found.map(({ block, draft }) => [block.id, draft ? { ...block, ...draft } : block]));
  return editorsOrder([...byId.keys()], pending?.blockIds).map((id) => byId.get(id) as typeof homeBlocks.$inferSelect);
}

/**
 * The variant's published blocks in page order: banners, and collections with their most popular
 * products; with `hidden`, the unpublished ones too and the published ones' pending changes, in the pending
 * order (the back office's preview).
 */
async function pageBlocks(db: Db, variant: VariantKey, lang: ContentLang, hidden: boolean): Promise<HomeBlock[]> {
  const rows = hidden
    ? await previewRows(db, variant)
    : await db
        .select()
        .from(homeBlocks)
        .where(and(eq(homeBlocks.variant, variant), eq(homeBlocks.published, true)))
        .orderBy(asc(homeBlocks.position), asc(homeBlocks.id));
  const ownLang = contentLang(VARIANTS[variant].locales[0] ?? 'ru-RU');
  return Promise.all(
    rows.map(async (row): Promise<HomeBlock> => {
      const title = row.title[lang] || row.title[ownLang];
      if (row.kind === 'banner' && row.image) {
        return { id: row.id, kind: 'banner', title, link: row.link, image: bannerImage(row.image) };
      }
      const where = row.collection ? eq(products.collection, row.collection) : undefined;
      const cards = await loadProductCards(db, { variant, lang, limit: COLLECTION_COUNT, ...(where ? { where } : {}) });
      return { id: row.id, kind: 'collection', title, products: cards };
    }),
  );
}

export interface HomePage {
  hero: Picture;
  categories: { text: string; url: string; image: Picture }[];
  blocks: HomeBlock[];
  newArrivals: ProductCard[];
  sale: ProductCard[];
  lookbook: EntryCard | null;
  reviews: ShopperVoice[];
}

/** The home page's blocks; `hidden`: with the unpublished blocks, as a content editor previews it. */
export async function getHomePage(db: Db, variant: VariantKey, lang: ContentLang, hidden = false): Promise<HomePage> {
  const shelf = (where: SQL) => loadProductCards(db, { variant, lang, limit: HOME_SHELF_SIZE, where });
  const [sections, blocks, [hero], newArrivals, sale, lookbooks, voices] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, path: categories.path, picture: categories.picture })
      .from(categories)
      .where(eq(categories.depth, 2))
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(HOME_CATEGORY_COUNT),
    pageBlocks(db, variant, lang, hidden),
    db.select({ picture: homeHeroes.picture }).from(homeHeroes).where(eq(homeHeroes.variant, variant)),
    shelf(sql`${products.isNew}`),
    shelf(sql`${productPrices.oldPrice} is not null`),
    listEntries({ db, variant, lang }, 'lookbooks', { count: 1 }),
    latestGoodReviews(db, variant, lang, HOME_REVIEW_COUNT),
  ]);
  return {
    hero: homeHero(hero?.picture ?? null),
    categories: sections.map((c) => ({
      text: c.name[lang],
      url: buildPath('CatalogIndex', variant, { '*': c.path }),
      image: categoryTile(c.id, c.picture),
    })),
    blocks,
    newArrivals,
    sale,
    lookbook: lookbooks.items[0] ?? null,
    reviews: voices,
  };
}
