/** What a generated picture shows: the product or category it is drawn for, read from the catalogue. */
import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, colours, products } from '../../db/schema/catalog.ts';

/** A product's name, colour, category path and how many pictures it has; undefined when there is none. */
export async function findProductImageSubject(db: Db, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      hex: colours.hex,
      path: categories.path,
      count: products.imageCount,
    })
    .from(products)
    .innerJoin(colours, eq(colours.id, products.colourId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/** A category's name and the paths of it and every category below it; undefined when there is none. */
export async function findCategorySubject(db: Db, categoryId: number) {
  const [subject] = await db
    .select({ name: categories.name, path: categories.path })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!subject) return undefined;
  const rows = await db
    .select({ path: categories.path })
    .from(categories)
    .where(or(eq(categories.path, subject.path), like(categories.path, `${subject.path}/%`)))
    .orderBy(categories.path);
  return { name: subject.name, paths: rows.map((r) => r.path) };
}
