/** The basket page's calls for delivery groups, courier addresses and the waiting list. */
import type {
  Basket,
  BasketGroupBody,
  BasketLineBody,
  CourierSlots,
  GroupPlaces,
} from '@storefront/api/modules/basket/basket.schemas';
import type { WaitingSkuIds } from '@storefront/api/modules/waiting-list/waiting-list.schemas';
import type { DeliveryMethod } from '@storefront/domain/checkout';
import type { Translate } from '@storefront/domain/i18n/translate';
import type { VariantKey } from '@storefront/domain/variants';
import { clientApi } from '../../lib/api.client';
import { apiFieldErrors, apiMessage } from '../../lib/field-messages';

export type PlacesMethod = Exclude<DeliveryMethod, 'courier'>;

export const fetchBasket = (variant: VariantKey) => clientApi<Basket>(variant, 'GET', 'basket');

export const updateLine = (variant: VariantKey, skuId: number, body: BasketLineBody) =>
  clientApi<Basket>(variant, 'PATCH', `basket/lines/${skuId}`, { body });

export const chooseGroup = (variant: VariantKey, method: DeliveryMethod, body: BasketGroupBody) =>
  clientApi<Basket>(variant, 'PUT', `basket/groups/${method}`, { body });

export const fetchGroupPlaces = (variant: VariantKey, method: PlacesMethod) =>
  clientApi<GroupPlaces>(variant, 'GET', `basket/groups/${method}/places`);

export const fetchCourierSlots = (variant: VariantKey) =>
  clientApi<CourierSlots>(variant, 'GET', 'basket/groups/courier/slots');

export const resetDelivery = (variant: VariantKey) => clientApi<Basket>(variant, 'DELETE', 'basket/delivery');

export const setWaiting = (variant: VariantKey, skuId: number, waiting: boolean) =>
  waiting
    ? clientApi<WaitingSkuIds>(variant, 'POST', 'users/waiting-list', { body: { productId: skuId } })
    : clientApi<WaitingSkuIds>(variant, 'DELETE', `users/waiting-list/${skuId}`);

/** An API failure as texts per field; a refusal without fields becomes `form`. */
export function failureMessages(error: unknown, t: Translate): Record<string, string> {
  return apiFieldErrors(error, t) ?? { form: apiMessage(error, t) };
}
