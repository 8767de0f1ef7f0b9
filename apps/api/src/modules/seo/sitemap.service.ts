/**
 * A variant's sitemaps: an index naming one file per section and page (products, categories,
 * content pages, shops; at most SITEMAP_MAX_URLS each), and the files themselves. Only what a
 * shopper of the variant can open is listed: products on sale there, categories holding some,
 * published content entries, the variant's shops. Products are read in keyset batches and written
 * as they come; the other sections are small.
 */
import { buildPath, hasRoute } from '@storefront/domain/routes';
import {
  SITEMAP_MAX_URLS,
  SITEMAP_SECTIONS,
  type SitemapSection,
  sitemapPageCount,
  sitemapPath,
} from '@storefront/domain/seo';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { productPrices, products } from '../../db/schema/catalog.ts';
import { type ContentKind, contentEntries } from '../../db/schema/content.ts';
import { cities, stores } from '../../db/schema/geo.ts';
import { element, escapeXml, XML_DECLARATION } from '../../lib/xml.ts';
import { catalogDictionary } from '../catalog/catalog-dictionary.ts';
import { entryUrl, INDEX_ROUTE } from '../content/content.service.ts';
import { type CatalogStamp, catalogStamp, onSaleInVariantSql } from './site.ts';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Products read per statement while a products file is written. */
const BATCH = 2_000;

interface SitemapUrl {
  path: string;
  lastmod?: Date | null;
}

/** A section's URLs: counted for the index, read page by page for its files. */
interface Section {
  /** Files it takes. */
  pages: number;
  /** The last change of a page's file, for the index. */
  lastmod(page: number): Date | null;
  page(page: number): AsyncIterable<SitemapUrl[]>;
}

const w3cDate = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

function urlXml(origin: string, u: SitemapUrl): string {
  return `<url>${element('loc', `${origin}${u.path}`)}${u.lastmod ? element('lastmod', w3cDate(u.lastmod)) : ''}</url>\n`;
}

interface ProductRow {
  id: number;
  slug: string;
  updated_at: string | Date;
}

interface ProductFile {
  count: number;
  lastmod: Date | null;
  /** The id of the file's first product on sale: its page is read from there by keyset, never by offset. */
  firstId: number;
}

/**
 * The products files' last changes in one statement, one pass over the products in id order: the
 * products on sale (published and priced in the variant, onSaleInVariantSql as a join) are cut into files
 * of `perFile`, and a file's lastmod is the latest products.updated_at in its id range, the products that
 * left it there counted (unpublished or unpriced: that moves their updated_at too). The ranges tile the
 * id space: a product belongs to the file of the last product on sale at or before it, else the first.
 */
async function readProductFiles(db: Db, variant: VariantKey, perFile: number): Promise<ProductFile[]> {
  const rows = await queryRows<{ n: number; lastmod: string | Date | null; first_id: number }>(
    db,
    sql`select (count(*) filter (where f.sold))::int as n, max(f.updated_at) as lastmod,
        min(f.id) filter (where f.sold) as first_id
      from (select p.id, p.updated_at, p.published and pv.product_id is not null as sold,
          greatest(count(*) filter (where p.published and pv.product_id is not null) over (order by p.id) - 1, 0)
            / ${perFile} as file
        from ${products} p
        left join ${productPrices} pv on pv.product_id = p.id and pv.variant = ${variant}) f
      group by f.file having count(*) filter (where f.sold) > 0 order by f.file`,
  );
  return rows.map((r) => ({
    count: r.n,
    lastmod: r.lastmod === null ? null : new Date(r.lastmod),
    firstId: r.first_id,
  }));
}

/** The files of each database, variant and file size, read once per catalogue version (a pass over every product). */
const productFilesRead = new WeakMap<Db, Map<string, { version: number; files: Promise<ProductFile[]> }>>();

function productFiles(db: Db, variant: VariantKey, perFile: number, version: number): Promise<ProductFile[]> {
  const read = productFilesRead.get(db) ?? new Map<string, { version: number; files: Promise<ProductFile[]> }>();
  productFilesRead.set(db, read);
  const key = `${variant}|${perFile}`;
  const known = read.get(key);
  if (known?.version === version) return known.files;
  const files = readProductFiles(db, variant, perFile);
  read.set(key, { version, files });
  files.catch(() => {
    if (read.get(key)?.files === files) read.delete(key);
  });
  return files;
}

/**
 * Products on sale in the variant, in id order, a page of `perFile` at a time, each with its page's
 * last change (products.updated_at, kept by triggers: the product, its sizes, prices and pictures).
 * The files' counts, last changes and first ids are read once per catalogue version (`stamp`); a file
 * is then read in keyset batches from its first id, so the last file of a million products costs what
 * the first does.
 */
async function productSection(db: Db, variant: VariantKey, perFile: number, stamp: CatalogStamp): Promise<Section> {
  const files = await productFiles(db, variant, perFile, stamp.version);
  return {
    pages: sitemapPageCount(
      files.reduce((sum, f) => sum + f.count, 0),
      perFile,
    ),
    lastmod: (page) => files[page - 1]?.lastmod ?? null,
    async *page(page) {
      const file = files[page - 1];
      if (!file) return;
      let left = perFile;
      let from = sql`p.id >= ${file.firstId}`;
      while (left > 0) {
        const size = Math.min(BATCH, left);
        const rows: ProductRow[] = await queryRows<ProductRow>(
          db,
          sql`select p.id, p.slug, p.updated_at from ${products} p
            where ${onSaleInVariantSql(variant)} and ${from} order by p.id limit ${size}`,
        );
        if (rows.length === 0) return;
        yield rows.map((r) => ({
          path: buildPath('ProductIndex', variant, { productSlug: r.slug }),
          lastmod: new Date(r.updated_at),
        }));
        from = sql`p.id > ${rows[rows.length - 1]?.id ?? 0}`;
        left -= rows.length;
        if (rows.length < size) return;
      }
    },
  };
}

/** A section small enough to hold: its URLs sliced into pages. */
function listSection(urls: SitemapUrl[], lastmod: Date | null): Section {
  return {
    pages: sitemapPageCount(urls.length),
    lastmod: () => lastmod,
    async *page(page) {
      yield urls.slice((page - 1) * SITEMAP_MAX_URLS, page * SITEMAP_MAX_URLS);
    },
  };
}

/**
 * The catalogue root and every category with a product on sale in the variant somewhere below it: the
 * tree is the process's dictionary (the primary's, `dictionaryDb`), the products are read from `db`.
 */
async function categorySection(db: Db, dictionaryDb: Db, variant: VariantKey, stamp: CatalogStamp): Promise<Section> {
  const [dictionary, rows] = await Promise.all([
    catalogDictionary(dictionaryDb),
    queryRows<{ category_id: number }>(
      db,
      sql`select distinct p.category_id from ${products} p where ${onSaleInVariantSql(variant)}`,
    ),
  ]);
  const stocked = new Set(rows.map((r) => r.category_id));
  const urls = [...dictionary.byId.values()]
    .filter((node) => node.subtreeIds.some((id) => stocked.has(id)))
    .map((node) => ({ path: buildPath('CatalogIndex', variant, { '*': node.path }) }));
  return listSection(stocked.size ? [{ path: buildPath('CatalogIndex', variant) }, ...urls] : [], stamp.changedAt);
}

/** The home page, the content indexes with entries, and every published entry with a page of its own. */
async function contentSection(db: Db, variant: VariantKey): Promise<Section> {
  const rows = await queryRows<{ kind: ContentKind; slug: string; lastmod: string | Date }>(
    db,
    sql`select e.kind, e.slug, max(greatest(e.updated_at, e.published_at)) as lastmod
      from ${contentEntries} e
      where e.variant = ${variant} and e.status = 'published' and e.published_at <= now()
      group by e.kind, e.slug order by e.kind, e.slug`,
  );
  const entries = rows.map((r) => ({ ...r, lastmod: new Date(r.lastmod) }));
  const latest = (kind?: ContentKind) =>
    entries
      .filter((e) => !kind || e.kind === kind)
      .reduce<Date | null>((max, e) => (!max || e.lastmod > max ? e.lastmod : max), null);
  const indexes = [...new Set(entries.map((e) => e.kind))].flatMap((kind) => {
    const route = INDEX_ROUTE[kind];
    const path = route && hasRoute(route, variant) ? buildPath(route, variant) : null;
    return path ? [{ path, lastmod: latest(kind) }] : [];
  });
  const pages = entries.flatMap((e) => {
    const path = entryUrl(e.kind, e.slug, variant);
    // An entry shown only inside its index (good news: an anchor) has no page of its own.
    return path && !path.includes('#') ? [{ path, lastmod: e.lastmod }] : [];
  });
  return listSection([{ path: buildPath('MainIndex', variant) }, ...indexes, ...pages], latest());
}

/** The shops page and each shop in the variant's country whose page is published. */
async function shopSection(db: Db, variant: VariantKey): Promise<Section> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select s.id from ${stores} s join ${cities} c on c.id = s.city_id
      where s.kind = 'shop' and s.page_published and c.country = ${VARIANTS[variant].country} order by s.id`,
  );
  const urls = rows.map((r) => ({ path: buildPath('ShopsDetailIndex', variant, { id: r.id }) }));
  return listSection(urls.length ? [{ path: buildPath('ShopsIndex', variant) }, ...urls] : [], null);
}

/** A section of the variant's sitemaps. */
async function loadSection(
  db: Db,
  dictionaryDb: Db,
  variant: VariantKey,
  section: SitemapSection,
  perFile: number,
): Promise<Section> {
  switch (section) {
    case 'products':
      return productSection(db, variant, perFile, await catalogStamp(db));
    case 'categories':
      return categorySection(db, dictionaryDb, variant, await catalogStamp(db));
    case 'content':
      return contentSection(db, variant);
    case 'shops':
      return shopSection(db, variant);
  }
}

/**
 * The variant's sitemap index: one entry per section and page, with the file's last change (a products
 * file its products' latest, another section its own latest). `perFile` is the products per file.
 * Everything is read from `db` (the replica when it serves) but the category tree, the process's
 * dictionary of `dictionaryDb` (the primary).
 */
export async function sitemapIndexXml(
  db: Db,
  variant: VariantKey,
  origin: string,
  perFile = SITEMAP_MAX_URLS,
  dictionaryDb: Db = db,
): Promise<string> {
  const sections = await Promise.all(SITEMAP_SECTIONS.map((s) => loadSection(db, dictionaryDb, variant, s, perFile)));
  const entries = SITEMAP_SECTIONS.flatMap((name, i) => {
    const section = sections[i] as Section;
    return Array.from({ length: section.pages }, (_, p) => {
      const at = section.lastmod(p + 1);
      const lastmod = at ? element('lastmod', w3cDate(at)) : '';
      return `<sitemap>${element('loc', `${origin}${sitemapPath(variant, name, p + 1)}`)}${lastmod}</sitemap>\n`;
    });
  });
  return `${XML_DECLARATION}<sitemapindex xmlns="${NS}">\n${entries.join('')}</sitemapindex>\n`;
}

/** One sitemap file as it is written, or null when the section has no such page (a 404); `db` and `dictionaryDb` as for the index. */
export async function sitemapFileXml(
  db: Db,
  variant: VariantKey,
  origin: string,
  section: SitemapSection,
  page: number,
  perFile = SITEMAP_MAX_URLS,
  dictionaryDb: Db = db,
): Promise<AsyncIterable<string> | null> {
  const source = await loadSection(db, dictionaryDb, variant, section, perFile);
  if (page > source.pages) return null;
  return (async function* () {
    yield `${XML_DECLARATION}<urlset xmlns="${escapeXml(NS)}">\n`;
    for await (const urls of source.page(page)) yield urls.map((u) => urlXml(origin, u)).join('');
    yield '</urlset>\n';
  })();
}
