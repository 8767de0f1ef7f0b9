/**
 * Reference data every listing needs (the category tree, brands, colours, materials, shops),
 * cached per database for a few minutes: it is small, changes rarely (a reseed, the back office's
 * category editing or an import, which the change feed announces), and keeping it out of the
 * request path holds a listing to one SQL statement (plus the session lookup).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, colours, materials } from '../../db/schema/catalog.ts';
import { stores } from '../../db/schema/geo.ts';
import type { I18nText } from '../../db/schema/i18n-text.ts';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  path: string;
  depth: number;
  name: I18nText;
  /** Its photograph's reference; null: drawn pictures. */
  picture: string | null;
  children: CategoryNode[];
  /** This category and every descendant: what a listing of it covers. */
  subtreeIds: number[];
}

export interface NamedCode {
  id: number;
  code: string;
  name: I18nText;
  hex?: string;
}

export interface Shop {
  id: number;
  cityId: number;
  name: I18nText;
  address: I18nText;
  metro: string | null;
}

export interface CatalogDictionary {
  byPath: Map<string, CategoryNode>;
  byId: Map<number, CategoryNode>;
  roots: CategoryNode[];
  brands: Map<number, NamedCode>;
  colours: Map<number, NamedCode>;
  materials: Map<number, NamedCode>;
  shops: Shop[];
}

const TTL_MS = 5 * 60 * 1000;
const cache = new WeakMap<Db, { at: number; value: Promise<CatalogDictionary> }>();

export function catalogDictionary(db: Db): Promise<CatalogDictionary> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = loadDictionary(db);
  cache.set(db, { at: Date.now(), value });
  value.catch(() => cache.delete(db));
  return value;
}

/** A committed catalogue change may have touched the tree or the names: load them afresh on next use. */
export function dropCatalogDictionary(db: Db): void {
  cache.delete(db);
}

async function loadDictionary(db: Db): Promise<CatalogDictionary> {
  const [categoryRows, brandRows, colourRows, materialRows, shopRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.depth), asc(categories.position), asc(categories.id)),
    db.select().from(brands),
    db.select().from(colours),
    db.select().from(materials),
    db
      .select({ id: stores.id, cityId: stores.cityId, name: stores.name, address: stores.address, metro: stores.metro })
      .from(stores)
      .where(eq(stores.kind, 'shop'))
      .orderBy(asc(stores.id)),
  ]);
  const byId = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of categoryRows) {
    const node: CategoryNode = {
      id: row.id,
      parentId: row.parentId,
      path: row.path,
      depth: row.depth,
      name: row.name,
      picture: row.picture,
      children: [],
      subtreeIds: [],
    };
    byId.set(node.id, node);
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const collect = (node: CategoryNode): number[] => {
    node.subtreeIds = [node.id, ...node.children.flatMap(collect)];
    return node.subtreeIds;
  };
  roots.forEach(collect);
  return {
    byId,
    byPath: new Map([...byId.values()].map((n) => [n.path, n])),
    roots,
    brands: new Map(
      brandRows.map((b) => [b.id, { id: b.id, code: b.code, name: { ru: b.name, en: b.name, kk: b.name } }]),
    ),
    colours: new Map(colourRows.map((c) => [c.id, { id: c.id, code: c.code, name: c.name, hex: c.hex }])),
    materials: new Map(materialRows.map((m) => [m.id, { id: m.id, code: m.code, name: m.name }])),
    shops: shopRows,
  };
}

/** The chain from the root to a category. */
export function ancestors(dictionary: CatalogDictionary, node: CategoryNode): CategoryNode[] {
  const chain: CategoryNode[] = [];
  for (let n: CategoryNode | undefined = node; n; n = n.parentId ? dictionary.byId.get(n.parentId) : undefined) {
    chain.unshift(n);
  }
  return chain;
}
