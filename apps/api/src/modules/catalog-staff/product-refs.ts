/**
 * The names an import may file a product under, and the codes an export writes: categories by path
 * or ERP id, brands by code or name, colours and materials by code or a name in any language.
 */
import type { CsvRefColumn } from '@storefront/domain/catalog-ops';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { ProductRefs } from './product-state.ts';

export interface RefTable {
  /** Lower-cased code, name or path → id. */
  byName: Map<string, number>;
  /** id → what the export writes. */
  code: Map<number, string>;
}

export type CatalogueRefs = Record<keyof ProductRefs, RefTable>;

/** The field of a product each reference column of the CSV sets. */
export const REF_KEY: Record<CsvRefColumn, keyof ProductRefs> = {
  category: 'categoryId',
  brand: 'brandId',
  colour: 'colourId',
  material: 'materialId',
};

function table(rows: { id: number; code: string; names: (string | null)[] }[]): RefTable {
  const byName = new Map<string, number>();
  for (const r of rows) for (const name of [r.code, ...r.names]) if (name) byName.set(name.toLowerCase(), r.id);
  return { byName, code: new Map(rows.map((r) => [r.id, r.code])) };
}

export async function loadRefs(db: Db): Promise<CatalogueRefs> {
  const [categories, brands, colours, materials] = await Promise.all([
    queryRows<{ id: number; code: string; names: (string | null)[] }>(
      db,
      sql`select id, path as code, array[external_id] as names from categories`,
    ),
    queryRows<{ id: number; code: string; names: string[] }>(
      db,
      sql`select id, code, array[name] as names from brands`,
    ),
    queryRows<{ id: number; code: string; names: string[] }>(
      db,
      sql`select id, code, array[name->>'ru', name->>'en', name->>'kk'] as names from colours`,
    ),
    queryRows<{ id: number; code: string; names: string[] }>(
      db,
      sql`select id, code, array[name->>'ru', name->>'en', name->>'kk'] as names from materials`,
    ),
  ]);
  return {
    categoryId: table(categories),
    brandId: table(brands),
    colourId: table(colours),
    materialId: table(materials),
  };
}
