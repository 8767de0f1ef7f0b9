/**
 * A product's own pictures (product_images), uploaded in the back office or brought by 1C's
 * import.xml (Картинка). Each goes through the picture pipeline (modules/pictures: read and checked by
 * libvips, normalised, kept once under an id named by its bytes), so the same picture sent again is the
 * same id and a re-import writes nothing. Pages get them as Pictures (catalog/product-pictures.ts); a
 * product without any keeps its drawn pictures. The first picture is the main one (cards, basket, feeds).
 */
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES, type Texts } from '@storefront/domain/catalog-ops';
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
import { ingestPicture, PictureError } from '../pictures/picture-store.ts';
import type { ProductImagesBody } from './products.schemas.ts';

export interface ProductImage {
  /** The picture's id (modules/pictures); a picture stored before the pipeline keeps its storage key. */
  key: string;
  width: number;
  height: number;
  placeholder: string | null;
  alt: Partial<Texts>;
  /** The file name 1C gave the picture; null for one uploaded in the back office. */
  source: string | null;
}

/** Checks a picture and keeps it; throws PictureError when it is not one. */
export async function storeProductPicture(
  storage: ImageStorage,
  body: Buffer,
): Promise<Pick<ProductImage, 'key' | 'width' | 'height' | 'placeholder'>> {
  const { id, ...size } = await ingestPicture(storage, body);
  return { key: id, ...size };
}

/** The pictures of some products, in order. */
export async function loadProductImages(db: Db, productIds: readonly number[]): Promise<Map<number, ProductImage[]>> {
  const byProduct = new Map<number, ProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await queryRows<ProductImage & { product_id: number }>(
    db,
    sql`select product_id, key, width, height, placeholder, alt, source from product_images
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
    await tx.execute(sql`insert into product_images (product_id, position, key, width, height, placeholder, alt, source)
      select ${productId}, position, key, width, height, placeholder, alt, source
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(position int, key text, width int, height int, placeholder text, alt jsonb, source text)`);
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

/**
 * Adds an uploaded picture after the product's others (the same picture twice is one); 400 on field
 * `image` naming the file (`fileName`, as the uploader called it) when it is not one or there are enough.
 * The picture is read and kept before the product's row is locked: encoding a large photograph holds
 * no other upload up.
 */
export async function addProductImage(
  db: Db,
  storage: ImageStorage,
  productId: number,
  upload: { body: Buffer; fileName: string },
  staffId: number,
): Promise<void> {
  const stored = await storeProductPicture(storage, upload.body).catch((error: unknown) => {
    throw error instanceof PictureError ? error.toInvalid('image', upload.fileName) : error;
  });
  await db.transaction(async (tx) => {
    const current = await lockImages(tx, productId);
    if (current.some((image) => image.key === stored.key)) return;
    if (current.length >= CATALOGUE_LIMITS.images)
      throw invalid([
        {
          name: 'image',
          message: CATALOGUE_MESSAGES.images,
          params: { max: String(CATALOGUE_LIMITS.images), file: upload.fileName },
        },
      ]);
    await saveImages(tx, productId, [...current, { ...stored, alt: {}, source: null }], current, staffId);
  });
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
