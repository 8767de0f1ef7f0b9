/** The basket page's calls for delivery groups, courier addresses and the waiting list. */
import type { DeliveryMethod } from '@storefront/domain/checkout';
import type { Translate } from '@storefront/domain/i18n/translator';
import type { VariantKey } from '@storefront/domain/variants';
import { clientApi } from '../../lib/api.client';
import type { BasketGroupBody, BasketLineBody } from '../../lib/api-types';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';

export type PlacesMethod = Exclude<DeliveryMethod, 'courier'>;

export const fetchBasket = (variant: VariantKey) => clientApi(variant).get('/basket');

export const updateLine = (variant: VariantKey, skuId: number, body: BasketLineBody) =>
  clientApi(variant).patch('/basket/lines/{skuId}', { params: { path: { skuId } }, body });

export const chooseGroup = (variant: VariantKey, method: DeliveryMethod, body: BasketGroupBody) =>
  clientApi(variant).put('/basket/groups/{method}', { params: { path: { method } }, body });

export const fetchGroupPlaces = (variant: VariantKey, method: PlacesMethod) =>
  clientApi(variant).get('/basket/groups/{method}/places', { params: { path: { method } } });

export const fetchCourierSlots = (variant: VariantKey) => clientApi(variant).get('/basket/groups/courier/slots');

export const resetDelivery = (variant: VariantKey) => clientApi(variant).delete('/basket/delivery');

export const setWaiting = (variant: VariantKey, skuId: number, waiting: boolean) =>
  waiting
    ? clientApi(variant).post('/users/waiting-list', { body: { productId: skuId } })
    : clientApi(variant).delete('/users/waiting-list/{skuId}', { params: { path: { skuId } } });

/** An API failure as texts per field; a refusal without fields becomes `form`. */
export function failureMessages(error: unknown, t: Translate): Record<string, string> {
  return apiFieldErrors(error, t) ?? { form: apiMessage(error, t) };
}
