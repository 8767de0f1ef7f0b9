/**
 * CSV import of products, prices and stock (the format: docs/catalogue-csv.md and the domain's
 * CSV_* columns). Uploading checks the file itself (size, UTF-8, header) and queues a job; the job
 * checks every row against the catalogue (progress: rows done / total), and only when no row has an
 * error applies all of them in one transaction, writing only what differs — so a failed import
 * changes nothing and importing the same file again changes nothing either.
 */
import {
  CATALOGUE_LANGS,
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES,
  CSV_STOCK_COLUMN,
  parsePublished,
  priceErrors,
  stockErrors,
  textErrors,
  unknownCsvColumns,
} from '@storefront/domain/catalogue-ops';
import type { FieldError } from '@storefront/domain/errors';
import { toMinor } from '@storefront/domain/money';
import { VARIANT_KEYS, VARIANTS } from '@storefront/domain/variants';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueImports, type ImportRowError } from '../../db/schema/catalogue-ops.ts';
import { invalid, notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { recordAudit } from '../audit/audit.ts';
import { markCatalogChanged } from '../catalog/catalog-changes.ts';
import { refreshCatalogProducts } from '../catalog/catalog-refresh.ts';
import { queryRows } from '../catalog/catalog-sql.ts';
import { type CsvRow, parseCsv } from './csv.ts';
import { applyProductChange, loadProductStates, type ProductChange, type ProductState } from './product-state.ts';
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

/** The file's text, or 400 naming what is wrong with the file as a whole. */
function fileText(bytes: Buffer): { header: string[]; rows: CsvRow[] } {
  const fail = (message: string, params?: Record<string, string>) =>
    invalid([{ name: 'file', message, ...(params ? { params } : {}) }]);
  if (bytes.length > CATALOGUE_LIMITS.maxImportBytes)
    throw fail(CATALOGUE_MESSAGES.tooLarge, { mb: String(CATALOGUE_LIMITS.maxImportBytes / 2 ** 20) });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw fail(CATALOGUE_MESSAGES.encoding);
  }
  let rows: CsvRow[];
  try {
    rows = parseCsv(text);
  } catch (error) {
    throw invalid([
      { name: 'file', message: CATALOGUE_MESSAGES.quotes, params: { line: String((error as { line: number }).line) } },
    ]);
  }
  const header = (rows[0]?.cells ?? []).map((c) => c.trim().toLowerCase());
  if (!header.includes('article')) throw fail(CATALOGUE_MESSAGES.empty);
  const unknown = unknownCsvColumns(header);
  if (unknown.length > 0) throw fail(CATALOGUE_MESSAGES.unknownColumns, { columns: unknown.join(', ') });
  return { header, rows: rows.slice(1) };
}

export async function createImport(
  db: Db,
  jobs: JobQueue,
  input: { fileName: string; bytes: Buffer; staffId: number },
): Promise<number> {
  const { rows } = fileText(input.bytes);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogueImports)
      .values({
        staffId: input.staffId,
        fileName: input.fileName,
        content: input.bytes.toString('utf8'),
        total: rows.length,
      })
      .returning({ id: catalogueImports.id });
    const id = (row as { id: number }).id;
    await jobs.enqueue('catalogue-import', { importId: id }, { tx });
    return id;
  });
}

const view = (r: typeof catalogueImports.$inferSelect): ImportView => ({
  id: r.id,
  fileName: r.fileName,
  status: r.status,
  total: r.total,
  done: r.done,
  changed: r.changed,
  errors: r.errors,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

const viewColumns = {
  id: catalogueImports.id,
  fileName: catalogueImports.fileName,
  status: catalogueImports.status,
  total: catalogueImports.total,
  done: catalogueImports.done,
  changed: catalogueImports.changed,
  errors: catalogueImports.errors,
  createdAt: catalogueImports.createdAt,
  finishedAt: catalogueImports.finishedAt,
};

export async function getImport(db: Db, id: number): Promise<ImportView> {
  const [row] = await db.select(viewColumns).from(catalogueImports).where(eq(catalogueImports.id, id));
  if (!row) throw notFound('No such import');
  return view({ ...row, staffId: null, content: '' });
}

export async function listImports(db: Db): Promise<ImportView[]> {
  const rows = await db.select(viewColumns).from(catalogueImports).orderBy(desc(catalogueImports.id)).limit(20);
  return rows.map((r) => view({ ...r, staffId: null, content: '' }));
}

/** A whole-currency cell as minor units; NaN when it is not a number. */
const minorOf = (cell: string, variant: (typeof VARIANT_KEYS)[number]) =>
  toMinor(Number(cell.replace(/\s/g, '').replace(',', '.')), VARIANTS[variant].currency);

/** What one row asks of its product (product columns) and its SKU (stock), with the row's errors. */
function rowChange(
  header: string[],
  row: CsvRow,
  state: ProductState | undefined,
  storeIds: Set<number>,
): { change: ProductChange; productKey: string; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const cell = (name: string) => row.cells[header.indexOf(name)]?.trim() ?? '';
  const has = (name: string) => header.includes(name);
  const change: ProductChange = {};
  if (!state)
    return { change, productKey: '', errors: [{ name: 'article', message: CATALOGUE_MESSAGES.unknownArticle }] };
  for (const lang of CATALOGUE_LANGS) {
    if (has(`name_${lang}`)) {
      errors.push(...textErrors('name', cell(`name_${lang}`), `name_${lang}`));
      change.names = { ...change.names, [lang]: cell(`name_${lang}`) };
    }
    if (has(`description_${lang}`)) {
      errors.push(...textErrors('description', cell(`description_${lang}`), `description_${lang}`));
      change.descriptions = { ...change.descriptions, [lang]: cell(`description_${lang}`) };
    }
  }
  if (has('published')) {
    const published = parsePublished(cell('published'));
    if (published === null) errors.push({ name: 'published', message: CATALOGUE_MESSAGES.published });
    else change.published = published;
  }
  for (const variant of VARIANT_KEYS) {
    if (!has(`price_${variant}`) && !has(`old_price_${variant}`)) continue;
    const current = state.prices[variant];
    const price = has(`price_${variant}`)
      ? cell(`price_${variant}`) === ''
        ? null
        : minorOf(cell(`price_${variant}`), variant)
      : (current?.price ?? null);
    const oldPrice = has(`old_price_${variant}`)
      ? cell(`old_price_${variant}`) === ''
        ? null
        : minorOf(cell(`old_price_${variant}`), variant)
      : (current?.oldPrice ?? null);
    const input = { variant, price, oldPrice };
    errors.push(...priceErrors(input, (part) => (part === 'price' ? `price_${variant}` : `old_price_${variant}`)));
    change.prices = { ...change.prices, [variant]: price === null ? null : { price, oldPrice } };
  }
  const stockColumns = header.filter((c) => CSV_STOCK_COLUMN.test(c));
  if (stockColumns.length > 0) {
    const skuId = state.skus.get(cell('size'));
    if (skuId === undefined) errors.push({ name: 'size', message: CATALOGUE_MESSAGES.unknownSize });
    change.stock = [];
    for (const column of stockColumns) {
      const storeId = Number(CSV_STOCK_COLUMN.exec(column)?.[1]);
      if (!storeIds.has(storeId)) {
        errors.push({ name: column, message: CATALOGUE_MESSAGES.unknownStore });
        continue;
      }
      const text = cell(column);
      if (text === '') continue;
      const quantity = Number(text);
      errors.push(...stockErrors(quantity, column));
      if (skuId !== undefined) change.stock.push({ skuId, storeId, quantity });
    }
  }
  const { stock: _stock, ...productPart } = change;
  return { change, productKey: JSON.stringify(productPart), errors };
}

async function setProgress(db: Db, id: number, values: Partial<typeof catalogueImports.$inferInsert>) {
  await db.update(catalogueImports).set(values).where(eq(catalogueImports.id, id));
}

/** The job: check every row, then apply all of them in one transaction, or report the errors. */
export async function runImport(db: Db, importId: number): Promise<void> {
  const [job] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, importId));
  if (!job || job.status === 'done' || job.status === 'failed') return;
  await setProgress(db, importId, { status: 'checking', done: 0 });
  const { header, rows } = fileText(Buffer.from(job.content, 'utf8'));
  const storeIds = new Set((await queryRows<{ id: number }>(db, sql`select id from stores`)).map((s) => s.id));
  const errors: ImportRowError[] = [];
  const changes = new Map<number, { change: ProductChange; key: string; line: number }>();
  const seen = new Set<string>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const articleAt = header.indexOf('article');
    const articles = [...new Set(chunk.map((r) => r.cells[articleAt]?.trim() ?? ''))];
    const byArticle = new Map([...(await loadProductStates(db, { articles })).values()].map((s) => [s.article, s]));
    for (const row of chunk) {
      const report = (field: string, message: string) => {
        if (errors.length < MAX_ERRORS) errors.push({ line: row.line, field, message });
      };
      if (row.cells.length !== header.length) {
        report('', CATALOGUE_MESSAGES.columns);
        continue;
      }
      const article = row.cells[articleAt]?.trim() ?? '';
      const size = row.cells[header.indexOf('size')]?.trim() ?? '';
      const rowKey = `${article}\u0000${size}`;
      if (seen.has(rowKey)) {
        report('article', CATALOGUE_MESSAGES.duplicateRow);
        continue;
      }
      seen.add(rowKey);
      const state = byArticle.get(article);
      const found = rowChange(header, row, state, storeIds);
      for (const e of found.errors) report(e.name, e.message);
      if (!state || found.errors.length > 0) continue;
      const earlier = changes.get(state.id);
      if (!earlier) {
        changes.set(state.id, { change: found.change, key: found.productKey, line: row.line });
      } else if (earlier.key !== found.productKey) {
        report('article', CATALOGUE_MESSAGES.conflictingRow);
      } else {
        earlier.change.stock = [...(earlier.change.stock ?? []), ...(found.change.stock ?? [])];
      }
    }
    await setProgress(db, importId, { done: Math.min(rows.length, start + CHUNK) });
  }
  if (errors.length > 0) {
    await setProgress(db, importId, { status: 'failed', errors, content: '', finishedAt: new Date() });
    return;
  }
  await setProgress(db, importId, { status: 'applying' });
  await db.transaction(async (tx) => {
    const states = await loadProductStates(tx, { ids: [...changes.keys()] }, true);
    const changed: number[] = [];
    for (const [id, { change }] of changes) {
      const state = states.get(id);
      if (state && (await applyProductChange(tx, state, change))) changed.push(id);
    }
    for (let i = 0; i < changed.length; i += 1000) await refreshCatalogProducts(tx, changed.slice(i, i + 1000));
    if (changed.length > 0) {
      await recordAudit(tx, {
        staffId: job.staffId,
        action: 'catalogue.import',
        entity: { type: 'catalogue_import', id: importId },
        before: null,
        after: { fileName: job.fileName, rows: rows.length, changedProducts: changed.length },
      });
      await markCatalogChanged(tx);
    }
    await tx
      .update(catalogueImports)
      .set({ status: 'done', changed: changed.length, content: '', finishedAt: new Date() })
      .where(eq(catalogueImports.id, importId));
  });
}

export function defineCatalogueImportJob(queue: JobQueue, db: Db): void {
  queue.define('catalogue-import', {
    // A failure that is not the file's (the database went away) is retried; the file's own are reported.
    retryLimit: 3,
    retryDelayS: 10,
    expireInS: 3600,
    run: ({ importId }) => runImport(db, importId),
  });
}
