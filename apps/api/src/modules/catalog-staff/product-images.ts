/**
 * A product's own pictures (product_images), uploaded in the back office or brought by 1C's
 * import.xml (Картинка). Checked as content pictures are (JPEG, PNG or WebP by signature, within the
 * size limit) and kept in the image storage under a key named by their bytes, so the same picture sent
 * again is the same key and a re-import writes nothing. A product with pictures of its own answers its
 * `/images/products/{id}/{n}.svg` addresses with them (image.routes.ts), so cards and pages keep their
 * addresses (feeds list the pictures' own addresses); a product without any keeps its drawn pictures.
 */
import { createHash } from 'node:crypto';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES, type Texts } from '@storefront/domain/catalog-ops';
import { CONTENT_LIMITS } from '@storefront/domain/content-markup';
import type { FieldError } from '@storefront/domain/errors';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { invalid, notFound } from '../../errors.ts';
import type { ImageStorage } from '../../providers/images/image-storage.ts';
import { recordAudit } from '../audit/audit.ts';
import { markCatalogChanged } from '../catalog/catalog-changes.ts';
import { refreshCatalogProducts } from '../catalog/catalog-refresh.ts';
import { checkPicture, type IMAGE_MESSAGES } from '../content/image-upload.ts';
import type { ProductImagesBody } from './products.schemas.ts';

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

/** Locks the product's row (two editors' changes apply one after the other) and answers its pictures; 404 without it. */
async function lockImages(tx: Db, productId: number): Promise<ProductImage[]> {
  const [row] = await queryRows<{ id: number }>(tx, sql`select id from products where id = ${productId} for update`);
  if (!row) throw notFound('No such product');
  return (await loadProductImages(tx, [productId])).get(productId) ?? [];
}

/** Writes the pictures when they differ, audited, and lets listings and pages of every process show them. */
async function saveImages(
  tx: Db,
  productId: number,
  images: ProductImage[],
  current: ProductImage[],
  staffId: number,
): Promise<void> {
  if (!(await writeProductImages(tx, productId, images, current))) return;
  const view = (list: ProductImage[]) => list.map(({ key, alt }) => ({ key, alt }));
  await recordAudit(tx, {
    staffId,
    action: 'product.images',
    entity: { type: 'product', id: productId },
    before: { images: view(current) },
    after: { images: view(images) },
  });
  await refreshCatalogProducts(tx, [productId]);
  await markCatalogChanged(tx);
}

/** Adds an uploaded picture after the product's others; 400 on field `image` when it is not one or there are enough. */
export async function addProductImage(
  tx: Db,
  storage: ImageStorage,
  productId: number,
  body: Buffer,
  staffId: number,
): Promise<void> {
  const current = await lockImages(tx, productId);
  if (current.length >= CATALOGUE_LIMITS.images)
    throw invalid([
      { name: 'image', message: CATALOGUE_MESSAGES.images, params: { max: String(CATALOGUE_LIMITS.images) } },
    ]);
  const stored = await storeProductPicture(storage, body);
  if (typeof stored === 'string')
    throw invalid([
      { name: 'image', message: CATALOGUE_MESSAGES.image, params: { mb: String(CONTENT_LIMITS.imageBytes / 2 ** 20) } },
    ]);
  await saveImages(tx, productId, [...current, { ...stored, alt: {}, source: null }], current, staffId);
}

/**
 * Sets the order and alt texts of the product's pictures: the list names its pictures by key, in the
 * new order; one left out is removed. 400 naming a key that is not the product's or an alt too long.
 */
export async function setProductImages(
  tx: Db,
  productId: number,
  body: ProductImagesBody,
  staffId: number,
): Promise<void> {
  const current = await lockImages(tx, productId);
  const byKey = new Map(current.map((image) => [image.key, image]));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const images = body.images.flatMap((given, i) => {
    const image = byKey.get(given.key);
    if (!image || seen.has(given.key)) {
      errors.push({ name: `images.${i}.key`, message: MESSAGE_KEYS.invalid });
      return [];
    }
    seen.add(given.key);
    // An empty alt text is none: the page then says the product's name and the picture's number.
    const alt: Partial<Texts> = {};
    for (const [lang, text] of Object.entries(given.alt) as [keyof Texts, string][]) {
      if (text.trim() === '') continue;
      alt[lang] = text.trim();
      if (text.trim().length > CATALOGUE_LIMITS.name)
        errors.push({ name: `images.${i}.alt.${lang}`, message: CATALOGUE_MESSAGES.tooLong });
    }
    return [{ ...image, alt }];
  });
  if (errors.length > 0) throw invalid(errors);
  await saveImages(tx, productId, images, current, staffId);
}
