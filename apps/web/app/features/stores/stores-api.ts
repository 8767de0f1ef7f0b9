/** The stores modal's calls; failures are logged and shown as an empty list (spec section 8). */

import type { VariantKey } from '@storefront/domain/variants';
import { clientApi } from '../../lib/api.client';
import type { PickupPoint, StoreItem } from '../../lib/api-types';

export async function fetchStores(variant: VariantKey, skuId: number, quantity: number): Promise<StoreItem[]> {
  try {
    const data = await clientApi(variant).get('/delivery/stores-list', {
      params: { query: { itemId: skuId, deliveryId: 1, quantity } },
    });
    return data.storesList;
  } catch (error) {
    console.warn('stores list failed', error);
    return [];
  }
}

export async function fetchPickupPoints(variant: VariantKey): Promise<PickupPoint[]> {
  try {
    return (await clientApi(variant).get('/delivery/pickup-list')).pickupList;
  } catch (error) {
    console.warn('pickup list failed', error);
    return [];
  }
}
