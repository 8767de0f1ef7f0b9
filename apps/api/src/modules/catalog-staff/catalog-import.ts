/**
 * Catalogue imports: CSV (docs/catalog-csv.md) and 1C CommerceML (`import.xml`, `offers.xml`;
 * commerceml.ts reads them into the same rows). Uploading checks the file itself (size, encoding,
 * header or XML) and queues a job; the job checks every row against the catalogue (progress: rows
 * done / total), and only when no row has an error applies all of them in one transaction, writing
 * only what differs — so a failed import changes nothing and importing the same file again changes
 * nothing either. A row of an unknown article with a name and what it is filed under creates the
 * product (with its sizes); CommerceML groups become categories, a CommerceML offer of a size the
 * product does not have yet adds the size, and a product's Картинка files (uploaded by 1C's exchange
 * before import.xml) become its pictures.
 */
import {
  CATALOGUE_LANGS,
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES,
  CSV_REF_COLUMNS,
  CSV_STOCK_COLUMN,
  type ImportFormat,
  parsePublished,
  priceErrors,
  stockErrors,
  type Texts,
  textErrors,
  unknownCsvColumns,
} from '@storefront/domain/catalog-ops';
import { restoreCell } from '@storefront/domain/csv';
import type { FieldError } from '@storefront/domain/errors';
import { toMinor } from '@storefront/domain/money';
import { PICTURE_MESSAGE_PARAMS, PICTURE_MESSAGES } from '@storefront/domain/pictures';
import { slugify } from '@storefront/domain/slug';
import { VARIANT_KEYS, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { catalogueImports, exchangeUploads, type ImportRowError } from '../../db/schema/catalog-ops.ts';
import { invalid, notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ImageStorage } from '../../providers/images/image-storage.ts';
import { recordAudit } from '../audit/audit.ts';
import { markCatalogChanged } from '../catalog/catalog-changes.ts';
import { refreshCatalogProducts } from '../catalog/catalog-refresh.ts';
import { PictureError } from '../pictures/picture-store.ts';
import { CsvFileError, readCsv, slices } from './catalog-csv.ts';
import { applyGroups } from './categories.admin.ts';
import { CmlFileError, type CmlGroup, type CmlOptions, type ImportRow, parseCommerceMl } from './commerceml.ts';
import { loadProductImages, type ProductImage, storeProductPicture, writeProductImages } from './product-images.ts';
import { type CatalogueRefs, loadRefs, REF_KEY } from './product-refs.ts';
import {
  applyProductChange,
  loadProductStates,
  lockStockRows,
  type Price,
  type ProductChange,
  type ProductState,
  samePrice,
  skuPriceKey,
} from './product-state.ts';
import type { ImportView } from './products.schemas.ts';

declare module '../../jobs/queue.ts' {
  interface JobPayloads {
    'catalogue-import': { importId: number };
  }
}

/** Rows checked between two progress updates. */
const CHUNK = 500;
/** Errors kept in the report (the first ones; a file wrong throughout would otherwise fill it). */
const MAX_ERRORS = 1000;

const fileError = (message: string, params?: Record<string, string>) =>
  invalid([{ name: 'file', message, ...(params ? { params } : {}) }]);

/** A zip archive's first bytes (a local file header, or an empty archive's end record). */
export const isZip = (bytes: Buffer) =>
  bytes.length >= 4 && bytes.readUInt16BE(0) === 0x504b && [0x0304, 0x0506].includes(bytes.readUInt16BE(2));

/** A file's text and whether it is XML, or 400 naming what is wrong with the file as a whole. */
function decodeFile(bytes: Buffer, fileName: string): { xml: boolean; text: string } {
  if (bytes.length > CATALOGUE_LIMITS.maxImportBytes)
    throw fileError(CATALOGUE_MESSAGES.tooLarge, { mb: String(CATALOGUE_LIMITS.maxImportBytes / 2 ** 20) });
  if (isZip(bytes) || /\.zip$/i.test(fileName)) throw fileError(CATALOGUE_MESSAGES.zip);
  const start = bytes.subarray(0, 200).toString('latin1');
  const xml = /\.xml$/i.test(fileName) || /^(\uFEFF|ï»¿)?\s*</.test(start);
  // 1C writes UTF-8, or Windows-1251 when told to; anything else (or bytes that are not what the declaration says) is refused.
  const declared = xml ? (/^[^>]*encoding=["']([\w-]+)["']/.exec(start)?.[1]?.toLowerCase() ?? 'utf-8') : 'utf-8';
  const encoding = { 'utf-8': 'utf-8', utf8: 'utf-8', 'windows-1251': 'windows-1251', cp1251: 'windows-1251' }[
    declared
  ];
  // An XML file's refusal names the encoding its declaration gives (or the UTF-8 it did not turn out to be).
  const refuse = () =>
    xml ? fileError(CATALOGUE_MESSAGES.xmlEncoding, { encoding: declared }) : fileError(CATALOGUE_MESSAGES.encoding);
  if (!encoding) throw refuse();
  try {
    return { xml, text: new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    throw refuse();
  }
}

/** A row of a file, or a problem found reading one (a row with more or fewer cells than the header…). */
type SourceItem = ImportRow | ImportRowError;
const isProblem = (item: SourceItem): item is ImportRowError => 'message' in item;

interface ImportSource {
  format: ImportFormat;
  groups: CmlGroup[];
  /** The file's rows and problems; a CSV's are read as they are taken, in file order. */
  items: Iterable<SourceItem> | AsyncIterable<SourceItem>;
}

/**
 * A CSV cell's value: trimmed, then without the quote the export put before a formula-looking text
 * (domain csv.ts), so an exported `'=SUM(A1)` is imported as the name `=SUM(A1)` it was. Trimmed first,
 * so a guarded text beginning with a tab or line break keeps it.
 */
const csvValue = (cell: string | undefined) => restoreCell(cell?.trim() ?? '');

/** The rows of a CSV text, read as they are taken; 400 on the file as a whole (header, quotes) when reached. */
async function* csvItems(text: string): AsyncGenerator<SourceItem> {
  let header: string[] | undefined;
  try {
    for await (const record of readCsv(slices(text))) {
      if (!header) header = csvHeader(record.cells);
      else if (record.cells.length !== header.length)
        yield { line: record.line, field: '', message: CATALOGUE_MESSAGES.columns };
      else
        yield {
          line: record.line,
          cells: Object.fromEntries(header.map((h, i) => [h, csvValue(record.cells[i])])),
        };
    }
  } catch (error) {
    if (error instanceof CsvFileError) throw fileError(CATALOGUE_MESSAGES.quotes, { line: String(error.line) });
    throw error;
  }
  if (!header) throw fileError(CATALOGUE_MESSAGES.empty);
}

/** A CSV's column names; 400 without `article` or with a column the import does not know. */
function csvHeader(cells: string[]): string[] {
  const header = cells.map((c) => c.trim().toLowerCase());
  if (!header.includes('article')) throw fileError(CATALOGUE_MESSAGES.empty);
  const unknown = unknownCsvColumns(header);
  if (unknown.length > 0) throw fileError(CATALOGUE_MESSAGES.unknownColumns, { columns: unknown.join(', ') });
  return header;
}

/** The rows of a file (CSV or CommerceML); 400 on the file as a whole (a CSV's as its rows are read). */
function readSource(text: string, xml: boolean, options: CmlOptions): ImportSource {
  if (!xml) return { format: 'csv', groups: [], items: csvItems(text) };
  try {
    const file = parseCommerceMl(text, options);
    return { format: file.format, groups: file.groups, items: [...file.problems, ...file.rows] };
  } catch (error) {
    if (!(error instanceof CmlFileError)) throw error;
    throw fileError(CATALOGUE_MESSAGES.xml, {
      line: String(error.line),
      column: String(error.column),
      reason: error.reason,
    });
  }
}

/** The items in lists of `size` (the last one shorter), as they are taken. */
async function* inChunks<T>(items: Iterable<T> | AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** The store an offer's plain quantity (CommerceML Количество without Склад) counts in: the first warehouse. */
async function defaultStockStore(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from stores where kind = 'warehouse' order by id limit 1`,
  );
  return row?.id ?? null;
}

/** Checks a file and queues its import; answers the import's id (400 on the file as a whole). */
export async function createImport(
  db: Db,
  jobs: JobQueue,
  input: { fileName: string; bytes: Buffer; staffId: number | null },
): Promise<number> {
  const { xml, text } = decodeFile(input.bytes, input.fileName);
  // Which price type is the old price does not change what the file holds: the job reads that.
  const { format, items } = readSource(text, xml, { stockStoreId: await defaultStockStore(db), oldPriceTypes: [] });
  let total = 0;
  for await (const chunk of inChunks(items, CHUNK)) total += chunk.length;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogueImports)
      .values({
        staffId: input.staffId,
        fileName: input.fileName,
        format,
        content: text,
        total,
      })
      .returning({ id: catalogueImports.id });
    const id = (row as { id: number }).id;
    await jobs.enqueue('catalogue-import', { importId: id }, { tx });
    return id;
  });
}

const viewColumns = {
  id: catalogueImports.id,
  fileName: catalogueImports.fileName,
  format: catalogueImports.format,
  status: catalogueImports.status,
  total: catalogueImports.total,
  done: catalogueImports.done,
  changed: catalogueImports.changed,
  errors: catalogueImports.errors,
  createdAt: catalogueImports.createdAt,
  finishedAt: catalogueImports.finishedAt,
};
type ViewRow = { [K in keyof typeof viewColumns]: (typeof catalogueImports.$inferSelect)[K] };

const view = (r: ViewRow): ImportView => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

export async function getImport(db: Db, id: number): Promise<ImportView> {
  const [row] = await db.select(viewColumns).from(catalogueImports).where(eq(catalogueImports.id, id));
  if (!row) throw notFound('No such import');
  return view(row);
}

export async function listImports(db: Db): Promise<ImportView[]> {
  const rows = await db.select(viewColumns).from(catalogueImports).orderBy(desc(catalogueImports.id)).limit(20);
  return rows.map(view);
}

/** A whole-currency cell as minor units; NaN when it is not a number. */
const minorOf = (cell: string, variant: (typeof VARIANT_KEYS)[number]) =>
  toMinor(Number(cell.replace(/\s/g, '').replace(',', '.')), VARIANTS[variant].currency);

/** What the job knows while checking rows: the stores, the names products may be filed under, the file's groups. */
interface CheckContext {
  storeIds: Set<number>;
  refs: CatalogueRefs;
  groups: Set<string>;
  /** CommerceML offers add the sizes a product does not have yet (a CSV's unknown size is an error). */
  addSizes: boolean;
  /** CommerceML offers price sizes: an offer's prices are its size's, resolved per product (`resolveOfferPrices`). */
  offerPrices: boolean;
}

/** One product as the checked rows ask for it: an existing one's change, or a new one. */
interface Planned {
  line: number;
  /** The product part of the first row, which the product's other rows must repeat. */
  key: string;
  state: ProductState | null;
  article: string;
  externalId: string | null;
  change: ProductChange;
  /** Resolved when applying: a group of this file (the category), a brand the import creates. */
  categoryGroup?: string;
  newBrand?: string;
  sizes: string[];
  /** Sizes an existing product gets. */
  newSizes: string[];
  /** The product's pictures, when the file names them (CommerceML's Картинка). */
  images?: ProductImage[];
  stock: { size: string; storeId: number; quantity: number }[];
  /** Sizes' own prices (null: the size costs the product's price). */
  sizePrices: { size: string; variant: VariantKey; price: Price | null }[];
  /** CommerceML offers' prices per size, before `resolveOfferPrices` turns them into the product's and sizes' prices. */
  offerPrices: { size: string; prices: Partial<Record<VariantKey, Price | null>> }[];
}

/** What one row asks of its product and its SKU, with the row's errors. */
function rowPlan(
  row: ImportRow,
  state: ProductState | null,
  ctx: CheckContext,
): { plan: Planned; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const cells = row.cells;
  const has = (name: string) => name in cells;
  const cell = (name: string) => cells[name] ?? '';
  const change: ProductChange = {};
  const plan: Planned = {
    line: row.line,
    key: '',
    state,
    article: cell('article') || (state?.article ?? ''),
    externalId: cell('external_id') || null,
    change,
    sizes: [cell('size')],
    newSizes: [],
    stock: [],
    sizePrices: [],
    offerPrices: [],
  };
  const creating = !state && has('name_ru');
  if (!state && !creating) {
    errors.push({ name: has('article') ? 'article' : 'external_id', message: CATALOGUE_MESSAGES.unknownArticle });
    return { plan, errors };
  }
  for (const lang of CATALOGUE_LANGS) {
    // A new product's missing languages repeat its Russian name.
    const name = has(`name_${lang}`) ? cell(`name_${lang}`) : creating ? cell('name_ru') : undefined;
    if (name !== undefined) {
      errors.push(...textErrors('name', name, `name_${lang}`));
      change.names = { ...change.names, [lang]: name };
    }
    const description = has(`description_${lang}`) ? cell(`description_${lang}`) : creating ? '' : undefined;
    if (description !== undefined) {
      errors.push(...textErrors('description', description, `description_${lang}`));
      change.descriptions = { ...change.descriptions, [lang]: description };
    }
  }
  for (const column of CSV_REF_COLUMNS) {
    const value = cell(column);
    if (!value) {
      if (creating) errors.push({ name: column, message: CATALOGUE_MESSAGES.refRequired });
      continue;
    }
    const id = ctx.refs[REF_KEY[column]].byName.get(value.toLowerCase());
    if (id !== undefined) change.refs = { ...change.refs, [REF_KEY[column]]: id };
    else if (column === 'category' && ctx.groups.has(value)) plan.categoryGroup = value;
    else if (column === 'brand') plan.newBrand = value;
    else errors.push({ name: column, message: CATALOGUE_MESSAGES.unknownRef });
  }
  if (has('published') || creating) {
    const published = has('published') ? parsePublished(cell('published')) : true;
    if (published === null) errors.push({ name: 'published', message: CATALOGUE_MESSAGES.published });
    else change.published = published;
  }
  for (const variant of VARIANT_KEYS) {
    if (!has(`price_${variant}`) && !has(`old_price_${variant}`)) continue;
    const current = state?.prices[variant] ?? null;
    const given = (column: string, otherwise: number | null) =>
      has(column) ? (cell(column) === '' ? null : minorOf(cell(column), variant)) : otherwise;
    const price = given(`price_${variant}`, current?.price ?? null);
    const oldPrice = given(`old_price_${variant}`, current?.oldPrice ?? null);
    errors.push(
      ...priceErrors({ variant, price, oldPrice }, (part) =>
        part === 'price' ? `price_${variant}` : `old_price_${variant}`,
      ),
    );
    change.prices = { ...change.prices, [variant]: price === null ? null : { price, oldPrice } };
  }
  const skuId = state?.skus.get(cell('size'));
  for (const variant of VARIANT_KEYS) {
    const [priceColumn, oldColumn] = [`size_price_${variant}`, `size_old_price_${variant}`];
    if (!has(priceColumn) && !has(oldColumn)) continue;
    const current = (skuId !== undefined && state?.skuPrices.get(skuPriceKey(skuId, variant))) || null;
    const given = (column: string, otherwise: number | null) =>
      has(column) ? (cell(column) === '' ? null : minorOf(cell(column), variant)) : otherwise;
    const price = given(priceColumn, current?.price ?? null);
    const oldPrice = given(oldColumn, current?.oldPrice ?? null);
    errors.push(...priceErrors({ variant, price, oldPrice }, (part) => (part === 'price' ? priceColumn : oldColumn)));
    const productPrice = change.prices && variant in change.prices ? change.prices[variant] : state?.prices[variant];
    if (price !== null && !productPrice)
      errors.push({ name: priceColumn, message: CATALOGUE_MESSAGES.sizePriceWithoutPrice });
    plan.sizePrices.push({ size: cell('size'), variant, price: price === null ? null : { price, oldPrice } });
  }
  // An offer of a size prices that size: the product's price is worked out from all its offers.
  if (ctx.offerPrices && cell('size') !== '' && change.prices) {
    plan.offerPrices.push({ size: cell('size'), prices: change.prices });
    delete change.prices;
  }
  const stockColumns = Object.keys(cells).filter((c) => CSV_STOCK_COLUMN.test(c));
  if (state && skuId === undefined) {
    if (ctx.addSizes && cell('size') !== '') plan.newSizes.push(cell('size'));
    else if (stockColumns.length > 0 || plan.sizePrices.length > 0)
      errors.push({ name: 'size', message: CATALOGUE_MESSAGES.unknownSize });
  }
  for (const column of stockColumns) {
    const storeId = Number(CSV_STOCK_COLUMN.exec(column)?.[1]);
    if (!ctx.storeIds.has(storeId)) {
      errors.push({ name: column, message: CATALOGUE_MESSAGES.unknownStore });
      continue;
    }
    if (cell(column) === '') continue;
    const quantity = Number(cell(column));
    errors.push(...stockErrors(quantity, column));
    plan.stock.push({ size: cell('size'), storeId, quantity });
  }
  plan.key = JSON.stringify([change, plan.categoryGroup, plan.newBrand]);
  return { plan, errors };
}

/** The report's name of a column: CommerceML reports name the elements the values came from. */
function fieldName(format: ImportFormat, column: string): string {
  if (format === 'csv' || column === '') return column;
  const elements: Record<string, string> = {
    external_id: 'Ид',
    article: 'Артикул',
    size: 'ХарактеристикиТовара',
    name_ru: 'Наименование',
    description_ru: 'Описание',
    category: 'Группы',
    brand: 'Изготовитель',
    colour: 'ЗначенияСвойств',
    material: 'ЗначенияСвойств',
    published: 'Статус',
  };
  if (/^(size_)?(old_)?price_/.test(column)) return 'Цена';
  if (column.startsWith('stock_')) return 'Склад';
  return elements[column] ?? column;
}

async function setProgress(db: Db, id: number, values: Partial<typeof catalogueImports.$inferInsert>) {
  await db.update(catalogueImports).set(values).where(eq(catalogueImports.id, id));
}

/** What the shop's settings tell the import job. */
export interface ImportSettings {
  /** CommerceML price types that are the old price (CML_OLD_PRICE_TYPES). */
  oldPriceTypes: readonly string[];
  /** Where products' pictures are kept. */
  storage: ImageStorage;
}

/**
 * The files a CommerceML import's pictures are read from: those 1C's exchange uploaded in the session
 * the import came from (none for a file uploaded in the back office). Null: no such file.
 */
async function pictureFiles(db: Db, importId: number): Promise<(name: string) => Promise<Buffer | null>> {
  const [upload] = await db
    .select({ session: exchangeUploads.session })
    .from(exchangeUploads)
    .where(eq(exchangeUploads.importId, importId));
  return async (name) => {
    if (!upload) return null;
    const [file] = await db
      .select({ content: exchangeUploads.content })
      .from(exchangeUploads)
      .where(and(eq(exchangeUploads.session, upload.session), eq(exchangeUploads.fileName, name)));
    return file?.content ?? null;
  };
}

/** The job: check every row, then apply all of them in one transaction, or report the errors. */
export async function runImport(db: Db, importId: number, settings: ImportSettings): Promise<void> {
  const [job] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, importId));
  if (!job || job.status === 'done' || job.status === 'failed') return;
  await setProgress(db, importId, { status: 'checking', done: 0 });
  const source = readSource(job.content, job.format !== 'csv', {
    stockStoreId: await defaultStockStore(db),
    oldPriceTypes: settings.oldPriceTypes,
  });
  const { plans, errors, rowCount } = await checkRows(db, importId, source, settings);
  if (errors.length > 0) {
    errors.sort((a, b) => a.line - b.line);
    await setProgress(db, importId, { status: 'failed', errors, content: '', finishedAt: new Date() });
    return;
  }
  for (const plan of plans.values()) resolveOfferPrices(plan);
  await setProgress(db, importId, { status: 'applying' });
  await db.transaction((tx) => applyImport(tx, { ...job, rowCount }, source.groups, [...plans.values()]));
}

/**
 * Every row of the file checked against the catalogue, a chunk at a time as they are read (progress:
 * rows done): the products' plans, keyed by product, the errors (the first MAX_ERRORS) and the rows read.
 */
async function checkRows(
  db: Db,
  importId: number,
  source: ImportSource,
  settings: ImportSettings,
): Promise<{ plans: Map<string, Planned>; errors: ImportRowError[]; rowCount: number }> {
  const ctx: CheckContext = {
    storeIds: new Set((await queryRows<{ id: number }>(db, sql`select id from stores`)).map((s) => s.id)),
    refs: await loadRefs(db),
    groups: new Set(source.groups.map((g) => g.externalId)),
    addSizes: source.format !== 'csv',
    offerPrices: source.format === 'cml-offers',
  };
  const errors: ImportRowError[] = [];
  const report = (line: number, field: string, message: string, params?: Record<string, string>) => {
    if (errors.length < MAX_ERRORS)
      errors.push({ line, field: fieldName(source.format, field), message, ...(params ? { params } : {}) });
  };
  for (const group of source.groups) {
    for (const e of textErrors('name', group.name, 'name_ru')) report(group.line, e.name, e.message);
  }
  const plans = new Map<string, Planned>();
  const seen = new Set<string>();
  const pictureFile = await pictureFiles(db, importId);
  /**
   * A row's pictures: one the product has from the same file name is kept as it is (with its alt
   * texts); others are read from the uploaded files, checked and stored. Problems are the row's.
   */
  const pictures = async (row: ImportRow, current: readonly ProductImage[]): Promise<ProductImage[]> => {
    const images: ProductImage[] = [];
    for (const name of (row.pictures ?? []).slice(0, CATALOGUE_LIMITS.images)) {
      const known = current.find((image) => image.source === name);
      const bytes = known ? null : await pictureFile(name);
      try {
        const stored = known ?? (bytes ? await storeProductPicture(settings.storage, bytes) : null);
        if (stored === null) report(row.line, 'Картинка', CATALOGUE_MESSAGES.picture, { file: name });
        else images.push({ alt: {}, source: name, ...stored });
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        report(row.line, 'Картинка', PICTURE_MESSAGES[error.problem], { file: name, ...PICTURE_MESSAGE_PARAMS });
      }
    }
    return images;
  };
  let done = 0;
  let rowCount = 0;
  for await (const items of inChunks(source.items, CHUNK)) {
    const chunk: ImportRow[] = [];
    for (const item of items) {
      if (isProblem(item)) report(item.line, item.field, item.message, item.params);
      else chunk.push(item);
    }
    rowCount += chunk.length;
    const keys = [
      ...new Set(chunk.flatMap((r) => [r.cells.article, r.cells.external_id].filter((k) => !!k) as string[])),
    ];
    const states = [...(await loadProductStates(db, { keys })).values()];
    const images = await loadProductImages(
      db,
      states.map((s) => s.id),
    );
    const byArticle = new Map(states.map((s) => [s.article, s]));
    const byExternal = new Map(states.filter((s) => s.externalId).map((s) => [s.externalId as string, s]));
    for (const row of chunk) {
      const article = row.cells.article ?? '';
      const externalId = row.cells.external_id ?? '';
      const rowKey = `${externalId || article}\u0000${row.cells.size ?? ''}`;
      if (seen.has(rowKey)) {
        report(row.line, externalId ? 'external_id' : 'article', CATALOGUE_MESSAGES.duplicateRow);
        continue;
      }
      seen.add(rowKey);
      const state = (externalId && byExternal.get(externalId)) || byArticle.get(article) || null;
      const { plan, errors: rowErrors } = rowPlan(row, state, ctx);
      for (const e of rowErrors) report(row.line, e.name, e.message);
      if (rowErrors.length > 0) continue;
      // An empty list leaves the pictures alone: 1C set not to send pictures sends none.
      if (row.pictures?.length) plan.images = await pictures(row, (state && images.get(state.id)) ?? []);
      const productKey = state ? `#${state.id}` : `new:${plan.article}`;
      const earlier = plans.get(productKey);
      if (!earlier) plans.set(productKey, plan);
      else if (earlier.key !== plan.key) report(row.line, 'article', CATALOGUE_MESSAGES.conflictingRow);
      else {
        earlier.sizes.push(...plan.sizes);
        earlier.newSizes.push(...plan.newSizes);
        earlier.stock.push(...plan.stock);
        earlier.sizePrices.push(...plan.sizePrices);
        earlier.offerPrices.push(...plan.offerPrices);
      }
    }
    done += items.length;
    await setProgress(db, importId, { done });
  }
  return { plans, errors, rowCount };
}

/** All plans applied in the transaction `tx`: groups, brands, new products and sizes, then every change; audited. */
async function applyImport(
  tx: Db,
  job: Pick<typeof catalogueImports.$inferSelect, 'id' | 'staffId' | 'fileName'> & { rowCount: number },
  fileGroups: CmlGroup[],
  all: Planned[],
): Promise<void> {
  const groups = await applyGroups(tx, fileGroups, job.staffId);
  const brandIds = await createBrands(
    tx,
    all.flatMap((p) => (p.newBrand ? [p.newBrand] : [])),
  );
  for (const plan of all) {
    if (plan.categoryGroup) plan.change.refs = { ...plan.change.refs, categoryId: groups.ids.get(plan.categoryGroup) };
    if (plan.newBrand) plan.change.refs = { ...plan.change.refs, brandId: brandIds.get(plan.newBrand) };
  }
  const created = await createProducts(
    tx,
    all.filter((p) => !p.state),
  );
  const sized = await addSizes(
    tx,
    all.filter((p) => p.state && p.newSizes.length > 0),
  );
  const changed = new Set([...created, ...sized]);
  // A thousand products at a time: their states (locked) and their writes, so memory stays bounded.
  for (let at = 0; at < all.length; at += 1000) await writeProducts(tx, all.slice(at, at + 1000), changed);
  const changedIds = [...changed];
  for (let i = 0; i < changedIds.length; i += 1000) await refreshCatalogProducts(tx, changedIds.slice(i, i + 1000));
  if (changedIds.length > 0 || groups.changed) {
    await recordAudit(tx, {
      staffId: job.staffId,
      action: 'catalogue.import',
      entity: { type: 'catalogue_import', id: job.id },
      before: null,
      after: {
        fileName: job.fileName,
        rows: job.rowCount,
        changedProducts: changedIds.length,
        createdProducts: created.length,
      },
    });
    // New or changed groups change the tree: a full rebuild; products alone are applied in place.
    await markCatalogChanged(tx, groups.changed);
  }
  await tx
    .update(catalogueImports)
    .set({ status: 'done', changed: changedIds.length, content: '', finishedAt: new Date() })
    .where(eq(catalogueImports.id, job.id));
}

/**
 * One chunk of planned products written: their states loaded (locked), existing products changed
 * where they differ, new products' prices and stock inserted; `changed` gains the products changed.
 */
async function writeProducts(tx: Db, chunk: Planned[], changed: Set<number>): Promise<void> {
  const states = await loadProductStates(tx, { keys: chunk.map((p) => p.state?.article ?? p.article) }, true);
  const images = await loadProductImages(tx, [...states.keys()]);
  const byArticle = new Map([...states.values()].map((s) => [s.article, s]));
  const prices: { product_id: number; variant: string; price: number; old_price: number | null }[] = [];
  const skuPrices: { sku_id: number; variant: string; price: number; old_price: number | null }[] = [];
  const stock: { sku_id: number; store_id: number; quantity: number }[] = [];
  // The chunk's existing stock rows are locked at once, in the order placing an order locks them,
  // before any product's change writes its own.
  await lockStockRows(
    tx,
    chunk.flatMap((plan) => {
      const state = plan.state && byArticle.get(plan.state.article);
      if (!state) return [];
      return plan.stock.flatMap((s) => {
        const skuId = state.skus.get(s.size);
        return skuId === undefined ? [] : [{ skuId, storeId: s.storeId }];
      });
    }),
  );
  for (const plan of chunk) {
    const state = byArticle.get(plan.state?.article ?? plan.article);
    if (!state) continue;
    if (plan.images && (await writeProductImages(tx, state.id, plan.images, images.get(state.id) ?? [])))
      changed.add(state.id);
    const skuStock = plan.stock.map((s) => ({
      skuId: state.skus.get(s.size) as number,
      storeId: s.storeId,
      quantity: s.quantity,
    }));
    const sizePrices = plan.sizePrices.flatMap((p) => {
      const skuId = state.skus.get(p.size);
      return skuId === undefined ? [] : [{ skuId, variant: p.variant, price: p.price }];
    });
    if (plan.state) {
      const change = await applyProductChange(tx, state, {
        ...plan.change,
        skuPrices: sizePrices,
        stock: skuStock,
      });
      if (change) changed.add(state.id);
      continue;
    }
    // A new product has no prices or stock to compare with: they are inserted together, below.
    for (const [variant, price] of Object.entries(plan.change.prices ?? {}))
      if (price) prices.push({ product_id: state.id, variant, price: price.price, old_price: price.oldPrice });
    for (const s of skuStock) stock.push({ sku_id: s.skuId, store_id: s.storeId, quantity: s.quantity });
    for (const p of sizePrices)
      if (p.price)
        skuPrices.push({ sku_id: p.skuId, variant: p.variant, price: p.price.price, old_price: p.price.oldPrice });
  }
  if (prices.length > 0)
    await tx.execute(sql`insert into product_prices (product_id, variant, price, old_price)
      select * from jsonb_to_recordset(${JSON.stringify(prices)}::jsonb)
        as x(product_id int, variant text, price int, old_price int)`);
  if (skuPrices.length > 0)
    await tx.execute(sql`insert into sku_prices (sku_id, variant, price, old_price)
      select * from jsonb_to_recordset(${JSON.stringify(skuPrices)}::jsonb)
        as x(sku_id int, variant text, price int, old_price int)`);
  if (stock.length > 0)
    await tx.execute(sql`insert into stock (sku_id, store_id, quantity)
      select * from jsonb_to_recordset(${JSON.stringify(stock)}::jsonb) as x(sku_id int, store_id int, quantity int)`);
}

/**
 * The prices of a product's CommerceML offers of sizes: per variant, the cheapest offer's price (and
 * its old price) is the product's, and a size whose offer differs from it gets its own; the others
 * lose theirs. The same file gives the same prices, so importing it again changes nothing.
 */
function resolveOfferPrices(plan: Planned): void {
  for (const variant of VARIANT_KEYS) {
    const offers = plan.offerPrices.filter((o) => variant in o.prices);
    if (offers.length === 0) continue;
    let base: Price | null = null;
    for (const o of offers) {
      const price = o.prices[variant];
      if (price && (!base || price.price < base.price)) base = price;
    }
    plan.change.prices = { ...plan.change.prices, [variant]: base };
    for (const o of offers) {
      const price = o.prices[variant] ?? null;
      plan.sizePrices.push({ size: o.size, variant, price: price && base && !samePrice(price, base) ? price : null });
    }
  }
}

/** Brands named by the file that do not exist yet, by name → id (their code is the name's slug). */
async function createBrands(tx: Db, names: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return new Map();
  const rows = unique.map((name) => ({ name, code: slugify(name) || 'brand' }));
  await tx.execute(sql`insert into brands (code, name, country)
    select code, name, '' from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(code text, name text)
    on conflict (code) do nothing`);
  const found = await queryRows<{ id: number; code: string }>(
    tx,
    sql`select id, code from brands where code = any(array(select jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.code))}::jsonb)))`,
  );
  const byCode = new Map(found.map((b) => [b.code, b.id]));
  return new Map(rows.map((r) => [r.name, byCode.get(r.code) as number]));
}

/**
 * Inserts new products (texts, what they are filed under, publication) and their SKUs, a thousand
 * per statement; their prices and stock are inserted after them. Answers their ids.
 */
async function createProducts(tx: Db, plans: Planned[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < plans.length; i += 1000) {
    const batch = plans.slice(i, i + 1000).map((p) => ({
      article: p.article,
      slug: `${slugify(p.change.names?.ru ?? '')}-${slugify(p.article)}`.replace(/^-/, ''),
      external_id: p.externalId,
      category_id: p.change.refs?.categoryId,
      brand_id: p.change.refs?.brandId,
      colour_id: p.change.refs?.colourId,
      material_id: p.change.refs?.materialId,
      name: p.change.names as Texts,
      description: p.change.descriptions as Texts,
      published: p.change.published ?? true,
      sizes: p.sizes,
    }));
    // Articles are unique but their slugs need not be ('A-1' and 'a_1'): a taken slug gets a number.
    const slugsTaken = async (slugs: string[]) =>
      new Set(
        (
          await queryRows<{ slug: string }>(
            tx,
            sql`select slug from products where slug = any(array(select jsonb_array_elements_text(${JSON.stringify(slugs)}::jsonb)))`,
          )
        ).map((r) => r.slug),
      );
    const taken = await slugsTaken(batch.map((b) => b.slug));
    const inBatch = new Set<string>();
    for (const b of batch) {
      const base = b.slug;
      for (let n = 2; taken.has(b.slug) || inBatch.has(b.slug); n += 1) {
        b.slug = `${base}-${n}`;
        if ((await slugsTaken([b.slug])).size > 0) taken.add(b.slug);
      }
      inBatch.add(b.slug);
    }
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`with x as (select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(article text, slug text,
          external_id text, category_id int, brand_id int, colour_id int, material_id int, name jsonb,
          description jsonb, published boolean, sizes jsonb)),
        p as (insert into products (article, slug, external_id, category_id, brand_id, colour_id, material_id,
            model_key, name, description, attributes, package_size, weight_grams, published)
          select article, slug, external_id, category_id, brand_id, colour_id, material_id, article, name,
            description, '[]'::jsonb, '', 0, published from x
          returning id, article)
      insert into product_skus (product_id, size, position)
      select p.id, nullif(s.size, ''), s.position - 1 from p join x on x.article = p.article,
        jsonb_array_elements_text(x.sizes) with ordinality as s(size, position)
      returning product_id as id`,
    );
    ids.push(...new Set(inserted.map((r) => r.id)));
  }
  return ids;
}

/**
 * Adds the sizes of CommerceML offers to existing products, after their present sizes. A product
 * without sizes (one SKU without a size, as import.xml creates it) turns that SKU into its first
 * size, so what refers to the SKU (baskets, orders, stock) stays. Answers the products' ids.
 */
async function addSizes(tx: Db, plans: Planned[]): Promise<number[]> {
  const rows = plans.flatMap((p) =>
    [...new Set(p.newSizes)].map((size, i) => ({ product_id: p.state?.id as number, size, n: i })),
  );
  if (rows.length === 0) return [];
  await tx.execute(sql`with x as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(product_id int, size text, n int)),
      sizeless as (select s.id, s.product_id from product_skus s
        where s.size is null and s.product_id in (select product_id from x)
          and (select count(*) from product_skus o where o.product_id = s.product_id) = 1),
      renamed as (update product_skus s set size = x.size from sizeless, x
        where s.id = sizeless.id and x.product_id = sizeless.product_id and x.n = 0 returning s.product_id)
    insert into product_skus (product_id, size, position)
    select x.product_id, x.size, coalesce((select max(position) from product_skus s where s.product_id = x.product_id), -1) + 1 + x.n
      - (case when x.product_id in (select product_id from sizeless) then 1 else 0 end)
    from x where not (x.n = 0 and x.product_id in (select product_id from sizeless))`);
  return [...new Set(rows.map((r) => r.product_id))];
}

const RETRIES = 3;

export function defineCatalogueImportJob(queue: JobQueue, db: Db, settings: ImportSettings): void {
  queue.define('catalogue-import', {
    // A failure that is not the file's (the database went away) is retried; the file's own are reported.
    retryLimit: RETRIES,
    retryDelayS: 10,
    expireInS: 3600,
    run: async ({ importId }, { attempt }) => {
      try {
        await runImport(db, importId, settings);
      } catch (error) {
        // The last attempt leaves the import failed (nothing was applied), not forever in progress.
        if (attempt > RETRIES) {
          const errors = [{ line: 0, field: '', message: CATALOGUE_MESSAGES.internal }];
          await setProgress(db, importId, { status: 'failed', errors, content: '', finishedAt: new Date() });
        }
        throw error;
      }
    },
  });
}
