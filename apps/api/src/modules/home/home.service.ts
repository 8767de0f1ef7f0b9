import { buildPath } from '@storefront/domain/routes';
import type { VariantKey } from '@storefront/domain/variants';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/catalog.ts';
import { loadProductCards, type ProductCard } from '../catalog/product-card.ts';

const POPULAR_COUNT = 12;

export async function getHomePage(
  db: Db,
  variant: VariantKey,
  lang: 'ru' | 'en' | 'kk',
): Promise<{ categories: { text: string; url: string; image: string }[]; popular: ProductCard[] }> {
  const [sections, popular] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, path: categories.path })
      .from(categories)
      .where(eq(categories.depth, 2))
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(8),
    loadProductCards(db, { variant, lang, limit: POPULAR_COUNT }),
  ]);
  return {
    categories: sections.map((c) => ({
      text: c.name[lang],
      url: buildPath('CatalogIndex', variant, { '*': c.path }),
      image: `/images/categories/${c.id}.svg`,
    })),
    popular,
  };
}
