/**
 * A product's own pictures (product_images), uploaded in the back office or brought by 1C's
 * import.xml (Картинка). Checked as content pictures are (JPEG, PNG or WebP by signature, within the
 * size limit) and kept in the image storage under a key named by their bytes, so the same picture sent
 * again is the same key and a re-import writes nothing. A product with pictures of its own answers its
 * `/images/products/{id}/{n}.svg` addresses with them (image.routes.ts), so cards, pages and feeds keep
 * their addresses; a product without any keeps its drawn pictures.
 */
import { createHash } from 'node:crypto';
import type { Texts } from '@storefront/domain/catalogue-ops';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ImageStorage } from '../../providers/images/image-storage.ts';
import { queryRows } from '../catalog/catalog-sql.ts';
import { checkPicture, type IMAGE_MESSAGES } from '../content/image-upload.ts';

export interface ProductImage {
  key: string;
  width: number;
  height: number;
  alt: Partial<Texts>;
  /** The file name 1C gave the picture; null for one uploaded in the back office. */
  source: string | null;
}

/** Checks a picture and keeps it; answers what is wrong with it instead when it is not one. */
export async function storeProductPicture(
  storage: ImageStorage,
  body: Buffer,
): Promise<Pick<ProductImage, 'key' | 'width' | 'height'> | keyof typeof IMAGE_MESSAGES> {
  const image = checkPicture(body);
  if (typeof image === 'string') return image;
  const key = `products/${createHash('sha256').update(body).digest('hex').slice(0, 40)}.${image.ext}`;
  await storage.put(key, { body, contentType: image.type });
  return { key, width: image.width, height: image.height };
}

/** The pictures of some products, in order. */
export async function loadProductImages(db: Db, productIds: readonly number[]): Promise<Map<number, ProductImage[]>> {
  const byProduct = new Map<number, ProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await queryRows<ProductImage & { product_id: number }>(
    db,
    sql`select product_id, key, width, height, alt, source from product_images
      where product_id = any(${`{${productIds.join(',')}}`}::int[]) order by product_id, position`,
  );
  for (const { product_id, ...image } of rows) byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), image]);
  return byProduct;
}

const same = (a: readonly ProductImage[], b: readonly ProductImage[]) =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.key === b[i]?.key &&
      x.source === b[i]?.source &&
      JSON.stringify(Object.entries(x.alt).sort()) === JSON.stringify(Object.entries(b[i]?.alt ?? {}).sort()),
  );

/**
 * Sets a product's pictures (in order) when they differ from `current`; the product's picture count
 * follows (one drawn picture when none is left). Answers whether anything was written.
 */
export async function writeProductImages(
  tx: Db,
  productId: number,
  images: readonly ProductImage[],
  current: readonly ProductImage[],
): Promise<boolean> {
  if (same(images, current)) return false;
  await tx.execute(sql`delete from product_images where product_id = ${productId}`);
  if (images.length > 0) {
    const rows = images.map((image, position) => ({ ...image, position }));
    await tx.execute(sql`insert into product_images (product_id, position, key, width, height, alt, source)
      select ${productId}, position, key, width, height, alt, source
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(position int, key text, width int, height int, alt jsonb, source text)`);
  }
  await tx.execute(sql`update products set image_count = ${Math.max(1, images.length)} where id = ${productId}`);
  return true;
}
