/**
 * Reference rows of the catalogue (categories, brands, colours, materials) with fixed ids, plus the
 * lookups the product generator needs. Validates the vocabulary so a typo fails the seed loudly.
 */

import { slugify } from '@storefront/domain/slug';
import type { brands, categories, colours, materials } from '../db/schema/catalog.ts';
import { BRANDS } from './data/brands.ts';
import { CATEGORY_TREE } from './data/categories.ts';
import { COLOURS } from './data/colours.ts';
import { MATERIALS } from './data/materials.ts';
import { FASHION_TYPES } from './data/product-types-fashion.ts';
import { GIFT_TYPES } from './data/product-types-gifts.ts';
import { HOME_TYPES } from './data/product-types-home.ts';
import { KITCHEN_TYPES } from './data/product-types-kitchen.ts';
import type { Brand, CategoryNode, Colour, Family, Material, ProductType } from './data/types.ts';

export interface LeafCategory {
  id: number;
  path: string;
  family: Family;
  weight: number;
  types: readonly ProductType[];
}

export interface CatalogReference {
  categoryRows: (typeof categories.$inferInsert)[];
  brandRows: (typeof brands.$inferInsert)[];
  colourRows: (typeof colours.$inferInsert)[];
  materialRows: (typeof materials.$inferInsert)[];
  leaves: LeafCategory[];
  brandsByFamily: Record<Family, { id: number; brand: Brand }[]>;
  colours: Map<string, { id: number; colour: Colour }>;
  materials: Map<string, { id: number; material: Material }>;
}

const TYPES_BY_PATH: Readonly<Record<string, readonly ProductType[]>> = {
  ...KITCHEN_TYPES,
  ...HOME_TYPES,
  ...FASHION_TYPES,
  ...GIFT_TYPES,
};

export function buildCatalogReference(): CatalogReference {
  const categoryRows: CatalogReference['categoryRows'] = [];
  const leaves: LeafCategory[] = [];

  const visit = (
    node: CategoryNode,
    family: Family,
    parent: { id: number; path: string } | null,
    depth: number,
    position: number,
  ) => {
    const id = categoryRows.length + 1;
    const slug = node.slug ?? slugify(node.name.ru);
    const path = parent ? `${parent.path}/${slug}` : slug;
    categoryRows.push({ id, parentId: parent?.id ?? null, slug, path, depth, position, name: node.name });
    if (node.children?.length) {
      for (const [i, child] of node.children.entries()) visit(child, family, { id, path }, depth + 1, i);
      return;
    }
    const types = TYPES_BY_PATH[path];
    if (!types?.length) throw new Error(`Seed vocabulary: no product types for leaf category '${path}'`);
    leaves.push({ id, path, family, weight: node.weight ?? 1, types });
  };
  for (const [i, root] of CATEGORY_TREE.entries()) visit(root.node, root.family, null, 1, i);

  const leafPaths = new Set(leaves.map((l) => l.path));
  for (const path of Object.keys(TYPES_BY_PATH)) {
    if (!leafPaths.has(path)) throw new Error(`Seed vocabulary: product types for unknown category '${path}'`);
  }

  const colourMap = new Map(COLOURS.map((colour, i) => [colour.code, { id: i + 1, colour }]));
  const materialMap = new Map(MATERIALS.map((material, i) => [material.code, { id: i + 1, material }]));
  validateVocabulary(leaves, colourMap, materialMap);

  const brandsByFamily: CatalogReference['brandsByFamily'] = { kitchen: [], home: [], fashion: [], gifts: [] };
  BRANDS.forEach((brand, i) => {
    for (const family of brand.families) brandsByFamily[family].push({ id: i + 1, brand });
  });

  return {
    categoryRows,
    brandRows: BRANDS.map((b, i) => ({ id: i + 1, code: b.code, name: b.name, country: b.country })),
    colourRows: COLOURS.map((c, i) => ({ id: i + 1, code: c.code, hex: c.hex, name: c.name })),
    materialRows: MATERIALS.map((m, i) => ({ id: i + 1, code: m.code, name: m.name })),
    leaves,
    brandsByFamily,
    colours: colourMap,
    materials: materialMap,
  };
}

/** The palette a product of this type and material draws its colours from. */
export function paletteOf(type: ProductType, material: Material): readonly string[] {
  return type.colours ?? material.palette;
}

function validateVocabulary(
  leaves: LeafCategory[],
  colourMap: CatalogReference['colours'],
  materialMap: CatalogReference['materials'],
): void {
  const keys = new Set<string>();
  for (const leaf of leaves) {
    for (const type of leaf.types) {
      if (keys.has(type.key)) throw new Error(`Seed vocabulary: duplicate product type key '${type.key}'`);
      keys.add(type.key);
      for (const code of type.materials) {
        const material = materialMap.get(code)?.material;
        if (!material) throw new Error(`Seed vocabulary: unknown material '${code}' in '${type.key}'`);
        const palette = paletteOf(type, material);
        if (palette.length < 2) throw new Error(`Seed vocabulary: '${type.key}' in ${code} needs at least two colours`);
        const unknown = palette.find((c) => !colourMap.has(c));
        if (unknown) throw new Error(`Seed vocabulary: unknown colour '${unknown}' for '${type.key}'`);
      }
    }
  }
}
