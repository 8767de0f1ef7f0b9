/**
 * The basket split into delivery groups (docs/decisions/004-checkout-and-orders.md). Used by the
 * basket answer and by checkout, which places an order from the ready groups.
 * INTERFACE STUB: the basket/delivery helper implements resolveBasketGroups.
 */
import type { BasketGroupKey, DeliveryMethod } from '@storefront/domain/checkout';
import type { CurrencyCode } from '@storefront/domain/variants';
import type { Db } from '../../db/client.ts';
import type { ShipmentAddress } from '../../db/schema/orders.ts';
import type { ShopperScope } from './basket.service.ts';

export interface GroupLine {
  skuId: number;
  productId: number;
  name: string;
  size: string | null;
  /** Minor units of the variant's currency. */
  price: number;
  oldPrice: number | null;
  quantity: number;
}

export interface ResolvedDelivery {
  method: DeliveryMethod;
  /** Delivery price in minor units. */
  price: number;
  storeId: number | null;
  pickupPointId: number | null;
  address: ShipmentAddress | null;
  deliveryDate: string | null;
  timeSlot: string | null;
}

export interface ResolvedGroup {
  key: BasketGroupKey;
  lines: GroupLine[];
  /** The group's delivery as chosen so far (null for remaining, pending, notAvailable). */
  delivery: ResolvedDelivery | null;
  /** A delivery group whose required choices are made and valid. */
  ready: boolean;
  /** Message keys (CHECKOUT_MESSAGES / MESSAGE_KEYS) saying what is missing. */
  problems: string[];
}

export interface BasketGroups {
  currency: CurrencyCode;
  groups: ResolvedGroup[];
  /** At least one delivery group with goods, every delivery group ready, no remaining goods. */
  readyForCheckout: boolean;
  problems: string[];
}

export async function resolveBasketGroups(
  _db: Db,
  _ownerKey: string | null,
  _scope: ShopperScope,
  _now: Date = new Date(),
): Promise<BasketGroups> {
  throw new Error('resolveBasketGroups: not implemented yet');
}
