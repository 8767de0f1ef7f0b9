/**
 * The basket page's reads for its delivery modals and its call for the waiting list; every
 * delivery write goes through the page's action (delivery-form.tsx).
 */
import type { DeliveryMethod } from '@storefront/domain/checkout';
import type { Translate } from '@storefront/domain/i18n/translator';
import type { VariantKey } from '@storefront/domain/variants';
import { clientApi } from '../../lib/api.client';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';

/** The intent of the basket's plain form adding a courier address (new-address-form.tsx). */
export const ADD_ADDRESS_INTENT = 'add-address';

export type PlacesMethod = Exclude<DeliveryMethod, 'courier'>;

const PLACES_METHODS: readonly string[] = ['pickup', 'pvz', 'pickup_later'] satisfies PlacesMethod[];

/** The method whose shops or pickup points a link asks to list, if it is one. */
export const placesMethod = (value: string | null): PlacesMethod | null =>
  value !== null && PLACES_METHODS.includes(value) ? (value as PlacesMethod) : null;

export const fetchBasket = (variant: VariantKey) => clientApi(variant).get('/basket');

export const fetchGroupPlaces = (variant: VariantKey, method: PlacesMethod) =>
  clientApi(variant).get('/basket/groups/{method}/places', { params: { path: { method } } });

export const fetchCourierSlots = (variant: VariantKey) => clientApi(variant).get('/basket/groups/courier/slots');

export const setWaiting = (variant: VariantKey, skuId: number, waiting: boolean) =>
  waiting
    ? clientApi(variant).post('/users/waiting-list', { body: { productId: skuId } })
    : clientApi(variant).delete('/users/waiting-list/{skuId}', { params: { path: { skuId } } });

/** An API failure as texts per field; a refusal without fields becomes `form`. */
export function failureMessages(error: unknown, t: Translate): Record<string, string> {
  return apiFieldErrors(error, t) ?? { form: apiMessage(error, t) };
}
