/**
 * Reading content: published entries only (drafts and future dates never reach shoppers), in the
 * shopper's language or, when an entry has no translation, in the variant's own language.
 */

import { contentPicture } from '@storefront/domain/picture-ref';
import type { Picture } from '@storefront/domain/pictures';
import { buildPath, hasRoute, type RouteName } from '@storefront/domain/routes';
import { alternatesOf } from '@storefront/domain/seo';
import { normalizePage } from '@storefront/domain/validation/fields';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import {
  type ContentBlock,
  type ContentKind,
  type ContentMeta,
  contentEntries,
  contentLooks,
  contentRedirects,
} from '../../db/schema/content.ts';
import { notFound } from '../../errors.ts';
import { type ContentLang, loadProductCards, type ProductCard } from '../catalog/product-card.ts';
import type {
  Alternate,
  Block,
  ContentImage,
  ContentListKind,
  Entry,
  EntryCard,
  EntryList,
  Look,
  LooksList,
} from './content.schemas.ts';

export interface ContentContext {
  db: Db;
  variant: VariantKey;
  lang: ContentLang;
  cityId?: number;
  ownerKey?: string | null;
  /** The staff preview's lookbook whose pending looks it shows instead of the live ones. */
  pendingLooksOf?: number;
}

export const KIND_OF: Record<ContentListKind, ContentKind> = {
  documents: 'document',
  news: 'news',
  blog: 'blog',
  'good-news': 'good-news',
  lookbooks: 'lookbook',
  magazines: 'magazine',
  pages: 'page',
};

export const LIST_KIND_OF = Object.fromEntries(Object.entries(KIND_OF).map(([list, kind]) => [kind, list])) as Record<
  ContentKind,
  ContentListKind
>;

/** Items per index page. */
export const PAGE_SIZE: Record<ContentKind, number> = {
  document: 48,
  news: 9,
  blog: 9,
  'good-news': 12,
  lookbook: 12,
  magazine: 12,
  page: 12,
};

/** Dated kinds list newest first; the rest in their set order. */
const DATED: ReadonlySet<ContentKind> = new Set(['news', 'blog', 'good-news']);

/** The index page of each kind that has one. */
export const INDEX_ROUTE: Partial<Record<ContentKind, RouteName>> = {
  document: 'StaticDocumentsIndex',
  news: 'NewsIndex',
  blog: 'BlogIndex',
  'good-news': 'GoodNewsIndex',
  lookbook: 'LookbookIndex',
};

const PAGE_ROUTES: Record<string, RouteName> = { about: 'AboutCompanyIndex', contacts: 'ContactsIndex' };

/** The page an entry lives on in a variant, or null where that route does not exist. */
export function entryUrl(kind: ContentKind, slug: string, variant: VariantKey): string | null {
  const route = (name: RouteName, params?: Record<string, string>) =>
    hasRoute(name, variant) ? buildPath(name, variant, params) : null;
  switch (kind) {
    case 'document':
      return route('StaticDocumentsDetailIndex', { documentName: slug });
    case 'news':
      return route('NewsDetailIndex', { novostiPath: slug });
    case 'blog':
      return route('BlogDetailIndex', { blogPath: slug });
    case 'magazine':
      return route('MagazinesIndex', { id: slug });
    case 'lookbook':
      return route('LookbookDetailIndex', { lookbookPath: slug });
    case 'good-news': {
      const index = route('GoodNewsIndex');
      return index && `${index}#${slug}`;
    }
    case 'page':
      return PAGE_ROUTES[slug] ? route(PAGE_ROUTES[slug]) : null;
  }
}

/**
 * The picture a content word names (a photograph's reference, else an older storage key shown at
 * the size of its place: a cover 16:9 unless told), with its text for readers.
 */
export function contentImage(ref: string, alt: string, width = 1200, height = 675): ContentImage {
  return { ...contentPicture(ref, width, height), alt };
}

/** A look's picture (an older storage key at the looks' 3:4). */
export const lookPicture = (ref: string): Picture => contentPicture(ref, 600, 800);

export interface EntryRow {
  id: number;
  kind: ContentKind;
  slug: string;
  lang: ContentLang;
  title: string;
  summary: string;
  meta: ContentMeta;
  published_at: string | Date;
  cover: string | null;
  body: ContentBlock[];
  position: number;
  collection: string | null;
  /** A lookbook entry's lookbook (what its looks belong to). */
  lookbook_id?: number | null;
  total?: number;
}

const langs = (ctx: Pick<ContentContext, 'variant' | 'lang'>): [ContentLang, ContentLang] => {
  const own = VARIANTS[ctx.variant].locales[0] ?? 'ru-RU';
  return [ctx.lang, own === 'en-US' ? 'en' : own === 'kk-KZ' ? 'kk' : 'ru'];
};

/** Visible entries of a kind, one per slug in the best language: shopper's first, then the variant's. */
function visible(ctx: Pick<ContentContext, 'variant' | 'lang'>, kind: ContentKind, extra: SQL = sql`true`): SQL {
  const [want, own] = langs(ctx);
  return sql`(select distinct on (e.slug) e.* from ${contentEntries} e
    where e.kind = ${kind} and e.variant = ${ctx.variant} and e.status = 'published'
      and e.published_at <= now() and e.lang in (${want}, ${own}) and ${extra}
    order by e.slug, (e.lang = ${want}) desc)`;
}

const order = (kind: ContentKind) =>
  DATED.has(kind) ? sql`v.published_at desc, v.id desc` : sql`v.position asc, v.id asc`;

function toCard(row: EntryRow, variant: VariantKey): EntryCard {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    url: entryUrl(row.kind, row.slug, variant) ?? '',
    publishedAt: new Date(row.published_at).toISOString(),
    lang: row.lang,
    cover: row.cover ? contentImage(row.cover, row.title) : null,
  };
}

async function rows(db: Db, query: SQL): Promise<EntryRow[]> {
  return ((await db.execute(query)) as unknown as { rows: EntryRow[] }).rows;
}

function indexAlternates(kind: ContentKind): Alternate[] {
  const name = INDEX_ROUTE[kind];
  if (!name) return [];
  return alternatesOf((v) => (hasRoute(name, v) ? buildPath(name, v) : null));
}

/** One page of an index. A page past the last one is not found. */
export async function listEntries(
  ctx: ContentContext,
  listKind: ContentListKind,
  query: { page?: string; count?: number },
): Promise<EntryList> {
  const kind = KIND_OF[listKind];
  const page = normalizePage(query.page);
  const size = query.count ?? PAGE_SIZE[kind];
  const found = await rows(
    ctx.db,
    sql`select v.*, count(*) over ()::int as total from ${visible(ctx, kind)} v
      order by ${order(kind)} limit ${size} offset ${(page - 1) * size}`,
  );
  const total = found[0]?.total ?? (page === 1 ? 0 : await countVisible(ctx, kind));
  const pageCount = Math.max(1, Math.ceil(total / size));
  if (page > pageCount) throw notFound('No such page');
  return {
    items: found.map((r) => toCard(r, ctx.variant)),
    total,
    page,
    pageCount,
    alternates: indexAlternates(kind),
  };
}

async function countVisible(ctx: ContentContext, kind: ContentKind): Promise<number> {
  const result = (await ctx.db.execute(sql`select count(*)::int as n from ${visible(ctx, kind)} v`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

/** A published entry by slug, with its body resolved (products, looks, pictures). */
export async function getEntry(ctx: ContentContext, listKind: ContentListKind, slug: string): Promise<Entry> {
  const kind = KIND_OF[listKind];
  const [row] = await rows(ctx.db, sql`select v.* from ${visible(ctx, kind, sql`e.slug = ${slug}`)} v`);
  if (!row) throw notFound('Content not found');
  return resolveEntry(ctx, row);
}

/**
 * Where the address of a published entry renamed has moved: the entry's current address in the shop,
 * when the old slug was the entry's in the shopper's language or the variant's and the entry is visible. Null otherwise.
 */
export async function movedEntryUrl(
  ctx: ContentContext,
  listKind: ContentListKind,
  slug: string,
): Promise<string | null> {
  const kind = KIND_OF[listKind];
  const [want, own] = langs(ctx);
  const redirected = sql`e.id in (select r.entry_id from ${contentRedirects} r where r.kind = ${kind}
    and r.variant = ${ctx.variant} and r.lang in (${want}, ${own}) and r.from_slug = ${slug})`;
  const [row] = await rows(
    ctx.db,
    sql`select v.* from ${visible(ctx, kind, redirected)} v
    order by (v.lang = ${want}) desc limit 1`,
  );
  return row ? entryUrl(kind, row.slug, ctx.variant) : null;
}

/** A row as the shopper's page shows it: body resolved, related entries and alternates (also the staff preview of a draft). */
export async function resolveEntry(ctx: ContentContext, row: EntryRow): Promise<Entry> {
  const kind = row.kind;
  const slug = row.slug;
  const listKind = LIST_KIND_OF[kind];
  const url = entryUrl(kind, slug, ctx.variant);
  if (!url) throw notFound('Content not found');

  const productIds = row.body.flatMap((b) => (b.type === 'products' ? b.productIds : []));
  const lookbookSlugs = row.body.flatMap((b) => (b.type === 'looks' ? [b.lookbook] : []));
  const [cards, { looks, lookbookOf }, related, alternates] = await Promise.all([
    cardsById(ctx, productIds),
    lookRows(ctx, { lookbooks: lookbookSlugs, ...(kind === 'lookbook' ? { book: row } : {}) }),
    DATED.has(kind)
      ? rows(
          ctx.db,
          sql`select v.* from ${visible(ctx, kind, sql`e.slug <> ${slug}`)} v order by ${order(kind)} limit 3`,
        )
      : Promise.resolve([]),
    entryAlternates(ctx.db, kind, slug),
  ]);

  const body = row.body.map((b): Block => {
    switch (b.type) {
      case 'image':
        return {
          type: 'image',
          image: contentImage(b.key, b.alt, b.width, b.height),
          ...(b.caption ? { caption: b.caption } : {}),
        };
      case 'products':
        return {
          type: 'products',
          title: b.title ?? '',
          items: b.productIds.flatMap((id) => cards.get(id) ?? []),
        };
      case 'looks': {
        const id = lookbookOf.get(b.lookbook);
        return {
          type: 'looks',
          lookbook: b.lookbook,
          looks: looks.flatMap(({ lookbookId, ...look }) => (lookbookId === id ? [look] : [])),
        };
      }
      default:
        return b;
    }
  });
  const indexRoute = INDEX_ROUTE[kind];
  const index = indexRoute && hasRoute(indexRoute, ctx.variant) ? buildPath(indexRoute, ctx.variant) : null;
  const card = toCard(row, ctx.variant);
  return {
    ...card,
    url,
    kind: listKind,
    meta: row.meta,
    body,
    alternates,
    related: related.map((r) => toCard(r, ctx.variant)),
    relatedProducts: [...new Set(productIds)].flatMap((id) => cards.get(id) ?? []).slice(0, 8),
    breadcrumbs: index ? [{ text: '', url: index }] : [],
  };
}

/** Where else the entry is published: the variants with the same kind and slug. */
async function entryAlternates(db: Db, kind: ContentKind, slug: string): Promise<Alternate[]> {
  const found = await db
    .selectDistinct({ variant: contentEntries.variant })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.kind, kind),
        eq(contentEntries.slug, slug),
        eq(contentEntries.status, 'published'),
        sql`${contentEntries.publishedAt} <= now()`,
      ),
    );
  const variants = new Set(found.map((f) => f.variant));
  return alternatesOf((v) => (variants.has(v) ? entryUrl(kind, slug, v) : null));
}

async function cardsById(ctx: ContentContext, ids: number[]): Promise<Map<number, ProductCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const cards = await loadProductCards(ctx.db, { ...ctx, where: inArray(products.id, unique), limit: unique.length });
  return new Map(cards.map((c) => [c.id, c]));
}

/**
 * Looks of some lookbooks (or of all), with their products, in lookbook and look order: of visible
 * lookbooks only, and of `book`, the lookbook drawn (a draft in the editor's preview shows its looks).
 */
export async function loadLooks(
  ctx: ContentContext,
  filter: { lookbooks?: string[]; category?: string; book?: EntryRow },
): Promise<Look[]> {
  return (await lookRows(ctx, filter)).looks.map(({ lookbookId: _id, ...look }) => look);
}

/**
 * The looks `loadLooks` answers, each with its lookbook's id, and the lookbook each slug names (a
 * `[looks: slug]` line): looks belong to a lookbook by id, whatever the slug of each of its entries.
 */
async function lookRows(
  ctx: ContentContext,
  filter: { lookbooks?: string[]; category?: string; book?: EntryRow },
): Promise<{ looks: (Look & { lookbookId: number })[]; lookbookOf: Map<string, number> }> {
  const lookbookOf = new Map<string, number>();
  if (filter.lookbooks && filter.lookbooks.length === 0) return { looks: [], lookbookOf };
  const books = await rows(ctx.db, sql`select v.* from ${visible(ctx, 'lookbook')} v`);
  // The entry a lookbook's looks link to: in the shopper's language where the lookbook has it.
  const entryOf = new Map<number, EntryRow>();
  for (const book of books) {
    if (!book.lookbook_id) continue;
    lookbookOf.set(book.slug, book.lookbook_id);
    const seen = entryOf.get(book.lookbook_id);
    if (!seen || (seen.lang !== ctx.lang && book.lang === ctx.lang)) entryOf.set(book.lookbook_id, book);
  }
  if (filter.book?.lookbook_id) {
    lookbookOf.set(filter.book.slug, filter.book.lookbook_id);
    entryOf.set(filter.book.lookbook_id, filter.book);
  }
  const moved = (filter.lookbooks ?? []).filter((slug) => !lookbookOf.has(slug));
  if (moved.length) {
    for (const [slug, id] of await movedLookbooks(ctx, moved)) if (entryOf.has(id)) lookbookOf.set(slug, id);
  }
  const ids = filter.lookbooks
    ? [...new Set(filter.lookbooks.flatMap((slug) => lookbookOf.get(slug) ?? []))]
    : [...entryOf.keys()];
  if (ids.length === 0) return { looks: [], lookbookOf };
  const pending = ctx.pendingLooksOf;
  const found = await ctx.db
    .select()
    .from(contentLooks)
    .where(
      and(
        inArray(contentLooks.lookbookId, ids),
        pending
          ? sql`${contentLooks.draft} = (${contentLooks.lookbookId} = ${pending})`
          : eq(contentLooks.draft, false),
        filter.category ? eq(contentLooks.category, filter.category) : undefined,
      ),
    )
    .orderBy(asc(contentLooks.lookbookId), asc(contentLooks.position), asc(contentLooks.id));
  const slugOf = (look: (typeof found)[number]) => entryOf.get(look.lookbookId)?.slug ?? '';
  found.sort((a, b) => (slugOf(a) < slugOf(b) ? -1 : slugOf(a) > slugOf(b) ? 1 : 0));
  const cards = await cardsById(
    ctx,
    found.flatMap((l) => l.productIds),
  );
  const looks = found.map((l) => {
    const book = entryOf.get(l.lookbookId) as EntryRow;
    const title = l.title[ctx.lang];
    return {
      id: l.id,
      lookbookId: l.lookbookId,
      title,
      category: l.category,
      image: { ...lookPicture(l.image), alt: title },
      lookbook: { slug: book.slug, title: book.title, url: entryUrl('lookbook', book.slug, ctx.variant) ?? '' },
      products: l.productIds.flatMap((id) => cards.get(id) ?? []),
    };
  });
  return { looks, lookbookOf };
}

/**
 * The lookbooks old slugs named before a rename (a `[looks: old-slug]` line in another entry): the
 * address redirects the rename recorded (content_redirects) are the one record of where a slug went, so
 * the line keeps showing the looks without rewriting anyone's text. A redirect of the shopper's
 * language wins over the variant's, then over any other (looks are shared by a lookbook's languages).
 */
async function movedLookbooks(ctx: ContentContext, slugs: string[]): Promise<Map<string, number>> {
  const [want, own] = langs(ctx);
  const found = await ctx.db
    .select({ slug: contentRedirects.fromSlug, lookbookId: contentEntries.lookbookId })
    .from(contentRedirects)
    .innerJoin(contentEntries, eq(contentEntries.id, contentRedirects.entryId))
    .where(
      and(
        eq(contentRedirects.kind, 'lookbook'),
        eq(contentRedirects.variant, ctx.variant),
        inArray(contentRedirects.fromSlug, slugs),
      ),
    )
    .orderBy(
      sql`${contentRedirects.lang} = ${want} desc`,
      sql`${contentRedirects.lang} = ${own} desc`,
      asc(contentRedirects.lang),
    );
  const of = new Map<string, number>();
  for (const f of found) if (f.lookbookId && !of.has(f.slug)) of.set(f.slug, f.lookbookId);
  return of;
}

/** The looks page: every look, optionally of one top-level category, and the categories with looks. */
export async function listLooks(ctx: ContentContext, category?: string): Promise<LooksList> {
  const [all, tops] = await Promise.all([
    loadLooks(ctx, {}),
    ctx.db.select({ path: categories.path, name: categories.name }).from(categories).where(eq(categories.depth, 1)),
  ]);
  const counts = new Map<string, number>();
  for (const look of all) counts.set(look.category, (counts.get(look.category) ?? 0) + 1);
  return {
    categories: tops
      .filter((c) => counts.has(c.path))
      .map((c) => ({ code: c.path, name: c.name[ctx.lang], count: counts.get(c.path) ?? 0 })),
    looks: category ? all.filter((l) => l.category === category) : all,
  };
}

/** The lookbook entry of a collection (a text SQL expression) as JSON, or null; read back with `lookbookLink`. */
export function lookbookSql(ctx: Pick<ContentContext, 'variant' | 'lang'>, collection: SQL): SQL {
  return sql`(select row_to_json(v) from ${visible(ctx, 'lookbook', sql`e.collection = ${collection}`)} v limit 1)`;
}

export function lookbookLink(row: EntryRow | null, variant: VariantKey): { title: string; url: string } | null {
  const url = row && entryUrl('lookbook', row.slug, variant);
  return row && url ? { title: row.title, url } : null;
}

/** Visible entries of the slugs as a JSON array, to fold into a larger statement; read back with `paragraphsOf`. */
export function entriesSql(ctx: Pick<ContentContext, 'variant' | 'lang'>, kind: ContentKind, slugs: string[]): SQL {
  return sql`(select coalesce(json_agg(v), '[]') from ${visible(ctx, kind, sql`e.slug in ${slugs}`)} v)`;
}

export type EntryParagraphs = Map<string, { title: string; paragraphs: string[]; url: string | null }>;

/** Plain text of entries (paragraphs and list items), for the product page's information modals. */
export function paragraphsOf(found: EntryRow[], kind: ContentKind, variant: VariantKey): EntryParagraphs {
  return new Map(
    found.map((r) => [
      r.slug,
      {
        title: r.title,
        paragraphs: r.body.flatMap((b) =>
          b.type === 'paragraph' ? [b.text] : b.type === 'list' ? b.items : b.type === 'heading' ? [b.text] : [],
        ),
        url: entryUrl(kind, r.slug, variant),
      },
    ]),
  );
}

export async function entryParagraphs(
  ctx: ContentContext,
  kind: ContentKind,
  slugs: string[],
): Promise<EntryParagraphs> {
  const [row] = (await rows(ctx.db, sql`select ${entriesSql(ctx, kind, slugs)} as entries`)) as unknown as {
    entries: EntryRow[];
  }[];
  return paragraphsOf(row?.entries ?? [], kind, ctx.variant);
}
