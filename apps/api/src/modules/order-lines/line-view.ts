/**
 * Pieces of the order and checkout answers: the place of a shipment (shop or pickup point) in the
 * shopper's language and an order line with its product link. Loaded in one query per kind.
 */
import { lineTotal } from '@storefront/domain/money';
import { buildPath } from '@storefront/domain/routes';
import type { CurrencyCode, VariantKey } from '@storefront/domain/variants';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { pickupPoints, stores } from '../../db/schema/geo.ts';
import type { GroupLine } from '../basket/basket-groups.ts';
import type { ContentLang } from '../catalog/product-card.ts';
import { mainPicture, mainPictureSql, type PictureRow } from '../catalog/product-pictures.ts';
import type { OrderLine } from './order-lines.schemas.ts';

export interface PlaceRef {
  storeId: number | null;
  pickupPointId: number | null;
}

export interface Place {
  kind: 'store' | 'pickupPoint';
  id: number;
  name: string;
  address: string;
}

/** A lookup of the shops and pickup points `refs` name. */
export async function loadPlaces(
  db: Db,
  refs: readonly PlaceRef[],
  lang: ContentLang,
): Promise<(ref: PlaceRef) => Place | null> {
  const storeIds = [...new Set(refs.flatMap((r) => (r.storeId ? [r.storeId] : [])))];
  const pointIds = [...new Set(refs.flatMap((r) => (r.pickupPointId ? [r.pickupPointId] : [])))];
  const [shopRows, pointRows] = await Promise.all([
    storeIds.length
      ? db
          .select({ id: stores.id, name: stores.name, address: stores.address })
          .from(stores)
          .where(inArray(stores.id, storeIds))
      : [],
    pointIds.length
      ? db
          .select({ id: pickupPoints.id, provider: pickupPoints.provider, address: pickupPoints.address })
          .from(pickupPoints)
          .where(inArray(pickupPoints.id, pointIds))
      : [],
  ]);
  const shops = new Map(shopRows.map((s) => [s.id, s]));
  const points = new Map(pointRows.map((p) => [p.id, p]));
  return (ref) => {
    const shop = ref.storeId ? shops.get(ref.storeId) : undefined;
    if (shop) return { kind: 'store', id: shop.id, name: shop.name[lang], address: shop.address[lang] };
    const point = ref.pickupPointId ? points.get(ref.pickupPointId) : undefined;
    if (point) return { kind: 'pickupPoint', id: point.id, name: point.provider, address: point.address[lang] };
    return null;
  };
}

/** An order line, or a basket line with its share of the discount. */
export type LineData = Pick<
  GroupLine,
  'skuId' | 'productId' | 'name' | 'size' | 'price' | 'oldPrice' | 'quantity' | 'picture'
> & {
  discount: number;
};

/** What an order line links to: the product's slug and its main picture now, by product id. */
export async function loadProductLinks(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, { slug: string; picture: PictureRow | null }>> {
  const ids = [...new Set(productIds)];
  const rows = ids.length
    ? await db
        .select({
          id: products.id,
          slug: products.slug,
          picture: sql<PictureRow | null>`${mainPictureSql(products.id)}`,
        })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  return new Map(rows.map(({ id, ...link }) => [id, link]));
}

export function lineView(l: LineData, slug: string, currency: CurrencyCode, variant: VariantKey): OrderLine {
  const money = (amount: number) => ({ amount, currency });
  return {
    productId: l.skuId,
    itemId: l.productId,
    name: l.name,
    size: l.size,
    url: buildPath('ProductIndex', variant, { productSlug: slug }),
    image: mainPicture(l.productId, l.picture),
    price: money(l.price),
    oldPrice: l.oldPrice === null ? null : money(l.oldPrice),
    quantity: l.quantity,
    discount: money(l.discount),
    total: money(lineTotal(l)),
  };
}
