/** Pickup points, shops holding an item, and the delivery terms of the shopper's city. */
import type { DeliveryMethod } from '@storefront/domain/checkout';
import { IMMEDIATE_DELIVERY_HOURS } from '@storefront/domain/constants';
import { deliveryPrice } from '@storefront/domain/delivery-prices';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSkus } from '../../db/schema/catalog.ts';
import { cities, pickupPoints, stock, stores } from '../../db/schema/geo.ts';
import { invalid, notFound } from '../../errors.ts';
import {
  DELIVERY_IDS,
  type PickupPoint,
  type ProductDelivery,
  type ReadyIn,
  type StoreItem,
  type StoresListQuery,
} from './delivery.schemas.ts';
import { stockForCity } from './stock.ts';

type Lang = 'ru' | 'en' | 'kk';

/** Goods a shop of the city holds: ready within IMMEDIATE_DELIVERY_HOURS. */
export const IN_STORE: ReadyIn = { unit: 'hours', min: 0, max: IMMEDIATE_DELIVERY_HOURS };
const FROM_WAREHOUSE: ReadyIn = { unit: 'days', min: 2, max: 4 };

/** Each method's lead time: the product page's terms and the basket groups' alike (prices: delivery-prices.ts). */
export const DELIVERY_TERMS: Record<DeliveryMethod, { readyIn: ReadyIn }> = {
  pickup: { readyIn: IN_STORE },
  pickup_later: { readyIn: FROM_WAREHOUSE },
  pvz: { readyIn: { unit: 'days', min: 2, max: 5 } },
  courier: { readyIn: { unit: 'days', min: 1, max: 3 } },
};

export async function pickupList(db: Db, cityId: number, lang: Lang): Promise<PickupPoint[]> {
  const rows = await db
    .select()
    .from(pickupPoints)
    .where(eq(pickupPoints.cityId, cityId))
    .orderBy(asc(pickupPoints.provider), asc(pickupPoints.id));
  return rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    address: r.address[lang],
    coordinates: [r.lon, r.lat],
    hours: r.hours,
  }));
}

/**
 * Shops of the city where the SKU can be collected in the quantity asked: now when the shop holds
 * enough, or in a few days when the country's warehouses can bring it.
 */
export async function storesList(db: Db, cityId: number, lang: Lang, query: StoresListQuery): Promise<StoreItem[]> {
  if (query.deliveryId !== DELIVERY_IDS.pickup) throw invalid([{ name: 'deliveryId', message: 'validation.invalid' }]);
  const [sku] = await db.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.id, query.itemId));
  if (!sku) throw notFound('Item not found');
  const [shops, totals] = await Promise.all([
    db
      .select({ store: stores, quantity: stock.quantity })
      .from(stores)
      .leftJoin(stock, and(eq(stock.storeId, stores.id), eq(stock.skuId, query.itemId)))
      .where(and(eq(stores.cityId, cityId), eq(stores.kind, 'shop')))
      .orderBy(asc(stores.id)),
    stockForCity(db, [query.itemId], cityId),
  ]);
  const inWarehouses = totals.get(query.itemId)?.inWarehouses ?? 0;
  const result: StoreItem[] = [];
  for (const { store, quantity } of shops) {
    const here = quantity ?? 0;
    const availability = here >= query.quantity ? 'inStore' : inWarehouses >= query.quantity ? 'fromWarehouse' : null;
    if (!availability) continue;
    result.push({
      id: store.id,
      name: store.name[lang],
      address: store.address[lang],
      metro: store.metro,
      phone: store.phone,
      coordinates: [store.lon, store.lat],
      hours: store.hours,
      quantity: here,
      availability,
      readyIn: availability === 'inStore' ? IN_STORE : FROM_WAREHOUSE,
    });
  }
  // Shops that have it now come first.
  return result.sort((a, b) => Number(b.availability === 'inStore') - Number(a.availability === 'inStore'));
}

/** What the delivery block counts in the shopper's city, read back by `deliveryBlock`. */
export interface DeliveryCounts {
  city: Record<Lang, string> | null;
  /** Shops of the city holding any of the SKUs. */
  shopsWithItem: number;
  shops: number;
  pickupPoints: number;
}

/**
 * The delivery block's counts as one JSON-valued SQL expression (`skuIds` an int[] expression), to
 * fold into the statement that needs the block.
 */
export function deliveryCountsSql(skuIds: SQL, cityId: number | SQL): SQL {
  const shop = sql`so.city_id = ${cityId} and so.kind = 'shop'`;
  return sql`json_build_object(
    'city', (select name from ${cities} where id = ${cityId}),
    'shopsWithItem', (select count(*)::int from ${stores} so where ${shop} and exists (
      select 1 from ${stock} st where st.store_id = so.id and st.sku_id = any(${skuIds}) and st.quantity > 0)),
    'shops', (select count(*)::int from ${stores} so where ${shop}),
    'pickupPoints', (select count(*)::int from ${pickupPoints} where city_id = ${cityId}))`;
}

/**
 * The delivery block of a product: shops holding it, and the terms of each method in the city for
 * an order of goods worth `goodsTotal` (the product's price on its page).
 */
export function deliveryBlock(
  counts: DeliveryCounts,
  opts: { variant: VariantKey; cityId: number; lang: Lang; goodsTotal: number },
): ProductDelivery {
  const currency = VARIANTS[opts.variant].currency;
  const storesCount = counts.shopsWithItem;
  const terms: ProductDelivery['terms'] = [];
  if (counts.shops > 0) {
    terms.push({
      type: 'pickup',
      id: DELIVERY_IDS.pickup,
      price: { amount: 0, currency },
      readyIn: storesCount > 0 ? IN_STORE : FROM_WAREHOUSE,
      placesCount: counts.shops,
    });
  }
  const pvzCount = counts.pickupPoints;
  if (pvzCount > 0) {
    terms.push({
      type: 'pvz',
      id: DELIVERY_IDS.pvz,
      price: { amount: deliveryPrice('pvz', opts.variant, opts.goodsTotal), currency },
      readyIn: DELIVERY_TERMS.pvz.readyIn,
      placesCount: pvzCount,
    });
  }
  terms.push({
    type: 'courier',
    id: DELIVERY_IDS.courier,
    price: { amount: deliveryPrice('courier', opts.variant, opts.goodsTotal), currency },
    readyIn: DELIVERY_TERMS.courier.readyIn,
    placesCount: null,
  });
  return {
    selfPickup: { id: DELIVERY_IDS.pickup, storesCount },
    terms,
    city: { id: opts.cityId, name: counts.city?.[opts.lang] ?? '' },
  };
}
