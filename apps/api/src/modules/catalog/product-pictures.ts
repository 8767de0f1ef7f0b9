/**
 * A product's pictures as every page gets them: its own photographs (product_images, through the
 * picture pipeline of modules/pictures) or, for a product with none, its drawn ones. The SQL pieces
 * fold the pictures into the statement a page already runs, so pictures cost no statement of their own.
 */
import { PICTURE_ID, type Picture } from '@storefront/domain/pictures';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { toPicture } from '../pictures/picture-store.ts';

/** A product_images row as the SQL pieces below give it. */
export interface PictureRow {
  /** A picture id; a row stored before pictures had ids keeps the image storage key it was kept under. */
  key: string;
  width: number;
  height: number;
  placeholder: string | null;
}

/** The drawn pictures are squares of this side (images/product-image.ts). */
const DRAWN_SIDE = 600;

export function productImageUrl(productId: number, index: number): string {
  return `/images/products/${productId}/${index}.svg`;
}

/**
 * The same drawn picture as PNG, for readers that take no SVG (shopping feeds, link previews). `version`
 * (the product's last change, in seconds) makes a changed drawing a new address, cached for a year.
 */
export function productImagePngUrl(productId: number, index: number, version?: number): string {
  return `/images/products/${productId}/${index}.png${version === undefined ? '' : `?v=${version}`}`;
}

export function drawnPicture(productId: number, index: number): Picture {
  return { src: productImageUrl(productId, index), width: DRAWN_SIDE, height: DRAWN_SIDE, placeholder: null };
}

/** One of the product's own pictures. */
export function storedPicture(row: PictureRow): Picture {
  if (PICTURE_ID.test(row.key)) return toPicture({ ...row, id: row.key });
  // Uploaded before the pipeline: served as it was stored, at its own size.
  return { src: `/images/content/${row.key}`, width: row.width, height: row.height, placeholder: row.placeholder };
}

/** The product's pictures in order: its own, or `drawnCount` drawn ones (at least one) when it has none. */
export function productPictures(productId: number, rows: readonly PictureRow[] | null, drawnCount: number): Picture[] {
  if (rows && rows.length > 0) return rows.map(storedPicture);
  return Array.from({ length: Math.max(1, drawnCount) }, (_, i) => drawnPicture(productId, i + 1));
}

/** The product's main picture: its first own one, else its first drawn one. */
export function mainPicture(productId: number, row: PictureRow | null | undefined): Picture {
  return row ? storedPicture(row) : drawnPicture(productId, 1);
}

/** Whether `hex` (6 hex digits) is one of the catalogue's colours: the only ones a product picture is recoloured to. */
export async function isCatalogueColour(db: Db, hex: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from colours where lower(hex) = ${`#${hex.toLowerCase()}`} limit 1`,
  );
  return rows.length > 0;
}

const pictureJson = sql`json_build_object('key', pi.key, 'width', pi.width, 'height', pi.height, 'placeholder', pi.placeholder)`;

/** The main picture (a PictureRow as JSON, null without one) of the product `productId` (an SQL expression). */
export function mainPictureSql(productId: SQLWrapper): SQL {
  return sql`(select ${pictureJson} from product_images pi where pi.product_id = ${productId} and pi.position = 0)`;
}

/** Every picture of the product, in order (JSON PictureRow[], null without any). */
export function picturesSql(productId: SQLWrapper): SQL {
  return sql`(select json_agg(${pictureJson} order by pi.position) from product_images pi where pi.product_id = ${productId})`;
}
